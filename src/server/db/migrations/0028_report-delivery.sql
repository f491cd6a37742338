-- Scheduled delivery of daily activity reports (docs/product/proof-of-service.md#scheduled-delivery,
-- docs/decisions/0039-report-delivery-exactly-once.md). A subscription mails each of a customer's events' reports
-- at a local time; a delivery row per (subscription, event, period, version) makes each one go out exactly once
-- across processes, and carries its attempts, retries and error text for the delivery log.
CREATE TABLE "mail_outbox_attachments" (
	"mail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "mail_outbox_attachments_pkey" PRIMARY KEY("mail_id","position")
);
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"revision" boolean DEFAULT false NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "report_deliveries_once_key" UNIQUE("subscription_id","event_id","period_start","period_end","version"),
	CONSTRAINT "report_deliveries_kind_check" CHECK ("report_deliveries"."kind" in ('daily', 'weekly')),
	CONSTRAINT "report_deliveries_status_check" CHECK ("report_deliveries"."status" in ('pending', 'sent', 'failed', 'retrying')),
	CONSTRAINT "report_deliveries_period_check" CHECK ("report_deliveries"."period_end" >= "report_deliveries"."period_start")
);
--> statement-breakpoint
CREATE TABLE "report_delivery_files" (
	"delivery_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "report_delivery_files_pkey" PRIMARY KEY("delivery_id","position")
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"recipients" text[] NOT NULL,
	"kind" text NOT NULL,
	"send_at" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "report_subscriptions_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "report_subscriptions_kind_check" CHECK ("report_subscriptions"."kind" in ('daily', 'weekly')),
	CONSTRAINT "report_subscriptions_send_at_check" CHECK ("report_subscriptions"."send_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "report_subscriptions_recipients_check" CHECK (cardinality("report_subscriptions"."recipients") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox_attachments" ADD CONSTRAINT "mail_outbox_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_subscription_fk" FOREIGN KEY ("client_id","subscription_id") REFERENCES "public"."report_subscriptions"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delivery_files" ADD CONSTRAINT "report_delivery_files_delivery_id_report_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."report_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_customer_fk" FOREIGN KEY ("client_id","customer_id") REFERENCES "public"."customers"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_deliveries_client_created_idx" ON "report_deliveries" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "report_deliveries_due_idx" ON "report_deliveries" USING btree ("next_attempt_at") WHERE "report_deliveries"."status" in ('pending', 'retrying');--> statement-breakpoint
CREATE INDEX "report_subscriptions_customer_idx" ON "report_subscriptions" USING btree ("client_id","customer_id");