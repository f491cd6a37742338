-- Dispatch (docs/product/dispatch.md): calls for service and the timeline of each call's steps. A call keeps its
-- current status and the time of each step for the board's queries; the timeline keeps every step with who took it,
-- when and where. Both join the client's proof chain.
CREATE TABLE "dispatch_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"event_id" uuid,
	-- The event's customer when the call was taken (null: a free address): who sees it in the portal.
	"customer_id" uuid,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"type" text NOT NULL,
	"priority" smallint NOT NULL,
	"description" text NOT NULL,
	"caller_name" text,
	"caller_phone" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone NOT NULL,
	"target_minutes" integer NOT NULL,
	"target_at" timestamp with time zone NOT NULL,
	"assignee_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"assigned_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"en_route_at" timestamp with time zone,
	"on_scene_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"arrival_far" boolean DEFAULT false NOT NULL,
	-- The alerts the scheduled check raised (one of each kind per assignment, resp. per call).
	"ack_alert_id" uuid,
	"target_alert_id" uuid,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_calls_client_id_key" UNIQUE ("client_id", "id"),
	CONSTRAINT "dispatch_calls_event_fk" FOREIGN KEY ("client_id", "event_id") REFERENCES "events"("client_id", "id")
		ON DELETE set null ("event_id"),
	CONSTRAINT "dispatch_calls_customer_fk" FOREIGN KEY ("client_id", "customer_id")
		REFERENCES "customers"("client_id", "id") ON DELETE set null ("customer_id"),
	CONSTRAINT "dispatch_calls_type_check" CHECK ("type" in ('alarm', 'patrol_request', 'disturbance', 'lock_unlock', 'escort', 'other')),
	CONSTRAINT "dispatch_calls_priority_check" CHECK ("priority" between 1 and 4),
	CONSTRAINT "dispatch_calls_source_check" CHECK ("source" in ('dispatcher', 'portal', 'guard')),
	CONSTRAINT "dispatch_calls_status_check" CHECK ("status" in ('new', 'assigned', 'acknowledged', 'en_route', 'on_scene', 'cleared', 'cancelled')),
	CONSTRAINT "dispatch_calls_outcome_check" CHECK (("outcome" is null and "status" <> 'cleared')
		or ("status" = 'cleared' and "outcome" in ('false_alarm', 'secured', 'police_attended', 'keyholder_attended', 'no_access', 'other'))),
	CONSTRAINT "dispatch_calls_point_check" CHECK (("latitude" is null) = ("longitude" is null)),
	CONSTRAINT "dispatch_calls_target_check" CHECK ("target_minutes" between 1 and 10080),
	CONSTRAINT "dispatch_calls_assignee_check" CHECK (("assignee_id" is null) = ("status" = 'new')
		or "status" in ('cleared', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX dispatch_calls_open_idx ON dispatch_calls (client_id, priority, target_at)
	WHERE status not in ('cleared', 'cancelled');
--> statement-breakpoint
CREATE INDEX dispatch_calls_received_idx ON dispatch_calls (client_id, received_at);
--> statement-breakpoint
CREATE INDEX dispatch_calls_assignee_idx ON dispatch_calls (assignee_id) WHERE status not in ('cleared', 'cancelled');
--> statement-breakpoint
CREATE TABLE "dispatch_call_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"call_id" uuid NOT NULL,
	"action" text NOT NULL,
	-- The call's status after the step.
	"status" text NOT NULL,
	-- When the step happened (the phone's time for a guard's step).
	"at" timestamp with time zone NOT NULL,
	"by_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"assignee_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" real,
	"far" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"reason" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- The order the steps were applied in (a phone's `at` may be earlier than a step already recorded).
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	CONSTRAINT "dispatch_call_events_call_fk" FOREIGN KEY ("client_id", "call_id")
		REFERENCES "dispatch_calls"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "dispatch_call_events_action_check" CHECK ("action" in ('created', 'assigned', 'acknowledged', 'refused', 'en_route', 'on_scene', 'cleared', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX dispatch_call_events_call_idx ON dispatch_call_events (call_id, seq);
--> statement-breakpoint
CREATE INDEX dispatch_call_events_client_at_idx ON dispatch_call_events (client_id, at);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_type_check";
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('SOS', 'eventAssigned', 'eventUnassigned', 'Geofence Exit', 'Restricted Area Entry', 'Break Overrun', 'Break Zone Exit', 'Watch List Match', 'Missed Checkpoint', 'Missed Check-Call', 'No Movement', 'Missed Clock-In', 'Left Early', 'Dispatch Not Acknowledged', 'Response Target Missed', 'Missed Patrol Visit'));
--> statement-breakpoint
-- A call's change is announced like the other live writes (migration 0007): ids, the status and the guard it is
-- with now and was with before (a reassigned or refused call leaves the first guard's phone).
CREATE FUNCTION watchpost_notify_dispatch_call() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.assignee_id IS NOT DISTINCT FROM OLD.assignee_id THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('watchpost_live', json_build_object(
    't', 'dispatch.call', 'c', NEW.client_id, 'id', NEW.id, 'e', NEW.event_id, 'u', NEW.assignee_id,
    'pu', CASE WHEN TG_OP = 'UPDATE' AND OLD.assignee_id IS DISTINCT FROM NEW.assignee_id THEN OLD.assignee_id END,
    'k', NEW.status, 'cu', NEW.customer_id, 'at', NEW.updated_at)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dispatch_calls_live_notify AFTER INSERT OR UPDATE ON dispatch_calls
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_dispatch_call();
--> statement-breakpoint
INSERT INTO proof_tables (table_name, columns, time_column, row_filter) VALUES
  ('dispatch_calls', ARRAY['id', 'client_id', 'event_id', 'customer_id', 'address', 'latitude', 'longitude', 'type',
    'priority', 'description', 'caller_name', 'caller_phone', 'source', 'status', 'outcome', 'received_at',
    'target_minutes', 'target_at', 'assignee_id', 'assigned_at', 'acknowledged_at', 'en_route_at', 'on_scene_at',
    'cleared_at', 'cancelled_at', 'arrival_far', 'created_by'], 'received_at', NULL),
  ('dispatch_call_events', ARRAY['id', 'client_id', 'call_id', 'action', 'status', 'at', 'by_id', 'assignee_id',
    'latitude', 'longitude', 'accuracy', 'far', 'outcome', 'reason', 'recorded_at'], 'at', NULL);
--> statement-breakpoint
CREATE TRIGGER dispatch_calls_proof_inserted AFTER INSERT ON dispatch_calls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_inserted();
--> statement-breakpoint
CREATE TRIGGER dispatch_calls_proof_updated AFTER UPDATE ON dispatch_calls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_updated();
--> statement-breakpoint
CREATE TRIGGER dispatch_calls_proof_deleted AFTER DELETE ON dispatch_calls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_deleted();
--> statement-breakpoint
CREATE TRIGGER dispatch_call_events_proof_inserted AFTER INSERT ON dispatch_call_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_inserted();
--> statement-breakpoint
CREATE TRIGGER dispatch_call_events_proof_updated AFTER UPDATE ON dispatch_call_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_updated();
--> statement-breakpoint
CREATE TRIGGER dispatch_call_events_proof_deleted AFTER DELETE ON dispatch_call_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_deleted();
--> statement-breakpoint
-- The average speed the board's ETAs are computed at (docs/product/dispatch.md#rules), per client.
ALTER TABLE "clients" ADD COLUMN "dispatch_speed_kmh" integer DEFAULT 40 NOT NULL;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_dispatch_speed_check" CHECK ("clients"."dispatch_speed_kmh" between 5 and 200);
--> statement-breakpoint
-- A customer's own response targets in minutes per priority ({"p1": 10, ...}; a priority left out keeps the default).
ALTER TABLE "contracts" ADD COLUMN "response_targets" jsonb;
