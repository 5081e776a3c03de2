// Focused practice (docs/rules.md, "Focused practice"): start a set of questions in one domain
// (one skill first), resume an unfinished one, and take its answers with the XP rules for extra
// practice; and the reads of a set the routes share (the retry's answer, the day's XP, the
// earlier answer's day).
import { refusal, CommandRefused } from "../decider.ts";
import { rankFocus } from "../planning/focus.ts";
import {
  domainNames,
  skillNames,
  subjectOf,
  taxonomy,
  type Band,
  type Domain,
  type Skill,
} from "../questions/item.ts";
import {
  answerFacts,
  assignedQuestion,
  EMPTY_BANK,
  levelChange,
  practiceStart,
  recordedIn,
  scoreAnswer,
  trackAnswer,
} from "./answering.ts";
import {
  FOCUSED_EASY_SUCCESS,
  FOCUSED_SET_SIZE,
  FOCUSED_SETS_PER_DAY,
  FOCUSED_SKIP_XP,
} from "./constants.ts";
import { refuseClosedDay } from "./days.ts";
import type { DayContext, PracticeCommand } from "./decide.ts";
import type { PracticeEvent } from "./events.ts";
import { chooseFocusedSet, practiceDifficulty } from "./focused-selection.ts";
import type { FocusedSet, PracticeState } from "./state.ts";
import { driftTo } from "./tracker.ts";
import { focusedAnswerXp } from "./xp.ts";

/** A difficulty band as the student reads it. */
export const bandNames: Record<Band, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

const domainIds = Object.keys(domainNames) as Domain[];
const skillsOf = (domain: Domain): readonly Skill[] =>
  (taxonomy[subjectOf(domain)] as Record<string, readonly Skill[]>)[domain]!;
const isDomain = (value: string): value is Domain => (domainIds as string[]).includes(value);

export const FOCUSED_SET_NOT_FOUND = refusal(
  "not-found",
  "focused-set-not-found",
  "setId: you have no practice set with this id today. Start a new one from Study Planning or the dashboard.",
);
export const FOCUSED_SET_OF_EARLIER_DAY = refusal(
  "conflict",
  "focused-set-of-earlier-day",
  "This practice set was started on an earlier day. Start a new one for today.",
);
export const FOCUSED_SET_COMPLETE = refusal(
  "conflict",
  "focused-set-complete",
  "This practice set is already complete. Start another one to keep practicing.",
);
export const NOT_IN_FOCUSED_SET = refusal(
  "conflict",
  "not-in-focused-set",
  "questionId: that question is not in this practice set.",
);
export const FOCUSED_SETS_LIMIT = refusal(
  "limited",
  "focused-sets-limit",
  `You have started ${FOCUSED_SETS_PER_DAY} practice sets today, the most a day. Come back tomorrow!`,
);
export const unknownDomain = (domain: string) =>
  refusal(
    "invalid",
    "unknown-domain",
    `domain: "${domain}" is not a domain of the SAT (one of ${domainIds.join(", ")}).`,
  );
export const unknownSkill = (skill: string) =>
  refusal("invalid", "unknown-skill", `skill: "${skill}" is not a skill of the SAT.`);
export const skillOutsideDomain = (skill: string, domain: Domain) =>
  refusal(
    "invalid",
    "skill-outside-domain",
    `skill: "${skill}" is not a skill of ${domainNames[domain]} (one of ${skillsOf(domain).join(", ")}).`,
  );
export const noQuestionsLeft = (domain: Domain, skill: string | null, band: Band) =>
  refusal(
    "conflict",
    "no-questions-left",
    `domain: every ${bandNames[band]} question of ${domainNames[domain]}${
      skill ? ` (${skillNames[skill as Skill] ?? skill})` : ""
    } you could practice today was answered in the last 30 days or is in today's Daily Drop. Try another area.`,
  );

/** The area a start asks for: the taxonomy's domain and skill (checked), or rankFocus's top. */
function focusedArea(
  command: Extract<PracticeCommand, { type: "StartFocusedPractice" }>,
  state: PracticeState,
  day: string,
): { domain: Domain; skill: string | null } {
  const { domain, skill } = command;
  if (domain !== null && !isDomain(domain)) {
    throw new CommandRefused(unknownDomain(domain));
  }
  if (skill !== null) {
    const owner = domainIds.find((d) => (skillsOf(d) as readonly string[]).includes(skill));
    if (!owner) throw new CommandRefused(unknownSkill(skill));
    if (domain !== null && owner !== domain) {
      throw new CommandRefused(skillOutsideDomain(skill, domain));
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
    throw new CommandRefused(FOCUSED_SETS_LIMIT);
  }
  if (context.bank.items.length === 0) throw new CommandRefused(EMPTY_BANK);
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
    throw new CommandRefused(noQuestionsLeft(area.domain, area.skill, band));
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
  if (!set) throw new CommandRefused(FOCUSED_SET_NOT_FOUND);
  if (recordedFocusedAnswer(state, command)) return [];
  if (set.day !== context.day) throw new CommandRefused(FOCUSED_SET_OF_EARLIER_DAY);
  refuseClosedDay(context);
  if (set.completed) throw new CommandRefused(FOCUSED_SET_COMPLETE);
  if (!set.questions.some((q) => q.questionId === command.questionId)) {
    throw new CommandRefused(NOT_IN_FOCUSED_SET);
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
