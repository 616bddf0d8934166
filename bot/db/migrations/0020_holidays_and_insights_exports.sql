CREATE TABLE "insights_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"params" jsonb NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text,
	"content_type" text,
	"file" "bytea",
	"row_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "away_reason" text;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "holiday_name" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "holiday_country" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "holiday_region" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "holiday_country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "holiday_region" text;--> statement-breakpoint
ALTER TABLE "insights_exports" ADD CONSTRAINT "insights_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights_exports" ADD CONSTRAINT "insights_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insights_exports_user_idx" ON "insights_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "insights_exports_created_idx" ON "insights_exports" USING btree ("created_at");