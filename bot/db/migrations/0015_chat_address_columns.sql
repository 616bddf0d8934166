ALTER TABLE "chat_messages" DROP COLUMN "tenant_id";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "service_url";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "conversation_id";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "recipient_id";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "activity_id";