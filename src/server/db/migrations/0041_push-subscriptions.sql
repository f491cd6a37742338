-- Web Push subscriptions (docs/product/dispatch.md#the-guards-phone): a browser that agreed to be woken for calls,
-- per person. Push is best effort; the live stream is what a call's arrival relies on.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE ("endpoint")
);
--> statement-breakpoint
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
