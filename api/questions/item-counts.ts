// A question's scored answers and right ones (ItemCounts, domain/analytics/item-statistics.ts),
// counted from item_responses: the one read behind every count of a question shown (the admins'
// question table and report queue, "x% of students missed this"; the analysts' cohort view sums
// the same rows). item_responses holds exactly the scored answers (scoredAnswerOf).
import { sql } from "../../database/pool.ts";

/**
 * A lateral subquery giving `attempts`, `correct` and `students` (distinct) for the question whose id is in `column`
 * (e.g. ["q", "id"]); one row even with no answers (0, 0). Join it with `cross join lateral`.
 */
export const itemCountsOf = (column: readonly [string, string]) => sql.fragment`
  (select count(*)::int as attempts, count(*) filter (where ir.correct)::int as correct,
     count(distinct ir.user_id)::int as students
   from item_responses ir where ir.question_id = ${sql.identifier([...column])})`;
