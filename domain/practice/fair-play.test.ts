// Fair play (issue 30; docs/rules.md, "The student's day"): XP, drops, streaks and the daily
// limits cannot be farmed by changing time zone. Given/when/then for the exploit as it was
// reproduced (New York → Pacific/Kiritimati → Pacific/Pago_Pago gave four drops of one real
// day), then properties over random histories — clock moves, zone changes, answers, retries,
// answers sent late, focused sets — run through the real decider:
//   - a drop is never assigned for a day on or before the latest day already had, and no two
//     days of a student overlap in real time;
//   - over any real span of D days a student completes at most D + 1 drops (so earns at most
//     that many completion bonuses), and the streak never exceeds the real days elapsed + 1;
//   - focused practice earns at most the daily cap per day, so (D + 1) caps over D days.
// A "day" in these bounds is 24 hours where every zone of the history has fixed offsets, and
// 23 hours (the shortest local day, the spring switch) where zones with daylight saving join in.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CommandRefused } from "../decider.ts";
import { seededRandom } from "../random.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { DST_ZONES, FIXED_ZONES, HOUR_MS, withinDays } from "../testing/fair-play.ts";
import { FOCUSED_DAILY_XP_CAP, QUESTIONS_PER_DAY } from "./constants.ts";
import { dayClosed, endOfLocalDay, startOfLocalDay } from "./days.ts";
import type { PracticeCommand, PracticeContext } from "./decide.ts";
import { practiceDecider } from "./decider.ts";
import type { PracticeEvent } from "./events.ts";
import type { PracticeState } from "./state.ts";
import { testBank } from "../testing/practice-bank.ts";

const USER = "6f1c7c1e-3a57-4b6e-9a51-0b0d3f1e2a10";
const BANK = testBank();

function context(timeZone: string, now: Date, seed = 1): PracticeContext {
  return {
    timeZone,
    now,
    bank: BANK,
    diagnostic: { english: { theta: 0, se: 0.5 } },
    diagnosticSeen: [],
    testDate: null,
    random: seededRandom(seed),
  };
}

const assign: PracticeCommand = { type: "AssignToday", userId: USER };
const answer = (questionId: string, key: string | null = null) =>
  ({
    type: "SubmitAnswer",
    userId: USER,
    questionId,
    answer: "B",
    skipped: false,
    responseTimeMs: 40_000,
    idempotencyKey: key,
  }) satisfies PracticeCommand;

/** Decides and applies a command; a refusal is no event. */
function run(state: PracticeState, command: PracticeCommand, ctx: PracticeContext) {
  try {
    const events = practiceDecider.decide(command, state, ctx);
    return { events, state: events.reduce(practiceDecider.evolve, state) };
  } catch (error) {
    if (error instanceof CommandRefused) return { events: [] as PracticeEvent[], state };
    throw error;
  }
}

/** The events of assigning and answering the whole drop at `at` in `zone`. */
function playDrop(history: PracticeEvent[], zone: string, at: string): PracticeEvent[] {
  const ctx = context(zone, new Date(at));
  let state = history.reduce(practiceDecider.evolve, practiceDecider.initialState);
  const out: PracticeEvent[] = [];
  const step = (command: PracticeCommand) => {
    const result = run(state, command, ctx);
    state = result.state;
    out.push(...result.events);
  };
  step(assign);
  for (const q of state.today?.questions ?? []) step(answer(q.questionId));
  return out;
}

const spec = deciderSpec(practiceDecider);

describe("the exploit as reproduced: a change of time zone hands out no drop", () => {
  // 2026-11-27 17:00 in New York is 2026-11-28 12:00 in Kiritimati (UTC+14) and 2026-11-27
  // 11:00 in Pago Pago (UTC−11): the same instant on two different dates.
  const NOON_NY = "2026-11-27T17:00:00.000Z";
  const newYork = playDrop([], "America/New_York", NOON_NY);

  it("given New York's drop of 11-27 completed, when the student moves to Kiritimati, where it is 11-28, then no new drop: the day of 11-27 goes on", () => {
    expect(newYork.filter((e) => e.type === "DailyDropCompleted")).toHaveLength(1);
    spec(newYork)
      .when(assign, context("Pacific/Kiritimati", new Date(NOON_NY)))
      .then([]);
    expect(spec(newYork).state.latestDay).toEqual({
      day: "2026-11-27",
      timeZone: "America/New_York",
    });
  });

  it("given the same and a try in Kiritimati, when the student moves on to Pago Pago, where it is 11-27 again, then no new drop for 11-27", () => {
    const tried = [...newYork, ...playDrop(newYork, "Pacific/Kiritimati", NOON_NY)];
    spec(tried)
      .when(assign, context("Pacific/Pago_Pago", new Date(NOON_NY)))
      .then([]);
  });

  it("given the same, when 11-27 has ended in New York but Kiritimati's 11-28 began before that, then still no drop: Kiritimati's next day is 11-29", () => {
    const afterNewYorkMidnight = new Date("2026-11-28T06:00:00.000Z"); // 20:00 on 11-28 there
    spec(newYork).when(assign, context("Pacific/Kiritimati", afterNewYorkMidnight)).then([]);
    const kiritimati29 = new Date("2026-11-28T10:00:00.000Z"); // 00:00 on 11-29 there
    const [drop] = spec(newYork).when(assign, context("Pacific/Kiritimati", kiritimati29)).events();
    expect(drop).toMatchObject({
      type: "DailyDropAssigned",
      data: { day: "2026-11-29", timeZone: "Pacific/Kiritimati" },
    });
  });

  it("given the same, when Pago Pago's 11-28 begins (after New York's 11-27 ended), then that is the next drop", () => {
    const pagoPago28 = new Date("2026-11-28T11:00:00.000Z");
    const [drop] = spec(newYork).when(assign, context("Pacific/Pago_Pago", pagoPago28)).events();
    expect(drop).toMatchObject({ data: { day: "2026-11-28", timeZone: "Pacific/Pago_Pago" } });
  });

  it("given seven zone switches within one real day, then one drop, one completion bonus and a streak of 1", () => {
    let events = newYork;
    const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Tokyo", "Etc/GMT+12"];
    for (let i = 0; i < 7; i++) {
      const at = new Date(Date.parse(NOON_NY) + i * HOUR_MS).toISOString();
      events = [...events, ...playDrop(events, zones[i % zones.length]!, at)];
    }
    const completed = events.filter((e) => e.type === "DailyDropCompleted");
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ data: { streakDays: 1, bonusXp: 10 } });
  });
});

describe("a closed day: after a change of zone, nothing new counts until the next day begins", () => {
  // New York's 11-27 ends at 2026-11-28T05:00Z; Kiritimati's 11-28 began before that, so from
  // then until Kiritimati's 11-29 (2026-11-28T10:00Z) the student's day is closed.
  const EVENING_NY = new Date("2026-11-27T23:00:00.000Z");
  const IN_THE_GAP = new Date("2026-11-28T06:00:00.000Z");
  const started = (() => {
    const ctx = context("America/New_York", EVENING_NY);
    const assigned = run(practiceDecider.initialState, assign, ctx);
    const first = assigned.state.today!.questions[0]!;
    return [...assigned.events, ...run(assigned.state, answer(first.questionId), ctx).events];
  })();
  const second = () => spec(started).state.today!.questions[1]!.questionId;
  const closed = dayClosed(
    { day: "2026-11-27", timeZone: "America/New_York" },
    "Pacific/Kiritimati",
  ).message;

  it("given New York's drop half done, when an answer is sent live from Kiritimati after New York's midnight, then it is refused, saying when the next day begins", () => {
    expect(closed).toBe(
      "Your day of 2026-11-27 is over, and in your new time zone your next day begins on Sunday, November 29 at 12:00 AM (your time). Come back then: a day can't be lived twice.",
    );
    spec(started)
      .when(answer(second()), context("Pacific/Kiritimati", IN_THE_GAP))
      .thenRefused("conflict", closed);
  });

  it("given the same, when an answer made before New York's midnight arrives in the gap, then it counts for 11-27 (answers sent late)", () => {
    const late = { ...answer(second()), day: "2026-11-27", answeredAt: "2026-11-28T04:30:00Z" };
    const [event] = spec(started).when(late, context("Pacific/Kiritimati", IN_THE_GAP)).events();
    expect(event).toMatchObject({ type: "DailyDropAnswerSubmitted", data: { day: "2026-11-27" } });
  });

  it("given the same, when a focused set is started in the gap, then it is refused; at Kiritimati's midnight it starts on 11-29", () => {
    const start: PracticeCommand = {
      type: "StartFocusedPractice",
      userId: USER,
      setId: "00000000-0000-4000-8000-000000000001",
      recommendationId: null,
      domain: null,
      skill: null,
    };
    spec(started)
      .when(start, context("Pacific/Kiritimati", IN_THE_GAP))
      .thenRefused("conflict", closed);
    const midnight = new Date("2026-11-28T10:00:00.000Z");
    const events = spec(started).when(start, context("Pacific/Kiritimati", midnight)).events();
    expect(events.at(-1)).toMatchObject({
      type: "FocusedPracticeAssigned",
      data: { day: "2026-11-29", timeZone: "Pacific/Kiritimati" },
    });
  });
});

// ─── Random histories ─────────────────────────────────────────────────────────────────────────

type Step =
  | { kind: "wait"; minutes: number }
  | { kind: "zone"; zone: number }
  | { kind: "assign" }
  | { kind: "answer"; count: number; skip: boolean; retry: boolean }
  | { kind: "late"; minutesBeforeEnd: number }
  | { kind: "focus"; answers: number };

const stepArb = (zones: number): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant("wait" as const),
        minutes: fc.oneof(fc.integer({ min: 0, max: 180 }), fc.integer({ min: 180, max: 40 * 60 })),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant("zone" as const), zone: fc.nat(zones - 1) }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("assign" as const) }) },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("answer" as const),
        count: fc.integer({ min: 1, max: QUESTIONS_PER_DAY }),
        skip: fc.boolean(),
        retry: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("late" as const),
        minutesBeforeEnd: fc.integer({ min: 1, max: 600 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("focus" as const),
        answers: fc.integer({ min: 1, max: 5 }),
      }),
    },
  );

/** An event with when it was decided and, for a completion, when the student did the work: the
 *  completing answer's device time for an answer sent late, else the decision's. */
type Timed = { event: PracticeEvent; at: number; doneAt: number };

/** Plays the steps from `start` in the first zone; answers every event with its times. */
function play(steps: readonly Step[], zones: readonly string[], start: number): Timed[] {
  let now = start;
  let zone = zones[0]!;
  let state = practiceDecider.initialState;
  let last: PracticeCommand | null = null;
  let keys = 0;
  const log: Timed[] = [];
  const decide = (command: PracticeCommand, doneAt = now) => {
    const result = run(state, command, context(zone, new Date(now), keys));
    state = result.state;
    for (const event of result.events) log.push({ event, at: now, doneAt });
    return result.events;
  };
  for (const step of steps) {
    switch (step.kind) {
      case "wait":
        now += step.minutes * 60_000;
        break;
      case "zone":
        zone = zones[step.zone]!;
        break;
      case "assign":
        decide(assign);
        break;
      case "answer": {
        // `count` answers in a row to today's drop; a retry first sends the last one again.
        if (step.retry && last) decide(last);
        for (let n = 0; n < step.count; n++) {
          const drop = state.today;
          const open = drop?.questions.find(
            (q) => !drop.answers.some((a) => a.questionId === q.questionId),
          );
          if (!open) break;
          last = {
            ...answer(open.questionId, `key-${(keys += 1)}`),
            ...(step.skip && n === 0 ? { answer: null, skipped: true } : {}),
          };
          decide(last);
        }
        break;
      }
      case "late": {
        // An answer made offline for the drop before today's, sent now: the device says it was
        // answered inside that day (the decider believes it only within the day).
        const drop = state.previous;
        const open = drop?.questions.find(
          (q) => !drop.answers.some((a) => a.questionId === q.questionId),
        );
        if (!drop || !open) break;
        const ended = endOfLocalDay(drop.day, drop.timeZone).getTime();
        const answeredAt = Math.min(now, ended - step.minutesBeforeEnd * 60_000);
        decide(
          {
            ...answer(open.questionId, `key-${(keys += 1)}`),
            day: drop.day,
            answeredAt: new Date(answeredAt).toISOString(),
          },
          answeredAt,
        );
        break;
      }
      case "focus": {
        const setId = `00000000-0000-4000-8000-${String((keys += 1)).padStart(12, "0")}`;
        const started = decide({
          type: "StartFocusedPractice",
          userId: USER,
          setId,
          recommendationId: null,
          domain: null,
          skill: null,
        }).find((e) => e.type === "FocusedPracticeAssigned");
        if (started?.type !== "FocusedPracticeAssigned") break;
        for (const q of started.data.questions.slice(0, step.answers)) {
          decide({
            type: "SubmitFocusedAnswer",
            userId: USER,
            setId,
            questionId: q.questionId,
            answer: "B",
            skipped: false,
            responseTimeMs: 30_000,
            idempotencyKey: null,
          });
        }
        break;
      }
    }
  }
  return log;
}

/** The days the log assigned (drops and focused sets), each with its zone, in order. */
function assignedDays(log: readonly Timed[]) {
  const days: { day: string; timeZone: string }[] = [];
  for (const { event } of log) {
    if (event.type !== "DailyDropAssigned" && event.type !== "FocusedPracticeAssigned") continue;
    if (days.at(-1)?.day !== event.data.day) days.push(event.data);
  }
  return days;
}

function checkFairPlay(log: readonly Timed[], dayMs: number) {
  // Drop days only move forward, and no two days of the student overlap in real time.
  const days = assignedDays(log);
  for (let k = 1; k < days.length; k++) {
    const before = days[k - 1]!;
    const after = days[k]!;
    expect(after.day > before.day, `${after.day} after ${before.day}`).toBe(true);
    expect(startOfLocalDay(after.day, after.timeZone).getTime()).toBeGreaterThanOrEqual(
      endOfLocalDay(before.day, before.timeZone).getTime(),
    );
  }
  const dropDays = log.flatMap((t) =>
    t.event.type === "DailyDropAssigned" ? [t.event.data.day] : [],
  );
  expect(new Set(dropDays).size).toBe(dropDays.length);

  // Completions (each one completion bonus): at most D + 1 in any span of D days.
  const completions = log.flatMap((t) =>
    t.event.type === "DailyDropCompleted" ? [{ ...t, data: t.event.data }] : [],
  );
  expect(new Set(completions.map((c) => c.data.day)).size).toBe(completions.length);
  // Each was done inside its day's span of real time, in the zone the day was lived in.
  for (const c of completions) {
    expect(c.doneAt).toBeGreaterThanOrEqual(startOfLocalDay(c.data.day, c.data.timeZone).getTime());
    expect(c.doneAt).toBeLessThan(endOfLocalDay(c.data.day, c.data.timeZone).getTime());
  }
  expect(
    withinDays(
      completions.map((c) => c.doneAt),
      1,
      dayMs,
    ),
    "drops per span of days",
  ).toBe(true);
  // The streak never exceeds the real days elapsed since the first completion + 1.
  const first = Math.min(...completions.map((c) => c.doneAt));
  for (const c of completions) {
    expect(c.data.streakDays).toBeLessThanOrEqual(Math.ceil((c.doneAt - first) / dayMs) + 1);
  }
  // Answers: at most QUESTIONS_PER_DAY per drop, each question once (retries add nothing).
  const perDrop = new Map<string, string[]>();
  for (const { event } of log) {
    if (event.type !== "DailyDropAnswerSubmitted" && event.type !== "DailyDropQuestionSkipped") {
      continue;
    }
    perDrop.set(event.data.day, [...(perDrop.get(event.data.day) ?? []), event.data.questionId]);
  }
  for (const answered of perDrop.values()) {
    expect(answered.length).toBeLessThanOrEqual(QUESTIONS_PER_DAY);
    expect(new Set(answered).size).toBe(answered.length);
  }
  // Focused practice: at most the cap per day of the student, each answer inside its day.
  const setZones = new Map<string, string>();
  const focusedXp = new Map<string, number>();
  for (const { event, at } of log) {
    if (event.type === "FocusedPracticeAssigned")
      setZones.set(event.data.setId, event.data.timeZone);
    if (event.type !== "FocusedAnswerSubmitted") continue;
    const zone = setZones.get(event.data.setId)!;
    expect(at).toBeGreaterThanOrEqual(startOfLocalDay(event.data.day, zone).getTime());
    expect(at).toBeLessThan(endOfLocalDay(event.data.day, zone).getTime());
    focusedXp.set(event.data.day, (focusedXp.get(event.data.day) ?? 0) + event.data.xp);
  }
  for (const xp of focusedXp.values()) expect(xp).toBeLessThanOrEqual(FOCUSED_DAILY_XP_CAP);
  return { completions: completions.length, days: days.length };
}

const START = fc.integer({
  min: Date.parse("2026-01-01T00:00:00Z"),
  max: Date.parse("2027-12-31T00:00:00Z"),
});

describe("property: no history of zone changes, clock moves and answers farms drops, bonuses, streaks or focused XP", () => {
  it("in zones with fixed offsets (24-hour days): at most D + 1 drops in D days, streak ≤ days elapsed + 1, focused XP ≤ the cap a day", () => {
    let completions = 0;
    fc.assert(
      fc.property(
        fc.array(stepArb(FIXED_ZONES.length), { minLength: 20, maxLength: 90 }),
        START,
        (steps, start) => {
          completions += checkFairPlay(play(steps, FIXED_ZONES, start), 24 * HOUR_MS).completions;
        },
      ),
      { numRuns: 120 },
    );
    // The histories did complete drops: the bounds were tested, not met by doing nothing.
    expect(completions).toBeGreaterThan(120);
  });

  it("with daylight saving zones too (a day at least 23 hours): the same bounds", () => {
    fc.assert(
      fc.property(
        fc.array(stepArb(DST_ZONES.length), { minLength: 20, maxLength: 90 }),
        START,
        (steps, start) => {
          checkFairPlay(play(steps, DST_ZONES, start), 23 * HOUR_MS);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("an attacker who flips between UTC+14 and UTC−12 before every drop gets one drop per real day at most", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 26 * 60 }), { minLength: 5, maxLength: 25 }),
        START,
        (waits, start) => {
          const steps: Step[] = waits.flatMap((minutes, i): Step[] => [
            { kind: "wait", minutes },
            { kind: "zone", zone: i % 2 },
            { kind: "assign" },
            { kind: "answer", count: QUESTIONS_PER_DAY, skip: false, retry: true },
          ]);
          const log = play(steps, ["Pacific/Kiritimati", "Etc/GMT+12"], start);
          checkFairPlay(log, 24 * HOUR_MS);
        },
      ),
      { numRuns: 60 },
    );
  });
});
