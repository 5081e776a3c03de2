// The Daily Drop's state (what the decisions on a practice stream need) and `evolve`, which
// applies each recorded fact to it and never re-runs a rule: the XP, the beliefs, the levels and
// the streak are the events' own numbers.
import { assertNever } from "../decider.ts";
import type { Domain, Letter, Subject } from "../questions/item.ts";
import type { PerformanceCategory } from "./category.ts";
import type {
  AssignedQuestion,
  FocusedXpRule,
  PracticeEvent,
  PracticeEventData,
} from "./events.ts";
import { studentDay, type StudentDay, type ZonedDay } from "./days.ts";
import { historyInUse } from "./review-schedule.ts";
import type { PastAnswer } from "./selection.ts";
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

/** A focused set of the latest day the student practised one (its answers as the result shows
 *  them; `xpRule` says why an answer earned what it did). */
export type FocusedSet = {
  setId: string;
  day: string;
  recommendationId: string | null;
  subject: Subject;
  domain: Domain;
  skill: string | null;
  questions: PracticeEventData<"FocusedPracticeAssigned">["questions"];
  answers: (AnswerRecord & { xpRule: FocusedXpRule | null })[];
  completed: boolean;
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
  /** The drop assigned before `today`, while answers made offline for it may still arrive late
   *  (docs/rules.md, "Answers sent late"); null before a second drop. */
  previous: DropState | null;
  /** The focused sets of the latest day one was assigned (older days' sets are dropped: only
   *  the day's XP cap and the day's recommendations read them). */
  focused: FocusedSet[];
  /** The latest day the stream has a drop or a focused set of, with the zone it was lived in:
   *  where the student's next day may begin (studentDay; docs/rules.md, "The student's day"). */
  latestDay: ZonedDay | null;
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
  previous: null,
  focused: [],
  latestDay: null,
};

/** The student's practice day at `now` in `timeZone` (studentDay after the stream's latest). */
export function practiceDay(state: PracticeState, now: Date, timeZone: string): StudentDay {
  return studentDay(now, timeZone, state.latestDay);
}

/** The later of the latest day and a recorded day (a day already had keeps its first zone). */
function laterDay(latest: ZonedDay | null, day: string, timeZone: string): ZonedDay {
  return latest === null || day > latest.day ? { day, timeZone } : latest;
}

/** The drop of `day`: today's or the one before it; null when neither is that day's. */
export function dropOn(state: PracticeState, day: string): DropState | null {
  if (state.today?.day === day) return state.today;
  if (state.previous?.day === day) return state.previous;
  return null;
}

/** The state with the drop of `day` (today's or the previous one) changed by `change`. */
function withDropOn(
  state: PracticeState,
  day: string,
  change: (drop: DropState) => DropState,
): Pick<PracticeState, "today" | "previous"> {
  const { today, previous } = state;
  if (today?.day === day) return { today: change(today), previous };
  if (previous?.day === day) return { today, previous: change(previous) };
  return { today, previous };
}

/**
 * The streak after a recorded completion: the days the event recorded (the streak rule ran when
 * it was decided, and is not run again). The last counted completion is the one on the latest
 * day: a completion on a day already counted (after a move to a zone behind) leaves it.
 */
function completedStreak(streak: Streak, d: PracticeEventData<"DailyDropCompleted">): Streak {
  if (streak.lastDay !== null && d.day <= streak.lastDay) return { ...streak, days: d.streakDays };
  return { days: d.streakDays, lastDay: d.day, lastZone: d.timeZone, lastAt: d.completedAt };
}

type AnswerData =
  PracticeEventData<"DailyDropAnswerSubmitted"> | PracticeEventData<"FocusedAnswerSubmitted">;

/** The tracker after a recorded answer: the beliefs the answer recorded. */
function answeredTracker(tracker: Tracker | null, d: AnswerData): Tracker | null {
  if (!tracker) return tracker;
  const domains: Partial<Record<Domain, Belief>> = {
    ...tracker.domains,
    [d.domain]: d.domainAfter,
  };
  return { subjects: { ...tracker.subjects, [d.subject]: d.after }, domains, day: d.day };
}

function pastAnswer(
  d: PracticeEventData<"DailyDropQuestionSkipped">,
  correct: boolean,
  skipped: boolean,
): PastAnswer {
  return {
    questionId: d.questionId,
    subject: d.subject,
    domain: d.domain,
    skill: d.skill,
    day: d.day,
    correct,
    skipped,
  };
}

/** The last answer of `answers` marked with the level it raised. */
function withLevelUp<T extends AnswerRecord>(
  answers: T[],
  data: PracticeEventData<"LevelChanged">,
) {
  const last = answers.at(-1);
  if (!last) return answers;
  return [
    ...answers.slice(0, -1),
    { ...last, levelUp: { subject: data.subject, newLevel: data.to } },
  ];
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
        latestDay: laterDay(state.latestDay, event.data.day, event.data.timeZone),
        // Only the answers the next drops' choice can read (the no-repeat window, the running
        // reviews), so the state, and the copy of it each answer makes, stays bounded.
        history: historyInUse(state.history, event.data.day),
        // The tracker keeps one day for all its beliefs, and an answer records only the beliefs
        // it moved: the others are brought to the drop's day here, as the decisions brought
        // them (once, from the last day; drift in two steps would differ in the last bits).
        tracker: state.tracker ? driftTo(state.tracker, event.data.day) : state.tracker,
        previous: state.today && state.today.day !== event.data.day ? state.today : state.previous,
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
      const tracker = answered ? answeredTracker(state.tracker, event.data) : state.tracker;
      const past = pastAnswer(d, record.correct, !answered);
      return {
        ...state,
        tracker,
        totalXp: state.totalXp + d.xp,
        history: [...state.history, past],
        ...withDropOn(state, d.day, (drop) => ({
          ...drop,
          answers: [...drop.answers, record],
          xp: drop.xp + d.xp,
        })),
      };
    }
    case "LevelChanged": {
      const d = event.data;
      const levels = { ...state.levels, [d.subject]: d.to };
      if (d.setId !== undefined) {
        const focused = state.focused.map((set) =>
          set.setId === d.setId ? { ...set, answers: withLevelUp(set.answers, d) } : set,
        );
        return { ...state, levels, focused };
      }
      return {
        ...state,
        levels,
        ...withDropOn(state, d.day, (drop) => ({ ...drop, answers: withLevelUp(drop.answers, d) })),
      };
    }
    case "DailyDropCompleted": {
      const d = event.data;
      return {
        ...state,
        totalXp: state.totalXp + d.bonusXp,
        streak: completedStreak(state.streak, d),
        streakBrokenOn: d.streakBrokenOn ?? state.streakBrokenOn,
        ...withDropOn(state, d.day, (drop) => ({ ...drop, completed: true, bonusXp: d.bonusXp })),
      };
    }
    case "FocusedPracticeAssigned": {
      const d = event.data;
      const set: FocusedSet = {
        setId: d.setId,
        day: d.day,
        recommendationId: d.recommendationId,
        subject: d.subject,
        domain: d.domain,
        skill: d.skill,
        questions: d.questions,
        answers: [],
        completed: false,
      };
      const sameDay = state.focused.filter((s) => s.day === d.day);
      return {
        ...state,
        firstDay: state.firstDay ?? d.day,
        latestDay: laterDay(state.latestDay, d.day, d.timeZone),
        // As at a drop: only the answers the next choices read, so a student who practises
        // only in focused sets keeps a bounded state too.
        history: historyInUse(state.history, d.day),
        tracker: state.tracker ? driftTo(state.tracker, d.day) : state.tracker,
        focused: [...sameDay, set],
      };
    }
    case "FocusedAnswerSubmitted":
    case "FocusedQuestionSkipped": {
      const d = event.data;
      const answered = event.type === "FocusedAnswerSubmitted";
      const correct = answered ? event.data.correct : false;
      const record = {
        questionId: d.questionId,
        subject: d.subject,
        answer: answered ? event.data.answer : null,
        skipped: !answered,
        correct,
        xp: d.xp,
        performanceCategory: d.performanceCategory,
        idempotencyKey: d.idempotencyKey,
        levelUp: null,
        xpRule: answered ? event.data.xpRule : null,
      };
      return {
        ...state,
        tracker: answered ? answeredTracker(state.tracker, event.data) : state.tracker,
        totalXp: state.totalXp + d.xp,
        history: [...state.history, pastAnswer(d, correct, !answered)],
        focused: state.focused.map((set) => {
          if (set.setId !== d.setId) return set;
          const answers = [...set.answers, record];
          return { ...set, answers, completed: answers.length >= set.questions.length };
        }),
      };
    }
    default:
      return assertNever(event);
  }
}
