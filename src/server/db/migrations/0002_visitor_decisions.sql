ALTER TABLE "visitors" ADD COLUMN "checked_out_by" uuid;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_checked_out_by_users_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitors_client_requested_idx" ON "visitors" USING btree ("client_id","expected_at") WHERE "visitors"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "visitors_event_idx" ON "visitors" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "visitors_requested_by_idx" ON "visitors" USING btree ("requested_by","created_at");