-- Daily activity reports (docs/product/proof-of-service.md#daily-activity-report, docs/decisions/0038): the
-- supervisor's note of an event's day, and each issued version of a day's report as stored content. An issued
-- version is an insert in the client's hash chain (migration 0026) and is never updated: a later change of the day
-- is issued as the next version (a revision).
CREATE TABLE daily_notes (
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  day date NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (event_id, day),
  CONSTRAINT daily_notes_body_check CHECK (length(body) BETWEEN 1 AND 4000),
  CONSTRAINT daily_notes_event_fk FOREIGN KEY (client_id, event_id) REFERENCES events (client_id, id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE daily_activity_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  day date NOT NULL,
  version integer NOT NULL,
  content jsonb NOT NULL,
  content_hash text NOT NULL,
  issued_at timestamptz NOT NULL,
  CONSTRAINT daily_activity_reports_version_check CHECK (version >= 1),
  CONSTRAINT daily_activity_reports_event_fk FOREIGN KEY (client_id, event_id) REFERENCES events (client_id, id)
    ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX daily_activity_reports_version_key ON daily_activity_reports (event_id, day, version);
--> statement-breakpoint
CREATE INDEX daily_activity_reports_client_issued_idx ON daily_activity_reports (client_id, issued_at);
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
