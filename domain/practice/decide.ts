// The Daily Drop's decisions, one function per command: assign today's questions, and take an
// answer or a skip. Time, the student's day and randomness arrive in the context.
import { CommandRefused } from "../decider.ts";
import { rankFocus } from "../planning/focus.ts";
import {
  domainNames,
  skillNames,
  subjectOf,
  taxonomy,
  type Band,
  type Domain,
  type Letter,
  type Skill,
  type Subject,
} from "../questions/item.ts";
import { performanceCategory } from "./category.ts";
import { addDays, endOfLocalDay, onDay, refuseClosedDay, type OnDay } from "./days.ts";
import {
  COMPLETION_BONUS_XP,
  DEFAULT_MIX,
  DEVICE_CLOCK_TOLERANCE_MINUTES,
  FOCUSED_EASY_SUCCESS,
  FOCUSED_SET_SIZE,
  FOCUSED_SETS_PER_DAY,
  FOCUSED_SKIP_XP,
  LATE_ANSWER_GRACE_HOURS,
  SKIP_XP,
} from "./constants.ts";
import type { PracticeEvent } from "./events.ts";
import { nextShownLevel } from "./levels.ts";
import {
  chooseDailyDrop,
  chooseFocusedSet,
  practiceDifficulty,
  targetSuccess,
  type PracticeItem,
  type SeenQuestion,
} from "./selection.ts";
import {
  dropOn,
  type AnswerRecord,
  type DropState,
  type FocusedSet,
  type PracticeState,
} from "./state.ts";
import { brokenStreakDay, recordCompletion } from "./streak.ts";
import {
  domainBelief,
  driftTo,
  predictedSuccess,
  seedTracker,
  updateTracker,
  type Belief,
  type Tracker,
} from "./tracker.ts";
import { addXp, answerXp, focusedAnswerXp } from "./xp.ts";

/** A bank item as the Daily Drop decides with it: selection fields plus the key. */
export type DropItem = PracticeItem & { answer: Letter };

export type PracticeContext = {
  /** The student's time zone now, and now. The day is the decider's own (DayContext). */
  timeZone: string;
  now: Date;
  bank: { items: readonly DropItem[]; find(id: string): DropItem | undefined };
  /** The diagnostic's estimates (theta, se) per completed subject, for the first seed. */
  diagnostic: Partial<Record<Subject, { theta: number; se: number }>>;
  /** The questions the diagnostic served, with the student's day: the no-repeat window covers
   *  them like the drops' answers (they schedule no review). Needed only when assigning. */
  diagnosticSeen: readonly SeenQuestion[];
  testDate: string | null;
  random: () => number;
};

/** A decision's context: the caller's on the student's day (onDay, docs/rules.md "The
 *  student's day"). */
export type DayContext = OnDay<PracticeContext>;

/** The caller's context on the student's day after the stream's latest day. */
export function withStudentDay(state: PracticeState, context: PracticeContext): DayContext {
  return onDay(context, state.latestDay);
}

export type PracticeCommand =
  | { type: "AssignToday"; userId: string }
  | {
      type: "SubmitAnswer";
      userId: string;
      questionId: string;
      /** null when skipped. */
      answer: Letter | null;
      skipped: boolean;
      responseTimeMs: number;
      idempotencyKey: string | null;
      /** The drop's day the question was answered in; null: today's. An earlier day is an
       *  answer sent late from the offline queue (dropForAnswer). */
      day?: string;
      /** When the student answered, by the device's clock (ISO 8601). */
      answeredAt?: string;
    }
  | {
      /** A focused set (docs/rules.md, "Focused practice"): `setId` is chosen by the caller
       *  (randomness comes in), so a retried start is recognised. */
      type: "StartFocusedPractice";
      userId: string;
      setId: string;
      recommendationId: string | null;
      /** Taxonomy ids, checked here; both null: the top area of rankFocus. */
      domain: string | null;
      skill: string | null;
      /** The difficulty the set was offered at (a recommendation's), so the set is what its
       *  label said; absent: practiceDifficulty of the student's shown level. */
      difficulty?: Band | null;
    }
  | {
      type: "SubmitFocusedAnswer";
      userId: string;
      setId: string;
      questionId: string;
      /** null when skipped. */
      answer: Letter | null;
      skipped: boolean;
      responseTimeMs: number;
      idempotencyKey: string | null;
    };

export const NO_DROP_TODAY = "There is no Daily Drop for today yet; load today's Daily Drop first.";
export const NOT_IN_TODAYS_DROP = "That question is not in today's Daily Drop.";
export const DROP_COMPLETE = "Today's Daily Drop is already complete. Come back tomorrow!";
export const ANSWER_REQUIRED = "userAnswer: choose A, B, C or D, or skip the question.";
const EMPTY_BANK =
  "The question bank is empty. An administrator must build the question dataset first.";

export const IDEMPOTENCY_KEY_REUSED =
  "Idempotency-Key: this key was already used for a different answer today. Send a new key for a new answer.";

/**
 * The result already recorded for this retry (same Idempotency-Key or same question today). A
 * key already used today for another request (another question, answer or skip) is refused
 * (422, as the IETF Idempotency-Key draft says), never answered with the other answer's result.
 */
export function recordedAnswer(
  state: PracticeState,
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
): AnswerRecord | undefined {
  return recordedIn(answeredDrop(state, command)?.answers ?? [], command);
}

/** The drop an answer names: today's, or the earlier day's it was sent late for (null: none). */
export function answeredDrop(
  state: PracticeState,
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
): DropState | null {
  return command.day === undefined ? state.today : dropOn(state, command.day);
}

/** The retry rule of recordedAnswer on a list of recorded answers (a drop's or a focused set's). */
function recordedIn<A extends AnswerRecord>(
  answers: readonly A[],
  command: AnswerCommand,
): A | undefined {
  if (command.idempotencyKey) {
    const byKey = answers.find((a) => a.idempotencyKey === command.idempotencyKey);
    if (byKey) {
      const same =
        byKey.questionId === command.questionId &&
        byKey.skipped === command.skipped &&
        (command.skipped || byKey.answer === command.answer);
      if (!same) throw new CommandRefused("unprocessable", IDEMPOTENCY_KEY_REUSED);
      return byKey;
    }
  }
  return answers.find((a) => a.questionId === command.questionId);
}

/**
 * The shown levels a student starts practice with: what the diagnostic supports for a subject
 * it measured, else the spec's default of 1 (no evidence yet; practice earns the level-ups).
 */
export function startingLevels(diagnostic: PracticeContext["diagnostic"]): Record<Subject, number> {
  const tracker = seedTracker(diagnostic);
  const level = (subject: Subject) =>
    diagnostic[subject] ? nextShownLevel(1, tracker.subjects[subject]) : 1;
  return { english: level("english"), math: level("math") };
}

/**
 * What choosing questions starts from (the drop's and a focused set's): the tracker, seeded from
 * the diagnostic with a PracticeStarted the first time, and the day's target success.
 */
function practiceStart(userId: string, state: PracticeState, context: DayContext) {
  const events: PracticeEvent[] = [];
  let tracker = state.tracker;
  if (!tracker) {
    tracker = seedTracker(context.diagnostic);
    events.push({
      type: "PracticeStarted",
      data: {
        userId,
        day: context.day,
        seed: tracker.subjects,
        levels: startingLevels(context.diagnostic),
      },
    });
  }
  const target = targetSuccess({
    day: context.day,
    firstDay: state.firstDay,
    streakBrokenOn: state.streakBrokenOn,
  });
  return { events, tracker, target };
}

/** An assigned question's fields, from its bank item (the drop adds its slot). */
function assignedQuestion(item: DropItem) {
  return {
    questionId: item.id,
    subject: item.subject,
    domain: item.domain,
    skill: item.skill,
    level: item.level,
  };
}

/** Today's questions, chosen once: the same day asks again for nothing new. */
export function assignToday(
  command: Extract<PracticeCommand, { type: "AssignToday" }>,
  state: PracticeState,
  context: DayContext,
): PracticeEvent[] {
  if (state.today?.day === context.day) return [];
  refuseClosedDay(context);
  if (context.bank.items.length === 0) throw new CommandRefused("conflict", EMPTY_BANK);
  const { events, tracker, target } = practiceStart(command.userId, state, context);
  // Today's focused sets (started before the drop, from a recommendation) count as seen: the
  // drop does not ask again what a set of today already holds.
  const inTodaysSets = state.focused
    .filter((set) => set.day === context.day)
    .flatMap((set) => set.questions.map((q) => ({ questionId: q.questionId, day: set.day })));
  const slots = chooseDailyDrop({
    bank: context.bank.items,
    tracker: driftTo(tracker, context.day),
    history: state.history,
    seen: [...context.diagnosticSeen, ...inTodaysSets],
    day: context.day,
    testDate: context.testDate,
    target,
    mix: DEFAULT_MIX,
    random: context.random,
  });
  const questions = slots.flatMap((slot) => {
    const item = context.bank.find(slot.questionId);
    return item ? [{ ...assignedQuestion(item), slot: slot.slot }] : [];
  });
  if (questions.length === 0) throw new CommandRefused("conflict", EMPTY_BANK);
  events.push({
    type: "DailyDropAssigned",
    data: {
      userId: command.userId,
      day: context.day,
      timeZone: context.dayZone,
      target,
      questions,
    },
  });
  return events;
}

/** What an answer or a skip says (a Daily Drop's or a focused set's). */
type AnswerCommand = Pick<
  Extract<PracticeCommand, { type: "SubmitAnswer" | "SubmitFocusedAnswer" }>,
  "questionId" | "answer" | "skipped" | "responseTimeMs" | "idempotencyKey"
>;

/**
 * An answer or skip scored against the student's tracker as of today: its bank item, the
 * predicted success, whether it was right, and its performance category. Refuses an answer that
 * is neither a letter nor a skip, and a question the bank does not have.
 */
function scoreAnswer(command: AnswerCommand, state: PracticeState, context: DayContext) {
  if (!command.skipped && command.answer === null) {
    throw new CommandRefused("invalid", ANSWER_REQUIRED);
  }
  const item = context.bank.find(command.questionId);
  if (!item) {
    throw new CommandRefused("not-found", "questionId: no question in the bank has this id");
  }
  const tracker = driftTo(state.tracker ?? seedTracker(context.diagnostic), context.day);
  const pSuccess = predictedSuccess(tracker, item);
  const correct = !command.skipped && command.answer === item.answer;
  const category = performanceCategory({
    correct,
    skipped: command.skipped,
    pSuccess,
    responseTimeMs: command.responseTimeMs,
    subject: item.subject,
  });
  return { item, tracker, pSuccess, correct, category };
}

/** The fields every answer and skip event opens with. */
function answerFacts(command: AnswerCommand & { userId: string }, item: DropItem, day: string) {
  return {
    userId: command.userId,
    day,
    questionId: item.id,
    subject: item.subject,
    domain: item.domain,
    skill: item.skill,
    responseTimeMs: command.responseTimeMs,
  };
}

/** An answer (not a skip) as the tracker takes it: the answer event's scoring fields. */
function trackAnswer(
  tracker: Tracker,
  item: DropItem,
  answer: Letter,
  correct: boolean,
  pSuccess: number,
) {
  const updated = updateTracker(tracker, item, correct);
  return {
    answer,
    correct,
    irt: item.irt,
    pSuccess,
    before: tracker.subjects[item.subject],
    after: updated.subjects[item.subject],
    domainAfter: domainBelief(updated, item.domain),
  };
}

/** LevelChanged when the subject's new belief lifts its shown level (a focused set's names its set). */
function levelChange(
  state: PracticeState,
  userId: string,
  day: string,
  subject: Subject,
  after: Belief,
  setId?: string,
): PracticeEvent[] {
  const from = state.levels[subject];
  const to = nextShownLevel(from, after);
  if (to <= from) return [];
  return [
    {
      type: "LevelChanged",
      data: {
        userId,
        day,
        subject,
        from,
        to,
        belief: after,
        ...(setId === undefined ? {} : { setId }),
      },
    },
  ];
}

export const ANSWERED_AT_REQUIRED =
  "answeredAt: an answer for an earlier day's Daily Drop must say when it was answered.";
export const lateAnswerTooLate = (day: string) =>
  `That answer was for the Daily Drop of ${day}. Answers made offline count for their day only if they reach Levelfield within ${LATE_ANSWER_GRACE_HOURS} hours after that day ends, so this one was not counted.`;
export const answeredAfterDayEnded = (day: string) =>
  `That answer was given after the Daily Drop of ${day} had ended, so it can't count for that day.`;
export const noDropOn = (day: string) =>
  `day: you have no Daily Drop of ${day} that can still take answers.`;
export const dayNotBegun = (day: string, today: string) =>
  `day: ${day} has not begun in your time zone; today is ${today}.`;

/**
 * The drop an answer is for: today's, or, for an answer sent late from the offline queue (an
 * earlier `day`), that day's drop while the grace period lasts (docs/rules.md, "Answers sent
 * late"). The server's clock decides the grace period; the device's `answeredAt` only says
 * whether the answer was given inside that day, and is believed only within it (after the drop
 * was assigned on the server, before the day ended, and not ahead of the server's clock).
 * A retry of an answer already recorded returns before any check: it always gets the first result.
 */
function dropForAnswer(
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
  state: PracticeState,
  context: DayContext,
): { drop: DropState; late: boolean } | "retry" {
  const day = command.day ?? context.day;
  if (day > context.day) throw new CommandRefused("conflict", dayNotBegun(day, context.day));
  if (day === context.day && context.open) {
    const today = state.today;
    if (!today || today.day !== context.day) throw new CommandRefused("conflict", NO_DROP_TODAY);
    return recordedAnswer(state, command) ? "retry" : { drop: today, late: false };
  }
  const drop = dropOn(state, day);
  if (!drop) throw new CommandRefused("conflict", noDropOn(day));
  if (recordedIn(drop.answers, command)) return "retry";
  // The day is closed (a change of zone): only an answer made inside it, sent late, counts.
  if (day === context.day && command.answeredAt === undefined) refuseClosedDay(context);
  const ended = endOfLocalDay(day, drop.timeZone).getTime();
  if (context.now.getTime() > ended + LATE_ANSWER_GRACE_HOURS * 3_600_000) {
    throw new CommandRefused("conflict", lateAnswerTooLate(day));
  }
  if (command.answeredAt === undefined) throw new CommandRefused("invalid", ANSWERED_AT_REQUIRED);
  const answeredAt = Date.parse(command.answeredAt);
  if (answeredAt > context.now.getTime() + DEVICE_CLOCK_TOLERANCE_MINUTES * 60_000) {
    throw new CommandRefused(
      "invalid",
      "answeredAt: is later than now; check the date and time on your device.",
    );
  }
  if (answeredAt >= ended) throw new CommandRefused("conflict", answeredAfterDayEnded(day));
  if (answeredAt < endOfLocalDay(addDays(day, -1), drop.timeZone).getTime()) {
    throw new CommandRefused("invalid", `answeredAt: is before the day ${day} began.`);
  }
  return { drop, late: true };
}

/**
 * One answer or skip of a drop's questions (today's, or an earlier day's sent late), with the
 * level-up and the day's completion it makes.
 */
export function submitAnswer(
  command: Extract<PracticeCommand, { type: "SubmitAnswer" }>,
  state: PracticeState,
  context: DayContext,
): PracticeEvent[] {
  // A retry (same key, or the same question again that day) counts once: nothing new.
  const target = dropForAnswer(command, state, context);
  if (target === "retry") return [];
  const { drop: today, late } = target;
  if (today.completed) throw new CommandRefused("conflict", DROP_COMPLETE);
  const assigned = today.questions.find((q) => q.questionId === command.questionId);
  if (!assigned) throw new CommandRefused("conflict", NOT_IN_TODAYS_DROP);
  const { item, tracker, pSuccess, correct, category } = scoreAnswer(command, state, context);
  const wanted = command.skipped ? SKIP_XP : answerXp({ correct, skipped: false, pSuccess });
  const xp = addXp(state.totalXp, wanted) - state.totalXp;
  const common = {
    ...answerFacts(command, item, today.day),
    xp,
    performanceCategory: category,
    idempotencyKey: command.idempotencyKey,
    ...(late ? { answeredAt: command.answeredAt } : {}),
  };
  const events: PracticeEvent[] = [];
  if (command.skipped || command.answer === null) {
    events.push({ type: "DailyDropQuestionSkipped", data: common });
  } else {
    const tracked = trackAnswer(tracker, item, command.answer, correct, pSuccess);
    events.push({ type: "DailyDropAnswerSubmitted", data: { ...common, ...tracked } });
    events.push(...levelChange(state, command.userId, today.day, item.subject, tracked.after));
  }
  if (today.answers.length + 1 >= today.questions.length) {
    // The drop's own day and zone: the span of real time it was the student's day.
    const timeZone = today.timeZone;
    const args = { day: today.day, timeZone, at: context.now };
    const streak = recordCompletion(state.streak, args);
    const correctToday = today.answers.filter((a) => a.correct).length + (correct ? 1 : 0);
    events.push({
      type: "DailyDropCompleted",
      data: {
        userId: command.userId,
        day: today.day,
        timeZone,
        completedAt: context.now.toISOString(),
        bonusXp: addXp(state.totalXp + xp, COMPLETION_BONUS_XP) - (state.totalXp + xp),
        correct: correctToday,
        streakDays: streak.days,
        streakBrokenOn: brokenStreakDay(state.streak, args),
      },
    });
  }
  return events;
}

// ─── Focused practice ─────────────────────────────────────────────────────────────────────────

export const FOCUSED_SET_NOT_FOUND =
  "setId: you have no practice set with this id today. Start a new one from Study Planning or the dashboard.";
export const FOCUSED_SET_OF_EARLIER_DAY =
  "This practice set was started on an earlier day. Start a new one for today.";
export const FOCUSED_SET_COMPLETE =
  "This practice set is already complete. Start another one to keep practicing.";
export const NOT_IN_FOCUSED_SET = "questionId: that question is not in this practice set.";
export const FOCUSED_SETS_LIMIT = `You have started ${FOCUSED_SETS_PER_DAY} practice sets today, the most a day. Come back tomorrow!`;

const domainIds = Object.keys(domainNames) as Domain[];
const skillsOf = (domain: Domain): readonly Skill[] =>
  (taxonomy[subjectOf(domain)] as Record<string, readonly Skill[]>)[domain]!;
const isDomain = (value: string): value is Domain => (domainIds as string[]).includes(value);

export const unknownDomain = (domain: string) =>
  `domain: "${domain}" is not a domain of the SAT (one of ${domainIds.join(", ")}).`;
export const unknownSkill = (skill: string) => `skill: "${skill}" is not a skill of the SAT.`;
export const skillOutsideDomain = (skill: string, domain: Domain) =>
  `skill: "${skill}" is not a skill of ${domainNames[domain]} (one of ${skillsOf(domain).join(", ")}).`;
export const noQuestionsLeft = (domain: Domain, skill: string | null, band: Band) =>
  `domain: every ${bandNames[band]} question of ${domainNames[domain]}${
    skill ? ` (${skillNames[skill as Skill] ?? skill})` : ""
  } you could practice today was answered in the last 30 days or is in today's Daily Drop. Try another area.`;

/** A difficulty band as the student reads it. */
export const bandNames: Record<Band, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

/** The area a start asks for: the taxonomy's domain and skill (checked), or rankFocus's top. */
function focusedArea(
  command: Extract<PracticeCommand, { type: "StartFocusedPractice" }>,
  state: PracticeState,
  day: string,
): { domain: Domain; skill: string | null } {
  const { domain, skill } = command;
  if (domain !== null && !isDomain(domain)) {
    throw new CommandRefused("invalid", unknownDomain(domain));
  }
  if (skill !== null) {
    const owner = domainIds.find((d) => (skillsOf(d) as readonly string[]).includes(skill));
    if (!owner) throw new CommandRefused("invalid", unknownSkill(skill));
    if (domain !== null && owner !== domain) {
      throw new CommandRefused("invalid", skillOutsideDomain(skill, domain));
    }
    return { domain: owner, skill };
  }
  if (domain !== null) return { domain, skill: null };
  const top = rankFocus({
    tracker: state.tracker ? driftTo(state.tracker, day) : null,
    history: state.history,
  })[0]!;
  return { domain: top.domain, skill: top.weakestSkill.skill };
}

/**
 * The unfinished set of today a start resumes instead of making a new one: the same
 * recommendation; without one, the same domain and skill; with nothing asked (Practice Mode), the
 * latest set started without a recommendation. The same setId again (a retried start) is that set.
 */
export function resumableFocusedSet(
  state: PracticeState,
  command: Extract<PracticeCommand, { type: "StartFocusedPractice" }>,
  day: string,
): FocusedSet | undefined {
  const same = state.focused.find((set) => set.setId === command.setId);
  if (same) return same;
  const open = state.focused.filter((set) => set.day === day && !set.completed);
  const { recommendationId, domain, skill } = command;
  if (recommendationId !== null) {
    return open.findLast((set) => set.recommendationId === recommendationId);
  }
  const direct = open.filter((set) => set.recommendationId === null);
  if (domain === null && skill === null) return direct.at(-1);
  const area = focusedArea(command, state, day);
  return direct.findLast((set) => set.domain === area.domain && set.skill === area.skill);
}

/** A focused set: FOCUSED_SET_SIZE questions of one domain (its skill first when given). */
export function startFocusedPractice(
  command: Extract<PracticeCommand, { type: "StartFocusedPractice" }>,
  state: PracticeState,
  context: DayContext,
): PracticeEvent[] {
  const area = focusedArea(command, state, context.day);
  if (resumableFocusedSet(state, command, context.day)) return [];
  refuseClosedDay(context);
  const today = state.focused.filter((set) => set.day === context.day);
  if (today.length >= FOCUSED_SETS_PER_DAY) {
    throw new CommandRefused("limited", FOCUSED_SETS_LIMIT);
  }
  if (context.bank.items.length === 0) throw new CommandRefused("conflict", EMPTY_BANK);
  const { events, tracker, target } = practiceStart(command.userId, state, context);
  const exclude = new Set([
    ...(state.today?.day === context.day ? state.today.questions.map((q) => q.questionId) : []),
    ...today.flatMap((set) => set.questions.map((q) => q.questionId)),
  ]);
  // The set's difficulty: the one it was offered at (the recommendation's "Difficulty"), else the
  // band of the student's shown level in its subject (practiceDifficulty).
  const band = command.difficulty ?? practiceDifficulty(state.levels, subjectOf(area.domain));
  const ids = chooseFocusedSet({
    bank: context.bank.items,
    tracker: driftTo(tracker, context.day),
    history: state.history,
    seen: context.diagnosticSeen,
    exclude,
    day: context.day,
    domain: area.domain,
    skill: area.skill,
    band,
    target,
    size: FOCUSED_SET_SIZE,
    easyFrom: FOCUSED_EASY_SUCCESS,
    random: context.random,
  });
  const questions = ids.flatMap((id) => {
    const item = context.bank.find(id);
    return item ? [assignedQuestion(item)] : [];
  });
  if (questions.length === 0) {
    throw new CommandRefused("conflict", noQuestionsLeft(area.domain, area.skill, band));
  }
  events.push({
    type: "FocusedPracticeAssigned",
    data: {
      userId: command.userId,
      day: context.day,
      timeZone: context.dayZone,
      setId: command.setId,
      recommendationId: command.recommendationId,
      subject: subjectOf(area.domain),
      domain: area.domain,
      skill: area.skill,
      target,
      questions,
    },
  });
  return events;
}

/**
 * The answer already recorded in a focused set for this retry (same Idempotency-Key, or the same
 * question of the set): the drop's recordedAnswer rule, on the set's answers.
 */
export function recordedFocusedAnswer(
  state: PracticeState,
  command: Extract<PracticeCommand, { type: "SubmitFocusedAnswer" }>,
): FocusedSet["answers"][number] | undefined {
  return recordedIn(
    state.focused.find((set) => set.setId === command.setId)?.answers ?? [],
    command,
  );
}

/** XP earned in focused sets on `day` (what the day's cap has left). */
export function focusedXpOn(state: PracticeState, day: string): number {
  return state.focused
    .filter((set) => set.day === day)
    .reduce((sum, set) => sum + set.answers.reduce((s, a) => s + a.xp, 0), 0);
}

/** One answer or skip in a focused set: tracked like a Daily Drop answer, XP by the rules for
 *  extra practice (focusedAnswerXp); never completes a drop or touches the streak. */
export function submitFocusedAnswer(
  command: Extract<PracticeCommand, { type: "SubmitFocusedAnswer" }>,
  state: PracticeState,
  context: DayContext,
): PracticeEvent[] {
  const set = state.focused.find((s) => s.setId === command.setId);
  if (!set) throw new CommandRefused("not-found", FOCUSED_SET_NOT_FOUND);
  if (recordedFocusedAnswer(state, command)) return [];
  if (set.day !== context.day) throw new CommandRefused("conflict", FOCUSED_SET_OF_EARLIER_DAY);
  refuseClosedDay(context);
  if (set.completed) throw new CommandRefused("conflict", FOCUSED_SET_COMPLETE);
  if (!set.questions.some((q) => q.questionId === command.questionId)) {
    throw new CommandRefused("conflict", NOT_IN_FOCUSED_SET);
  }
  const { item, tracker, pSuccess, correct, category } = scoreAnswer(command, state, context);
  const common = {
    ...answerFacts(command, item, context.day),
    performanceCategory: category,
    idempotencyKey: command.idempotencyKey,
    setId: set.setId,
  };
  if (command.skipped || command.answer === null) {
    return [{ type: "FocusedQuestionSkipped", data: { ...common, xp: FOCUSED_SKIP_XP } }];
  }
  const { xp, rule } = focusedAnswerXp({
    correct,
    pSuccess,
    repeat: state.history.some((a) => a.questionId === item.id),
    earnedToday: focusedXpOn(state, context.day),
  });
  const tracked = trackAnswer(tracker, item, command.answer, correct, pSuccess);
  return [
    { type: "FocusedAnswerSubmitted", data: { ...common, xp, ...tracked, xpRule: rule } },
    ...levelChange(state, command.userId, context.day, item.subject, tracked.after, set.setId),
  ];
}

/** The day the student answered `questionId` before this set's answer, if the state still has it. */
export function earlierAnswerDay(
  state: PracticeState,
  set: FocusedSet,
  questionId: string,
): string | null {
  const earlier = state.history.filter((a) => a.questionId === questionId);
  // The last history entry of the question is this set's own answer.
  const before = earlier.length > 1 ? earlier.at(-2) : undefined;
  return before && before.day <= set.day ? before.day : null;
}
