-- The hash chain by position (docs/product/proof-of-service.md#tamper-evidence, docs/decisions/0045): each entry is
-- stamped after its client's head is locked (so stamps follow `seq`) and the stamp is part of the entry's hash;
-- Verify picks the period's range of positions and walks it, reports chained-table rows that have no entry at all,
-- and checks the chain still ends at its recorded head (and at a published one). The audit log becomes append-only
-- and is chained like the other records.
--
-- Entries written before this migration keep their formula (hash_version 1: no stamp); new ones are version 2.
ALTER TABLE proof_chain ADD COLUMN hash_version smallint NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE proof_chain ALTER COLUMN hash_version SET DEFAULT 2;
--> statement-breakpoint
ALTER TABLE proof_chain ADD CONSTRAINT proof_chain_hash_version_check CHECK (hash_version IN (1, 2));
--> statement-breakpoint
-- Audit rows are numbered (bigserial), the other records have uuids: an entry names its record as text.
ALTER TABLE proof_chain ALTER COLUMN record_id TYPE text USING record_id::text;
--> statement-breakpoint
DROP INDEX proof_chain_created_idx;
--> statement-breakpoint
CREATE INDEX proof_chain_created_idx ON proof_chain (client_id, created_at, seq);
--> statement-breakpoint
-- Each table's own time (clock-in, scan time, …): a row whose time lies in a verified period must have an entry.
-- row_filter (over alias r) leaves out rows that are not chained by design.
ALTER TABLE proof_tables ADD COLUMN time_column text;
--> statement-breakpoint
ALTER TABLE proof_tables ADD COLUMN row_filter text;
--> statement-breakpoint
UPDATE proof_tables SET time_column = CASE table_name
    WHEN 'clock_entries' THEN 'clock_in'
    WHEN 'breaks' THEN 'start_at'
    WHEN 'checkpoint_scans' THEN 'scanned_at'
    WHEN 'check_calls' THEN 'at'
    WHEN 'alerts' THEN 'created_at'
    WHEN 'incident_report_versions' THEN 'edited_at'
    WHEN 'daily_activity_reports' THEN 'issued_at'
  END;
--> statement-breakpoint
-- A location ping's audit row is telemetry like the ping (not chained, docs/decisions/0037); so are rows of no client.
INSERT INTO proof_tables (table_name, columns, time_column, row_filter) VALUES
  ('audit_log', ARRAY['id', 'client_id', 'actor_id', 'action', 'entity', 'entity_id', 'data', 'request_id', 'ip',
    'created_at'], 'created_at', $$r.action <> 'field.location'$$);
--> statement-breakpoint
CREATE INDEX checkpoint_scans_client_scanned_idx ON checkpoint_scans (client_id, scanned_at);
--> statement-breakpoint
CREATE INDEX check_calls_client_at_idx ON check_calls (client_id, at);
--> statement-breakpoint
CREATE INDEX incident_report_versions_client_edited_idx ON incident_report_versions (client_id, edited_at);
--> statement-breakpoint
DROP FUNCTION proof_entry_hash(text, bigint, text, uuid, text, text);
--> statement-breakpoint
-- Version 1 (entries before this migration): the previous hash, the position, what happened to which record, the
-- record's content hash.
CREATE FUNCTION proof_entry_hash(prev_hash text, seq bigint, tbl text, record_id text, operation text,
    content_hash text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(
    prev_hash || '|' || seq || '|' || tbl || '|' || record_id || '|' || operation || '|' || content_hash, 'UTF8')),
    'hex')
$$;
--> statement-breakpoint
-- Version 2: the same, and the entry's stamp in UTC to the microsecond.
CREATE FUNCTION proof_entry_hash_v2(prev_hash text, seq bigint, tbl text, record_id text, operation text,
    content_hash text, stamped_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(
    prev_hash || '|' || seq || '|' || tbl || '|' || record_id || '|' || operation || '|' || content_hash || '|'
      || to_char(stamped_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'UTF8')),
    'hex')
$$;
--> statement-breakpoint
-- An entry's hash recomputed from its own fields, by its version.
CREATE FUNCTION proof_entry_recomputed(e proof_chain) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE e.hash_version
    WHEN 1 THEN proof_entry_hash(e.prev_hash, e.seq, e.table_name, e.record_id, e.operation, e.content_hash)
    WHEN 2 THEN proof_entry_hash_v2(e.prev_hash, e.seq, e.table_name, e.record_id, e.operation, e.content_hash,
      e.created_at)
  END
$$;
--> statement-breakpoint
-- As in migration 0026, and: each entry is stamped once the head is locked (clock_timestamp, never before the entry
-- before it), so stamps follow positions and a period is a range of positions.
CREATE OR REPLACE FUNCTION proof_chain_append(tbl text, items jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  current_client uuid := NULL;
  next_seq bigint;
  prev text;
  last_at timestamptz;
  stamp timestamptz;
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
      SELECT c.created_at INTO last_at FROM proof_chain c WHERE c.client_id = current_client AND c.seq = next_seq;
    END IF;
    next_seq := next_seq + 1;
    stamp := greatest(clock_timestamp(), last_at);
    entry_hash := proof_entry_hash_v2(prev, next_seq, tbl, item ->> 'id', item ->> 'op', item ->> 'content_hash',
      stamp);
    INSERT INTO proof_chain (client_id, seq, table_name, record_id, operation, content_hash, prev_hash, hash,
        created_at, hash_version)
      VALUES (current_client, next_seq, tbl, item ->> 'id', item ->> 'op', item ->> 'content_hash', prev,
        entry_hash, stamp, 2);
    prev := entry_hash;
    last_at := stamp;
  END LOOP;
  IF current_client IS NOT NULL THEN
    UPDATE proof_chain_heads SET seq = next_seq, hash = prev WHERE client_id = current_client;
  END IF;
END $$;
--> statement-breakpoint
-- The audit log is append-only: an UPDATE or DELETE is refused, except what the database itself does when a
-- person or a client is deleted (the actor set to null; the client's rows removed with it) and retention through
-- audit_log_purge.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('watchpost.audit_purge', true) = 'on' THEN
      RETURN OLD;
    END IF;
    IF OLD.client_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = OLD.client_id) THEN
      RETURN OLD;
    END IF;
  ELSIF NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.actor_id)
    AND to_jsonb(NEW) - 'actor_id' = to_jsonb(OLD) - 'actor_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege',
      HINT = 'Old entries are removed only by audit_log_purge(before, reason).';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- The chain triggers of the audit log: as proof_chain_inserted/updated/deleted (migration 0026), for the rows
-- proof_tables.row_filter keeps and that belong to a client (the chain is per client).
CREATE FUNCTION audit_log_proof_inserted() RETURNS trigger LANGUAGE plpgsql SET timezone TO 'UTC' AS $$
BEGIN
  PERFORM proof_chain_append('audit_log', (
    SELECT jsonb_agg(jsonb_build_object('client_id', d.doc ->> 'client_id', 'id', d.doc ->> 'id', 'op', 'insert',
      'content_hash', proof_content_hash('audit_log', d.doc)))
    FROM (SELECT to_jsonb(r) AS doc FROM new_rows r WHERE r.client_id IS NOT NULL AND r.action <> 'field.location') d));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_log_proof_updated() RETURNS trigger LANGUAGE plpgsql SET timezone TO 'UTC' AS $$
BEGIN
  PERFORM proof_chain_append('audit_log', (
    SELECT jsonb_agg(jsonb_build_object('client_id', d.doc ->> 'client_id', 'id', d.doc ->> 'id', 'op', 'update',
      'content_hash', d.new_hash))
    FROM (
      SELECT to_jsonb(r) AS doc, proof_content_hash('audit_log', to_jsonb(r)) AS new_hash,
        proof_content_hash('audit_log', to_jsonb(o)) AS old_hash
      FROM new_rows r JOIN old_rows o ON o.id = r.id
      WHERE r.client_id IS NOT NULL AND r.action <> 'field.location') d
    WHERE d.new_hash IS DISTINCT FROM d.old_hash));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_log_proof_deleted() RETURNS trigger LANGUAGE plpgsql SET timezone TO 'UTC' AS $$
BEGIN
  PERFORM proof_chain_append('audit_log', (
    SELECT jsonb_agg(jsonb_build_object('client_id', d.doc ->> 'client_id', 'id', d.doc ->> 'id', 'op', 'delete',
      'content_hash', proof_content_hash('audit_log', d.doc)))
    FROM (SELECT to_jsonb(r) AS doc FROM old_rows r WHERE r.client_id IS NOT NULL AND r.action <> 'field.location') d));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_proof_inserted AFTER INSERT ON audit_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_proof_inserted();
--> statement-breakpoint
CREATE TRIGGER audit_log_proof_updated AFTER UPDATE ON audit_log REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_proof_updated();
--> statement-breakpoint
CREATE TRIGGER audit_log_proof_deleted AFTER DELETE ON audit_log REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_proof_deleted();
--> statement-breakpoint
-- The audit rows already there join their clients' chains, oldest first.
DO $$
BEGIN
  SET LOCAL timezone TO 'UTC';
  PERFORM proof_chain_append('audit_log', (
    SELECT jsonb_agg(jsonb_build_object('client_id', d.doc ->> 'client_id', 'id', d.doc ->> 'id', 'op', 'insert',
      'content_hash', proof_content_hash('audit_log', d.doc)))
    FROM (SELECT to_jsonb(r) AS doc FROM audit_log r WHERE r.client_id IS NOT NULL AND r.action <> 'field.location'
      ORDER BY r.id) d));
END $$;
--> statement-breakpoint
-- Retention: the one way to remove audit rows. Removes those written before `before` and, in the same statement,
-- records per client what went (how many, the first and last id and time, the SHA-256 of the removed rows as
-- jsonb lines in id order, the reason) as an `audit.purge` row, which stays. Answers how many rows were removed.
CREATE FUNCTION audit_log_purge(before timestamptz, reason text) RETURNS bigint LANGUAGE plpgsql
  SET timezone TO 'UTC' AS $$
DECLARE
  removed bigint;
BEGIN
  IF before IS NULL OR reason IS NULL OR length(trim(reason)) = 0 THEN
    RAISE EXCEPTION 'audit_log_purge needs a time and a reason';
  END IF;
  PERFORM set_config('watchpost.audit_purge', 'on', true);
  WITH gone AS (
    DELETE FROM audit_log a WHERE a.created_at < before RETURNING a.*
  ), recorded AS (
    INSERT INTO audit_log (client_id, actor_id, action, entity, entity_id, data)
    SELECT g.client_id, NULL, 'audit.purge', 'audit_log', NULL, jsonb_build_object(
        'before', before, 'reason', reason, 'count', count(*), 'firstId', min(g.id), 'lastId', max(g.id),
        'oldest', min(g.created_at), 'newest', max(g.created_at),
        'sha256', encode(sha256(convert_to(string_agg(to_jsonb(g)::text, E'\n' ORDER BY g.id), 'UTF8')), 'hex'))
    FROM gone g GROUP BY g.client_id
    RETURNING (data ->> 'count')::bigint AS n
  )
  SELECT coalesce(sum(n), 0) INTO removed FROM recorded;
  PERFORM set_config('watchpost.audit_purge', '', true);
  RETURN removed;
END $$;
--> statement-breakpoint
DROP FUNCTION proof_verify(uuid, timestamptz, timestamptz);
--> statement-breakpoint
-- Verifies a client's chain over [from_at, to_at) (docs/decisions/0045). Answers jsonb:
--   checked        entries in the period's range of positions, recomputed;
--   brokenAt       {table, id, seq} of the first entry or record that breaks the chain, or null. The walk covers
--                  the range and the entry on each side of it (whose stamp moved out of the period shows there);
--                  then every record whose latest entry is in the range is compared with the record as it is now;
--   unchained      [{table, id}] rows of a chained table whose own time lies in the period and that have no entry
--                  at all (at most max_unchained; unchainedTotal counts them all);
--   head           the chain's last entry {seq, hash};
--   truncated      true when the chain no longer ends at its recorded head (proof_chain_heads), or no longer
--                  reaches a published head (expected_seq:expected_hash): expectedHead names what was expected.
CREATE FUNCTION proof_verify(client uuid, from_at timestamptz, to_at timestamptz, expected_seq bigint DEFAULT NULL,
    expected_hash text DEFAULT NULL, max_unchained integer DEFAULT 200)
  RETURNS jsonb LANGUAGE plpgsql STABLE SET timezone TO 'UTC' AS $$
DECLARE
  lo bigint;
  hi bigint;
  after_hi bigint;
  e proof_chain;
  next_seq bigint := NULL;
  prev text := NULL;
  prev_at timestamptz := NULL;
  prev_version smallint := NULL;
  n bigint := 0;
  broken jsonb := NULL;
  t record;
  id_type text;
  bad record;
  items jsonb;
  total bigint;
  unchained jsonb := '[]'::jsonb;
  unchained_total bigint := 0;
  last_entry proof_chain;
  recorded record;
  found proof_chain;
  expected_head jsonb := NULL;
BEGIN
  SELECT min(c.seq), max(c.seq) INTO lo, hi FROM proof_chain c
    WHERE c.client_id = client AND c.created_at >= from_at AND c.created_at < to_at;
  IF lo IS NULL THEN
    SELECT c.seq + 1 INTO lo FROM proof_chain c WHERE c.client_id = client AND c.created_at < from_at
      ORDER BY c.created_at DESC, c.seq DESC LIMIT 1;
    lo := coalesce(lo, 1);
    hi := lo - 1;
  END IF;
  SELECT min(c.seq) INTO after_hi FROM proof_chain c WHERE c.client_id = client AND c.seq > hi;
  next_seq := greatest(lo - 1, 1);
  FOR e IN
    SELECT * FROM proof_chain c
    WHERE c.client_id = client AND c.seq >= lo - 1 AND c.seq <= coalesce(after_hi, hi)
    ORDER BY c.seq
  LOOP
    IF e.seq <> next_seq
      OR (e.seq = 1 AND e.prev_hash <> repeat('0', 64))
      OR (prev IS NOT NULL AND e.prev_hash <> prev)
      OR e.hash IS DISTINCT FROM proof_entry_recomputed(e)
      OR (e.hash_version = 1 AND prev_version = 2)
      OR (e.hash_version = 2 AND prev_version = 2 AND e.created_at < prev_at) THEN
      broken := jsonb_build_object('table', e.table_name, 'id', e.record_id, 'seq', e.seq);
      EXIT;
    END IF;
    IF e.seq BETWEEN lo AND hi THEN
      n := n + 1;
    END IF;
    prev := e.hash;
    prev_at := e.created_at;
    prev_version := e.hash_version;
    next_seq := e.seq + 1;
  END LOOP;
  IF broken IS NULL AND hi >= lo THEN
    FOR t IN SELECT table_name FROM proof_tables ORDER BY table_name LOOP
      SELECT format_type(a.atttypid, NULL) INTO id_type FROM pg_attribute a
        WHERE a.attrelid = t.table_name::regclass AND a.attname = 'id';
      EXECUTE format($f$
        SELECT l.record_id, l.seq FROM (
          SELECT DISTINCT ON (c.record_id) c.record_id, c.seq, c.operation, c.content_hash
          FROM proof_chain c
          WHERE c.client_id = $1 AND c.table_name = %L
            AND c.record_id IN (SELECT p.record_id FROM proof_chain p WHERE p.client_id = $1 AND p.table_name = %L
              AND p.seq BETWEEN $2 AND $3)
          ORDER BY c.record_id, c.seq DESC) l
        LEFT JOIN %I r ON r.id = l.record_id::%s
        WHERE l.seq BETWEEN $2 AND $3
          AND CASE WHEN l.operation = 'delete' THEN r.id IS NOT NULL
            ELSE r.id IS NULL OR proof_content_hash(%L, to_jsonb(r)) <> l.content_hash END
        ORDER BY l.seq LIMIT 1$f$, t.table_name, t.table_name, t.table_name, id_type, t.table_name)
        INTO bad USING client, lo, hi;
      IF bad.record_id IS NOT NULL THEN
        broken := jsonb_build_object('table', t.table_name, 'id', bad.record_id, 'seq', bad.seq);
        EXIT;
      END IF;
    END LOOP;
  END IF;
  FOR t IN SELECT table_name, time_column, row_filter FROM proof_tables WHERE time_column IS NOT NULL
    ORDER BY table_name
  LOOP
    EXECUTE format($f$
      SELECT count(*), coalesce(jsonb_agg(jsonb_build_object('table', %L, 'id', x.id) ORDER BY x.at, x.id)
        FILTER (WHERE x.rn <= $4), '[]'::jsonb)
      FROM (
        SELECT r.id::text AS id, r.%I AS at, row_number() OVER (ORDER BY r.%I, r.id) AS rn
        FROM %I r
        WHERE r.client_id = $1 AND r.%I >= $2 AND r.%I < $3 AND (%s)
          AND NOT EXISTS (SELECT 1 FROM proof_chain p
            WHERE p.client_id = $1 AND p.table_name = %L AND p.record_id = r.id::text)) x$f$,
      t.table_name, t.time_column, t.time_column, t.table_name, t.time_column, t.time_column,
      coalesce(t.row_filter, 'true'), t.table_name)
      INTO total, items USING client, from_at, to_at, greatest(max_unchained - jsonb_array_length(unchained), 0);
    unchained_total := unchained_total + total;
    unchained := unchained || items;
  END LOOP;
  SELECT * INTO last_entry FROM proof_chain c WHERE c.client_id = client ORDER BY c.seq DESC LIMIT 1;
  SELECT h.seq, h.hash INTO recorded FROM proof_chain_heads h WHERE h.client_id = client;
  IF expected_seq IS NOT NULL THEN
    SELECT * INTO found FROM proof_chain c WHERE c.client_id = client AND c.seq = expected_seq;
    IF found.seq IS NULL OR found.hash <> expected_hash OR found.hash IS DISTINCT FROM proof_entry_recomputed(found)
    THEN
      expected_head := jsonb_build_object('seq', expected_seq, 'hash', expected_hash, 'source', 'published');
    END IF;
  END IF;
  IF expected_head IS NULL AND recorded.seq IS NOT NULL AND recorded.seq > 0
    AND (last_entry.seq IS DISTINCT FROM recorded.seq OR last_entry.hash IS DISTINCT FROM recorded.hash) THEN
    expected_head := jsonb_build_object('seq', recorded.seq, 'hash', recorded.hash, 'source', 'recorded');
  END IF;
  RETURN jsonb_build_object(
    'checked', n,
    'brokenAt', broken,
    'unchained', unchained,
    'unchainedTotal', unchained_total,
    'head', CASE WHEN last_entry.seq IS NULL THEN NULL
      ELSE jsonb_build_object('seq', last_entry.seq, 'hash', last_entry.hash) END,
    'truncated', expected_head IS NOT NULL OR (recorded.seq IS NULL AND last_entry.seq IS NOT NULL),
    'expectedHead', expected_head);
END $$;
