ALTER TABLE "msteams_installs" ADD COLUMN "link_issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "msteams_installs" ADD COLUMN "link_used_at" timestamp with time zone;--> statement-breakpoint
-- Links of teams that are already connected were spent by that confirm.
UPDATE "msteams_installs" SET "link_used_at" = "updated_at" WHERE "status" = 'linked';