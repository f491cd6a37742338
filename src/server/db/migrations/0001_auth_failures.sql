CREATE TABLE "auth_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"ip" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_failures_kind_check" CHECK ("auth_failures"."kind" in ('sign-in', 'password-reset'))
);
--> statement-breakpoint
CREATE INDEX "auth_failures_email_idx" ON "auth_failures" USING btree ("kind","email","at");--> statement-breakpoint
CREATE INDEX "auth_failures_ip_idx" ON "auth_failures" USING btree ("kind","ip","at");