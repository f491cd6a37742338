-- Billing (docs/product/billing.md): contracts and their line versions, holiday calendars, invoices and credit
-- notes with a gap-free number sequence per client, the clock entries behind each invoice line, and the account
-- codes of the accounting exports.
CREATE TABLE "billing_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"sales_account_code" text NOT NULL,
	"tax_type" text NOT NULL,
	"income_account" text NOT NULL,
	"receivable_account" text NOT NULL,
	"tax_account" text NOT NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_calendars_client_id_id_key" UNIQUE("client_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_calendars_name_key" ON "holiday_calendars" ("client_id", lower("name"));
--> statement-breakpoint
CREATE TABLE "holiday_dates" (
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"calendar_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "holiday_dates_pkey" PRIMARY KEY("calendar_id","date"),
	CONSTRAINT "holiday_dates_calendar_fk" FOREIGN KEY ("client_id","calendar_id")
		REFERENCES "holiday_calendars"("client_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"billing_cycle" text NOT NULL,
	"week_starts_on" integer NOT NULL,
	"terms_days" integer NOT NULL,
	"po_number" text,
	"tax_rate_bp" integer NOT NULL,
	"holiday_calendar_id" uuid,
	"bill_basis" text NOT NULL,
	"ot_basis" text NOT NULL,
	"ot_after_minutes" integer NOT NULL,
	"ot_bill_pct" integer NOT NULL,
	"holiday_bill_pct" integer NOT NULL,
	"rounding_minutes" integer NOT NULL,
	"language" text NOT NULL,
	"billing_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "contracts_customer_fk" FOREIGN KEY ("client_id","customer_id")
		REFERENCES "customers"("client_id","id") ON DELETE cascade,
	CONSTRAINT "contracts_calendar_fk" FOREIGN KEY ("client_id","holiday_calendar_id")
		REFERENCES "holiday_calendars"("client_id","id") ON DELETE set null ("holiday_calendar_id"),
	CONSTRAINT "contracts_dates_check" CHECK ("ends_on" is null or "ends_on" >= "starts_on"),
	CONSTRAINT "contracts_cycle_check" CHECK ("billing_cycle" in ('weekly', 'monthly')),
	CONSTRAINT "contracts_week_start_check" CHECK ("week_starts_on" between 0 and 6),
	CONSTRAINT "contracts_terms_check" CHECK ("terms_days" between 0 and 365),
	CONSTRAINT "contracts_tax_check" CHECK ("tax_rate_bp" between 0 and 10000),
	CONSTRAINT "contracts_basis_check" CHECK ("bill_basis" in ('actual', 'scheduled', 'actual_within_shift')),
	CONSTRAINT "contracts_ot_basis_check" CHECK ("ot_basis" in ('none', 'guard_line_week', 'guard_contract_week')),
	CONSTRAINT "contracts_pct_check" CHECK ("ot_after_minutes" between 0 and 10080 and "ot_bill_pct" between 100 and 500 and "holiday_bill_pct" between 100 and 500),
	CONSTRAINT "contracts_rounding_check" CHECK ("rounding_minutes" between 1 and 60),
	CONSTRAINT "contracts_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_code_key" ON "contracts" ("client_id", lower("code"));
--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" ("customer_id");
--> statement-breakpoint
CREATE TABLE "contract_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"contract_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"post" text,
	"item_code" text NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"bill_rate_cents" bigint,
	"fixed_cents" bigint,
	"contracted_minutes_per_week" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_lines_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "contract_lines_contract_fk" FOREIGN KEY ("client_id","contract_id")
		REFERENCES "contracts"("client_id","id") ON DELETE cascade,
	CONSTRAINT "contract_lines_event_fk" FOREIGN KEY ("client_id","event_id")
		REFERENCES "events"("client_id","id") ON DELETE cascade,
	CONSTRAINT "contract_lines_dates_check" CHECK ("effective_to" is null or "effective_to" >= "effective_from"),
	CONSTRAINT "contract_lines_method_check" CHECK ("method" in ('hourly', 'fixed')),
	CONSTRAINT "contract_lines_amount_check" CHECK (("method" = 'hourly' and "bill_rate_cents" between 0 and 1000000000) or ("method" = 'fixed' and "fixed_cents" between 0 and 1000000000)),
	CONSTRAINT "contract_lines_contracted_check" CHECK ("contracted_minutes_per_week" is null or "contracted_minutes_per_week" between 0 and 1008000)
);
--> statement-breakpoint
CREATE INDEX "contract_lines_contract_idx" ON "contract_lines" ("contract_id", "effective_from");
--> statement-breakpoint
CREATE INDEX "contract_lines_event_idx" ON "contract_lines" ("event_id");
--> statement-breakpoint
CREATE TABLE "invoice_number_sequences" (
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_sequences_pkey" PRIMARY KEY("client_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"contract_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"currency" text NOT NULL,
	"po_number" text,
	"tax_rate_bp" integer NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_on" date,
	"due_on" date,
	"issued_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"voided_at" timestamp with time zone,
	"voided_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"void_reason" text,
	"credits_invoice_id" uuid REFERENCES "invoices"("id") ON DELETE restrict,
	"content_hash" text,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "invoices_contract_fk" FOREIGN KEY ("client_id","contract_id")
		REFERENCES "contracts"("client_id","id") ON DELETE cascade,
	CONSTRAINT "invoices_kind_check" CHECK ("kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("status" in ('draft', 'issued', 'void')),
	CONSTRAINT "invoices_period_check" CHECK ("period_to" >= "period_from"),
	CONSTRAINT "invoices_number_check" CHECK (("status" = 'draft') = ("number" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" ("client_id", "number") WHERE "number" is not null;
--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" ("contract_id", "period_from");
--> statement-breakpoint
CREATE INDEX "invoices_client_period_idx" ON "invoices" ("client_id", "period_from");
--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" ("customer_id", "period_from");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credits_key" ON "invoices" ("credits_invoice_id") WHERE "credits_invoice_id" is not null;
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"invoice_id" uuid NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"contract_line_id" uuid REFERENCES "contract_lines"("id") ON DELETE set null,
	"rate_type" text NOT NULL,
	"item_code" text NOT NULL,
	"description" text NOT NULL,
	"event_id" uuid,
	"event_name" text,
	"post" text,
	"minutes" integer NOT NULL,
	"quantity_hundredths" bigint NOT NULL,
	"unit_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"adjusts_invoice_id" uuid REFERENCES "invoices"("id") ON DELETE set null,
	"adjusts_rate_type" text,
	CONSTRAINT "invoice_lines_rate_type_check" CHECK ("rate_type" in ('REG', 'OT', 'HOL', 'FIXED', 'ADJ')),
	CONSTRAINT "invoice_lines_adjusts_check" CHECK (("rate_type" = 'ADJ') = ("adjusts_rate_type" is not null) and ("adjusts_rate_type" is null or "adjusts_rate_type" in ('REG', 'OT', 'HOL')))
);
--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" ("invoice_id", "position");
--> statement-breakpoint
CREATE INDEX "invoice_lines_adjusts_idx" ON "invoice_lines" ("adjusts_invoice_id") WHERE "adjusts_invoice_id" is not null;
--> statement-breakpoint
CREATE TABLE "invoice_line_entries" (
	"invoice_line_id" uuid NOT NULL REFERENCES "invoice_lines"("id") ON DELETE cascade,
	"clock_entry_id" uuid NOT NULL REFERENCES "clock_entries"("id") ON DELETE cascade,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "invoice_line_entries_pkey" PRIMARY KEY("invoice_line_id","clock_entry_id","date")
);
--> statement-breakpoint
CREATE INDEX "invoice_line_entries_entry_idx" ON "invoice_line_entries" ("clock_entry_id");
--> statement-breakpoint
-- Issued invoices and credit notes join the client's proof chain (docs/decisions/0045-proof-chain-by-seq.md): the
-- row with the hash of its lines, so a line changed behind the application's back breaks the chain.
INSERT INTO proof_tables (table_name, columns, time_column, row_filter) VALUES
  ('invoices', ARRAY['id', 'client_id', 'contract_id', 'customer_id', 'kind', 'status', 'number', 'period_from',
    'period_to', 'currency', 'subtotal_cents', 'tax_cents', 'total_cents', 'issued_at', 'voided_at', 'void_reason',
    'credits_invoice_id', 'content_hash'], 'issued_at', $$r.status <> 'draft'$$);
--> statement-breakpoint
CREATE TRIGGER invoices_proof_inserted AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_inserted();
--> statement-breakpoint
CREATE TRIGGER invoices_proof_updated AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_updated();
--> statement-breakpoint
CREATE TRIGGER invoices_proof_deleted AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proof_chain_deleted();
--> statement-breakpoint
CREATE INDEX invoices_client_issued_idx ON invoices (client_id, issued_at);
