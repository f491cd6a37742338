CREATE TABLE "incident_report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"reason" text,
	"edited_by" uuid,
	"edited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD COLUMN "storage_path" text;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD COLUMN "thumbnail_path" text;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD COLUMN "status_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "incident_report_versions" ADD CONSTRAINT "incident_report_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_versions" ADD CONSTRAINT "incident_report_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_versions" ADD CONSTRAINT "incident_report_versions_report_fk" FOREIGN KEY ("client_id","report_id") REFERENCES "public"."incident_reports"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_report_versions_key" ON "incident_report_versions" USING btree ("report_id","version");--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Earlier demo data used 'Open' for a report being reviewed.
UPDATE "incident_reports" SET "status" = 'Under review' WHERE "status" NOT IN ('', 'Under review', 'Closed');--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_status_check" CHECK ("incident_reports"."status" in ('', 'Under review', 'Closed'));