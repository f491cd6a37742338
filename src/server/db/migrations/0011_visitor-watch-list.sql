ALTER TABLE "alerts" DROP CONSTRAINT "alerts_type_check";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "visitor_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_blocklist" ADD COLUMN "vehicle_plate" text;--> statement-breakpoint
ALTER TABLE "visitor_blocklist" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_blocklist" ADD COLUMN "plate_key" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "id_last4" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "photo_content_type" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "watch_list_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "visitor_blocklist_name_key_idx" ON "visitor_blocklist" USING btree ("client_id","name_key");--> statement-breakpoint
CREATE INDEX "visitor_blocklist_plate_key_idx" ON "visitor_blocklist" USING btree ("client_id","plate_key") WHERE "visitor_blocklist"."plate_key" is not null;--> statement-breakpoint
CREATE INDEX "visitors_client_unpurged_idx" ON "visitors" USING btree ("client_id") WHERE "visitors"."purged_at" is null;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('SOS', 'eventAssigned', 'eventUnassigned', 'Geofence Exit', 'Restricted Area Entry', 'Break Overrun', 'Break Zone Exit', 'Watch List Match'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_visitor_retention_check" CHECK ("clients"."visitor_retention_days" between 7 and 3650);--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_id_type_check" CHECK ("visitors"."id_type" is null or "visitors"."id_type" in ('drivers_licence', 'passport', 'national_id', 'other'));--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_id_last4_check" CHECK ("visitors"."id_last4" is null or "visitors"."id_last4" ~ '^[0-9]{4}$');--> statement-breakpoint
UPDATE "visitor_blocklist" SET "name_key" = trim(regexp_replace(translate(lower("name"), 'áàâäãåāçćčéèêëēěíìîïīıñńóòôöõøōśşšúùûüūýÿžźż', 'aaaaaaaccceeeeeeiiiiiinnooooooosssuuuuuyyzzz'), '\s+', ' ', 'g'));
