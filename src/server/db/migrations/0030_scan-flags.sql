-- Scan flags and the time a scan reached the server (docs/product/tours-and-check-calls.md#scanning): `flags` holds
-- every flag that applies, `flagged` stays the most serious of them; `received_at` is when the server recorded
-- the scan (its `scanned_at` is the phone's time, up to 7 days earlier).
ALTER TABLE checkpoint_scans ADD COLUMN received_at timestamptz;
--> statement-breakpoint
ALTER TABLE checkpoint_scans ADD COLUMN flags text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE checkpoint_scans DROP CONSTRAINT checkpoint_scans_flag_check;
--> statement-breakpoint
ALTER TABLE checkpoint_scans ADD CONSTRAINT checkpoint_scans_flag_check CHECK (flagged IS NULL OR flagged IN
  ('impossible_travel', 'far', 'late_sync', 'low_accuracy', 'no_position'));
--> statement-breakpoint
-- Both new columns are part of a scan's proof from now on.
UPDATE proof_tables SET columns = ARRAY['id', 'client_id', 'checkpoint_id', 'event_id', 'user_id', 'tour_run_id',
  'scanned_at', 'latitude', 'longitude', 'accuracy', 'flagged', 'flags', 'received_at']
  WHERE table_name = 'checkpoint_scans';
--> statement-breakpoint
-- The scans already there were received when they were recorded and keep the flag they had. Their content now
-- covers the new columns, so this change is appended to each scan's chain (by the table's update trigger).
UPDATE checkpoint_scans SET received_at = created_at,
  flags = CASE WHEN flagged IS NULL THEN '{}'::text[] ELSE ARRAY[flagged] END;
--> statement-breakpoint
ALTER TABLE checkpoint_scans ALTER COLUMN received_at SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE checkpoint_scans ALTER COLUMN received_at SET NOT NULL;
--> statement-breakpoint
ALTER TABLE checkpoint_scans ADD CONSTRAINT checkpoint_scans_flags_check CHECK (flags <@ ARRAY['impossible_travel',
  'far', 'late_sync', 'low_accuracy', 'no_position']::text[] AND (flagged IS NULL) = (cardinality(flags) = 0));
