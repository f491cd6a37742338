-- Access changes reach open live streams: every write to what decides a user's access — their roles, status,
-- customer, client or working client (users), their per-user grants (user_customer_access, user_event_access) and
-- their event assignments — announces the user's id on the channel 'access_changed'. Each API process LISTENs on
-- it (src/server/realtime/live-hub.ts) and re-reads that user for the streams it holds. Triggers catch every
-- writer at once (routes, cascades from a deleted event or customer, scripts); NOTIFY is delivered at commit and
-- PostgreSQL folds identical payloads within one transaction, so replacing a user's grants row by row announces
-- that user once.
CREATE FUNCTION watchpost_notify_user_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('access_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('access_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF roles, status, client_id, customer_id, active_client_id ON users
  FOR EACH ROW
  WHEN (OLD.roles IS DISTINCT FROM NEW.roles OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.customer_id IS DISTINCT FROM NEW.customer_id
    OR OLD.active_client_id IS DISTINCT FROM NEW.active_client_id)
  EXECUTE FUNCTION watchpost_notify_user_access();
--> statement-breakpoint
CREATE TRIGGER users_access_removed AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_user_access();
--> statement-breakpoint
-- For the tables that hold one row per user and grant (or assignment): the row's user_id, both of them when an
-- update moves a row from one user to another.
CREATE FUNCTION watchpost_notify_grant_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('access_changed', OLD.user_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('access_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_customer_access_changed AFTER INSERT OR UPDATE OR DELETE ON user_customer_access
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_grant_access();
--> statement-breakpoint
CREATE TRIGGER user_event_access_changed AFTER INSERT OR UPDATE OR DELETE ON user_event_access
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_grant_access();
--> statement-breakpoint
CREATE TRIGGER event_assignments_access_changed AFTER INSERT OR DELETE ON event_assignments
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_grant_access();
--> statement-breakpoint
CREATE TRIGGER event_assignments_access_updated AFTER UPDATE OF user_id, event_id, unassigned_at ON event_assignments
  FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.event_id IS DISTINCT FROM NEW.event_id
    OR OLD.unassigned_at IS DISTINCT FROM NEW.unassigned_at)
  EXECUTE FUNCTION watchpost_notify_grant_access();
