CREATE TABLE "slack_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"slack_team_id" text NOT NULL,
	"slack_team_name" text NOT NULL,
	"enterprise_id" text,
	"is_enterprise_install" boolean DEFAULT false NOT NULL,
	"app_id" text NOT NULL,
	"bot_user_id" text NOT NULL,
	"bot_token_sealed" text,
	"scopes" text NOT NULL,
	"installer_slack_user_id" text NOT NULL,
	"installed_by_user_id" uuid,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"team_id" uuid,
	"member_count" integer DEFAULT 0 NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slack_installs" ADD CONSTRAINT "slack_installs_installed_by_user_id_users_id_fk" FOREIGN KEY ("installed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_installs" ADD CONSTRAINT "slack_installs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_installs" ADD CONSTRAINT "slack_installs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slack_installs_workspace_account_key" ON "slack_installs" USING btree ("slack_team_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slack_installs_slug_key" ON "slack_installs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "slack_installs_team_idx" ON "slack_installs" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "slack_installs_enterprise_idx" ON "slack_installs" USING btree ("enterprise_id");