CREATE TABLE "clock_entry_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"clock_entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"before_clock_in" timestamp with time zone,
	"before_clock_out" timestamp with time zone,
	"after_clock_in" timestamp with time zone NOT NULL,
	"after_clock_out" timestamp with time zone,
	"reason" text NOT NULL,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clock_entry_corrections_kind_check" CHECK ("clock_entry_corrections"."kind" in ('added', 'corrected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_availability" jsonb;--> statement-breakpoint
ALTER TABLE "clock_entry_corrections" ADD CONSTRAINT "clock_entry_corrections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_entry_corrections" ADD CONSTRAINT "clock_entry_corrections_clock_entry_id_clock_entries_id_fk" FOREIGN KEY ("clock_entry_id") REFERENCES "public"."clock_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_entry_corrections" ADD CONSTRAINT "clock_entry_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clock_entry_corrections_entry_idx" ON "clock_entry_corrections" USING btree ("clock_entry_id","corrected_at");