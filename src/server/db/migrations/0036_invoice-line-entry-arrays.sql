-- The clock entries behind an invoice line become three arrays on the line (docs/decisions/0048-billing-computed-from-entries-issued-immutable.md):
-- element i is one clock entry's billable minutes on the line on one local date. A draft writes one row per line
-- instead of one per line, entry and date, without a foreign-key check per row. No trigger guards invoice_lines
-- (the proof chain covers the invoices row and its content_hash, which leaves the entries out), so issued lines
-- take their arrays here like drafts.
ALTER TABLE "invoice_lines" ADD COLUMN "entry_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "entry_dates" date[] DEFAULT '{}'::date[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "entry_minutes" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
UPDATE "invoice_lines" SET "entry_ids" = e."ids", "entry_dates" = e."dates", "entry_minutes" = e."minutes"
FROM (
	SELECT "invoice_line_id",
		array_agg("clock_entry_id" ORDER BY "date", "clock_entry_id") AS "ids",
		array_agg("date" ORDER BY "date", "clock_entry_id") AS "dates",
		array_agg("minutes" ORDER BY "date", "clock_entry_id") AS "minutes"
	FROM "invoice_line_entries"
	GROUP BY "invoice_line_id"
) e
WHERE "invoice_lines"."id" = e."invoice_line_id";
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_entries_check" CHECK (
	cardinality("entry_dates") = cardinality("entry_ids") and cardinality("entry_minutes") = cardinality("entry_ids")
);
--> statement-breakpoint
DROP TABLE "invoice_line_entries";
--> statement-breakpoint
-- Billing deducts a break from the clock entry it was taken in (docs/product/billing.md#rules): found by that key.
CREATE INDEX "breaks_clock_entry_idx" ON "breaks" ("clock_entry_id") WHERE "clock_entry_id" is not null;
--> statement-breakpoint
-- Coverage counts the people who clocked in for each shift of a month: with the person in the index, from the index.
DROP INDEX "clock_entries_shift_idx";
--> statement-breakpoint
CREATE INDEX "clock_entries_shift_idx" ON "clock_entries" ("shift_id") INCLUDE ("user_id") WHERE "shift_id" is not null;
