// The analyst screen's pure formatting: ids shortened, times in the analyst's local time, a
// timeline entry's cells, the as-of progress lines, the cohort tables' numbers, sorting the
// items table and shaping the skills' bands and the days for their charts. No React, no fetch.
import type {
  AnalystStudent,
  CohortDay,
  CohortItem,
  CohortSkill,
  TimelineEntry,
} from "../../../api/schemas/analyst.ts";
import type { timelineContexts } from "../../../api/schemas/analyst.ts";
import type { User } from "../../lib/auth.ts";
import { parseLocalIsoDate } from "../../lib/dates.ts";
import { formatRange } from "../../lib/scores.ts";

/** The least a search needs (the API says the same with a 400). */
export const MIN_SEARCH_LENGTH = 2;
/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Timeline entries per page ("Load more" reads the next). */
export const TIMELINE_PAGE_SIZE = 50;
/** The cohort's activity chart covers this many days up to today. */
export const COHORT_DAYS = 90;

/** The search box's text as the query to send, or null while it is too short to send. */
export function searchTerm(input: string): string | null {
  const trimmed = input.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : null;
}

/** "s-1a2b3c4d…": the id's first 8 hex digits, enough to tell students apart on screen. */
export function shortId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 10)}…` : id;
}

/** A yyyy-MM-dd day as "Mar 3, 2026". */
export function formatDay(day: string): string {
  return parseLocalIsoDate(day).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
  });
}

/** A recorded instant in the analyst's own time zone: "Mar 3, 2026, 4:05:09 PM". */
export function formatLocalTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  });
}

/** The one line an erased student's panel shows. */
export function erasedText(student: Pick<AnalystStudent, "erasedAt">, timeZone?: string): string {
  const when = student.erasedAt
    ? new Date(student.erasedAt).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        ...(timeZone ? { timeZone } : {}),
      })
    : "an unknown date";
  return `This account was erased on ${when}.`;
}

/** A student in the results list: the username (or "(erased)") and the status word. */
export function studentLabel(student: AnalystStudent): string {
  return student.username ?? "(erased)";
}

export function statusLabel(status: AnalystStudent["status"]): string {
  return status === "active" ? "Active" : "Erased";
}

const contextLabels: Record<(typeof timelineContexts)[number], string> = {
  account: "Account",
  diagnostic: "Diagnostic",
  "daily-drop": "Daily Drop",
  focused: "Focused practice",
  tips: "Tips",
  "study-plan": "Study plan",
  friends: "Friends",
};

export function contextLabel(context: TimelineEntry["context"]): string {
  return contextLabels[context];
}

/** "520 (480–560)", or "—" when the entry holds no estimate. */
export function formatEstimate(estimate: TimelineEntry["estimate"]): string {
  if (!estimate) return "—";
  return `${Math.round(estimate.score)} (${formatRange({
    low: Math.round(estimate.low),
    high: Math.round(estimate.high),
  })})`;
}

/** Milliseconds as seconds with one decimal: "12.3 s"; "—" without. */
export function formatResponseTime(ms: number | null): string {
  return ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`;
}

/** ✓ right, ✗ wrong, — not an answer. */
export function correctMark(correct: boolean | null): string {
  if (correct === null) return "—";
  return correct ? "✓" : "✗";
}

/** A cell that may hold nothing. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "—" : String(value);
}

/** "+10" for XP earned. */
export function formatXp(xp: number | null): string {
  return xp === null ? "—" : `+${xp}`;
}

/** "12 of 40 entries". */
export function entriesCountText(shown: number, total: number): string {
  return `${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${
    total === 1 ? "entry" : "entries"
  }`;
}

/** The student's export routes, for plain download links (the browser streams them to disk). */
export function exportHref(studentId: string, format: "csv" | "jsonl"): string {
  return `/api/analyst/students/${encodeURIComponent(studentId)}/history.${format}`;
}

/** A cohort table's CSV route. */
export function cohortCsvHref(part: "items" | "skills" | "days"): string {
  return `/api/analyst/cohort/${part}.csv`;
}

/** A 0–1 share as "42%" (one decimal under 10%); "—" when null. */
export function formatShare(share: number | null): string {
  if (share === null) return "—";
  const percent = share * 100;
  return `${percent < 10 && percent > 0 ? percent.toFixed(1) : Math.round(percent)}%`;
}

/** A p-value or point-biserial with two decimals; "—" when null. */
export function formatStat(value: number | null): string {
  return value === null ? "—" : value.toFixed(2);
}

/** IRT discrimination and difficulty as "a 1.20 / b −0.35". */
export function formatAB(params: { a: number; b: number } | null): string {
  if (!params) return "—";
  const signed = (n: number) => (n < 0 ? `−${Math.abs(n).toFixed(2)}` : n.toFixed(2));
  return `${params.a.toFixed(2)} / ${signed(params.b)}`;
}

/** The item's flags in words. */
export function itemFlags(item: Pick<CohortItem, "retired" | "flagged">): string[] {
  return [...(item.retired ? ["Retired"] : []), ...(item.flagged ? ["Badly fitting"] : [])];
}

export type ItemSortKey =
  | "questionId"
  | "subject"
  | "skill"
  | "level"
  | "attempts"
  | "pValue"
  | "pointBiserial"
  | "exposure";
export type ItemSort = { key: ItemSortKey; direction: "ascending" | "descending" };
export const defaultItemSort: ItemSort = { key: "attempts", direction: "descending" };

/** Clicking a column: the same column flips, another starts descending (numbers) or ascending
 *  (text). */
export function nextItemSort(current: ItemSort, key: ItemSortKey): ItemSort {
  if (current.key === key) {
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  const textual = key === "questionId" || key === "subject" || key === "skill";
  return { key, direction: textual ? "ascending" : "descending" };
}

/** The items in the chosen order; nulls last whatever the direction, ties by question id. */
export function sortItems(items: readonly CohortItem[], sort: ItemSort): CohortItem[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...items].sort((x, y) => {
    const a = x[sort.key];
    const b = y[sort.key];
    if (a === null && b !== null) return 1;
    if (b === null && a !== null) return -1;
    let order = 0;
    if (typeof a === "number" && typeof b === "number") order = a - b;
    else if (typeof a === "string" && typeof b === "string") order = a.localeCompare(b);
    return order * sign || x.questionId.localeCompare(y.questionId);
  });
}

/** A skill's bands as one chart row: `band0`…`bandN` counts, with the skill's name. */
export type SkillBandsRow = { name: string; students: number } & Record<`band${number}`, number>;

export function skillBandsRow(skill: CohortSkill, name: string): SkillBandsRow {
  const row: SkillBandsRow = { name, students: skill.students };
  skill.bands.forEach((band, index) => {
    row[`band${index}`] = band.students;
  });
  return row;
}

/** The bands' labels, from the first skill that has them (every skill has the same bands). */
export function bandLabelsOf(skills: readonly CohortSkill[]): string[] {
  return skills.find((skill) => skill.bands.length > 0)?.bands.map((band) => band.label) ?? [];
}

/** A median mastery (0–1) as a percent; "—" without enough students. */
export function formatMastery(median: number | null): string {
  return median === null ? "—" : `${Math.round(median * 100)}%`;
}

/** The days for the activity chart, with a short label ("Mar 3"). */
export function activityRows(days: readonly CohortDay[]) {
  return days.map((day) => ({
    ...day,
    short: parseLocalIsoDate(day.date).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
    }),
  }));
}

/** The sentence under the activity chart. */
export function activitySummary(days: readonly CohortDay[]): string {
  const answers = days.reduce((sum, day) => sum + day.answers, 0);
  const peak = days.reduce((max, day) => Math.max(max, day.activeStudents), 0);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return "No days in this range.";
  return `${answers.toLocaleString("en-US")} answers from ${formatDay(first.date)} to ${formatDay(
    last.date,
  )}; at most ${peak.toLocaleString("en-US")} active ${peak === 1 ? "student" : "students"} in a day.`;
}

/** The first day of the last `days` days ending `today` (yyyy-MM-dd, local). */
export function daysAgo(today: string, days: number): string {
  const date = parseLocalIsoDate(today);
  date.setDate(date.getDate() - (days - 1));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the signed-in user holds the analyst role (the User's `analyst`; the API still
 *  refuses every analyst read with 403 whatever the client shows). */
export function isAnalyst(user: Pick<User, "analyst"> | null): boolean {
  return user?.analyst === true;
}
