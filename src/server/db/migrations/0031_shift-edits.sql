-- An edit of a shift's times or role that blocks people on it, saved anyway with a reason
-- (docs/product/shifts.md#editing-a-shift): the reason, who gave it, when, and who was blocked and why.
ALTER TABLE "shifts" ADD COLUMN "edit_override_reason" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "edit_override_by" uuid;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "edit_override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "edit_override_people" jsonb;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_edit_override_by_users_id_fk" FOREIGN KEY ("edit_override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
