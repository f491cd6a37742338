-- The live stream's fan-out (issue 7): every write that a console must see at once is announced on the channel
-- 'watchpost_live' by the database itself, whichever API process (or the scheduled check) made it. Payloads are
-- ids and a type only (far under NOTIFY's 8000 bytes); each listening process loads the row and checks who may
-- see it. NOTIFY is delivered at commit, so a rolled-back write announces nothing.
CREATE FUNCTION watchpost_notify_alert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r alerts%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('watchpost_live', json_build_object(
    't', CASE TG_OP WHEN 'INSERT' THEN 'alert.created' WHEN 'UPDATE' THEN 'alert.updated' ELSE 'alert.deleted' END,
    'c', r.client_id, 'id', r.id, 'e', r.event_id, 'u', r.guard_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER alerts_live_notify AFTER INSERT OR UPDATE OR DELETE ON alerts
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_alert();
--> statement-breakpoint
CREATE FUNCTION watchpost_notify_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.position_at IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.position_at IS DISTINCT FROM OLD.position_at
      OR NEW.allowed IS DISTINCT FROM OLD.allowed OR NEW.restricted_inside IS DISTINCT FROM OLD.restricted_inside) THEN
    PERFORM pg_notify('watchpost_live', json_build_object(
      't', 'guard.location', 'c', NEW.client_id, 'u', NEW.user_id, 'e', NEW.event_id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER guard_zone_states_live_notify AFTER INSERT OR UPDATE ON guard_zone_states
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_position();
--> statement-breakpoint
CREATE FUNCTION watchpost_notify_clock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  status text;
  at timestamptz;
BEGIN
  IF TG_OP = 'INSERT' AND NEW.clock_out IS NULL THEN
    status := 'onDuty'; at := NEW.clock_in;
  ELSIF TG_OP = 'UPDATE' AND OLD.clock_out IS NULL AND NEW.clock_out IS NOT NULL THEN
    status := 'off'; at := NEW.clock_out;
  ELSE
    RETURN NULL;
  END IF;
  PERFORM pg_notify('watchpost_live', json_build_object(
    't', 'guard.status', 'c', NEW.client_id, 'u', NEW.user_id, 'e', NEW.event_id, 's', status, 'at', at)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clock_entries_live_notify AFTER INSERT OR UPDATE ON clock_entries
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_clock();
--> statement-breakpoint
CREATE FUNCTION watchpost_notify_break() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  status text;
  at timestamptz;
BEGIN
  IF TG_OP = 'INSERT' AND NEW.end_at IS NULL THEN
    status := 'onBreak'; at := NEW.start_at;
  ELSIF TG_OP = 'UPDATE' AND OLD.end_at IS NULL AND NEW.end_at IS NOT NULL THEN
    status := 'onDuty'; at := NEW.end_at;
  ELSE
    RETURN NULL;
  END IF;
  PERFORM pg_notify('watchpost_live', json_build_object(
    't', 'guard.status', 'c', NEW.client_id, 'u', NEW.user_id, 'e', NEW.event_id, 's', status, 'at', at)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER breaks_live_notify AFTER INSERT OR UPDATE ON breaks
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_break();
