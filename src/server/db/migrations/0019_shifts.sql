CREATE TABLE "scheduling_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"min_rest_minutes" integer NOT NULL,
	"weekly_overtime_minutes" integer NOT NULL,
	"week_start" integer NOT NULL,
	"overtime_multiplier_pct" integer NOT NULL,
	"no_show_grace_minutes" integer NOT NULL,
	"claim_approval" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduling_settings_min_rest_check" CHECK ("scheduling_settings"."min_rest_minutes" between 0 and 1440),
	CONSTRAINT "scheduling_settings_overtime_check" CHECK ("scheduling_settings"."weekly_overtime_minutes" between 60 and 10080),
	CONSTRAINT "scheduling_settings_week_start_check" CHECK ("scheduling_settings"."week_start" between 0 and 6),
	CONSTRAINT "scheduling_settings_multiplier_check" CHECK ("scheduling_settings"."overtime_multiplier_pct" between 100 and 300),
	CONSTRAINT "scheduling_settings_grace_check" CHECK ("scheduling_settings"."no_show_grace_minutes" between 0 and 240),
	CONSTRAINT "scheduling_settings_claim_check" CHECK ("scheduling_settings"."claim_approval" in ('auto', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "shift_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"source" text DEFAULT 'manager' NOT NULL,
	"override_reason" text,
	"override_by" uuid,
	"override_blocks" text[],
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	CONSTRAINT "shift_assignments_status_check" CHECK ("shift_assignments"."status" in ('assigned', 'pending')),
	CONSTRAINT "shift_assignments_source_check" CHECK ("shift_assignments"."source" in ('manager', 'claim', 'swap'))
);
--> statement-breakpoint
CREATE TABLE "shift_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid,
	"status" text DEFAULT 'offered' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "shift_swaps_status_check" CHECK ("shift_swaps"."status" in ('offered', 'taken', 'approved', 'denied', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"post" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"required_role" text DEFAULT 'guard' NOT NULL,
	"notes" text,
	"series_id" uuid,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "shifts_dates_check" CHECK ("shifts"."end_at" > "shifts"."start_at"),
	CONSTRAINT "shifts_headcount_check" CHECK ("shifts"."headcount" between 1 and 100),
	CONSTRAINT "shifts_required_role_check" CHECK ("shifts"."required_role" in ('guard', 'supervisor', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "time_off_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_requests_dates_check" CHECK ("time_off_requests"."end_at" > "time_off_requests"."start_at"),
	CONSTRAINT "time_off_requests_status_check" CHECK ("time_off_requests"."status" in ('pending', 'approved', 'denied', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "clock_entries" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "scheduling_settings" ADD CONSTRAINT "scheduling_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_settings" ADD CONSTRAINT "scheduling_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_shift_fk" FOREIGN KEY ("client_id","shift_id") REFERENCES "public"."shifts"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_shift_fk" FOREIGN KEY ("client_id","shift_id") REFERENCES "public"."shifts"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_from_user_fk" FOREIGN KEY ("client_id","from_user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_to_user_fk" FOREIGN KEY ("client_id","to_user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_assignments_key" ON "shift_assignments" USING btree ("shift_id","user_id");--> statement-breakpoint
CREATE INDEX "shift_assignments_user_idx" ON "shift_assignments" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "shift_swaps_client_idx" ON "shift_swaps" USING btree ("client_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_swaps_open_key" ON "shift_swaps" USING btree ("shift_id","from_user_id") WHERE "shift_swaps"."status" in ('offered', 'taken');--> statement-breakpoint
CREATE INDEX "shifts_client_start_idx" ON "shifts" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "shifts_event_start_idx" ON "shifts" USING btree ("event_id","start_at");--> statement-breakpoint
CREATE INDEX "shifts_open_idx" ON "shifts" USING btree ("client_id","start_at") WHERE "shifts"."published_at" is not null and "shifts"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "time_off_requests_user_idx" ON "time_off_requests" USING btree ("client_id","user_id","start_at");--> statement-breakpoint
CREATE INDEX "time_off_requests_pending_idx" ON "time_off_requests" USING btree ("client_id","created_at") WHERE "time_off_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "clock_entries" ADD CONSTRAINT "clock_entries_shift_fk" FOREIGN KEY ("client_id","shift_id") REFERENCES "public"."shifts"("client_id","id") ON DELETE set null (shift_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clock_entries_shift_idx" ON "clock_entries" USING btree ("shift_id") WHERE "clock_entries"."shift_id" is not null;