-- The coverage report's cache (docs/decisions/0049-coverage-cache.md). Its own schema: derived data that a backup
-- leaves out (the snapshots and transaction ids in it mean nothing on another server) and a restore starts empty.
CREATE SCHEMA IF NOT EXISTS "cache";
--> statement-breakpoint
-- One row per write statement and event that changes what coverage reads: clock entries, breaks, shifts and their
-- assignments. `txid` tells a cached answer whether the change came after the snapshot it was computed in; rows
-- older than two days are pruned, and a cached answer older than one day is not used.
CREATE TABLE "cache"."event_changes" (
	"event_id" uuid NOT NULL,
	"txid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_changes_event_txid_idx" ON "cache"."event_changes" ("event_id", "txid");
--> statement-breakpoint
CREATE INDEX "event_changes_at_idx" ON "cache"."event_changes" ("at");
--> statement-breakpoint
-- A contract's delivered minutes (per line version and billing week) and the shifts behind its gaps, for one span of
-- days, computed in `snapshot` from the contract and line versions that `fingerprint` hashes. No foreign keys: a
-- restore empties the application's tables, and a row of a deleted contract is never read again and pruned in a day.
CREATE TABLE "cache"."coverage" (
	"client_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"span_from" date NOT NULL,
	"span_to" date NOT NULL,
	"fingerprint" text NOT NULL,
	"event_ids" uuid[] NOT NULL,
	"snapshot" pg_snapshot NOT NULL,
	"delivered" jsonb NOT NULL,
	"gaps" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("contract_id", "span_from", "span_to", "fingerprint")
);
--> statement-breakpoint
CREATE INDEX "coverage_client_computed_idx" ON "cache"."coverage" ("client_id", "computed_at");
--> statement-breakpoint
CREATE FUNCTION "cache"."note_event_change_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache"."event_changes" ("event_id") SELECT DISTINCT event_id FROM new_rows WHERE event_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache"."note_event_change_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache"."event_changes" ("event_id") SELECT DISTINCT event_id FROM old_rows WHERE event_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache"."note_event_change_both"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache"."event_changes" ("event_id")
    SELECT event_id FROM new_rows WHERE event_id IS NOT NULL
    UNION SELECT event_id FROM old_rows WHERE event_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Assignments carry no event: theirs is the shift's.
CREATE FUNCTION "cache"."note_assignment_change_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache"."event_changes" ("event_id")
    SELECT DISTINCT s.event_id FROM new_rows n JOIN "public"."shifts" s ON s.id = n.shift_id WHERE s.event_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache"."note_assignment_change_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache"."event_changes" ("event_id")
    SELECT DISTINCT s.event_id FROM old_rows o JOIN "public"."shifts" s ON s.id = o.shift_id WHERE s.event_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache"."note_assignment_change_both"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache"."event_changes" ("event_id")
    SELECT s.event_id FROM new_rows n JOIN "public"."shifts" s ON s.id = n.shift_id WHERE s.event_id IS NOT NULL
    UNION SELECT s.event_id FROM old_rows o JOIN "public"."shifts" s ON s.id = o.shift_id WHERE s.event_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clock_entries_cache_insert" AFTER INSERT ON "clock_entries" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_new"();
--> statement-breakpoint
CREATE TRIGGER "clock_entries_cache_update" AFTER UPDATE ON "clock_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_both"();
--> statement-breakpoint
CREATE TRIGGER "clock_entries_cache_delete" AFTER DELETE ON "clock_entries" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_old"();
--> statement-breakpoint
CREATE TRIGGER "breaks_cache_insert" AFTER INSERT ON "breaks" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_new"();
--> statement-breakpoint
CREATE TRIGGER "breaks_cache_update" AFTER UPDATE ON "breaks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_both"();
--> statement-breakpoint
CREATE TRIGGER "breaks_cache_delete" AFTER DELETE ON "breaks" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_old"();
--> statement-breakpoint
CREATE TRIGGER "shifts_cache_insert" AFTER INSERT ON "shifts" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_new"();
--> statement-breakpoint
CREATE TRIGGER "shifts_cache_update" AFTER UPDATE ON "shifts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_both"();
--> statement-breakpoint
CREATE TRIGGER "shifts_cache_delete" AFTER DELETE ON "shifts" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_event_change_old"();
--> statement-breakpoint
CREATE TRIGGER "shift_assignments_cache_insert" AFTER INSERT ON "shift_assignments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_assignment_change_new"();
--> statement-breakpoint
CREATE TRIGGER "shift_assignments_cache_update" AFTER UPDATE ON "shift_assignments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_assignment_change_both"();
--> statement-breakpoint
CREATE TRIGGER "shift_assignments_cache_delete" AFTER DELETE ON "shift_assignments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "cache"."note_assignment_change_old"();
