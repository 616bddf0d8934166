-- The insights search (spec part 2 §2.5) on PostgreSQL itself: the words of each check-in's answers,
-- kept by the database as the answers change. English stems (so 'blocking' finds 'blocked') and the
-- words as written (any language, stop words kept), asked together by bot/domain/insights.
-- Left out of the Drizzle schema on purpose, so no select() of check-ins carries the vector.
ALTER TABLE "checkins" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  jsonb_to_tsvector('english'::regconfig, "answers", '["string"]') || jsonb_to_tsvector('simple'::regconfig, "answers", '["string"]')
) STORED;--> statement-breakpoint
CREATE INDEX "checkins_search_idx" ON "checkins" USING gin ("search_vector");
