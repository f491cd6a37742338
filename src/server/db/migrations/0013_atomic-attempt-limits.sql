-- Rows are now reservations taken before the work they limit (docs/decisions/0014-hardening-limits-text-and-fuzzing.md);
-- the failures counted so far stay counted.
ALTER TABLE "auth_failures" RENAME TO "auth_attempts";--> statement-breakpoint
ALTER SEQUENCE "auth_failures_id_seq" RENAME TO "auth_attempts_id_seq";--> statement-breakpoint
ALTER TABLE "auth_attempts" RENAME CONSTRAINT "auth_failures_pkey" TO "auth_attempts_pkey";--> statement-breakpoint
ALTER TABLE "auth_attempts" DROP CONSTRAINT "auth_failures_kind_check";--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD CONSTRAINT "auth_attempts_kind_check" CHECK ("auth_attempts"."kind" in ('sign-in', 'password-reset', 'sign-up', 'reset-password'));--> statement-breakpoint
ALTER INDEX "auth_failures_email_idx" RENAME TO "auth_attempts_email_idx";--> statement-breakpoint
ALTER INDEX "auth_failures_ip_idx" RENAME TO "auth_attempts_ip_idx";
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"origin" text NOT NULL,
	"ip" text,
	"request_id" text,
	"requested_at" timestamp with time zone NOT NULL
);
