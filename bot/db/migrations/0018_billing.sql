CREATE TABLE "billing_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"account_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"activated_by_user_id" uuid,
	"name" text NOT NULL,
	"offer_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"quantity" integer,
	"status" text NOT NULL,
	"purchaser_tenant_id" text,
	"purchaser_email" text,
	"beneficiary_tenant_id" text,
	"beneficiary_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "plan_interval" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "azure_subscription_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_subscriptions" ADD CONSTRAINT "marketplace_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_subscriptions" ADD CONSTRAINT "marketplace_subscriptions_activated_by_user_id_users_id_fk" FOREIGN KEY ("activated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_account_idx" ON "billing_events" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "marketplace_subscriptions_account_idx" ON "marketplace_subscriptions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_stripe_customer_key" ON "accounts" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_stripe_subscription_key" ON "accounts" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_azure_subscription_key" ON "accounts" USING btree ("azure_subscription_id");