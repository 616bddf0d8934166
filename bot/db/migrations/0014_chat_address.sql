ALTER TABLE "chat_messages" ADD COLUMN "address" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "update_of_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reference" jsonb;--> statement-breakpoint
-- Hand-written data conversion (the one exception to generated SQL): the Teams columns of the
-- messages recorded so far become their opaque address and, once sent, their reference.
UPDATE "chat_messages" SET
  "address" = jsonb_build_object('tenantId', "tenant_id", 'serviceUrl', "service_url", 'conversationId', "conversation_id", 'recipientId', "recipient_id"),
  "reference" = CASE WHEN "activity_id" IS NULL THEN NULL ELSE jsonb_build_object('activityId', "activity_id", 'conversationId', "conversation_id") END;
