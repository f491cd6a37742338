-- Daily activity reports (docs/product/proof-of-service.md#daily-activity-report, docs/decisions/0038): the
-- supervisor's note of an event's day, and each issued version of a day's report as stored content. An issued
-- version is an insert in the client's hash chain (migration 0026) and is never updated: a later change of the day
-- is issued as the next version (a revision).
CREATE TABLE "daily_activity_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_activity_reports_version_check" CHECK ("daily_activity_reports"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "daily_notes" (
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "daily_notes_event_id_day_pk" PRIMARY KEY("event_id","day"),
	CONSTRAINT "daily_notes_body_check" CHECK (length("daily_notes"."body") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "daily_activity_reports" ADD CONSTRAINT "daily_activity_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_activity_reports" ADD CONSTRAINT "daily_activity_reports_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_notes" ADD CONSTRAINT "daily_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_notes" ADD CONSTRAINT "daily_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_notes" ADD CONSTRAINT "daily_notes_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_activity_reports_version_key" ON "daily_activity_reports" USING btree ("event_id","day","version");--> statement-breakpoint
CREATE INDEX "daily_activity_reports_client_issued_idx" ON "daily_activity_reports" USING btree ("client_id","issued_at");
--> statement-breakpoint
INSERT INTO proof_tables (table_name, columns) VALUES
  ('daily_activity_reports', ARRAY['id', 'client_id', 'event_id', 'day', 'version', 'content', 'content_hash',
    'issued_at']);
--> statement-breakpoint
CREATE TRIGGER daily_activity_reports_proof_inserted AFTER INSERT ON daily_activity_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_inserted();
--> statement-breakpoint
CREATE TRIGGER daily_activity_reports_proof_updated AFTER UPDATE ON daily_activity_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_updated();
--> statement-breakpoint
CREATE TRIGGER daily_activity_reports_proof_deleted AFTER DELETE ON daily_activity_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_deleted();
