-- Each API process keeps sessions in memory (src/server/modules/auth/session-cache.ts) and must drop one the moment
-- it ends or stops showing its user as they are. Besides the access changes of migration 0015, these triggers
-- announce on the channel 'session_changed': a deleted session ('s:' and its id — sign-out, password reset, purge,
-- a deleted user's cascade), a change to what a session shows of its user ('u:' and the user's id) and a client's
-- new name ('c:' and the client's id). NOTIFY is delivered at commit; a rolled-back change announces nothing.
CREATE FUNCTION watchpost_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', 's:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_session_ended();
--> statement-breakpoint
CREATE FUNCTION watchpost_notify_session_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', 'u:' || NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_session_view_changed AFTER UPDATE OF email, display_name, photo_url, shortcuts ON users
  FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.display_name IS DISTINCT FROM NEW.display_name
    OR OLD.photo_url IS DISTINCT FROM NEW.photo_url OR OLD.shortcuts IS DISTINCT FROM NEW.shortcuts)
  EXECUTE FUNCTION watchpost_notify_session_user();
--> statement-breakpoint
CREATE FUNCTION watchpost_notify_client_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', 'c:' || NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_renamed AFTER UPDATE OF name ON clients
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION watchpost_notify_client_renamed();
