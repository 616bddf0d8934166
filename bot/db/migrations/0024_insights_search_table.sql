-- The insights search (issue 22) reads a narrow copy of each check-in, kept by the database itself:
-- the check-in's report, member, run date (the run's key), states and the words of its submitted
-- answers. A common word over 90 days matched ~40,000 of 135,000 wide check-in rows (answers and the
-- vector inline); here the window and a word meet in two indexes (BitmapAnd) and the rows read are
-- narrower (no answers, no run lookups), and the counts need no join to the runs.
-- Left out of the Drizzle schema on purpose, like 0021's column was: only bot/domain/insights reads
-- it, through SQL, and only these triggers write it.
CREATE FUNCTION "checkin_search_vector"("answers" jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN jsonb_to_tsvector('english'::regconfig, "answers", '["string"]') || jsonb_to_tsvector('simple'::regconfig, "answers", '["string"]');--> statement-breakpoint
CREATE TABLE "checkin_search" (
  "checkin_id" uuid PRIMARY KEY NOT NULL REFERENCES "checkins"("id") ON DELETE CASCADE,
  "report_id" uuid NOT NULL,
  "user_id" uuid NOT NULL,
  -- The run's key (YYYY-MM-DD in the report's zone); a run's key never changes.
  "run_key" text NOT NULL,
  "status" text NOT NULL,
  "goal_completed" boolean NOT NULL,
  "blocked" boolean NOT NULL,
  -- English stems and the words as written, of submitted answers only (the search never matches
  -- a draft's words, so drafts saved every few seconds cost no vector); null otherwise.
  "search_vector" tsvector
);--> statement-breakpoint
CREATE FUNCTION "checkin_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "checkin_search" ("checkin_id", "report_id", "user_id", "run_key", "status", "goal_completed", "blocked", "search_vector")
  SELECT c."id", c."report_id", c."user_id", r."key", c."status", c."goal_completed", c."blocked",
    CASE WHEN c."status" = 'submitted' THEN "checkin_search_vector"(c."answers") END
  FROM "inserted_checkins" c
  INNER JOIN "report_runs" r ON r."id" = c."run_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "checkin_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "checkin_search" ("checkin_id", "report_id", "user_id", "run_key", "status", "goal_completed", "blocked", "search_vector")
  SELECT NEW."id", NEW."report_id", NEW."user_id", r."key", NEW."status", NEW."goal_completed", NEW."blocked",
    CASE WHEN NEW."status" = 'submitted' THEN "checkin_search_vector"(NEW."answers") END
  FROM "report_runs" r WHERE r."id" = NEW."run_id"
  ON CONFLICT ("checkin_id") DO UPDATE SET
    "report_id" = EXCLUDED."report_id",
    "user_id" = EXCLUDED."user_id",
    "run_key" = EXCLUDED."run_key",
    "status" = EXCLUDED."status",
    "goal_completed" = EXCLUDED."goal_completed",
    "blocked" = EXCLUDED."blocked",
    "search_vector" = EXCLUDED."search_vector";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Many check-ins are inserted by one statement (a run opens for every member): one insert here.
CREATE TRIGGER "checkins_search_insert" AFTER INSERT ON "checkins"
  REFERENCING NEW TABLE AS "inserted_checkins"
  FOR EACH STATEMENT EXECUTE FUNCTION "checkin_search_insert"();--> statement-breakpoint
-- Only changes the search can see: a draft's autosave (answers of a check-in not submitted) skips it.
CREATE TRIGGER "checkins_search_update" AFTER UPDATE ON "checkins"
  FOR EACH ROW WHEN (
    OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."goal_completed" IS DISTINCT FROM NEW."goal_completed"
    OR OLD."blocked" IS DISTINCT FROM NEW."blocked"
    OR OLD."report_id" IS DISTINCT FROM NEW."report_id"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."run_id" IS DISTINCT FROM NEW."run_id"
    OR (NEW."status" = 'submitted' AND OLD."answers" IS DISTINCT FROM NEW."answers")
  ) EXECUTE FUNCTION "checkin_search_update"();--> statement-breakpoint
-- The check-ins already there, words reused from 0021's column (computed by the same expression).
INSERT INTO "checkin_search" ("checkin_id", "report_id", "user_id", "run_key", "status", "goal_completed", "blocked", "search_vector")
SELECT c."id", c."report_id", c."user_id", r."key", c."status", c."goal_completed", c."blocked",
  CASE WHEN c."status" = 'submitted' THEN c."search_vector" END
FROM "checkins" c
INNER JOIN "report_runs" r ON r."id" = c."run_id"
ORDER BY r."key", c."report_id";--> statement-breakpoint
-- A window of reports: index-only for the counts without keywords, one bitmap with the words' index.
CREATE INDEX "checkin_search_window_idx" ON "checkin_search" USING btree ("report_id", "run_key") INCLUDE ("checkin_id", "user_id", "status", "goal_completed", "blocked");--> statement-breakpoint
CREATE INDEX "checkin_search_words_idx" ON "checkin_search" USING gin ("search_vector");--> statement-breakpoint
-- The vector now lives in checkin_search: the check-in rows lose it (and its index), so saving an
-- answer writes it once, and only for a submitted check-in.
DROP INDEX "checkins_search_idx";--> statement-breakpoint
ALTER TABLE "checkins" DROP COLUMN "search_vector";--> statement-breakpoint
ANALYZE "checkin_search";
