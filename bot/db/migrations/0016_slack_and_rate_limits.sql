CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"starts" bigint[] DEFAULT '{}' NOT NULL,
	"paused_until" bigint DEFAULT 0 NOT NULL,
	"expires_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"next_path" text,
	"nonce" text NOT NULL,
	"browser_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "identity_provider" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "identity_subject" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "slack_installs" ADD CONSTRAINT "slack_installs_installed_by_user_id_users_id_fk" FOREIGN KEY ("installed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_installs" ADD CONSTRAINT "slack_installs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_installs" ADD CONSTRAINT "slack_installs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_expires_idx" ON "rate_limit_buckets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_states_state_hash_key" ON "sign_in_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sign_in_states_expires_idx" ON "sign_in_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slack_installs_workspace_account_key" ON "slack_installs" USING btree ("slack_team_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slack_installs_slug_key" ON "slack_installs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "slack_installs_team_idx" ON "slack_installs" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "slack_installs_enterprise_idx" ON "slack_installs" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");