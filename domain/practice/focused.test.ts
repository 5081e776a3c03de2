// Focused practice on the practice decider, given/when/then: starting a set (its questions, the
// resume rule, the refusals, the day's limit) and answering it (tracked like a Daily Drop answer;
// the XP rules for extra practice: repeat, easy, the day's cap, skips; retries count once).
import { describe, expect, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import { rankFocus } from "../planning/focus.ts";
import { bandOf, subjectOf, taxonomy, type Letter } from "../questions/item.ts";
import { seededRandom } from "../random.ts";
import {
  FOCUSED_DAILY_XP_CAP,
  FOCUSED_EASY_SUCCESS,
  FOCUSED_SET_SIZE,
  FOCUSED_SETS_PER_DAY,
} from "./constants.ts";
import { ANSWER_REQUIRED, IDEMPOTENCY_KEY_REUSED } from "./answering.ts";
import type { PracticeCommand, PracticeContext } from "./decide.ts";
import {
  bandNames,
  FOCUSED_SET_COMPLETE,
  FOCUSED_SET_NOT_FOUND,
  FOCUSED_SET_OF_EARLIER_DAY,
  FOCUSED_SETS_LIMIT,
  NOT_IN_FOCUSED_SET,
  recordedFocusedAnswer,
  skillOutsideDomain,
  unknownDomain,
  unknownSkill,
} from "./focused.ts";
import { practiceDecider } from "./decider.ts";
import { practiceDifficulty } from "./focused-selection.ts";
import type { PracticeEvent, PracticeEventData } from "./events.ts";
import { driftTo, predictedSuccess, updateTracker } from "./tracker.ts";
import { answerXp } from "./xp.ts";
import { testBank } from "../testing/practice-bank.ts";

const USER = "6f1c7c1e-3a57-4b6e-9a51-0b0d3f1e2a10";
const setIdOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const BANK = testBank();
const DAY = "2026-11-20";

function context(
  day = DAY,
  diagnostic: PracticeContext["diagnostic"] = { english: { theta: 0, se: 0.4 } },
  seed = 7,
): PracticeContext {
  return {
    timeZone: "America/New_York",
    now: new Date(`${day}T15:00:00Z`),
    bank: BANK,
    diagnostic,
    diagnosticSeen: [],
    testDate: null,
    random: seededRandom(seed),
  };
}

const spec = deciderSpec(practiceDecider);
const decided = (events: PracticeEvent[], command: PracticeCommand, ctx = context()) =>
  spec(events).when(command, ctx).events();

const start = (
  n: number,
  area: { domain?: string; skill?: string; recommendationId?: string } = {},
): Extract<PracticeCommand, { type: "StartFocusedPractice" }> => ({
  type: "StartFocusedPractice",
  userId: USER,
  setId: setIdOf(n),
  recommendationId: area.recommendationId ?? null,
  domain: area.domain ?? null,
  skill: area.skill ?? null,
});

const answer = (
  n: number,
  questionId: string,
  letter: Letter | null,
  idempotencyKey: string | null = null,
): Extract<PracticeCommand, { type: "SubmitFocusedAnswer" }> => ({
  type: "SubmitFocusedAnswer",
  userId: USER,
  setId: setIdOf(n),
  questionId,
  answer: letter,
  skipped: letter === null,
  responseTimeMs: 30_000,
  idempotencyKey,
});

function assignedSet(events: PracticeEvent[]): PracticeEventData<"FocusedPracticeAssigned"> {
  const e = events.findLast((x) => x.type === "FocusedPracticeAssigned");
  if (e?.type !== "FocusedPracticeAssigned") throw new Error("no focused set");
  return e.data;
}

/** Starts set n and answers every question (right unless `wrong`), returning all events. */
function playSet(
  history: PracticeEvent[],
  n: number,
  area: Parameters<typeof start>[1],
  ctx = context(),
  wrong = false,
): PracticeEvent[] {
  const events = [...history, ...decided(history, start(n, area), ctx)];
  for (const q of assignedSet(events).questions) {
    events.push(...decided(events, answer(n, q.questionId, wrong ? "C" : "B"), ctx));
  }
  return events;
}

/** Each question's predicted success for the student the events leave, on DAY. */
function successOf(events: PracticeEvent[]) {
  const { tracker } = spec(events).state;
  return (id: string) => predictedSuccess(driftTo(tracker!, DAY), BANK.find(id)!);
}

/** A day's Daily Drop, assigned (not answered). */
const withDrop = (ctx = context()) => decided([], { type: "AssignToday", userId: USER }, ctx);

describe("focused practice: starting a set", () => {
  it("given a student with today's drop, when a set of a skill is started, then up to five questions of that skill only, at the band of the student's level, none in the drop, one per passage, easiest first", () => {
    const events = withDrop();
    const drop = new Set(
      events.flatMap((e) =>
        e.type === "DailyDropAssigned" ? e.data.questions.map((q) => q.questionId) : [],
      ),
    );
    const [assigned] = decided(
      events,
      start(1, {
        recommendationId: "rec-1",
        domain: "craft_and_structure",
        skill: "words_in_context",
      }),
    );
    expect(assigned).toMatchObject({
      type: "FocusedPracticeAssigned",
      data: {
        setId: setIdOf(1),
        recommendationId: "rec-1",
        subject: "english",
        domain: "craft_and_structure",
        skill: "words_in_context",
        target: 0.8,
      },
    });
    const band = practiceDifficulty(spec(events).state.levels, "english");
    const { questions } = assignedSet([assigned!]);
    // Every question of the skill and the band the set says; all of them that are eligible.
    expect(questions.every((q) => q.skill === "words_in_context")).toBe(true);
    expect(questions.every((q) => bandOf(q.level) === band)).toBe(true);
    expect(questions.some((q) => drop.has(q.questionId))).toBe(false);
    const eligible = BANK.items.filter(
      (i) => i.skill === "words_in_context" && bandOf(i.level) === band && !drop.has(i.id),
    );
    const passagesLeft = new Set(eligible.map((i) => i.passageKey)).size;
    expect(questions).toHaveLength(Math.min(FOCUSED_SET_SIZE, passagesLeft));
    const passages = questions.map((q) => BANK.find(q.questionId)!.passageKey);
    expect(new Set(passages).size).toBe(questions.length);
    // An easy question (no XP) only once every other eligible one is taken or its passage is.
    const p = successOf(events);
    if (questions.some((q) => p(q.questionId) >= FOCUSED_EASY_SUCCESS)) {
      const left = eligible.filter(
        (i) => p(i.id) < FOCUSED_EASY_SUCCESS && !passages.includes(i.passageKey),
      );
      expect(left).toEqual([]);
    }
    const bs = questions.map((q) => BANK.find(q.questionId)!.irt.b);
    expect(bs).toEqual([...bs].sort((x, y) => x - y));
  });

  it("given a skill with fewer questions than a set, when a set of it is started, then only the skill's: a shorter set, no other skill", () => {
    // linear_inequalities has 4 of algebra's 24 items, 1 or 2 in each band.
    const events = decided([], start(1, { skill: "linear_inequalities" }));
    const set = assignedSet(events);
    const band = practiceDifficulty(spec(events).state.levels, "math");
    const ofSkill = BANK.items.filter(
      (i) => i.skill === "linear_inequalities" && bandOf(i.level) === band,
    );
    expect(ofSkill.length).toBeGreaterThan(0);
    expect(ofSkill.length).toBeLessThan(FOCUSED_SET_SIZE);
    expect(set.questions.map((q) => q.questionId).sort()).toEqual(ofSkill.map((i) => i.id).sort());
  });

  it("given questions answered in the last 30 days, when a set is started, then none of them is chosen", () => {
    let events = playSet(withDrop(), 1, { domain: "algebra" });
    const first = assignedSet(events).questions.map((q) => q.questionId);
    const later = context("2026-12-10");
    events = [...events, ...decided(events, start(2, { domain: "algebra" }), later)];
    const second = assignedSet(events).questions.map((q) => q.questionId);
    expect(second).toHaveLength(FOCUSED_SET_SIZE);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it("given a set of today, when the drop is assigned the same day, then the drop holds none of the set's questions", () => {
    const events = decided([], start(1, { domain: "algebra" }));
    const inSet = assignedSet(events).questions.map((q) => q.questionId);
    const drop = decided(events, { type: "AssignToday", userId: USER });
    const dropIds = drop.flatMap((e) =>
      e.type === "DailyDropAssigned" ? e.data.questions.map((q) => q.questionId) : [],
    );
    expect(dropIds).toHaveLength(5);
    expect(dropIds.filter((id) => inSet.includes(id))).toEqual([]);
  });

  it("given nothing asked (Practice Mode), when a set is started, then it is of rankFocus's top area and its weakest skill", () => {
    const events = playSet(withDrop(), 1, { domain: "geometry_and_trigonometry" }, context(), true);
    const { state } = spec(events);
    const top = rankFocus({ tracker: driftTo(state.tracker!, DAY), history: state.history })[0]!;
    const set = assignedSet(decided(events, start(2)));
    expect(set).toMatchObject({
      domain: top.domain,
      skill: top.weakestSkill.skill,
      subject: subjectOf(top.domain),
      recommendationId: null,
    });
    expect(set.questions.every((q) => q.domain === top.domain)).toBe(true);
  });

  it("given a student with no practice yet, when a set is started, then the tracker is seeded first (PracticeStarted)", () => {
    const events = decided([], start(1, { skill: "percentages" }));
    expect(events.map((e) => e.type)).toEqual(["PracticeStarted", "FocusedPracticeAssigned"]);
    expect(assignedSet(events)).toMatchObject({
      domain: "problem_solving_and_data_analysis",
      skill: "percentages",
      subject: "math",
    });
  });

  it("given an unfinished set of today, when the same recommendation, the same area, Practice Mode or the same setId starts again, then nothing new (it is resumed)", () => {
    const fromRec = decided([], start(1, { recommendationId: "rec-1", domain: "algebra" }));
    spec(fromRec)
      .when(start(2, { recommendationId: "rec-1", domain: "algebra" }), context())
      .then([]);
    spec(fromRec)
      .when(start(1, { recommendationId: "rec-1", domain: "algebra" }), context())
      .then([]);
    // Another recommendation gets its own set.
    expect(
      decided(fromRec, start(3, { recommendationId: "rec-2", domain: "algebra" })),
    ).toHaveLength(1);

    const direct = decided([], start(1, { skill: "circles" }));
    spec(direct)
      .when(start(2, { skill: "circles" }), context())
      .then([]);
    spec(direct)
      .when(start(2, { domain: "geometry_and_trigonometry", skill: "circles" }), context())
      .then([]);
    spec(direct).when(start(2), context()).then([]); // Practice Mode resumes it
    expect(decided(direct, start(2, { domain: "geometry_and_trigonometry" }))).toHaveLength(1);
  });

  it("given a finished set, when the same recommendation starts again, then a new set", () => {
    const done = playSet([], 1, { recommendationId: "rec-1", domain: "algebra" });
    const next = decided(done, start(2, { recommendationId: "rec-1", domain: "algebra" }));
    expect(assignedSet(next).setId).toBe(setIdOf(2));
  });

  it("given yesterday's unfinished set, when the same area starts today, then a new set for today", () => {
    const yesterday = decided([], start(1, { domain: "algebra" }), context("2026-11-19"));
    const today = decided(yesterday, start(2, { domain: "algebra" }));
    expect(assignedSet(today)).toMatchObject({ setId: setIdOf(2), day: DAY });
  });

  it("when the area is not in the taxonomy, then the refusal names the field", () => {
    spec([])
      .when(start(1, { domain: "poetry" }), context())
      .thenRefused("invalid", unknownDomain("poetry").message);
    expect(unknownDomain("poetry").message).toMatch(/^domain: "poetry" is not a domain of the SAT/);
    spec([])
      .when(start(1, { skill: "haiku" }), context())
      .thenRefused("invalid", unknownSkill("haiku").message);
    expect(unknownSkill("haiku").message).toBe('skill: "haiku" is not a skill of the SAT.');
    spec([])
      .when(start(1, { domain: "algebra", skill: "circles" }), context())
      .thenRefused("invalid", skillOutsideDomain("circles", "algebra").message);
    expect(skillOutsideDomain("circles", "algebra").message).toMatch(
      /^skill: "circles" is not a skill of Algebra \(one of linear_equations_in_one_variable, /,
    );
  });

  it(`given ${FOCUSED_SETS_PER_DAY} sets started today, when another is started, then it is refused (429) and tomorrow one starts`, () => {
    let events: PracticeEvent[] = [];
    const domains = Object.keys({ ...taxonomy.english, ...taxonomy.math });
    for (let n = 0; n < FOCUSED_SETS_PER_DAY; n++) {
      const area = { domain: domains[n % domains.length]!, recommendationId: `rec-${n}` };
      events = [...events, ...decided(events, start(n, area))];
    }
    spec(events)
      .when(start(99, { domain: "algebra", recommendationId: "x" }), context())
      .thenRefused("limited", FOCUSED_SETS_LIMIT.message);
    expect(decided(events, start(99, { domain: "algebra" }), context("2026-11-21"))).toHaveLength(
      1,
    );
  });

  it("given every question of a domain at the student's band answered lately, when a set of it is started, then it is refused saying so", () => {
    // Practice started (a set of another domain): the shown levels are the diagnostic's.
    let events = playSet([], 0, { domain: "algebra" }, context(), true);
    const band = practiceDifficulty(spec(events).state.levels, "english");
    // 8 of the domain's 24 items are in the band: sets take them until none is left.
    const inBand = BANK.items.filter(
      (i) => i.domain === "expression_of_ideas" && bandOf(i.level) === band,
    ).length;
    let used = 0;
    for (let n = 1; used < inBand && n < 9; n++) {
      // Answered wrong: the level, and so the band, stays.
      events = playSet(events, n, { domain: "expression_of_ideas" }, context(), true);
      used += assignedSet(events).questions.length;
    }
    expect(used).toBe(inBand);
    const refused = spec(events).when(start(9, { domain: "expression_of_ideas" }), context());
    const error = refused.thenRefused("conflict");
    expect(error.message).toMatch(
      new RegExp(
        `^domain: every ${bandNames[band]} question of Expression of Ideas you could practice today was answered in the last 30 days`,
      ),
    );
  });
});

describe("focused practice: answering", () => {
  const started = () => {
    const drop = withDrop();
    return [...drop, ...decided(drop, start(1, { domain: "algebra" }))];
  };

  it("given a set, when a question is answered, then the tracker moves exactly as a Daily Drop answer of that question would move it", () => {
    const events = started();
    const q = assignedSet(events).questions[0]!;
    const { state } = spec(events);
    const [focused] = decided(events, answer(1, q.questionId, "B"));
    if (focused?.type !== "FocusedAnswerSubmitted") throw new Error("unexpected");
    // The same state with that question in today's drop: the drop's answer.
    const today = { ...state.today!, questions: [{ ...q, slot: "practice" as const }] };
    const [drop] = spec
      .givenState({ ...state, today })
      .when(
        {
          type: "SubmitAnswer",
          userId: USER,
          questionId: q.questionId,
          answer: "B",
          skipped: false,
          responseTimeMs: 30_000,
          idempotencyKey: null,
        },
        context(),
      )
      .events();
    if (drop?.type !== "DailyDropAnswerSubmitted") throw new Error("unexpected");
    for (const field of [
      "pSuccess",
      "before",
      "after",
      "domainAfter",
      "correct",
      "performanceCategory",
    ] as const) {
      expect(focused.data[field]).toEqual(drop.data[field]);
    }
    const item = BANK.find(q.questionId)!;
    const expected = updateTracker(driftTo(state.tracker!, DAY), item, true);
    expect(focused.data.after).toEqual(expected.subjects.math);
    // And the folded state's tracker is the one the answer recorded.
    const after = spec([...events, focused]).state;
    expect(after.tracker!.subjects.math).toEqual(focused.data.after);
    expect(after.history.at(-1)).toMatchObject({ questionId: q.questionId, correct: true });
  });

  it("given a fresh question the student is not sure of, when answered right, then it earns the Daily Drop's XP ('counted'); wrong earns 2", () => {
    // A Math diagnostic at level 1: the Easy band is where this student is unsure.
    const weak = context(DAY, { math: { theta: -2.3, se: 0.3 } });
    const drop = withDrop(weak);
    const events = [...drop, ...decided(drop, start(1, { domain: "algebra" }), weak)];
    const answered = (letter: Letter, id: string) =>
      decided(events, answer(1, id, letter), weak)[0]!;
    const [first, second] = assignedSet(events).questions;
    const right = answered("B", first!.questionId);
    if (right.type !== "FocusedAnswerSubmitted") throw new Error("unexpected");
    expect(right.data.pSuccess).toBeLessThan(FOCUSED_EASY_SUCCESS);
    expect(right.data).toMatchObject({
      xpRule: "counted",
      xp: answerXp({ correct: true, skipped: false, pSuccess: right.data.pSuccess }),
    });
    const wrong = answered("C", second!.questionId);
    expect(wrong).toMatchObject({ data: { correct: false, xp: 2, xpRule: "counted" } });
  });

  it("given a question in the history (answered before), when answered in a set, then it earns 0 XP ('repeat') and still moves the tracker", () => {
    const events = started();
    const q = assignedSet(events).questions[0]!;
    const { state } = spec(events);
    const old = {
      questionId: q.questionId,
      subject: q.subject,
      domain: q.domain,
      skill: q.skill,
      day: "2026-10-01",
      correct: false,
      skipped: false,
    };
    const [repeat] = spec
      .givenState({ ...state, history: [...state.history, old] })
      .when(answer(1, q.questionId, "B"), context())
      .events();
    expect(repeat).toMatchObject({
      type: "FocusedAnswerSubmitted",
      data: { correct: true, xp: 0, xpRule: "repeat" },
    });
    if (repeat?.type !== "FocusedAnswerSubmitted") throw new Error("unexpected");
    expect(repeat.data.after.mean).toBeGreaterThan(repeat.data.before.mean);
  });

  it(`given a question predicted right at least ${FOCUSED_EASY_SUCCESS * 100}% of the time, when answered right, then it earns 0 XP ('easy')`, () => {
    // A Math diagnostic far above the bank: every question is easy for this student.
    const strong = context(DAY, { math: { theta: 3, se: 0.2 } });
    const events = decided([], start(1, { domain: "algebra" }), strong);
    const q = assignedSet(events).questions[0]!;
    const { state } = spec(events);
    expect(
      predictedSuccess(driftTo(state.tracker!, DAY), BANK.find(q.questionId)!),
    ).toBeGreaterThanOrEqual(FOCUSED_EASY_SUCCESS);
    const [easy] = decided(events, answer(1, q.questionId, "B"), strong);
    expect(easy).toMatchObject({ data: { correct: true, xp: 0, xpRule: "easy" } });
  });

  it(`given sets answered right all day, then the day's focused XP stops at ${FOCUSED_DAILY_XP_CAP} ('daily-cap'), the last counted answer cut to what was left`, () => {
    let events = withDrop();
    for (const [n, domain] of (
      ["algebra", "advanced_math", "information_and_ideas"] as const
    ).entries()) {
      events = playSet(events, n, { domain });
    }
    const focused = events.flatMap((e) => (e.type === "FocusedAnswerSubmitted" ? [e.data] : []));
    const total = focused.reduce((sum, a) => sum + a.xp, 0);
    expect(total).toBe(FOCUSED_DAILY_XP_CAP);
    const firstCut = focused.findIndex((a) => a.xpRule === "daily-cap");
    expect(firstCut).toBeGreaterThan(0);
    const wanted = answerXp({
      correct: true,
      skipped: false,
      pSuccess: focused[firstCut]!.pSuccess,
    });
    expect(focused[firstCut]!.xp).toBeLessThan(wanted);
    for (const later of focused.slice(firstCut + 1)) {
      expect(later.xp).toBe(0);
      if (later.pSuccess < FOCUSED_EASY_SUCCESS) expect(later.xpRule).toBe("daily-cap");
    }
    // The state's total is the drop's (nothing answered) plus the capped focused XP.
    expect(spec(events).state.totalXp).toBe(FOCUSED_DAILY_XP_CAP);
    // A new day has the whole cap again.
    const tomorrow = context("2026-11-21");
    const next = decided(events, start(9, { domain: "geometry_and_trigonometry" }), tomorrow);
    const q = assignedSet(next).questions[0]!;
    const [answered] = decided([...events, ...next], answer(9, q.questionId, "B"), tomorrow);
    if (answered?.type !== "FocusedAnswerSubmitted") throw new Error("unexpected");
    expect(answered.data.xpRule).not.toBe("daily-cap");
    if (answered.data.xpRule === "counted") expect(answered.data.xp).toBeGreaterThan(0);
  });

  it("given XP earned, when a question is skipped, then 0 XP (no −1), no belief moves, and it joins the history", () => {
    const events = started();
    const [first, second] = assignedSet(events).questions;
    events.push(...decided(events, answer(1, first!.questionId, "B")));
    const before = spec(events).state;
    const skipped = decided(events, answer(1, second!.questionId, null));
    expect(skipped).toEqual([
      {
        type: "FocusedQuestionSkipped",
        data: expect.objectContaining({ xp: 0, performanceCategory: "skipped", setId: setIdOf(1) }),
      },
    ]);
    const after = spec([...events, ...skipped]).state;
    expect(after.tracker).toEqual(before.tracker);
    expect(after.totalXp).toBe(before.totalXp);
    expect(after.history.at(-1)).toMatchObject({ questionId: second!.questionId, skipped: true });
  });

  it("given a completed set, then the drop, the streak and the drop's XP are untouched, and no completion bonus", () => {
    const drop = withDrop();
    const before = spec(drop).state;
    const events = playSet(drop, 1, { domain: "algebra" });
    expect(events.some((e) => e.type === "DailyDropCompleted")).toBe(false);
    const after = spec(events).state;
    expect(after.today).toEqual(before.today);
    expect(after.streak).toEqual(before.streak);
    expect(after.focused[0]).toMatchObject({ completed: true });
    const xp = events.reduce(
      (s, e) => (e.type === "FocusedAnswerSubmitted" ? s + e.data.xp : s),
      0,
    );
    expect(after.totalXp).toBe(before.totalXp + xp);
  });

  it("given a strong run in sets, when the estimate clears the next band, then LevelChanged carries the set's id and the answer shows the level-up", () => {
    let events: PracticeEvent[] = [];
    const english = Object.keys(taxonomy.english);
    for (let n = 0; n < 8; n++) events = playSet(events, n, { domain: english[n % 4]! });
    const changes = events.flatMap((e) => (e.type === "LevelChanged" ? [e.data] : []));
    expect(changes.length).toBeGreaterThan(0);
    const ids = new Set(
      events.flatMap((e) => (e.type === "FocusedPracticeAssigned" ? [e.data.setId] : [])),
    );
    for (const change of changes) expect(ids.has(change.setId!)).toBe(true);
    const { state } = spec(events);
    const last = changes.at(-1)!;
    const set = state.focused.find((s) => s.setId === last.setId)!;
    expect(set.answers.some((a) => a.levelUp?.newLevel === last.to)).toBe(true);
    expect(state.levels.english).toBe(last.to);
  });

  it("given an answer recorded, when retried (same key, or same question), then nothing new and the first result stands; a key reused for another answer is refused (422)", () => {
    const events = started();
    const [first, second] = assignedSet(events).questions;
    events.push(...decided(events, answer(1, first!.questionId, "B", "k-1")));
    spec(events)
      .when(answer(1, first!.questionId, "B", "k-1"), context())
      .then([]);
    spec(events)
      .when(answer(1, first!.questionId, "C"), context())
      .then([]);
    expect(
      recordedFocusedAnswer(spec(events).state, answer(1, first!.questionId, "C")),
    ).toMatchObject({
      answer: "B",
      correct: true,
    });
    spec(events)
      .when(answer(1, second!.questionId, "B", "k-1"), context())
      .thenRefused("unprocessable", IDEMPOTENCY_KEY_REUSED.message);
  });

  it("when the set is unknown, the question not in it, the set of an earlier day, or the set complete, then the refusals say so", () => {
    const events = started();
    const q = assignedSet(events).questions[0]!;
    spec(events)
      .when(answer(2, q.questionId, "B"), context())
      .thenRefused("not-found", FOCUSED_SET_NOT_FOUND.message);
    const outside = BANK.items.find(
      (i) => !assignedSet(events).questions.some((x) => x.questionId === i.id),
    )!;
    spec(events)
      .when(answer(1, outside.id, "B"), context())
      .thenRefused("conflict", NOT_IN_FOCUSED_SET.message);
    spec(events)
      .when(answer(1, q.questionId, "B"), context("2026-11-21"))
      .thenRefused("conflict", FOCUSED_SET_OF_EARLIER_DAY.message);
    spec(events)
      .when({ ...answer(1, q.questionId, null), skipped: false }, context())
      .thenRefused("invalid", ANSWER_REQUIRED.message);
    const done = playSet([], 1, { domain: "algebra" });
    spec(done)
      .when(answer(1, outside.id, "B"), context())
      .thenRefused("conflict", FOCUSED_SET_COMPLETE.message);
  });
});
