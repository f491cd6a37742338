-- An issued invoice mailed through the report delivery log (docs/decisions/0039-report-delivery-exactly-once.md):
-- a delivery is either a report's (subscription and event) or an invoice's (no subscription); its retries, files
-- and log are the same.
ALTER TABLE "report_deliveries" ALTER COLUMN "subscription_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_deliveries" ALTER COLUMN "event_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "invoice_id" uuid;
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_invoice_fk" FOREIGN KEY ("client_id","invoice_id")
	REFERENCES "invoices"("client_id","id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "report_deliveries" DROP CONSTRAINT "report_deliveries_kind_check";
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_kind_check"
	CHECK ("kind" in ('daily', 'weekly', 'invoice'));
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_subject_check" CHECK (
	CASE WHEN "kind" = 'invoice'
		THEN "invoice_id" is not null and "subscription_id" is null
		ELSE "invoice_id" is null and "subscription_id" is not null and "event_id" is not null
	END
);
--> statement-breakpoint
CREATE INDEX "report_deliveries_invoice_idx" ON "report_deliveries" ("invoice_id") WHERE "invoice_id" is not null;
