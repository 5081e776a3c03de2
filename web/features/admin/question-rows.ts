// The per-question table's rules, apart from React: the subject filter, sorting by attempts or
// percent correct (questions nobody has tried yet always last), and how numbers read.
import type { QuestionStatsRow } from "../../../api/schemas/questions.ts";

export type SubjectFilter = "all" | "english" | "math";
export type SortKey = "id" | "attempts" | "percentCorrect";
export type Sort = { key: SortKey; direction: "asc" | "desc" };

export const defaultSort: Sort = { key: "id", direction: "asc" };

/** The rows for the filter, in the sort's order; ties (and the default) go by id. */
export function visibleQuestions(
  rows: readonly QuestionStatsRow[],
  filter: SubjectFilter,
  sort: Sort,
): QuestionStatsRow[] {
  const byId = (a: QuestionStatsRow, b: QuestionStatsRow) => a.id.localeCompare(b.id, "en");
  const sign = sort.direction === "asc" ? 1 : -1;
  const value = (row: QuestionStatsRow): number | null =>
    sort.key === "attempts"
      ? row.attempts
      : sort.key === "percentCorrect"
        ? row.percentCorrect
        : null;
  return rows
    .filter((row) => filter === "all" || row.subject === filter)
    .sort((a, b) => {
      if (sort.key === "id") return sign * byId(a, b);
      const va = value(a);
      const vb = value(b);
      if (va === null || vb === null) {
        // No attempts yet: nothing to compare, so always after the rest.
        if (va !== vb) return va === null ? 1 : -1;
        return byId(a, b);
      }
      return sign * (va - vb) || byId(a, b);
    });
}

/**
 * The sort after clicking a column: the same column flips its direction; another column starts
 * with the most (attempts, percent correct) or from the start (id).
 */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) {
    return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  }
  return { key, direction: key === "id" ? "asc" : "desc" };
}

/** The `aria-sort` of a column header. */
export function ariaSort(sort: Sort, key: SortKey): "ascending" | "descending" | "none" {
  if (sort.key !== key) return "none";
  return sort.direction === "asc" ? "ascending" : "descending";
}

/** Percent correct: "72.5%", or "—" before any attempt. */
export function formatPercentCorrect(percent: number | null): string {
  return percent === null ? "—" : `${Number(percent.toFixed(1))}%`;
}

/** An IRT difficulty with its sign and a true minus: "+0.10", "−0.25", "0.00". */
export function formatDifficulty(b: number): string {
  const rounded = Number(b.toFixed(2));
  if (rounded === 0) return "0.00";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(2)}`;
}

/** How far the current difficulty has moved from the authored one, or null if not noticeably. */
export function difficultyDrift(
  row: Pick<QuestionStatsRow, "currentDifficulty" | "authoredDifficulty">,
): number | null {
  const drift = Number((row.currentDifficulty - row.authoredDifficulty).toFixed(2));
  return drift === 0 ? null : drift;
}

export function countBySubject(rows: readonly QuestionStatsRow[]): Record<SubjectFilter, number> {
  const counts = { all: rows.length, english: 0, math: 0 };
  for (const row of rows) counts[row.subject] += 1;
  return counts;
}
