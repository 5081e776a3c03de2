-- Bookmarked tips (projection `tips`, projections/tips/projection.ts; the rules in docs/rules.md,
-- "Tips"). Folded from the tips streams (tips-<userId>): TipBookmarked inserts the row,
-- TipBookmarkRemoved deletes it. The daily limit of 3 is not counted here: the tips decider
-- counts it from the events, so it holds whatever this table's lag. The tips themselves are code
-- (domain/tips/catalogue/); a row names one by its stable id.

-- tip_bookmarks: one row per tip a student has bookmarked now, with when. Erasure deletes the
-- student's rows (personalRows: user_id).
create table tip_bookmarks (
  user_id uuid not null,
  tip_id text not null,
  bookmarked_at timestamptz not null,
  primary key (user_id, tip_id)
);
