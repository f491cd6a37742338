-- Scheduled delivery of daily activity reports (docs/product/proof-of-service.md#scheduled-delivery,
-- docs/decisions/0039-report-delivery-exactly-once.md). A subscription mails each of a customer's events' reports
-- at a local time; a delivery row per (subscription, event, period, version) makes each one go out exactly once
-- across processes, and carries its attempts, retries and error text for the delivery log.
CREATE TABLE "report_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "client_id" uuid NOT NULL REFERENCES "clients" ("id") ON DELETE CASCADE,
  "customer_id" uuid NOT NULL,
  "recipients" text[] NOT NULL,
  "kind" text NOT NULL,
  "send_at" text NOT NULL,
  "created_by" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "deleted_at" timestamp with time zone,
  CONSTRAINT "report_subscriptions_client_id_id_key" UNIQUE ("client_id", "id"),
  CONSTRAINT "report_subscriptions_customer_fk" FOREIGN KEY ("client_id", "customer_id")
    REFERENCES "customers" ("client_id", "id") ON DELETE CASCADE,
  CONSTRAINT "report_subscriptions_kind_check" CHECK ("kind" in ('daily', 'weekly')),
  CONSTRAINT "report_subscriptions_send_at_check" CHECK ("send_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  CONSTRAINT "report_subscriptions_recipients_check" CHECK (cardinality("recipients") between 1 and 20)
);
--> statement-breakpoint
CREATE INDEX "report_subscriptions_customer_idx" ON "report_subscriptions" ("client_id", "customer_id");
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "client_id" uuid NOT NULL REFERENCES "clients" ("id") ON DELETE CASCADE,
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
  CONSTRAINT "report_deliveries_once_key" UNIQUE ("subscription_id", "event_id", "period_start", "period_end", "version"),
  CONSTRAINT "report_deliveries_subscription_fk" FOREIGN KEY ("client_id", "subscription_id")
    REFERENCES "report_subscriptions" ("client_id", "id") ON DELETE CASCADE,
  CONSTRAINT "report_deliveries_event_fk" FOREIGN KEY ("client_id", "event_id")
    REFERENCES "events" ("client_id", "id") ON DELETE CASCADE,
  CONSTRAINT "report_deliveries_kind_check" CHECK ("kind" in ('daily', 'weekly')),
  CONSTRAINT "report_deliveries_status_check" CHECK ("status" in ('pending', 'sent', 'failed', 'retrying')),
  CONSTRAINT "report_deliveries_period_check" CHECK ("period_end" >= "period_start")
);
--> statement-breakpoint
CREATE INDEX "report_deliveries_client_created_idx" ON "report_deliveries" ("client_id", "created_at");
--> statement-breakpoint
CREATE INDEX "report_deliveries_due_idx" ON "report_deliveries" ("next_attempt_at")
  WHERE "status" in ('pending', 'retrying');
--> statement-breakpoint
-- The files a delivery sends (the issued PDFs), kept so a retry sends the same bytes.
CREATE TABLE "report_delivery_files" (
  "delivery_id" uuid NOT NULL REFERENCES "report_deliveries" ("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "file_name" text NOT NULL,
  "content_type" text NOT NULL,
  "content" bytea NOT NULL,
  CONSTRAINT "report_delivery_files_pkey" PRIMARY KEY ("delivery_id", "position")
);
--> statement-breakpoint
-- Attachments of a mail queued in the outbox (when SMTP_URL is unset).
CREATE TABLE "mail_outbox_attachments" (
  "mail_id" uuid NOT NULL REFERENCES "mail_outbox" ("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "file_name" text NOT NULL,
  "content_type" text NOT NULL,
  "content" bytea NOT NULL,
  CONSTRAINT "mail_outbox_attachments_pkey" PRIMARY KEY ("mail_id", "position")
);
