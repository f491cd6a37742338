-- Mobile patrol runsheets (docs/product/dispatch.md#mobile-patrol-runsheets): routes of sites with nightly windows,
-- given to shifts; each window judged once as visited or missed.
CREATE TABLE "patrol_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "patrol_routes_client_id_key" UNIQUE ("client_id", "id")
);
--> statement-breakpoint
CREATE INDEX patrol_routes_client_idx ON patrol_routes (client_id) WHERE archived_at is null;
--> statement-breakpoint
CREATE TABLE "patrol_route_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"route_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"event_id" uuid NOT NULL,
	-- 'HH:mm' wall-clock times in the event's time zone; an end at or before the start crosses midnight.
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"checkpoint_ids" uuid[] NOT NULL,
	-- An edit of the route archives its stops and writes new ones: visits already judged keep naming theirs.
	"archived_at" timestamp with time zone,
	CONSTRAINT "patrol_route_stops_client_id_key" UNIQUE ("client_id", "id"),
	CONSTRAINT "patrol_route_stops_route_fk" FOREIGN KEY ("client_id", "route_id")
		REFERENCES "patrol_routes"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "patrol_route_stops_event_fk" FOREIGN KEY ("client_id", "event_id")
		REFERENCES "events"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "patrol_route_stops_window_check" CHECK ("window_start" ~ '^([01]\d|2[0-3]):[0-5]\d$'
		and "window_end" ~ '^([01]\d|2[0-3]):[0-5]\d$' and "window_start" <> "window_end"),
	CONSTRAINT "patrol_route_stops_checkpoints_check" CHECK (cardinality("checkpoint_ids") between 1 and 100)
);
--> statement-breakpoint
CREATE INDEX patrol_route_stops_route_idx ON patrol_route_stops (route_id, position) WHERE archived_at is null;
--> statement-breakpoint
CREATE INDEX patrol_route_stops_event_idx ON patrol_route_stops (event_id);
--> statement-breakpoint
CREATE TABLE "patrol_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"route_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"assigned_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_assignments_client_id_key" UNIQUE ("client_id", "id"),
	CONSTRAINT "patrol_assignments_route_fk" FOREIGN KEY ("client_id", "route_id")
		REFERENCES "patrol_routes"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "patrol_assignments_shift_fk" FOREIGN KEY ("client_id", "shift_id")
		REFERENCES "shifts"("client_id", "id") ON DELETE cascade
);
--> statement-breakpoint
-- One route per shift: the shift's people run one runsheet a night.
CREATE UNIQUE INDEX patrol_assignments_shift_key ON patrol_assignments (shift_id);
--> statement-breakpoint
CREATE INDEX patrol_assignments_route_idx ON patrol_assignments (route_id);
--> statement-breakpoint
CREATE TABLE "patrol_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"assignment_id" uuid NOT NULL,
	"stop_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"window_starts_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	-- The scan that completed the visit (its last checkpoint), when visited.
	"visited_at" timestamp with time zone,
	-- The guard the visit was due from (the first person of the shift), named by the alert.
	"guard_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"alert_id" uuid,
	"judged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patrol_visits_assignment_fk" FOREIGN KEY ("client_id", "assignment_id")
		REFERENCES "patrol_assignments"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "patrol_visits_stop_fk" FOREIGN KEY ("client_id", "stop_id")
		REFERENCES "patrol_route_stops"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "patrol_visits_event_fk" FOREIGN KEY ("client_id", "event_id")
		REFERENCES "events"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "patrol_visits_status_check" CHECK (("status" = 'visited' and "visited_at" is not null)
		or ("status" = 'missed' and "visited_at" is null)),
	CONSTRAINT "patrol_visits_window_check" CHECK ("window_ends_at" > "window_starts_at")
);
--> statement-breakpoint
-- Judged once: two processes running the check insert one row.
CREATE UNIQUE INDEX patrol_visits_key ON patrol_visits (assignment_id, stop_id, window_starts_at);
--> statement-breakpoint
CREATE INDEX patrol_visits_event_idx ON patrol_visits (event_id, window_starts_at);
--> statement-breakpoint
INSERT INTO proof_tables (table_name, columns, time_column, row_filter) VALUES
  ('patrol_visits', ARRAY['id', 'client_id', 'assignment_id', 'stop_id', 'event_id', 'window_starts_at',
    'window_ends_at', 'status', 'visited_at', 'guard_id', 'alert_id', 'judged_at'], 'window_starts_at', NULL);
--> statement-breakpoint
CREATE TRIGGER patrol_visits_proof_inserted AFTER INSERT ON patrol_visits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_inserted();
--> statement-breakpoint
CREATE TRIGGER patrol_visits_proof_updated AFTER UPDATE ON patrol_visits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_updated();
--> statement-breakpoint
CREATE TRIGGER patrol_visits_proof_deleted AFTER DELETE ON patrol_visits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_deleted();
--> statement-breakpoint
-- A call a dispatcher raised from a guard's incident report (source 'guard') names the report.
ALTER TABLE "dispatch_calls" ADD COLUMN "incident_report_id" uuid REFERENCES "incident_reports"("id") ON DELETE set null;
