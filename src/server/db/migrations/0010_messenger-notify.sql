-- The messenger on the live stream (issue 10): a new message and a member's read or delivered mark are announced on
-- 'watchpost_live' like the writes of migration 0007 (ids only). The hub sends them to the streams of the
-- conversation's members only.
CREATE FUNCTION watchpost_notify_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('watchpost_live', json_build_object(
    't', 'message.created', 'c', NEW.client_id, 'id', NEW.id, 'cv', NEW.conversation_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_live_notify AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_message();
--> statement-breakpoint
CREATE FUNCTION watchpost_notify_conversation_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.last_read_at IS DISTINCT FROM OLD.last_read_at THEN
    PERFORM pg_notify('watchpost_live', json_build_object(
      't', 'conversation.read', 'c', NEW.client_id, 'cv', NEW.conversation_id, 'u', NEW.user_id,
      'at', NEW.last_read_at, 'k', 'read')::text);
  ELSIF NEW.last_delivered_at IS DISTINCT FROM OLD.last_delivered_at THEN
    PERFORM pg_notify('watchpost_live', json_build_object(
      't', 'conversation.read', 'c', NEW.client_id, 'cv', NEW.conversation_id, 'u', NEW.user_id,
      'at', NEW.last_delivered_at, 'k', 'delivered')::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversation_members_live_notify AFTER UPDATE OF last_read_at, last_delivered_at ON conversation_members
  FOR EACH ROW EXECUTE FUNCTION watchpost_notify_conversation_read();
