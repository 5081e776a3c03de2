// The Practice Mode screen's small rules, apart from React: what the address asks for, where
// the set resumes, and how the set and its summary read.
import type { FocusedSetView, FocusedStartBody } from "../../../api/schemas/practice.ts";

/** The start body from `?rec=…&domain=…&skill=…&difficulty=…` (each optional; nothing: the
 *  server picks). */
export function startBodyFrom(search: string): FocusedStartBody {
  const params = new URLSearchParams(search);
  const body: FocusedStartBody = {};
  const rec = params.get("rec");
  const domain = params.get("domain");
  const skill = params.get("skill");
  const difficulty = params.get("difficulty");
  if (rec) body.recommendationId = rec.slice(0, 200);
  if (difficulty === "easy" || difficulty === "medium" || difficulty === "hard") {
    body.difficulty = difficulty;
  }
  if (domain) body.domain = domain.slice(0, 80);
  if (skill) body.skill = skill.slice(0, 80);
  return body;
}

/** The address of Practice Mode for a recommendation's Start (the study planning screen's). */
export function practiceHref(area: { recommendationId?: string; domain?: string; skill?: string }) {
  const params = new URLSearchParams();
  if (area.recommendationId) params.set("rec", area.recommendationId);
  if (area.domain) params.set("domain", area.domain);
  if (area.skill) params.set("skill", area.skill);
  const query = params.toString();
  return query ? `/practice?${query}` : "/practice";
}

/** The first question not yet answered (the set's length when all are). */
export function firstOpenIndex(set: Pick<FocusedSetView, "questions">): number {
  const index = set.questions.findIndex((q) => q.answered === null);
  return index === -1 ? set.questions.length : index;
}

/** What the set practises: "Linear Functions (Algebra)", or the domain alone. */
export function practisedText(set: Pick<FocusedSetView, "domainName" | "skillName">): string {
  return set.skillName ? `${set.skillName} (${set.domainName})` : set.domainName;
}

const difficultyNames = { easy: "Easy", medium: "Medium", hard: "Hard" } as const;

/** What the set practises with its difficulty: "Linear Functions (Algebra) · Medium". */
export function practisedWithDifficulty(
  set: Pick<FocusedSetView, "domainName" | "skillName" | "difficulty">,
): string {
  const practised = practisedText(set);
  return set.difficulty ? `${practised} · ${difficultyNames[set.difficulty]}` : practised;
}

/**
 * A set shorter than a full one says why (the skill ran out of questions the student has not
 * answered in the last 30 days at this difficulty; other skills never fill it); null when full.
 */
export function shortSetText(
  set: Pick<FocusedSetView, "domainName" | "skillName" | "difficulty" | "questions" | "fullSize">,
): string | null {
  const count = set.questions.length;
  if (count >= set.fullSize) return null;
  const level = set.difficulty ? `${difficultyNames[set.difficulty]} ` : "";
  const what = set.skillName ?? set.domainName;
  const these = count === 1 ? "This set has 1 question" : `This set has ${count} questions`;
  return `${these}: that's every ${level}${what} question you haven't answered in the last 30 days.`;
}

/** "You got 4 of 5 right." with the skips said when there were any. */
export function rightText(summary: FocusedSetView["summary"], total: number): string {
  const skipped = summary.skipped > 0 ? ` (${summary.skipped} skipped)` : "";
  return `You got ${summary.correct} of ${total} right${skipped}.`;
}

/** The day's extra-practice XP against its cap, in plain words. */
export function capText(set: Pick<FocusedSetView, "focusedXpToday" | "focusedXpCap">): string {
  const left = Math.max(0, set.focusedXpCap - set.focusedXpToday);
  return left > 0
    ? `Extra practice today: ${set.focusedXpToday} of ${set.focusedXpCap} XP. Your answers count toward your levels either way.`
    : `You've earned today's ${set.focusedXpCap} XP from extra practice. More sets still count toward your levels.`;
}

/** The bar's percent: answered of total, 0–100. */
export function progressPercent(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (answered / total) * 100));
}

export type Letter = "A" | "B" | "C" | "D";
