CREATE TABLE "field_action_receipts" (
	"user_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_action_receipts_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "geofence_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid,
	"user_id" uuid,
	"zone_id" uuid,
	"title" text,
	"zone_type" text,
	"crossing" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"alert_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geofence_activity_crossing_check" CHECK ("geofence_activity"."crossing" in ('enter', 'exit'))
);
--> statement-breakpoint
CREATE TABLE "guard_zone_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"clock_entry_id" uuid,
	"event_id" uuid,
	"allowed" text,
	"restricted_inside" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"break_zone" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" real,
	"position_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guard_zone_states_allowed_check" CHECK ("guard_zone_states"."allowed" is null or "guard_zone_states"."allowed" in ('inside', 'outside')),
	CONSTRAINT "guard_zone_states_break_zone_check" CHECK ("guard_zone_states"."break_zone" is null or "guard_zone_states"."break_zone" in ('inside', 'outside'))
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_type_check";--> statement-breakpoint
ALTER TABLE "breaks" ADD COLUMN "overrun_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "position_interval_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "clock_entries" ADD COLUMN "clock_in_accuracy" real;--> statement-breakpoint
ALTER TABLE "clock_entries" ADD COLUMN "off_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "location_pings" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "field_action_receipts" ADD CONSTRAINT "field_action_receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_action_receipts" ADD CONSTRAINT "field_action_receipts_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_activity" ADD CONSTRAINT "geofence_activity_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_activity" ADD CONSTRAINT "geofence_activity_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_activity" ADD CONSTRAINT "geofence_activity_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE set null (event_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofence_activity" ADD CONSTRAINT "geofence_activity_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE set null (user_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guard_zone_states" ADD CONSTRAINT "guard_zone_states_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guard_zone_states" ADD CONSTRAINT "guard_zone_states_clock_entry_id_clock_entries_id_fk" FOREIGN KEY ("clock_entry_id") REFERENCES "public"."clock_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guard_zone_states" ADD CONSTRAINT "guard_zone_states_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_action_receipts_created_idx" ON "field_action_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "geofence_activity_client_at_idx" ON "geofence_activity" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "geofence_activity_event_idx" ON "geofence_activity" USING btree ("event_id","at");--> statement-breakpoint
CREATE INDEX "guard_zone_states_client_idx" ON "guard_zone_states" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "breaks_open_unalerted_idx" ON "breaks" USING btree ("start_at") WHERE "breaks"."end_at" is null and "breaks"."overrun_alerted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "location_pings_key" ON "location_pings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('SOS', 'eventAssigned', 'eventUnassigned', 'Geofence Exit', 'Restricted Area Entry', 'Break Overrun', 'Break Zone Exit'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_position_interval_check" CHECK ("clients"."position_interval_seconds" between 10 and 300);