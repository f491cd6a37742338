CREATE TABLE "check_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoint_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"checkpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tour_run_id" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" real,
	"flagged" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkpoint_scans_flag_check" CHECK ("checkpoint_scans"."flagged" is null or "checkpoint_scans"."flagged" in ('far', 'impossible_travel'))
);
--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_meters" integer DEFAULT 30 NOT NULL,
	"instructions" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkpoints_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "checkpoints_radius_check" CHECK ("checkpoints"."radius_meters" > 0 and "checkpoints"."radius_meters" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "tour_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"missed_alert_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"checkpoint_ids" uuid[] NOT NULL,
	"ordered" boolean DEFAULT false NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"every_minutes" integer NOT NULL,
	"grace_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_client_id_id_key" UNIQUE("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "welfare_alerts" (
	"clock_entry_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"alert_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welfare_alerts_clock_entry_id_due_at_level_pk" PRIMARY KEY("clock_entry_id","due_at","level"),
	CONSTRAINT "welfare_alerts_level_check" CHECK ("welfare_alerts"."level" in ('supervisors', 'escalated', 'no-movement'))
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_type_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "check_call_minutes" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "no_movement_minutes" integer;--> statement-breakpoint
ALTER TABLE "check_calls" ADD CONSTRAINT "check_calls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_calls" ADD CONSTRAINT "check_calls_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_scans" ADD CONSTRAINT "checkpoint_scans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_scans" ADD CONSTRAINT "checkpoint_scans_tour_run_id_tour_runs_id_fk" FOREIGN KEY ("tour_run_id") REFERENCES "public"."tour_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_scans" ADD CONSTRAINT "checkpoint_scans_checkpoint_fk" FOREIGN KEY ("client_id","checkpoint_id") REFERENCES "public"."checkpoints"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_scans" ADD CONSTRAINT "checkpoint_scans_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_tour_fk" FOREIGN KEY ("client_id","tour_id") REFERENCES "public"."tours"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_alerts" ADD CONSTRAINT "welfare_alerts_clock_entry_id_clock_entries_id_fk" FOREIGN KEY ("clock_entry_id") REFERENCES "public"."clock_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_calls_user_idx" ON "check_calls" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "checkpoint_scans_checkpoint_idx" ON "checkpoint_scans" USING btree ("checkpoint_id","scanned_at");--> statement-breakpoint
CREATE INDEX "checkpoint_scans_user_idx" ON "checkpoint_scans" USING btree ("user_id","scanned_at");--> statement-breakpoint
CREATE INDEX "checkpoint_scans_run_idx" ON "checkpoint_scans" USING btree ("tour_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_token_key" ON "checkpoints" USING btree ("token");--> statement-breakpoint
CREATE INDEX "checkpoints_event_idx" ON "checkpoints" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_runs_tour_start_key" ON "tour_runs" USING btree ("tour_id","starts_at");--> statement-breakpoint
CREATE INDEX "tour_runs_starts_idx" ON "tour_runs" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "tours_event_idx" ON "tours" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('SOS', 'eventAssigned', 'eventUnassigned', 'Geofence Exit', 'Restricted Area Entry', 'Break Overrun', 'Break Zone Exit', 'Watch List Match', 'Missed Checkpoint', 'Missed Check-Call', 'No Movement'));