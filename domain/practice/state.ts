// The Daily Drop's state (what the decisions on a practice stream need) and `evolve`, which
// applies each recorded fact to it and never re-runs a rule: the XP, the beliefs, the levels and
// the streak are the events' own numbers.
import { assertNever } from "../decider.ts";
import type { Domain, Letter, Subject } from "../questions/item.ts";
import type { PerformanceCategory } from "./category.ts";
import type { AssignedQuestion, PracticeEvent, PracticeEventData } from "./events.ts";
import { historyInUse, type PastAnswer } from "./selection.ts";
import { emptyStreak, type Streak } from "./streak.ts";
import { driftTo, type Belief, type Tracker } from "./tracker.ts";

/** One answered (or skipped) question of a day, as the student's result shows it. */
export type AnswerRecord = {
  questionId: string;
  subject: Subject;
  answer: Letter | null;
  skipped: boolean;
  correct: boolean;
  xp: number;
  performanceCategory: PerformanceCategory;
  idempotencyKey: string | null;
  levelUp: { subject: Subject; newLevel: number } | null;
};

export type DropState = {
  day: string;
  timeZone: string;
  questions: AssignedQuestion[];
  answers: AnswerRecord[];
  completed: boolean;
  xp: number;
  bonusXp: number;
};

export type PracticeState = {
  tracker: Tracker | null;
  levels: Record<Subject, number>;
  totalXp: number;
  streak: Streak;
  firstDay: string | null;
  streakBrokenOn: string | null;
  history: PastAnswer[];
  today: DropState | null;
};

export const initialPracticeState: PracticeState = {
  tracker: null,
  levels: { english: 1, math: 1 },
  totalXp: 0,
  streak: emptyStreak,
  firstDay: null,
  streakBrokenOn: null,
  history: [],
  today: null,
};

/**
 * The streak after a recorded completion: the days the event recorded (the streak rule ran when
 * it was decided, and is not run again). The last counted completion is the one on the latest
 * day: a completion on a day already counted (after a move to a zone behind) leaves it.
 */
function completedStreak(streak: Streak, d: PracticeEventData<"DailyDropCompleted">): Streak {
  if (streak.lastDay !== null && d.day <= streak.lastDay) return { ...streak, days: d.streakDays };
  return { days: d.streakDays, lastDay: d.day, lastZone: d.timeZone, lastAt: d.completedAt };
}

export function evolve(state: PracticeState, event: PracticeEvent): PracticeState {
  switch (event.type) {
    case "PracticeStarted": {
      const tracker: Tracker = { subjects: event.data.seed, domains: {}, day: event.data.day };
      return { ...state, tracker, levels: event.data.levels, firstDay: event.data.day };
    }
    case "DailyDropAssigned":
      return {
        ...state,
        firstDay: state.firstDay ?? event.data.day,
        // Only the answers the next drops' choice can read (the no-repeat window, the running
        // reviews), so the state, and the copy of it each answer makes, stays bounded.
        history: historyInUse(state.history, event.data.day),
        // The tracker keeps one day for all its beliefs, and an answer records only the beliefs
        // it moved: the others are brought to the drop's day here, as the decisions brought
        // them (once, from the last day; drift in two steps would differ in the last bits).
        tracker: state.tracker ? driftTo(state.tracker, event.data.day) : state.tracker,
        today: {
          day: event.data.day,
          timeZone: event.data.timeZone,
          questions: event.data.questions,
          answers: [],
          completed: false,
          xp: 0,
          bonusXp: 0,
        },
      };
    case "DailyDropAnswerSubmitted":
    case "DailyDropQuestionSkipped": {
      const d = event.data;
      const answered = event.type === "DailyDropAnswerSubmitted";
      const record: AnswerRecord = {
        questionId: d.questionId,
        subject: d.subject,
        answer: answered ? event.data.answer : null,
        skipped: !answered,
        correct: answered ? event.data.correct : false,
        xp: d.xp,
        performanceCategory: d.performanceCategory,
        idempotencyKey: d.idempotencyKey,
        levelUp: null,
      };
      let tracker = state.tracker;
      if (answered && tracker) {
        const domainsNow: Partial<Record<Domain, Belief>> = {
          ...tracker.domains,
          [d.domain]: event.data.domainAfter,
        };
        tracker = {
          subjects: { ...tracker.subjects, [d.subject]: event.data.after },
          domains: domainsNow,
          day: d.day,
        };
      }
      const past: PastAnswer = {
        questionId: d.questionId,
        subject: d.subject,
        domain: d.domain,
        skill: d.skill,
        day: d.day,
        correct: answered ? event.data.correct : false,
        skipped: !answered,
      };
      return {
        ...state,
        tracker,
        totalXp: state.totalXp + d.xp,
        history: [...state.history, past],
        today:
          state.today && state.today.day === d.day
            ? {
                ...state.today,
                answers: [...state.today.answers, record],
                xp: state.today.xp + d.xp,
              }
            : state.today,
      };
    }
    case "LevelChanged": {
      const today = state.today;
      const answers = today?.answers ?? [];
      const last = answers.at(-1);
      return {
        ...state,
        levels: { ...state.levels, [event.data.subject]: event.data.to },
        today:
          today && last
            ? {
                ...today,
                answers: [
                  ...answers.slice(0, -1),
                  { ...last, levelUp: { subject: event.data.subject, newLevel: event.data.to } },
                ],
              }
            : today,
      };
    }
    case "DailyDropCompleted": {
      const d = event.data;
      return {
        ...state,
        totalXp: state.totalXp + d.bonusXp,
        streak: completedStreak(state.streak, d),
        streakBrokenOn: d.streakBrokenOn ?? state.streakBrokenOn,
        today:
          state.today && state.today.day === d.day
            ? { ...state.today, completed: true, bonusXp: d.bonusXp }
            : state.today,
      };
    }
    default:
      return assertNever(event);
  }
}
