ALTER TABLE "checkins" ADD COLUMN "prompt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "prompt_time_zone" text;