ALTER TABLE "checkpoints" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "archived_at" timestamp with time zone;