ALTER TABLE "reports" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reports_next_run_idx" ON "reports" USING btree ("next_run_at") WHERE "reports"."enabled";