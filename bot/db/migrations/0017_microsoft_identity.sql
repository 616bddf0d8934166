CREATE TABLE "microsoft_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"tenant_id" text NOT NULL,
	"object_id" text NOT NULL,
	"home_account_id" text NOT NULL,
	"sealed_cache" text NOT NULL,
	"calendar_id" text,
	"calendar_name" text,
	"synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_states" ADD COLUMN "code_verifier" text;--> statement-breakpoint
ALTER TABLE "sign_in_states" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "next_path" text;--> statement-breakpoint
ALTER TABLE "user_photos" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_vacations" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "microsoft_grants" ADD CONSTRAINT "microsoft_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_grants" ADD CONSTRAINT "microsoft_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_grants_user_account_kind_key" ON "microsoft_grants" USING btree ("user_id","account_id","kind");--> statement-breakpoint
CREATE INDEX "microsoft_grants_account_idx" ON "microsoft_grants" USING btree ("account_id","kind");--> statement-breakpoint
ALTER TABLE "sign_in_states" ADD CONSTRAINT "sign_in_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;