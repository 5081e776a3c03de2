// The day's study recommendations (docs/rules.md, "Study planning"): today's Daily Drop, the one
// or two areas where a minute of practice buys the most expected score (rankFocus), and the
// skills due for spaced review. Each says why in plain words with the student's own numbers.
// Pure: the practice state, the day and the test date are arguments.
import { domainNames, skillNames, type Skill, type Subject } from "../questions/item.ts";
import { PACING_SECONDS, QUESTIONS_PER_DAY, REVIEW_INTERVALS_DAYS } from "../practice/constants.ts";
import { addDays, daysBetween, isCalendarDay } from "../practice/days.ts";
import { practiceDifficulty } from "../practice/focused-selection.ts";
import { dueReviews, reviewGap, type ReviewState } from "../practice/review-schedule.ts";
import { targetSuccess } from "../practice/selection.ts";
import type { PracticeState } from "../practice/state.ts";
import { rankFocus, type FocusArea } from "./focus.ts";

export type RecommendationType = "weakness_focus" | "daily_practice" | "review";
export type Priority = "high" | "medium" | "low";

/** The spec's Study recommendation (api/schemas/planning.ts has the same shape). */
export type StudyRecommendation = {
  id: string;
  recommendationType: RecommendationType;
  priority: Priority;
  subject: Subject;
  subsection: string;
  domain: string | null;
  reasoning: string;
  suggestedQuestions: number;
  estimatedTime: number;
  difficulty: "easy" | "medium" | "hard";
  completed: boolean;
};

/**
 * Whether text is a recommendation's id as this module makes them: `daily_practice:<day>`,
 * `weakness_focus:<day>:<skill>` or `review:<day>:<skill>` (a real calendar day, a skill of the
 * taxonomy). A focused set started from a recommendation keeps its id (the analysts' timeline
 * shows it), so nothing else is taken for one.
 */
export function isRecommendationId(text: string): boolean {
  const match = /^(daily_practice|weakness_focus|review):(\d{4}-\d{2}-\d{2})(?::([a-z_]+))?$/.exec(
    text,
  );
  if (!match) return false;
  const [, type, day, skill] = match as unknown as [string, string, string, string | undefined];
  if (!isCalendarDay(day)) return false;
  if (type === "daily_practice") return skill === undefined;
  return skill !== undefined && Object.hasOwn(skillNames, skill);
}

/** A focused set's length: as many questions as a Daily Drop. */
export const FOCUS_QUESTIONS = 5;
/** A review is a short set: enough to answer the missed skill right on its due day. */
export const REVIEW_QUESTIONS = 3;
/** At most this many reviews a day (the most overdue first). */
export const MAX_REVIEWS = 2;
/** Seconds to read a question's explanation after answering it (the set's time includes it). */
export const EXPLANATION_SECONDS = 45;
/**
 * The second weakness recommendation comes from the other subject when that subject's best area
 * returns at least this share of the second-ranked area's gain per minute: a little less return
 * for practice in both sections (a student's day then covers both tests).
 */
export const OTHER_SUBJECT_FACTOR = 0.5;
/** The second area is recommended only when it returns at least this share of the first's. */
export const SECOND_AREA_FACTOR = 0.25;
/** A review overdue by this many days or more is medium priority (else low). */
export const OVERDUE_DAYS_MEDIUM = 3;

const SECTION = { english: "Reading and Writing", math: "Math" } as const;

export const skillName = (skill: string) =>
  skillNames[skill as Skill] ?? skill.replaceAll("_", " ");

/** Minutes for `questions` questions of `subject` at the SAT's pace plus reading explanations. */
export function setMinutes(subject: Subject, questions: number): number {
  return Math.ceil((questions * (PACING_SECONDS[subject] + EXPLANATION_SECONDS)) / 60);
}

const percent = (share: number) => `${Math.round(100 * share)}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function dailyPractice(state: PracticeState, today: string): StudyRecommendation {
  const drop = state.today?.day === today ? state.today : null;
  const english = drop ? drop.questions.filter((q) => q.subject === "english").length : 3;
  const math = drop ? drop.questions.filter((q) => q.subject === "math").length : 2;
  // The subject with more of the drop's questions (English on a tie: the spec's 3 + 2 mix).
  const subject: Subject = math > english ? "math" : "english";
  const total = drop ? drop.questions.length : QUESTIONS_PER_DAY;
  const answered = drop?.answers.length ?? 0;
  const completed = drop?.completed ?? false;
  // A streak still alive today: its last day was yesterday (today's would be completed).
  const streak = state.streak.lastDay === addDays(today, -1) ? state.streak.days : 0;
  const reasoning = completed
    ? `Today's Daily Drop is done: ${drop!.answers.filter((a) => a.correct).length} of ${total} right.`
    : `${plural(total, "question")} (${english} Reading and Writing, ${math} Math), chosen so you get about ${percent(
        targetSuccess({
          day: today,
          firstDay: state.firstDay,
          streakBrokenOn: state.streakBrokenOn,
        }),
      )} right${answered > 0 ? `: ${answered} done, ${total - answered} to go` : ""}.` +
      (streak > 0 ? ` Finishing it keeps your ${streak}-day streak going.` : "");
  return {
    id: `daily_practice:${today}`,
    recommendationType: "daily_practice",
    priority: completed ? "low" : "high",
    subject,
    subsection: "mixed",
    domain: null,
    reasoning,
    suggestedQuestions: total,
    estimatedTime: 5,
    difficulty: practiceDifficulty(state.levels, subject),
    completed,
  };
}

/** The one or two areas to work on: the best return per minute, then a second as documented. */
export function chooseFocusAreas(ranked: readonly FocusArea[]): FocusArea[] {
  const [first, ...rest] = ranked;
  if (!first) return [];
  const second = rest[0];
  if (!second || second.gainPerMinute < SECOND_AREA_FACTOR * first.gainPerMinute) return [first];
  const otherSubject = rest.find((a) => a.subject !== first.subject);
  if (
    second.subject === first.subject &&
    otherSubject &&
    otherSubject.gainPerMinute >= OTHER_SUBJECT_FACTOR * second.gainPerMinute &&
    otherSubject.gainPerMinute >= SECOND_AREA_FACTOR * first.gainPerMinute
  ) {
    return [first, otherSubject];
  }
  return [first, second];
}

function weaknessReasoning(area: FocusArea, rank: number): string {
  const skill = skillName(area.weakestSkill.skill);
  const domain = domainNames[area.domain];
  const where = `${domain} (${percent(area.weight)} of the ${SECTION[area.subject]} section)`;
  const points = Math.max(1, Math.round(area.recoverablePoints));
  const worth = `closing the gap is worth about ${plural(points, "point")}`;
  if (area.answers === 0) {
    return `${skill} is in ${where}. You have no answers there yet, so this comes from the official weights: if it is a weak spot, ${worth} ${rank === 0 ? "(the most per minute of practice)" : "(the next best per minute of practice)"}.`;
  }
  const record = area.weakestSkill;
  if (record.answers === 0) {
    return `${skill} is your weakest skill in ${where}: you haven't answered a ${skill} question yet (${area.correct} of your ${plural(area.answers, "answer")} in ${domain} were right), and ${worth}.`;
  }
  return `${skill} is your weakest skill in ${where}: ${record.correct} of your last ${plural(record.answers, "answer")} were right, and ${worth}.`;
}

function weaknessFocus(
  state: PracticeState,
  today: string,
  area: FocusArea,
  rank: number,
): StudyRecommendation {
  const skill = area.weakestSkill.skill;
  const id = `weakness_focus:${today}:${skill}`;
  return {
    id,
    recommendationType: "weakness_focus",
    priority: rank === 0 ? "high" : "medium",
    subject: area.subject,
    subsection: skill,
    domain: area.domain,
    reasoning: weaknessReasoning(area, rank),
    suggestedQuestions: FOCUS_QUESTIONS,
    estimatedTime: setMinutes(area.subject, FOCUS_QUESTIONS),
    difficulty: practiceDifficulty(state.levels, area.subject),
    completed: focusedDone(state, today, id),
  };
}

function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

function review(
  state: PracticeState,
  today: string,
  testDate: string | null,
  due: ReviewState,
): StudyRecommendation {
  const id = `review:${today}:${due.skill}`;
  const overdue = daysBetween(due.due, today);
  const skill = skillName(due.skill);
  // A right answer today is a successful review: the next gap is the next stage's from today
  // (shorter near the test), or the skill leaves the schedule after the last interval.
  const last = due.stage + 1 >= REVIEW_INTERVALS_DAYS.length;
  const next = reviewGap(due.stage + 1, today, testDate);
  const when =
    overdue === 0
      ? "it is due today"
      : `it was due ${formatDay(due.due)} (${plural(overdue, "day")} ago)`;
  const since =
    due.stage === 0
      ? `You missed a ${skill} question on ${formatDay(due.anchor)}`
      : `You have reviewed ${skill} ${plural(due.stage, "time")} since you last missed it`;
  return {
    id,
    recommendationType: "review",
    priority: overdue >= OVERDUE_DAYS_MEDIUM ? "medium" : "low",
    subject: due.subject,
    subsection: due.skill,
    domain: due.domain,
    reasoning: `${since}, and ${when}: ${
      last
        ? "answering it right today completes its reviews."
        : `answering it right today moves the next review ${plural(next, "day")} out.`
    }`,
    suggestedQuestions: REVIEW_QUESTIONS,
    estimatedTime: setMinutes(due.subject, REVIEW_QUESTIONS),
    difficulty: practiceDifficulty(state.levels, due.subject),
    completed: focusedDone(state, today, id),
  };
}

/** Whether a focused set of today started from this recommendation is finished. */
function focusedDone(state: PracticeState, today: string, id: string): boolean {
  return state.focused.some((s) => s.day === today && s.recommendationId === id && s.completed);
}

/**
 * Today's recommendations: the Daily Drop; one or two weakness areas (chooseFocusAreas); up to
 * MAX_REVIEWS skills due on the spaced schedule, most overdue first. Ordered by priority (high,
 * medium, low), then in that order.
 */
export function studyRecommendations(args: {
  state: PracticeState;
  today: string;
  testDate: string | null;
}): StudyRecommendation[] {
  const { state, today } = args;
  const areas = chooseFocusAreas(rankFocus({ tracker: state.tracker, history: state.history }));
  const reviews = dueReviews({ history: state.history, day: today, testDate: args.testDate }).slice(
    0,
    MAX_REVIEWS,
  );
  const all = [
    dailyPractice(state, today),
    ...areas.map((area, rank) => weaknessFocus(state, today, area, rank)),
    ...reviews.map((due) => review(state, today, args.testDate, due)),
  ];
  const order: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
  return all
    .map((r, i) => ({ r, i }))
    .sort((x, y) => order[x.r.priority] - order[y.r.priority] || x.i - y.i)
    .map(({ r }) => r);
}
