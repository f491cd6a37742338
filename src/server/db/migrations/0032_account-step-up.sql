-- Step-up before security changes (docs/product/sign-in-and-accounts.md#confirming-it-is-you): when the session's
-- person last proved who they are (a sign-in or POST /auth/reauthenticate). Read from the database by the guarded
-- operations, never from a process's session cache, so every process agrees.
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;
--> statement-breakpoint
-- Keys the server keeps in the database, encrypted with SECRETS_KEY (docs/decisions/0015-multi-factor-sign-in.md):
-- the key recovery codes are hashed with. Rotating SECRETS_KEY re-encrypts these rows and the TOTP secrets.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
