CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid,
	"checkin_id" uuid,
	"run_id" uuid,
	"tenant_id" text NOT NULL,
	"service_url" text NOT NULL,
	"conversation_id" text,
	"recipient_id" text,
	"thread_of_id" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"status_code" integer,
	"error_code" text,
	"activity_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "msteams_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"connect_code" text NOT NULL,
	"tenant_id" text NOT NULL,
	"ms_team_id" text NOT NULL,
	"kind" text NOT NULL,
	"conversation_id" text NOT NULL,
	"service_url" text NOT NULL,
	"team_name" text NOT NULL,
	"installer_id" text NOT NULL,
	"installer_aad_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"team_id" uuid,
	"member_count" integer DEFAULT 0 NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "msg_status_platform" text;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "msg_status_code" integer;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "msg_status_error_code" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "platform_conversation_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_checkin_id_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."checkins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_run_id_report_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."report_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msteams_installs" ADD CONSTRAINT "msteams_installs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_idempotency_key" ON "chat_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "chat_messages_checkin_idx" ON "chat_messages" USING btree ("checkin_id");--> statement-breakpoint
CREATE INDEX "chat_messages_run_idx" ON "chat_messages" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "msteams_installs_tenant_team_key" ON "msteams_installs" USING btree ("tenant_id","ms_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "msteams_installs_slug_key" ON "msteams_installs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "msteams_installs_connect_code_key" ON "msteams_installs" USING btree ("connect_code");--> statement-breakpoint
CREATE INDEX "msteams_installs_team_idx" ON "msteams_installs" USING btree ("team_id");