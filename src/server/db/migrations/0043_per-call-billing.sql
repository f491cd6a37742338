-- Billing per call (docs/product/billing.md#billing-per-call): a contract line of method `per_call` bills each call
-- for service of one type (`call_type`) at its event, at `fixed_cents` a call. Such a line has no post (the call's
-- place, not a shift's post, is what it sells) and no contracted hours (coverage measures hours).
ALTER TABLE "contract_lines" ADD COLUMN "call_type" text;
--> statement-breakpoint
ALTER TABLE "contract_lines" DROP CONSTRAINT "contract_lines_method_check";
--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_method_check" CHECK ("method" in ('hourly', 'fixed', 'per_call'));
--> statement-breakpoint
ALTER TABLE "contract_lines" DROP CONSTRAINT "contract_lines_amount_check";
--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_amount_check" CHECK (("method" = 'hourly' and "bill_rate_cents" between 0 and 1000000000) or ("method" in ('fixed', 'per_call') and "fixed_cents" between 0 and 1000000000));
--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_call_type_check" CHECK (("method" = 'per_call') = ("call_type" is not null) and ("method" <> 'per_call' or ("call_type" in ('alarm', 'patrol_request', 'disturbance', 'lock_unlock', 'escort', 'other') and "post" is null and "contracted_minutes_per_week" is null)));
