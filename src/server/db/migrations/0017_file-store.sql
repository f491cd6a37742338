CREATE TABLE "stored_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_sha256_check" CHECK ("stored_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD COLUMN "image_file" text;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD COLUMN "thumbnail_file" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_file" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "photo_file" text;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD CONSTRAINT "incident_report_attachments_image_file_stored_files_sha256_fk" FOREIGN KEY ("image_file") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD CONSTRAINT "incident_report_attachments_thumbnail_file_stored_files_sha256_fk" FOREIGN KEY ("thumbnail_file") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_file_stored_files_sha256_fk" FOREIGN KEY ("photo_file") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_photo_file_stored_files_sha256_fk" FOREIGN KEY ("photo_file") REFERENCES "public"."stored_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_report_attachments_image_file_idx" ON "incident_report_attachments" USING btree ("image_file") WHERE "incident_report_attachments"."image_file" is not null;--> statement-breakpoint
CREATE INDEX "incident_report_attachments_thumbnail_file_idx" ON "incident_report_attachments" USING btree ("thumbnail_file") WHERE "incident_report_attachments"."thumbnail_file" is not null;--> statement-breakpoint
CREATE INDEX "users_photo_file_idx" ON "users" USING btree ("photo_file") WHERE "users"."photo_file" is not null;--> statement-breakpoint
CREATE INDEX "visitors_photo_file_idx" ON "visitors" USING btree ("photo_file") WHERE "visitors"."photo_file" is not null;