-- Tamper evidence (docs/product/proof-of-service.md#tamper-evidence, docs/decisions/0037): every insert, change and
-- delete of the records a client's customers rely on — clock entries, breaks, checkpoint scans, check-calls, alerts
-- (with their acknowledgement) and incident report versions — appends an entry to the client's hash chain in the
-- same transaction, by statement-level triggers. An entry's hash covers the previous entry's hash and the record's
-- content hash (sha256 of the record's listed columns as jsonb text, timestamps in UTC), so changing a record,
-- an entry, or removing an entry shows when the chain is recomputed (proof_verify). A change that leaves the listed
-- columns as they were (an internal marker, `updated_at`) adds nothing.
CREATE TABLE proof_tables (
  table_name text PRIMARY KEY,
  columns text[] NOT NULL
);
--> statement-breakpoint
INSERT INTO proof_tables (table_name, columns) VALUES
  ('clock_entries', ARRAY['id', 'client_id', 'user_id', 'event_id', 'shift_id', 'clock_in', 'clock_out', 'source',
    'clock_in_lat', 'clock_in_lng', 'clock_in_accuracy', 'off_site', 'note', 'created_by']),
  ('breaks', ARRAY['id', 'client_id', 'user_id', 'event_id', 'clock_entry_id', 'length_of_break', 'start_at',
    'end_at', 'status']),
  ('checkpoint_scans', ARRAY['id', 'client_id', 'checkpoint_id', 'event_id', 'user_id', 'tour_run_id',
    'scanned_at', 'latitude', 'longitude', 'accuracy', 'flagged']),
  ('check_calls', ARRAY['id', 'client_id', 'user_id', 'event_id', 'at', 'latitude', 'longitude', 'accuracy']),
  ('alerts', ARRAY['id', 'client_id', 'type', 'guard_id', 'event_id', 'title', 'message', 'params', 'notes',
    'latitude', 'longitude', 'seen', 'seen_at', 'seen_by', 'created_at']),
  ('incident_report_versions', ARRAY['id', 'client_id', 'report_id', 'version', 'fields', 'content_hash', 'reason',
    'edited_by', 'edited_at']);
--> statement-breakpoint
CREATE TABLE proof_chain_heads (
  client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  hash text NOT NULL
);
--> statement-breakpoint
CREATE TABLE proof_chain (
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  table_name text NOT NULL,
  record_id uuid NOT NULL,
  operation text NOT NULL CHECK (operation IN ('insert', 'update', 'delete')),
  content_hash text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, seq)
);
--> statement-breakpoint
CREATE INDEX proof_chain_record_idx ON proof_chain (client_id, table_name, record_id, seq);
--> statement-breakpoint
CREATE INDEX proof_chain_created_idx ON proof_chain (client_id, created_at);
--> statement-breakpoint
-- The content hash of a record as a row's jsonb: only the listed columns, jsonb's own key order, UTC timestamps.
CREATE FUNCTION proof_content_hash(tbl text, doc jsonb) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(
    (SELECT jsonb_object_agg(k, doc -> k) FROM unnest(t.columns) AS k), '{}'::jsonb)::text, 'UTF8')), 'hex')
  FROM proof_tables t WHERE t.table_name = tbl
$$;
--> statement-breakpoint
-- An entry's hash: the previous hash, the position, what happened to which record, and the record's content hash.
CREATE FUNCTION proof_entry_hash(prev_hash text, seq bigint, tbl text, record_id uuid, operation text,
    content_hash text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(
    prev_hash || '|' || seq || '|' || tbl || '|' || record_id || '|' || operation || '|' || content_hash, 'UTF8')),
    'hex')
$$;
--> statement-breakpoint
-- Appends the changes of one statement ([{client_id, id, op, content_hash}]) to their clients' chains. The heads
-- are locked in client order, so two statements never wait on each other in a circle; a client being deleted (its
-- records go with it by cascade) gets no entries.
CREATE FUNCTION proof_chain_append(tbl text, items jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  current_client uuid := NULL;
  next_seq bigint;
  prev text;
  entry_hash text;
BEGIN
  IF items IS NULL OR jsonb_array_length(items) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO proof_chain_heads (client_id, seq, hash)
    SELECT DISTINCT (i ->> 'client_id')::uuid, 0, repeat('0', 64)
    FROM jsonb_array_elements(items) AS i
    WHERE EXISTS (SELECT 1 FROM clients c WHERE c.id = (i ->> 'client_id')::uuid)
    ORDER BY 1
    ON CONFLICT (client_id) DO NOTHING;
  PERFORM 1 FROM proof_chain_heads h
    WHERE h.client_id IN (SELECT DISTINCT (i ->> 'client_id')::uuid FROM jsonb_array_elements(items) AS i)
    ORDER BY h.client_id FOR UPDATE;
  FOR item IN
    SELECT i FROM jsonb_array_elements(items) AS i
    WHERE EXISTS (SELECT 1 FROM proof_chain_heads h WHERE h.client_id = (i ->> 'client_id')::uuid)
    ORDER BY i ->> 'client_id', i ->> 'id'
  LOOP
    IF current_client IS DISTINCT FROM (item ->> 'client_id')::uuid THEN
      IF current_client IS NOT NULL THEN
        UPDATE proof_chain_heads SET seq = next_seq, hash = prev WHERE client_id = current_client;
      END IF;
      current_client := (item ->> 'client_id')::uuid;
      SELECT h.seq, h.hash INTO next_seq, prev FROM proof_chain_heads h WHERE h.client_id = current_client;
    END IF;
    next_seq := next_seq + 1;
    entry_hash := proof_entry_hash(prev, next_seq, tbl, (item ->> 'id')::uuid, item ->> 'op', item ->> 'content_hash');
    INSERT INTO proof_chain (client_id, seq, table_name, record_id, operation, content_hash, prev_hash, hash)
      VALUES (current_client, next_seq, tbl, (item ->> 'id')::uuid, item ->> 'op', item ->> 'content_hash', prev,
        entry_hash);
    prev := entry_hash;
  END LOOP;
  IF current_client IS NOT NULL THEN
    UPDATE proof_chain_heads SET seq = next_seq, hash = prev WHERE client_id = current_client;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION proof_chain_inserted() RETURNS trigger LANGUAGE plpgsql SET timezone TO 'UTC' AS $$
BEGIN
  PERFORM proof_chain_append(TG_TABLE_NAME, (
    SELECT jsonb_agg(jsonb_build_object('client_id', d.doc ->> 'client_id', 'id', d.doc ->> 'id', 'op', 'insert',
      'content_hash', proof_content_hash(TG_TABLE_NAME, d.doc)))
    FROM (SELECT to_jsonb(n) AS doc FROM new_rows n) d));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION proof_chain_updated() RETURNS trigger LANGUAGE plpgsql SET timezone TO 'UTC' AS $$
BEGIN
  PERFORM proof_chain_append(TG_TABLE_NAME, (
    SELECT jsonb_agg(jsonb_build_object('client_id', d.doc ->> 'client_id', 'id', d.doc ->> 'id', 'op', 'update',
      'content_hash', d.new_hash))
    FROM (
      SELECT to_jsonb(n) AS doc, proof_content_hash(TG_TABLE_NAME, to_jsonb(n)) AS new_hash,
        proof_content_hash(TG_TABLE_NAME, to_jsonb(o)) AS old_hash
      FROM new_rows n JOIN old_rows o ON o.id = n.id) d
    WHERE d.new_hash IS DISTINCT FROM d.old_hash));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION proof_chain_deleted() RETURNS trigger LANGUAGE plpgsql SET timezone TO 'UTC' AS $$
BEGIN
  PERFORM proof_chain_append(TG_TABLE_NAME, (
    SELECT jsonb_agg(jsonb_build_object('client_id', d.doc ->> 'client_id', 'id', d.doc ->> 'id', 'op', 'delete',
      'content_hash', proof_content_hash(TG_TABLE_NAME, d.doc)))
    FROM (SELECT to_jsonb(o) AS doc FROM old_rows o) d));
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT table_name FROM proof_tables ORDER BY table_name LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_inserted()', t || '_proof_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_updated()', t || '_proof_updated', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_deleted()', t || '_proof_deleted', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The records already there start their clients' chains, oldest table first, in one pass each.
DO $$
DECLARE
  t text;
BEGIN
  SET LOCAL timezone TO 'UTC';
  FOR t IN SELECT table_name FROM proof_tables ORDER BY table_name LOOP
    EXECUTE format($f$
      SELECT proof_chain_append(%L, (
        SELECT jsonb_agg(jsonb_build_object('client_id', d.doc ->> 'client_id', 'id', d.doc ->> 'id', 'op', 'insert',
          'content_hash', proof_content_hash(%L, d.doc)))
        FROM (SELECT to_jsonb(r) AS doc FROM %I r) d))$f$, t, t, t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Recomputes a client's chain over [from_at, to_at): each entry's hash from the one before it (the entry just
-- before the period included), no position missing, and every record whose latest entry lies in the period as it
-- is now against that entry (a deleted record gone, any other there with the same content). Answers how many
-- entries were checked and the first record that broke the chain (all null when it holds).
CREATE FUNCTION proof_verify(client uuid, from_at timestamptz, to_at timestamptz)
  RETURNS TABLE (checked bigint, broken_table text, broken_id uuid, broken_seq bigint)
  LANGUAGE plpgsql STABLE SET timezone TO 'UTC' AS $$
DECLARE
  e record;
  t text;
  prev text := NULL;
  expected bigint := NULL;
  n bigint := 0;
  bad record;
BEGIN
  FOR e IN
    SELECT * FROM proof_chain c WHERE c.client_id = client AND c.created_at >= from_at AND c.created_at < to_at
    ORDER BY c.seq
  LOOP
    n := n + 1;
    IF expected IS NULL AND e.seq > 1 THEN
      SELECT c.hash INTO prev FROM proof_chain c WHERE c.client_id = client AND c.seq = e.seq - 1;
      IF prev IS NULL THEN
        RETURN QUERY SELECT n, e.table_name, e.record_id, e.seq;
        RETURN;
      END IF;
    ELSIF expected IS NULL THEN
      prev := repeat('0', 64);
    ELSIF e.seq <> expected THEN
      RETURN QUERY SELECT n, e.table_name, e.record_id, e.seq;
      RETURN;
    END IF;
    IF e.prev_hash <> prev
      OR e.hash <> proof_entry_hash(e.prev_hash, e.seq, e.table_name, e.record_id, e.operation, e.content_hash) THEN
      RETURN QUERY SELECT n, e.table_name, e.record_id, e.seq;
      RETURN;
    END IF;
    prev := e.hash;
    expected := e.seq + 1;
  END LOOP;
  FOR t IN SELECT table_name FROM proof_tables ORDER BY table_name LOOP
    EXECUTE format($f$
      SELECT l.record_id, l.seq FROM (
        SELECT DISTINCT ON (c.record_id) c.record_id, c.seq, c.operation, c.content_hash, c.created_at
        FROM proof_chain c
        WHERE c.client_id = $1 AND c.table_name = %L
          AND c.record_id IN (SELECT p.record_id FROM proof_chain p WHERE p.client_id = $1 AND p.table_name = %L
            AND p.created_at >= $2 AND p.created_at < $3)
        ORDER BY c.record_id, c.seq DESC) l
      LEFT JOIN %I r ON r.id = l.record_id
      WHERE l.created_at >= $2 AND l.created_at < $3
        AND CASE WHEN l.operation = 'delete' THEN r.id IS NOT NULL
          ELSE r.id IS NULL OR proof_content_hash(%L, to_jsonb(r)) <> l.content_hash END
      ORDER BY l.seq LIMIT 1$f$, t, t, t, t)
      INTO bad USING client, from_at, to_at;
    IF bad.record_id IS NOT NULL THEN
      RETURN QUERY SELECT n, t, bad.record_id, bad.seq;
      RETURN;
    END IF;
  END LOOP;
  RETURN QUERY SELECT n, NULL::text, NULL::uuid, NULL::bigint;
END $$;
