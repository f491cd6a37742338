-- Pay runs (docs/product/payroll-runs.md#pay-runs): a run per pay period, computed from the clock entries while open;
-- approving it stores its lines and the terms they were computed with, and locks the entries it paid.
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	-- Set on approval: the terms (zone, workweek, thresholds, percentages, holidays) the lines were computed with.
	"terms" jsonb,
	"people" integer,
	"gross_cents" bigint,
	-- Set on approval: each person's workweeks as priced (regular rate) and minutes per day, event and rate type (the
	-- timesheet exports); not part of the proof chain's columns, which cover the lines through content_hash.
	"workweeks" jsonb,
	"days" jsonb,
	-- SHA-256 of the stored lines, so that the proof chain covers them.
	"content_hash" text,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"approved_at" timestamp with time zone,
	CONSTRAINT "pay_runs_client_id_key" UNIQUE ("client_id", "id"),
	CONSTRAINT "pay_runs_period_key" UNIQUE ("client_id", "period_start"),
	CONSTRAINT "pay_runs_status_check" CHECK ("status" in ('open', 'approved')),
	CONSTRAINT "pay_runs_period_check" CHECK ("period_end" >= "period_start" and "period_end" - "period_start" < 31),
	CONSTRAINT "pay_runs_approved_check" CHECK (("status" = 'approved') = ("approved_at" is not null)
		and ("status" = 'approved') = ("terms" is not null and "gross_cents" is not null and "content_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "pay_run_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"pay_run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rate_type" text NOT NULL,
	-- ADJ: the rate type whose pay the line corrects or settles.
	"adjusts" text,
	-- ADJ correcting an approved run after a change to its entries: that run.
	"adjusts_run_id" uuid,
	"own_rate_cents" integer NOT NULL,
	"workweek" date,
	"minutes" integer NOT NULL,
	"rate_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"entry_ids" uuid[] NOT NULL,
	"dates" date[] NOT NULL,
	CONSTRAINT "pay_run_lines_run_fk" FOREIGN KEY ("client_id", "pay_run_id")
		REFERENCES "pay_runs"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "pay_run_lines_adjusts_run_fk" FOREIGN KEY ("client_id", "adjusts_run_id")
		REFERENCES "pay_runs"("client_id", "id"),
	CONSTRAINT "pay_run_lines_user_fk" FOREIGN KEY ("client_id", "user_id")
		REFERENCES "users"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "pay_run_lines_rate_type_check" CHECK ("rate_type" in ('REG', 'OT', 'DT', 'HOL', 'ADJ')),
	CONSTRAINT "pay_run_lines_adjusts_check" CHECK (("rate_type" = 'ADJ') = ("adjusts" is not null)
		and ("adjusts" is null or "adjusts" in ('REG', 'OT', 'DT', 'HOL', 'ADJ'))
		and ("adjusts_run_id" is null or "rate_type" = 'ADJ'))
);
--> statement-breakpoint
CREATE INDEX "pay_run_lines_run_idx" ON "pay_run_lines" ("pay_run_id", "user_id");
--> statement-breakpoint
CREATE INDEX "pay_run_lines_adjusts_run_idx" ON "pay_run_lines" ("adjusts_run_id") WHERE "adjusts_run_id" is not null;
--> statement-breakpoint
-- The clock entries an approved run paid, each with the pay rate it was paid at: a locked entry is corrected only
-- with a reason, and the difference is paid in a later run.
CREATE TABLE "pay_run_entries" (
	"clock_entry_id" uuid PRIMARY KEY NOT NULL REFERENCES "clock_entries"("id") ON DELETE cascade,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"pay_run_id" uuid NOT NULL,
	"rate_cents" integer NOT NULL,
	CONSTRAINT "pay_run_entries_run_fk" FOREIGN KEY ("client_id", "pay_run_id")
		REFERENCES "pay_runs"("client_id", "id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "pay_run_entries_run_idx" ON "pay_run_entries" ("pay_run_id");
--> statement-breakpoint
CREATE TABLE "pay_run_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"pay_run_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	-- Figures the provider's layout cannot carry, listed to key in by hand: [{ userId, name, what }].
	"manual" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exported_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"exported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_run_exports_run_fk" FOREIGN KEY ("client_id", "pay_run_id")
		REFERENCES "pay_runs"("client_id", "id") ON DELETE cascade,
	CONSTRAINT "pay_run_exports_format_check" CHECK ("format" in ('adp', 'gusto', 'paychex', 'iif', 'csv'))
);
--> statement-breakpoint
CREATE INDEX "pay_run_exports_run_idx" ON "pay_run_exports" ("pay_run_id", "exported_at");
--> statement-breakpoint
-- Approved runs join the client's proof chain (docs/decisions/0045-proof-chain-by-seq.md) with the hash of their
-- lines, so a line changed behind the application's back breaks the chain.
INSERT INTO proof_tables (table_name, columns, time_column, row_filter) VALUES
  ('pay_runs', ARRAY['id', 'client_id', 'period_start', 'period_end', 'status', 'terms', 'people', 'gross_cents',
    'content_hash', 'approved_by', 'approved_at'], 'approved_at', $$r.status <> 'open'$$);
--> statement-breakpoint
CREATE TRIGGER pay_runs_proof_inserted AFTER INSERT ON pay_runs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_inserted();
--> statement-breakpoint
CREATE TRIGGER pay_runs_proof_updated AFTER UPDATE ON pay_runs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_updated();
--> statement-breakpoint
CREATE TRIGGER pay_runs_proof_deleted AFTER DELETE ON pay_runs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_deleted();
--> statement-breakpoint
CREATE INDEX pay_runs_client_approved_idx ON pay_runs (client_id, approved_at);
--> statement-breakpoint
-- The column titles of the client's Gusto hours template (null: the defaults, src/shared/contract/payroll.ts).
ALTER TABLE "pay_settings" ADD COLUMN "gusto_columns" jsonb;
