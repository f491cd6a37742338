-- Pay settings per client and each person's payroll-provider ids (docs/product/payroll-runs.md). The weekly overtime
-- threshold, the OT multiplier and the workweek's first day stay in scheduling_settings. The CHECKs mirror the API's
-- validation (src/shared/contract/payroll.ts).
CREATE TABLE "pay_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"frequency" text NOT NULL,
	"anchor_date" date NOT NULL,
	"daily_ot_after_minutes" integer,
	"daily_dt_after_minutes" integer,
	"holiday_pay_pct" integer NOT NULL,
	"holiday_calendar_id" uuid,
	"provider" text,
	"company_code" text,
	"ot_earning_code" text,
	"dt_earning_code" text,
	"hol_earning_code" text,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_settings_calendar_fk" FOREIGN KEY ("client_id","holiday_calendar_id")
		REFERENCES "holiday_calendars"("client_id","id") ON DELETE set null ("holiday_calendar_id"),
	CONSTRAINT "pay_settings_frequency_check" CHECK ("frequency" in ('weekly', 'biweekly', 'semimonthly', 'monthly')),
	CONSTRAINT "pay_settings_daily_check" CHECK (("daily_ot_after_minutes" is null or "daily_ot_after_minutes" between 1 and 1440) and ("daily_dt_after_minutes" is null or "daily_dt_after_minutes" between 1 and 1440) and ("daily_ot_after_minutes" is null or "daily_dt_after_minutes" is null or "daily_dt_after_minutes" > "daily_ot_after_minutes")),
	CONSTRAINT "pay_settings_holiday_pct_check" CHECK ("holiday_pay_pct" between 100 and 300),
	CONSTRAINT "pay_settings_provider_check" CHECK ("provider" in ('adp', 'gusto', 'paychex', 'quickbooks')),
	CONSTRAINT "pay_settings_codes_check" CHECK (length("company_code") between 1 and 32 and length("ot_earning_code") between 1 and 16 and length("dt_earning_code") between 1 and 16 and length("hol_earning_code") between 1 and 16)
);
--> statement-breakpoint
-- Only the people a client pays through a provider have a row; the users row stays as it is.
CREATE TABLE "person_payroll_ids" (
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL,
	"adp" text,
	"gusto" text,
	"paychex" text,
	"quickbooks" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_payroll_ids_pkey" PRIMARY KEY("client_id","user_id"),
	CONSTRAINT "person_payroll_ids_user_fk" FOREIGN KEY ("client_id","user_id")
		REFERENCES "users"("client_id","id") ON DELETE cascade,
	CONSTRAINT "person_payroll_ids_length_check" CHECK (length("adp") between 1 and 32 and length("gusto") between 1 and 32 and length("paychex") between 1 and 32 and length("quickbooks") between 1 and 32)
);
