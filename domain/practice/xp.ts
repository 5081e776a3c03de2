// XP rewards effort and never feeds the ability estimate (learning-model.md): a right answer
// earns more than a wrong one, scaled by how hard the question was for this student; a skip
// costs 1 (the spec); the total never goes below 0.
import {
  CORRECT_XP_BASE,
  CORRECT_XP_SCALE,
  FOCUSED_DAILY_XP_CAP,
  FOCUSED_EASY_SUCCESS,
  SKIP_XP,
  WRONG_XP,
} from "./constants.ts";
import type { FocusedXpRule } from "./events.ts";

/**
 * XP for one answer: a skip is SKIP_XP (−1); a wrong answer WRONG_XP (2); a right one
 * round(10·(0.5 + 1 − pSuccess)), with pSuccess clamped to 0–1: 15 for a question the student
 * was sure to miss, 8 at the 75% target, 5 for a certainty. Integers.
 */
export function answerXp(args: { correct: boolean; skipped: boolean; pSuccess: number }): number {
  if (args.skipped) return SKIP_XP;
  if (!args.correct) return WRONG_XP;
  if (!Number.isFinite(args.pSuccess)) {
    throw new RangeError(`answerXp: pSuccess must be a number, got ${args.pSuccess}`);
  }
  const p = Math.min(1, Math.max(0, args.pSuccess));
  // The nudge keeps an exact half (p = 0.75 → 7.5) from rounding down through binary error.
  return Math.round(CORRECT_XP_SCALE * (CORRECT_XP_BASE + 1 - p) + 1e-9);
}

/** Total after a change, never below 0. */
export function addXp(total: number, delta: number): number {
  return Math.max(0, total + delta);
}

/**
 * XP for an answer in a focused set (docs/rules.md, "Focused practice"), before the day's cap: a
 * question answered before (in the history) earns 0 ("repeat"), one predicted right at least
 * FOCUSED_EASY_SUCCESS of the time earns 0 ("easy"), else answerXp. Then the day's focused XP is
 * capped at FOCUSED_DAILY_XP_CAP ("daily-cap" when the cap cut what the answer would earn).
 */
export function focusedAnswerXp(args: {
  correct: boolean;
  pSuccess: number;
  repeat: boolean;
  /** XP already earned in focused sets today. */
  earnedToday: number;
}): { xp: number; rule: FocusedXpRule } {
  if (args.repeat) return { xp: 0, rule: "repeat" };
  if (args.pSuccess >= FOCUSED_EASY_SUCCESS) return { xp: 0, rule: "easy" };
  const wanted = answerXp({ correct: args.correct, skipped: false, pSuccess: args.pSuccess });
  const room = Math.max(0, FOCUSED_DAILY_XP_CAP - args.earnedToday);
  if (wanted > room) return { xp: room, rule: "daily-cap" };
  return { xp: wanted, rule: "counted" };
}

/**
 * The plain-words note beside a focused answer's XP (the screen shows it as is). `earlierDay` is
 * the day the student answered the question before (a repeat), when the history still has it.
 */
export function focusedXpNote(args: {
  rule: FocusedXpRule | null;
  xp: number;
  correct: boolean;
  skipped: boolean;
  earlierDay: string | null;
}): string {
  if (args.skipped || args.rule === null) {
    return "Skipped: extra practice costs no XP for a skip, and earns none.";
  }
  switch (args.rule) {
    case "repeat": {
      const when = args.earlierDay
        ? ` on ${new Date(`${args.earlierDay}T12:00:00Z`).toLocaleDateString("en-US", {
            month: "short",
            day: "numeric",
            timeZone: "UTC",
          })}`
        : " before";
      return `No XP: you answered this question${when}, so it doesn't count again.`;
    }
    case "easy":
      return `No XP: you were at least ${Math.round(FOCUSED_EASY_SUCCESS * 100)}% likely to get this one right, so it doesn't earn XP in extra practice. Harder questions do.`;
    case "daily-cap":
      return args.xp > 0
        ? `+${args.xp} XP, which reaches today's limit of ${FOCUSED_DAILY_XP_CAP} XP from extra practice.`
        : `No XP: you've earned today's ${FOCUSED_DAILY_XP_CAP} XP from extra practice. Your answers still count toward your levels.`;
    case "counted":
      return args.correct
        ? `+${args.xp} XP, as in the Daily Drop.`
        : `+${args.xp} XP for the effort, as in the Daily Drop.`;
  }
}
