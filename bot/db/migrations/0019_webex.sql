CREATE TABLE "webex_events" (
	"key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webex_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"link_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_used_at" timestamp with time zone,
	"room_id" text NOT NULL,
	"room_title" text NOT NULL,
	"org_id" text,
	"installer_person_id" text NOT NULL,
	"installer_email" text,
	"installer_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"team_id" uuid,
	"member_count" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webex_installs" ADD CONSTRAINT "webex_installs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webex_events_received_at_idx" ON "webex_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webex_installs_room_key" ON "webex_installs" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webex_installs_slug_key" ON "webex_installs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "webex_installs_team_idx" ON "webex_installs" USING btree ("team_id");