// The Daily Drop decider, given/when/then: the events a command causes on the student's
// practice stream, with a small bank, a fixed clock and a seeded random source.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import { difficultyOfLevel, type Domain, type Letter, type Subject } from "../questions/item.ts";
import { seededRandom } from "../random.ts";
import { ANSWER_HISTORY_DAYS, COMPLETION_BONUS_XP, SKIP_XP } from "./constants.ts";
import { addDays, daysBetween } from "./days.ts";
import { IDEMPOTENCY_KEY_REUSED } from "./answering.ts";
import { DROP_COMPLETE, NOT_IN_TODAYS_DROP } from "./daily-drop.ts";
import type { DropItem, PracticeCommand, PracticeContext } from "./decide.ts";
import {
  ANSWERED_AT_REQUIRED,
  answeredAfterDayEnded,
  dayNotBegun,
  lateAnswerTooLate,
  noDropOn,
  NO_DROP_TODAY,
  recordedAnswer,
} from "./late-answers.ts";
import { practiceDecider } from "./decider.ts";
import type { PracticeEvent } from "./events.ts";
import type { PastAnswer } from "./selection.ts";

const USER = "6f1c7c1e-3a57-4b6e-9a51-0b0d3f1e2a10";

const DOMAINS: Record<Subject, Domain[]> = {
  english: [
    "information_and_ideas",
    "craft_and_structure",
    "expression_of_ideas",
    "standard_english_conventions",
  ],
  math: [
    "algebra",
    "advanced_math",
    "problem_solving_and_data_analysis",
    "geometry_and_trigonometry",
  ],
};

/** `perSubject` items per subject over its four domains and all twelve levels; every key is "B". */
function bank(perSubject = 48): PracticeContext["bank"] {
  const items: DropItem[] = (["english", "math"] as const).flatMap((subject) =>
    Array.from({ length: perSubject }, (_, i) => ({
      id: `${subject[0]}-${i}`,
      subject,
      domain: DOMAINS[subject][i % 4]!,
      skill: `${DOMAINS[subject][i % 4]}-skill-${i % 3}`,
      level: (i % 12) + 1,
      passageKey: null,
      answer: "B" as Letter,
      irt: { a: 1.2, b: difficultyOfLevel((i % 12) + 1), c: 0.2 },
    })),
  );
  const byId = new Map(items.map((i) => [i.id, i]));
  return { items, find: (id) => byId.get(id) };
}

const BANK = bank();

function context(
  day: string,
  at: string,
  diagnostic: PracticeContext["diagnostic"] = {},
  diagnosticSeen: PracticeContext["diagnosticSeen"] = [],
) {
  return {
    timeZone: "America/New_York",
    now: new Date(at),
    bank: BANK,
    diagnostic,
    diagnosticSeen,
    testDate: "2027-03-13",
    random: seededRandom(11),
  } satisfies PracticeContext;
}

const DAY1 = context("2026-11-20", "2026-11-20T15:00:00Z", { english: { theta: 0.5, se: 0.4 } });
const DAY2 = context("2026-11-21", "2026-11-21T15:00:00Z");
const DAY4 = context("2026-11-23", "2026-11-23T15:00:00Z");

const spec = deciderSpec(practiceDecider);

/** The shared harness, answering the decided events (these tests go on with them). */
function given(events: PracticeEvent[]) {
  const g = spec(events);
  return {
    state: g.state,
    when: (command: PracticeCommand, ctx: PracticeContext) => g.when(command, ctx).events(),
  };
}

const assign: PracticeCommand = { type: "AssignToday", userId: USER };
const submit = (
  questionId: string,
  answer: Letter | null,
  idempotencyKey: string | null = null,
): Extract<PracticeCommand, { type: "SubmitAnswer" }> => ({
  type: "SubmitAnswer",
  userId: USER,
  questionId,
  answer,
  skipped: answer === null,
  responseTimeMs: 40_000,
  idempotencyKey,
});

const assigned = (events: PracticeEvent[]) => {
  const e = events.findLast((x) => x.type === "DailyDropAssigned");
  if (e?.type !== "DailyDropAssigned") throw new Error("no drop");
  return e.data.questions;
};

/** Plays a whole day: every question answered right, except those in `skip`. */
function playDay(history: PracticeEvent[], ctx: PracticeContext, skip: number[] = []) {
  const events = [...history, ...given(history).when(assign, ctx)];
  assigned(events).forEach((q, i) => {
    events.push(...given(events).when(submit(q.questionId, skip.includes(i) ? null : "B"), ctx));
  });
  return events;
}

describe("the Daily Drop decider", () => {
  it("given a new student, when today is assigned, then the tracker is seeded from the diagnostic and 3 English + 2 Math are chosen", () => {
    const events = given([]).when(assign, DAY1);
    expect(events.map((e) => e.type)).toEqual(["PracticeStarted", "DailyDropAssigned"]);
    const [started] = events;
    if (started?.type !== "PracticeStarted") throw new Error("unexpected");
    expect(started.data.seed.english).toEqual({ mean: 0.5, sd: 0.4 });
    expect(started.data.seed.math).toEqual({ mean: 0, sd: 1 });
    expect(assigned(events).map((q) => q.subject)).toEqual([
      "english",
      "english",
      "english",
      "math",
      "math",
    ]);
  });

  it("given a diagnostic that served the questions the first drop would choose, when today is assigned, then none of them is chosen", () => {
    const wouldChoose = assigned(given([]).when(assign, DAY1)).map((q) => q.questionId);
    const seen = wouldChoose.map((questionId) => ({ questionId, day: "2026-11-20" }));
    const ctx = context("2026-11-20", "2026-11-20T15:00:00Z", DAY1.diagnostic, seen);
    const chosen = assigned(given([]).when(assign, ctx)).map((q) => q.questionId);
    expect(chosen).toHaveLength(5);
    expect(chosen.filter((id) => wouldChoose.includes(id))).toEqual([]);
  });

  it("given a diagnostic, then 30 days of drops never serve a question it served, except in the review slot (property)", () => {
    const big = bank(144); // enough for 31 days of drops beside what the diagnostic served
    const ids = big.items.map((i) => i.id);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ids), { minLength: 12, maxLength: 32 }),
        fc.integer({ min: 0, max: 2 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 1000 }),
        (served, daysBefore, wrongPattern, seed) => {
          const first = "2026-11-20";
          const diagnosticDay = addDays(first, -daysBefore);
          const seen = served.map((questionId) => ({ questionId, day: diagnosticDay }));
          const blocked = new Set(served);
          let events: PracticeEvent[] = [];
          for (let d = 0; addDays(first, d) <= addDays(diagnosticDay, 30); d++) {
            const day = addDays(first, d);
            const ctx = {
              ...context(day, `${day}T15:00:00Z`, { english: { theta: 0, se: 0.4 } }, seen),
              bank: big,
              random: seededRandom(seed + d),
            };
            events = [...events, ...given(events).when(assign, ctx)];
            for (const [i, q] of assigned(events).entries()) {
              if (q.slot !== "review") expect(blocked.has(q.questionId)).toBe(false);
              const answer = wrongPattern[i % 5] ? "C" : "B";
              events.push(...given(events).when(submit(q.questionId, answer), ctx));
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("given today's drop, when assigned again the same day, then nothing changes (fixed for the day)", () => {
    const events = given([]).when(assign, DAY1);
    expect(given(events).when(assign, DAY1)).toEqual([]);
  });

  it("given no drop today, when an answer comes, then it is refused", () => {
    spec([]).when(submit("e-1", "B"), DAY1).thenRefused("conflict", NO_DROP_TODAY.message);
    const yesterday = given([]).when(assign, DAY1);
    spec(yesterday).when(submit("e-1", "B"), DAY2).thenRefused("conflict", NO_DROP_TODAY.message);
  });

  it("given today's drop, when a question not in it is answered, then it is refused", () => {
    const events = given([]).when(assign, DAY1);
    const outside = BANK.items.find((i) => !assigned(events).some((q) => q.questionId === i.id))!;
    spec(events)
      .when(submit(outside.id, "B"), DAY1)
      .thenRefused("conflict", NOT_IN_TODAYS_DROP.message);
  });

  it("given a right answer, when recorded, then XP is earned and the ability rises", () => {
    const events = given([]).when(assign, DAY1);
    const q = assigned(events)[0]!;
    const [answered] = given(events).when(submit(q.questionId, "B"), DAY1);
    if (answered?.type !== "DailyDropAnswerSubmitted") throw new Error("unexpected");
    expect(answered.data.correct).toBe(true);
    expect(answered.data.xp).toBeGreaterThan(0);
    expect(answered.data.after.mean).toBeGreaterThan(answered.data.before.mean);
    expect(answered.data.after.sd).toBeLessThan(answered.data.before.sd);
  });

  it("given an answer recorded, when retried (same key, or same question), then nothing new and the first result stands", () => {
    const events = given([]).when(assign, DAY1);
    const q = assigned(events)[0]!;
    events.push(...given(events).when(submit(q.questionId, "B", "key-1"), DAY1));
    expect(given(events).when(submit(q.questionId, "B", "key-1"), DAY1)).toEqual([]);
    expect(given(events).when(submit(q.questionId, "C"), DAY1)).toEqual([]);
    expect(recordedAnswer(given(events).state, submit(q.questionId, "C"))).toMatchObject({
      correct: true,
      answer: "B",
    });
  });

  it("given an answer recorded with a key, when the key comes again with another request, then it is refused (422), never answered with the first result", () => {
    const events = given([]).when(assign, DAY1);
    const [first, second] = assigned(events);
    events.push(...given(events).when(submit(first!.questionId, "B", "key-1"), DAY1));
    for (const reused of [
      submit(first!.questionId, "C", "key-1"), // another answer
      submit(first!.questionId, null, "key-1"), // a skip
      submit(second!.questionId, "B", "key-1"), // another question
    ]) {
      spec(events).when(reused, DAY1).thenRefused("unprocessable", IDEMPOTENCY_KEY_REUSED.message);
    }
  });

  it("given a student at 0 XP, when a question is skipped, then the total stays at 0 (never below)", () => {
    const events = given([]).when(assign, DAY1);
    const q = assigned(events)[0]!;
    const [skipped] = given(events).when(submit(q.questionId, null), DAY1);
    expect(skipped).toMatchObject({
      type: "DailyDropQuestionSkipped",
      data: { xp: 0, performanceCategory: "skipped" },
    });
  });

  it("given XP earned, when a question is skipped, then it costs exactly 1 XP", () => {
    const events = given([]).when(assign, DAY1);
    const [first, second] = assigned(events);
    events.push(...given(events).when(submit(first!.questionId, "B"), DAY1));
    const [skipped] = given(events).when(submit(second!.questionId, null), DAY1);
    expect(skipped).toMatchObject({ type: "DailyDropQuestionSkipped", data: { xp: SKIP_XP } });
  });

  it("when the fifth answer comes, then the day completes with the bonus and a streak of 1; later answers are refused", () => {
    const events = playDay([], DAY1, [1]);
    const completed = events.at(-1);
    if (completed?.type !== "DailyDropCompleted") throw new Error("not completed");
    expect(completed.data).toMatchObject({
      streakDays: 1,
      correct: 4,
      bonusXp: COMPLETION_BONUS_XP,
    });
    const { state } = spec(events);
    const xpOfAnswers = events.reduce(
      (sum, e) =>
        e.type === "DailyDropAnswerSubmitted" || e.type === "DailyDropQuestionSkipped"
          ? sum + e.data.xp
          : sum,
      0,
    );
    expect(state.totalXp).toBe(xpOfAnswers + COMPLETION_BONUS_XP);
    const extra = BANK.items[0]!;
    spec(events).when(submit(extra.id, "B"), DAY1).thenRefused("conflict", DROP_COMPLETE.message);
  });

  it("given yesterday completed, when today is completed, then the streak is 2; after a missed day it restarts at 1", () => {
    const day1 = playDay([], DAY1);
    const day2 = playDay(day1, DAY2);
    expect(day2.at(-1)).toMatchObject({ type: "DailyDropCompleted", data: { streakDays: 2 } });
    const day4 = playDay(day2, DAY4);
    expect(day4.at(-1)).toMatchObject({
      type: "DailyDropCompleted",
      data: { streakDays: 1, streakBrokenOn: "2026-11-22" },
    });
  });

  it("given a strong run, when the estimate clears the next band by half an SD, then the level goes up once and never down", () => {
    let events: PracticeEvent[] = [];
    const days = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"];
    for (const day of days) events = playDay(events, context(day, `${day}T15:00:00Z`));
    const changes = events.filter((e) => e.type === "LevelChanged");
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) {
      if (change.type !== "LevelChanged") continue;
      expect(change.data.to).toBeGreaterThan(change.data.from);
    }
    const { state } = spec(events);
    expect(state.streak.days).toBe(5);
  });

  it("given seven weeks of drops, then the state keeps only the answers its rules read, and the next drop is the one the whole history gives", () => {
    const big = bank(200);
    const on = (day: string) => ({ ...context(day, `${day}T15:00:00Z`), bank: big });
    let events: PracticeEvent[] = [];
    const first = "2026-11-20";
    for (let i = 0; i < 49; i++) {
      events = playDay(events, on(addDays(first, i)), i % 3 === 0 ? [i % 5] : []);
    }
    const every: PastAnswer[] = events.flatMap((e) =>
      e.type === "DailyDropAnswerSubmitted" || e.type === "DailyDropQuestionSkipped"
        ? [
            {
              questionId: e.data.questionId,
              subject: e.data.subject,
              domain: e.data.domain,
              skill: e.data.skill,
              day: e.data.day,
              correct: e.type === "DailyDropAnswerSubmitted" && e.data.correct,
              skipped: e.type === "DailyDropQuestionSkipped",
            },
          ]
        : [],
    );
    const { state } = spec(events);
    const lastDay = addDays(first, 48);
    const recent = every.filter((a) => daysBetween(a.day, lastDay) <= ANSWER_HISTORY_DAYS);
    const old = every.filter((a) => daysBetween(a.day, lastDay) > ANSWER_HISTORY_DAYS);
    expect(every).toEqual(expect.arrayContaining(state.history));
    expect(state.history).toEqual(expect.arrayContaining(recent));
    // Of the older answers only a running review's (a miss and what followed it) stay, and
    // those not yet a week's batch (HISTORY_PRUNE_BATCH).
    expect(state.history.length - recent.length).toBeLessThan(old.length / 2);
    const next = addDays(first, 49);
    const chosen = spec(events)
      .when(assign, context(next, `${next}T15:00:00Z`))
      .events();
    spec
      .givenState({ ...state, history: every })
      .when(assign, context(next, `${next}T15:00:00Z`))
      .then(chosen);
  });
});

describe('answers sent late from the offline queue (docs/rules.md, "Answers sent late")', () => {
  // DAY1 is 2026-11-20 in New York: it ends at 2026-11-21T05:00:00Z, and the grace period of
  // 24 hours at 2026-11-22T05:00:00Z.
  const AFTER_MIDNIGHT = context("2026-11-21", "2026-11-21T06:30:00Z"); // 01:30 the next day
  const BEFORE_MIDNIGHT = "2026-11-20T23:50:00-05:00";
  const late = (
    questionId: string,
    answer: Letter | null,
    answeredAt: string | null = BEFORE_MIDNIGHT,
    key: string | null = null,
  ) => ({
    ...submit(questionId, answer, key),
    day: "2026-11-20",
    ...(answeredAt === null ? {} : { answeredAt }),
  });

  /** Day 1's drop with its first `n` questions answered right on time. */
  function day1Answered(n: number) {
    const events = given([]).when(assign, DAY1);
    for (const q of assigned(events).slice(0, n)) {
      events.push(...given(events).when(submit(q.questionId, "B"), DAY1));
    }
    return events;
  }

  it("given yesterday's drop, when an answer made before midnight arrives after it, then it counts for yesterday with the device's time recorded", () => {
    const events = day1Answered(2);
    const q = assigned(events)[2]!;
    const [answered] = given(events).when(late(q.questionId, "B"), AFTER_MIDNIGHT);
    expect(answered).toMatchObject({
      type: "DailyDropAnswerSubmitted",
      data: { day: "2026-11-20", correct: true, answeredAt: BEFORE_MIDNIGHT },
    });
    if (answered?.type !== "DailyDropAnswerSubmitted") throw new Error("unexpected");
    expect(answered.data.xp).toBeGreaterThan(0);
  });

  it("given four answered and the streak of the day before, when the fifth arrives late, then yesterday completes and the streak goes on", () => {
    const day0 = playDay([], context("2026-11-19", "2026-11-19T15:00:00Z"));
    const events = [...day0, ...given(day0).when(assign, DAY1)];
    for (const q of assigned(events).slice(0, 4)) {
      events.push(...given(events).when(submit(q.questionId, "B"), DAY1));
    }
    const fifth = assigned(events)[4]!;
    const decided = given(events).when(late(fifth.questionId, "B"), AFTER_MIDNIGHT);
    expect(decided.at(-1)).toMatchObject({
      type: "DailyDropCompleted",
      data: { day: "2026-11-20", streakDays: 2, streakBrokenOn: null },
    });
    const { state } = spec([...events, ...decided]);
    expect(state.streak).toMatchObject({ days: 2, lastDay: "2026-11-20" });
  });

  it("given today's drop already assigned, when yesterday's answer arrives, then it counts for yesterday's drop and today's is untouched", () => {
    const events = day1Answered(1);
    events.push(...given(events).when(assign, AFTER_MIDNIGHT));
    const q = assigned(events.slice(0, 2))[1]!;
    const decided = given(events).when(late(q.questionId, "C"), AFTER_MIDNIGHT);
    expect(decided).toMatchObject([
      { type: "DailyDropAnswerSubmitted", data: { day: "2026-11-20", correct: false } },
    ]);
    const { state } = spec([...events, ...decided]);
    expect(state.today).toMatchObject({ day: "2026-11-21", answers: [] });
    expect(state.previous?.day).toBe("2026-11-20");
    expect(state.previous?.answers.map((a) => a.questionId)).toContain(q.questionId);
  });

  it("when it arrives more than 24 hours after yesterday ended, then it is refused and nothing is recorded", () => {
    const events = day1Answered(2);
    const q = assigned(events)[2]!;
    const tooLate = context("2026-11-21", "2026-11-22T05:00:01Z");
    spec(events)
      .when(late(q.questionId, "B"), tooLate)
      .thenRefused("conflict", lateAnswerTooLate("2026-11-20").message);
    // One second earlier it still counts.
    const inTime = context("2026-11-21", "2026-11-22T05:00:00Z");
    expect(given(events).when(late(q.questionId, "B"), inTime)).toHaveLength(1);
  });

  it("when the device says it was answered after midnight, then it cannot count for yesterday", () => {
    const events = day1Answered(2);
    const q = assigned(events)[2]!;
    spec(events)
      .when(late(q.questionId, "B", "2026-11-21T00:00:00-05:00"), AFTER_MIDNIGHT)
      .thenRefused("conflict", answeredAfterDayEnded("2026-11-20").message);
  });

  it("when the device's time is missing, ahead of the server's, or before that day began, then it is refused as invalid", () => {
    const events = day1Answered(2);
    const q = assigned(events)[2]!;
    spec(events)
      .when(late(q.questionId, "B", null), AFTER_MIDNIGHT)
      .thenRefused("invalid", ANSWERED_AT_REQUIRED.message);
    spec(events)
      .when(late(q.questionId, "B", "2026-11-21T06:36:00Z"), AFTER_MIDNIGHT)
      .thenRefused("invalid");
    spec(events)
      .when(late(q.questionId, "B", "2026-11-19T23:59:00-05:00"), AFTER_MIDNIGHT)
      .thenRefused("invalid", "answeredAt: is before the day 2026-11-20 began.");
  });

  it("given a late answer recorded, when it is retried even after the grace period, then nothing new and the first result stands", () => {
    const events = day1Answered(2);
    const q = assigned(events)[2]!;
    events.push(
      ...given(events).when(late(q.questionId, "B", BEFORE_MIDNIGHT, "k-1"), AFTER_MIDNIGHT),
    );
    const muchLater = context("2026-11-23", "2026-11-23T15:00:00Z");
    expect(given(events).when(late(q.questionId, "B", BEFORE_MIDNIGHT, "k-1"), muchLater)).toEqual(
      [],
    );
    expect(
      recordedAnswer(given(events).state, late(q.questionId, "B", BEFORE_MIDNIGHT, "k-1")),
    ).toMatchObject({ questionId: q.questionId, correct: true });
  });

  it("when the day named has not begun, or has no drop that can take answers, then it is refused", () => {
    const events = day1Answered(1);
    const q = assigned(events)[1]!;
    spec(events)
      .when({ ...late(q.questionId, "B"), day: "2026-11-21" }, DAY1)
      .thenRefused("conflict", dayNotBegun("2026-11-21", "2026-11-20").message);
    spec(events)
      .when({ ...late(q.questionId, "B"), day: "2026-11-19" }, AFTER_MIDNIGHT)
      .thenRefused("conflict", noDropOn("2026-11-19").message);
  });

  it("given today already completed on another device, when yesterday's last answer completes it late, then it counts but the streak is left as it stands", () => {
    const events = day1Answered(4);
    const fifth = assigned(events)[4]!;
    const today = playDay(events, AFTER_MIDNIGHT);
    expect(today.at(-1)).toMatchObject({ type: "DailyDropCompleted", data: { streakDays: 1 } });
    const decided = given(today).when(late(fifth.questionId, "B"), AFTER_MIDNIGHT);
    expect(decided.at(-1)).toMatchObject({
      type: "DailyDropCompleted",
      data: { day: "2026-11-20", streakDays: 1 },
    });
    const { state } = spec([...today, ...decided]);
    expect(state.streak).toMatchObject({ days: 1, lastDay: "2026-11-21" });
    expect(state.previous).toMatchObject({ day: "2026-11-20", completed: true });
  });
});
