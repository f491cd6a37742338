CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"guard_id" uuid,
	"event_id" uuid,
	"task_name" text,
	"length_of_break" integer,
	"title" text NOT NULL,
	"notes" text,
	"message" text,
	"latitude" double precision,
	"longitude" double precision,
	"seen" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone,
	"seen_by" uuid,
	"assigned_by" uuid,
	"unassigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('SOS', 'eventAssigned', 'eventUnassigned', 'Geofence Exit', 'Restricted Area Entry', 'Break Overrun'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" uuid,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"data" jsonb,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid,
	"clock_entry_id" uuid,
	"length_of_break" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breaks_length_check" CHECK ("breaks"."length_of_break" > 0 and "breaks"."length_of_break" <= 240),
	CONSTRAINT "breaks_order_check" CHECK ("breaks"."end_at" is null or "breaks"."end_at" >= "breaks"."start_at"),
	CONSTRAINT "breaks_status_check" CHECK ("breaks"."status" in ('active', 'completed', 'overrun'))
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notes_content_check" CHECK (length("client_notes"."content") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "clock_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"source" text DEFAULT 'field' NOT NULL,
	"clock_in_lat" double precision,
	"clock_in_lng" double precision,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_entries_order_check" CHECK ("clock_entries"."clock_out" is null or "clock_entries"."clock_out" > "clock_entries"."clock_in"),
	CONSTRAINT "clock_entries_source_check" CHECK ("clock_entries"."source" in ('field', 'timesheet'))
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"client_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text DEFAULT 'direct' NOT NULL,
	"title" text,
	"event_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversations_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('direct', 'group', 'event'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"address" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "customers_status_check" CHECK ("customers"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "event_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" uuid,
	"unassigned_at" timestamp with time zone,
	"unassigned_by" uuid
);
--> statement-breakpoint
CREATE TABLE "event_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"author_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"site_name" text,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"guard_pay_rate_cents" integer DEFAULT 0 NOT NULL,
	"manager_pay_rate_cents" integer DEFAULT 0 NOT NULL,
	"supervisor_pay_rate_cents" integer DEFAULT 0 NOT NULL,
	"payroll_budget_cents" bigint DEFAULT 0 NOT NULL,
	"unassigned" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "events_dates_check" CHECK ("events"."end_at" > "events"."start_at"),
	CONSTRAINT "events_money_check" CHECK ("events"."guard_pay_rate_cents" >= 0 and "events"."manager_pay_rate_cents" >= 0 and "events"."supervisor_pay_rate_cents" >= 0 and "events"."payroll_budget_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text,
	"zone_type" text NOT NULL,
	"polygon" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geofences_zone_type_check" CHECK ("geofences"."zone_type" in ('Allowed zone', 'Break zone', 'Restricted zone'))
);
--> statement-breakpoint
CREATE TABLE "incident_report_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_report_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"author_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_report_comments_content_check" CHECK (length("incident_report_comments"."content") > 0)
);
--> statement-breakpoint
CREATE TABLE "incident_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid,
	"guard_id" uuid,
	"report_type" text NOT NULL,
	"report_sub_type" text,
	"incident_type" text,
	"incident_location" text,
	"incident_date" timestamp with time zone,
	"victim_name" text,
	"victim_number" text,
	"witness_name" text,
	"witness_number" text,
	"police_called" boolean,
	"police_report_number" text,
	"action_taken" text,
	"fire_present" boolean,
	"evacuation_occurred" boolean,
	"vandalism_type" text,
	"items_taken" text,
	"details" text,
	"guard_note" text,
	"signature" text,
	"geofence_type" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"status" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_reports_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "incident_reports_type_check" CHECK ("incident_reports"."report_type" in ('Detailed Incident Report', 'Fire Report', 'Vandalism Report', 'Suspicious Activity Report', 'Break-In Report', 'Custom Report', 'Clocked In Out Report', 'Geofence Report', 'Break Report', 'Payroll Report', 'Financial Report'))
);
--> statement-breakpoint
CREATE TABLE "location_pings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" real,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_pings_lat_check" CHECK ("location_pings"."latitude" between -90 and 90 and "location_pings"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_check" CHECK (length("messages"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_identities_issuer_subject_key" UNIQUE("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restricted_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"polygon" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"persistent" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"assigned_to" uuid,
	"due_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('open', 'in_progress', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "user_customer_access" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_customer_access_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "user_event_access" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_event_access_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"roles" text[] DEFAULT '{guest}'::text[] NOT NULL,
	"display_name" text DEFAULT 'Guest User' NOT NULL,
	"photo_url" text,
	"phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"availability" text DEFAULT 'available' NOT NULL,
	"licence_number" text,
	"licence_expires_on" date,
	"notes" text,
	"active_client_id" uuid,
	"current_event_id" uuid,
	"shortcuts" text[] DEFAULT '{}'::text[] NOT NULL,
	"settings" jsonb,
	"theme" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_client_id_id_key" UNIQUE("client_id","id"),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'disabled')),
	CONSTRAINT "users_availability_check" CHECK ("users"."availability" in ('available', 'unavailable', 'on_leave')),
	CONSTRAINT "users_roles_not_empty" CHECK (cardinality("users"."roles") >= 1)
);
--> statement-breakpoint
CREATE TABLE "visitor_blocklist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid,
	"name" text NOT NULL,
	"company" text,
	"email" text,
	"phone" text,
	"host_name" text,
	"purpose" text,
	"vehicle_plate" text,
	"badge_number" text,
	"status" text DEFAULT 'expected' NOT NULL,
	"expected_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"checked_in_by" uuid,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitors_status_check" CHECK ("visitors"."status" in ('requested', 'expected', 'checked_in', 'checked_out', 'denied', 'cancelled')),
	CONSTRAINT "visitors_order_check" CHECK ("visitors"."checked_out_at" is null or "visitors"."checked_in_at" is null or "visitors"."checked_out_at" >= "visitors"."checked_in_at")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_seen_by_users_id_fk" FOREIGN KEY ("seen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_unassigned_by_users_id_fk" FOREIGN KEY ("unassigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_guard_fk" FOREIGN KEY ("client_id","guard_id") REFERENCES "public"."users"("client_id","id") ON DELETE set null (guard_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE set null (event_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_clock_entry_id_clock_entries_id_fk" FOREIGN KEY ("clock_entry_id") REFERENCES "public"."clock_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaks" ADD CONSTRAINT "breaks_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE set null (event_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_entries" ADD CONSTRAINT "clock_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_entries" ADD CONSTRAINT "clock_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_entries" ADD CONSTRAINT "clock_entries_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_entries" ADD CONSTRAINT "clock_entries_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE set null (event_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_fk" FOREIGN KEY ("client_id","conversation_id") REFERENCES "public"."conversations"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE set null (event_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assignments" ADD CONSTRAINT "event_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assignments" ADD CONSTRAINT "event_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assignments" ADD CONSTRAINT "event_assignments_unassigned_by_users_id_fk" FOREIGN KEY ("unassigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assignments" ADD CONSTRAINT "event_assignments_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assignments" ADD CONSTRAINT "event_assignments_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notes" ADD CONSTRAINT "event_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notes" ADD CONSTRAINT "event_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notes" ADD CONSTRAINT "event_notes_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_customer_fk" FOREIGN KEY ("client_id","customer_id") REFERENCES "public"."customers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD CONSTRAINT "incident_report_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD CONSTRAINT "incident_report_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_attachments" ADD CONSTRAINT "incident_report_attachments_report_fk" FOREIGN KEY ("client_id","report_id") REFERENCES "public"."incident_reports"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_comments" ADD CONSTRAINT "incident_report_comments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_comments" ADD CONSTRAINT "incident_report_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report_comments" ADD CONSTRAINT "incident_report_comments_report_fk" FOREIGN KEY ("client_id","report_id") REFERENCES "public"."incident_reports"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE set null (event_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_guard_fk" FOREIGN KEY ("client_id","guard_id") REFERENCES "public"."users"("client_id","id") ON DELETE set null (guard_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_pings" ADD CONSTRAINT "location_pings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_pings" ADD CONSTRAINT "location_pings_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_fk" FOREIGN KEY ("client_id","conversation_id") REFERENCES "public"."conversations"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_areas" ADD CONSTRAINT "restricted_areas_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_areas" ADD CONSTRAINT "restricted_areas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_areas" ADD CONSTRAINT "restricted_areas_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_fk" FOREIGN KEY ("client_id","assigned_to") REFERENCES "public"."users"("client_id","id") ON DELETE set null (assigned_to) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_access" ADD CONSTRAINT "user_customer_access_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_access" ADD CONSTRAINT "uca_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_access" ADD CONSTRAINT "uca_customer_fk" FOREIGN KEY ("client_id","customer_id") REFERENCES "public"."customers"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_access" ADD CONSTRAINT "user_event_access_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_access" ADD CONSTRAINT "uea_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_access" ADD CONSTRAINT "uea_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_client_id_clients_id_fk" FOREIGN KEY ("active_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_fk" FOREIGN KEY ("client_id","customer_id") REFERENCES "public"."customers"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_event_fk" FOREIGN KEY ("client_id","current_event_id") REFERENCES "public"."events"("client_id","id") ON DELETE set null (current_event_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_blocklist" ADD CONSTRAINT "visitor_blocklist_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_blocklist" ADD CONSTRAINT "visitor_blocklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_event_fk" FOREIGN KEY ("client_id","event_id") REFERENCES "public"."events"("client_id","id") ON DELETE set null (event_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_client_created_idx" ON "alerts" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_client_unseen_idx" ON "alerts" USING btree ("client_id") WHERE not "alerts"."seen";--> statement-breakpoint
CREATE INDEX "alerts_event_idx" ON "alerts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "alerts_guard_idx" ON "alerts" USING btree ("guard_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_client_created_idx" ON "audit_log" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "breaks_client_start_idx" ON "breaks" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "breaks_event_idx" ON "breaks" USING btree ("event_id","start_at");--> statement-breakpoint
CREATE INDEX "breaks_user_idx" ON "breaks" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "breaks_open_key" ON "breaks" USING btree ("user_id") WHERE "breaks"."end_at" is null;--> statement-breakpoint
CREATE INDEX "client_notes_client_idx" ON "client_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "clock_entries_client_in_idx" ON "clock_entries" USING btree ("client_id","clock_in");--> statement-breakpoint
CREATE INDEX "clock_entries_event_idx" ON "clock_entries" USING btree ("event_id","clock_in");--> statement-breakpoint
CREATE INDEX "clock_entries_user_idx" ON "clock_entries" USING btree ("user_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "clock_entries_open_key" ON "clock_entries" USING btree ("user_id") WHERE "clock_entries"."clock_out" is null;--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversations_client_last_idx" ON "conversations" USING btree ("client_id","last_message_at");--> statement-breakpoint
CREATE INDEX "customers_client_name_idx" ON "customers" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_assignments_current_key" ON "event_assignments" USING btree ("event_id","user_id") WHERE "event_assignments"."unassigned_at" is null;--> statement-breakpoint
CREATE INDEX "event_assignments_user_idx" ON "event_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_notes_event_idx" ON "event_notes" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "events_client_start_idx" ON "events" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "events_client_end_idx" ON "events" USING btree ("client_id","end_at");--> statement-breakpoint
CREATE INDEX "events_customer_idx" ON "events" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "geofences_client_idx" ON "geofences" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "geofences_event_idx" ON "geofences" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "incident_report_attachments_report_idx" ON "incident_report_attachments" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "incident_report_comments_report_idx" ON "incident_report_comments" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "incident_reports_client_submitted_idx" ON "incident_reports" USING btree ("client_id","submitted_at");--> statement-breakpoint
CREATE INDEX "incident_reports_client_type_idx" ON "incident_reports" USING btree ("client_id","report_type","submitted_at");--> statement-breakpoint
CREATE INDEX "incident_reports_event_idx" ON "incident_reports" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "location_pings_user_time_idx" ON "location_pings" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "location_pings_client_time_idx" ON "location_pings" USING btree ("client_id","recorded_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restricted_areas_event_idx" ON "restricted_areas" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tasks_client_due_idx" ON "tasks" USING btree ("client_id","due_at");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "uca_customer_idx" ON "user_customer_access" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "uea_event_idx" ON "user_event_access" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id","display_name");--> statement-breakpoint
CREATE INDEX "visitor_blocklist_client_idx" ON "visitor_blocklist" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "visitors_client_expected_idx" ON "visitors" USING btree ("client_id","expected_at");--> statement-breakpoint
CREATE INDEX "visitors_client_on_site_idx" ON "visitors" USING btree ("client_id") WHERE "visitors"."status" = 'checked_in';