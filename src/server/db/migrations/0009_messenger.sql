ALTER TABLE "conversation_members" ADD COLUMN "last_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_message_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_event_group_key" ON "conversations" USING btree ("event_id") WHERE "conversations"."kind" = 'event';--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_message_key" ON "messages" USING btree ("sender_id","client_message_id");