ALTER TABLE "chat_messages" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_messages_claimed_until_idx" ON "chat_messages" USING btree ("claimed_until") WHERE "chat_messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "emails_claimed_until_idx" ON "emails" USING btree ("claimed_until") WHERE "emails"."status" = 'sending';