import { describe, expect, it } from "vitest";
import { probabilityCorrect } from "../diagnostic/engine.ts";
import { buildQuestionBank } from "../questions/bank.ts";
import { subjectOf, type Domain } from "../questions/item.ts";
import { seededRandom } from "../random.ts";
import {
  ANSWER_HISTORY_DAYS,
  DEFAULT_MIX,
  HISTORY_PRUNE_BATCH,
  NO_REPEAT_DAYS,
  QUESTIONS_PER_DAY,
  TARGET_SUCCESS,
} from "./constants.ts";
import { addDays, daysBetween } from "./days.ts";
import { chooseDailyDrop, domainFit } from "./drop-selection.ts";
import { dueReviews, historyInUse, reviewGap, reviewSchedule } from "./review-schedule.ts";
import {
  pickNearTarget,
  targetSuccess,
  type PastAnswer,
  type PracticeItem,
  type Slot,
} from "./selection.ts";
import { predictedSuccess, seedTracker, updateTracker, type Tracker } from "./tracker.ts";

const DAY = "2026-04-10";

const englishDomains: Domain[] = [
  "information_and_ideas",
  "craft_and_structure",
  "expression_of_ideas",
  "standard_english_conventions",
];
const mathDomains: Domain[] = [
  "algebra",
  "advanced_math",
  "problem_solving_and_data_analysis",
  "geometry_and_trigonometry",
];

/** A rich synthetic bank: every domain has an item every 0.25 of b from −3 to 3 (25 each). */
function richBank(): PracticeItem[] {
  return [...englishDomains, ...mathDomains].flatMap((domain) =>
    Array.from({ length: 25 }, (_, i) => ({
      id: `${domain}-${String(i).padStart(2, "0")}`,
      subject: subjectOf(domain),
      domain,
      skill: `${domain}-skill-${i % 3}`,
      level: 1 + Math.floor(i / 2),
      irt: { a: 1, b: -3 + 0.25 * i, c: 0.2 },
      passageKey: null,
    })),
  );
}

const flat: Tracker = {
  subjects: { english: { mean: 0, sd: 0.3 }, math: { mean: 0, sd: 0.3 } },
  domains: {},
  day: DAY,
};

function answer(over: Partial<PastAnswer> & { questionId: string; day: string }): PastAnswer {
  return {
    subject: "english",
    domain: "craft_and_structure",
    skill: "words_in_context",
    correct: true,
    skipped: false,
    ...over,
  };
}

function drop(over: Partial<Parameters<typeof chooseDailyDrop>[0]> = {}): Slot[] {
  return chooseDailyDrop({
    bank: richBank(),
    tracker: flat,
    history: [],
    day: DAY,
    testDate: null,
    target: TARGET_SUCCESS,
    mix: DEFAULT_MIX,
    random: seededRandom(1),
    ...over,
  });
}

describe("targetSuccess", () => {
  it("given no first day yet, when asked, then the easy target 0.8 (today is the first day)", () => {
    expect(targetSuccess({ day: DAY, firstDay: null, streakBrokenOn: null })).toBe(0.8);
  });

  it("given the first day, when days 1–7 then day 8, then 0.8 for seven days, then 0.75", () => {
    const firstDay = "2026-04-01";
    const target = (day: string) => targetSuccess({ day, firstDay, streakBrokenOn: null });
    expect(target("2026-04-01")).toBe(0.8);
    expect(target("2026-04-07")).toBe(0.8);
    expect(target("2026-04-08")).toBe(0.75);
    expect(target("2026-05-20")).toBe(0.75);
  });

  it("given a streak broken on 05-10, when 05-10 to 05-17, then 0.8; from 05-18, 0.75", () => {
    const target = (day: string) =>
      targetSuccess({ day, firstDay: "2026-03-01", streakBrokenOn: "2026-05-10" });
    expect(target("2026-05-09")).toBe(0.75);
    expect(target("2026-05-10")).toBe(0.8);
    expect(target("2026-05-11")).toBe(0.8);
    expect(target("2026-05-17")).toBe(0.8);
    expect(target("2026-05-18")).toBe(0.75);
  });
});

describe("the review schedule", () => {
  it("given no test date, when the gaps are asked, then 1, 3, 7, 14, 30 days", () => {
    expect([0, 1, 2, 3, 4].map((stage) => reviewGap(stage, DAY, null))).toEqual([1, 3, 7, 14, 30]);
  });

  it("given a test 30 days ahead, then no gap exceeds 30 / 3 = 10 days", () => {
    const testDate = addDays(DAY, 30);
    expect([0, 1, 2, 3, 4].map((stage) => reviewGap(stage, DAY, testDate))).toEqual([
      1, 3, 7, 10, 10,
    ]);
  });

  it("given a test 2 days ahead, then every gap is 1 day; given it passed, the usual gaps", () => {
    expect(reviewGap(3, DAY, addDays(DAY, 2))).toBe(1);
    expect(reviewGap(3, DAY, addDays(DAY, -5))).toBe(14);
  });

  it("given a miss on 03-01, when answered right on 03-02, 03-03, 03-05, then stages 0 → 1 → 1 → 2", () => {
    const miss = answer({ questionId: "q1", day: "2026-03-01", correct: false });
    expect(reviewSchedule([miss], null)).toEqual([
      {
        subject: "english",
        domain: "craft_and_structure",
        skill: "words_in_context",
        questionId: "q1",
        stage: 0,
        anchor: "2026-03-01",
        due: "2026-03-02",
      },
    ]);
    const reviewed = [miss, answer({ questionId: "q2", day: "2026-03-02" })];
    expect(reviewSchedule(reviewed, null)[0]).toMatchObject({ stage: 1, due: "2026-03-05" });
    // A right answer before the due day changes nothing.
    const early = [...reviewed, answer({ questionId: "q3", day: "2026-03-03" })];
    expect(reviewSchedule(early, null)[0]).toMatchObject({ stage: 1, due: "2026-03-05" });
    const second = [...early, answer({ questionId: "q4", day: "2026-03-05" })];
    expect(reviewSchedule(second, null)[0]).toMatchObject({ stage: 2, due: "2026-03-12" });
  });

  it("given five successful reviews, then the skill leaves the schedule; a new miss restarts it", () => {
    const days = [
      "2026-03-01",
      "2026-03-02",
      "2026-03-05",
      "2026-03-12",
      "2026-03-26",
      "2026-04-25",
    ];
    const history = days.map((day, i) => answer({ questionId: `q${i}`, day, correct: i > 0 }));
    expect(reviewSchedule(history.slice(0, 5), null)[0]).toMatchObject({
      stage: 4,
      due: "2026-04-25",
    });
    expect(reviewSchedule(history, null)).toEqual([]);
    const again = [
      ...history,
      answer({ questionId: "q9", day: "2026-05-01", skipped: true, correct: false }),
    ];
    expect(reviewSchedule(again, null)[0]).toMatchObject({
      stage: 0,
      questionId: "q9",
      due: "2026-05-02",
    });
  });

  it("given a miss and a right answer in history order on one day, then the miss stands", () => {
    const history = [
      answer({ questionId: "q1", day: DAY, correct: false }),
      answer({ questionId: "q2", day: DAY }),
    ];
    expect(reviewSchedule(history, null)[0]).toMatchObject({ stage: 0, questionId: "q1" });
  });

  it("given two due skills, then the more overdue comes first", () => {
    const history = [
      answer({ questionId: "q1", day: "2026-04-08", correct: false, skill: "a" }),
      answer({ questionId: "q2", day: "2026-04-05", correct: false, skill: "b" }),
      answer({ questionId: "q3", day: DAY, correct: false, skill: "c" }),
    ];
    expect(dueReviews({ history, day: DAY, testDate: null }).map((r) => r.skill)).toEqual([
      "b",
      "a",
    ]);
  });
});

describe("historyInUse", () => {
  it("given a week of answers older than the window, then only those of a running review stay, and the schedule is the same with any test date", () => {
    const today = "2026-06-01";
    const old = (days: number) => addDays(today, -days);
    const history = [
      // Skill a: missed 90 days ago, reviewed at 1, 3 and 7 days: still running (stage 3).
      answer({ questionId: "a1", day: old(90), correct: false, skill: "a" }),
      answer({ questionId: "a2", day: old(89), skill: "a" }),
      answer({ questionId: "a3", day: old(86), skill: "a" }),
      answer({ questionId: "a4", day: old(79), skill: "a" }),
      // Skill b: missed, then five successful reviews: off the schedule.
      ...[80, 79, 76, 69, 55, 25].map((days, i) =>
        answer({ questionId: `b${i}`, day: old(days), correct: i > 0, skill: "b" }),
      ),
      // Skills c0…: right only, long ago (outside the no-repeat window): a week's batch.
      ...Array.from({ length: HISTORY_PRUNE_BATCH }, (_, i) =>
        answer({ questionId: `c${i}`, day: old(60 - (i % 7)), skill: `c${i % 3}` }),
      ),
      // Recent answers all stay.
      answer({ questionId: "d1", day: old(ANSWER_HISTORY_DAYS), skill: "d" }),
      answer({ questionId: "d2", day: today, correct: false, skill: "d" }),
    ];
    // Fewer than a batch before the window: nothing is dropped yet.
    const few = history.slice(0, HISTORY_PRUNE_BATCH - 1);
    expect(historyInUse(few, today)).toEqual(few);
    const kept = historyInUse(history, today);
    expect(kept.map((a) => a.questionId)).toEqual(["a1", "a2", "a3", "a4", "b5", "d1", "d2"]);
    for (const testDate of [null, addDays(today, 10), addDays(today, 200), old(5)]) {
      expect(reviewSchedule(kept, testDate)).toEqual(reviewSchedule(history, testDate));
    }
  });
});

describe("pickNearTarget and domainFit", () => {
  const items = [0.6, 0.7, 0.78, 0.9].map((p, i) => ({
    id: `i${i}`,
    subject: "math" as const,
    domain: "algebra" as const,
    skill: "s",
    level: 5,
    irt: { a: 1, b: 0, c: 0.2 },
    passageKey: null,
    p,
  }));

  it("given items at 0.70 and 0.78 around 0.75, then 0.78 is drawn 5/8 of the time", () => {
    // P(above) = (0.75 − 0.70) / (0.78 − 0.70) = 0.625: the expected success is the target.
    const random = seededRandom(3);
    let above = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const pick = pickNearTarget(items, (item) => item.p, 0.75, random)!;
      expect(["i1", "i2"]).toContain(pick.id);
      if (pick.id === "i2") above += 1;
    }
    expect(above / n).toBeCloseTo(0.625, 1);
  });

  it("given items only below the target, then the nearest; no items, then null", () => {
    const below = items.slice(0, 2);
    expect(pickNearTarget(below, (item) => item.p, 0.75, seededRandom(1))!.id).toBe("i1");
    expect(pickNearTarget([], () => 0.5, 0.75, seededRandom(1))).toBeNull();
  });

  it("given the nearest item 0 / 0.1 / 0.2 off, then the fit is 1 / e⁻¹ / e⁻⁴", () => {
    expect(domainFit([0.75, 0.4], 0.75)).toBeCloseTo(1, 12);
    expect(domainFit([0.65, 0.3], 0.75)).toBeCloseTo(Math.exp(-1), 9);
    expect(domainFit([0.95], 0.75)).toBeCloseTo(Math.exp(-4), 9);
  });
});

describe("chooseDailyDrop", () => {
  it("given the default mix, then exactly 3 English and then 2 Math, all practice", () => {
    expect(DEFAULT_MIX.english + DEFAULT_MIX.math).toBe(QUESTIONS_PER_DAY);
    const bank = new Map(richBank().map((item) => [item.id, item]));
    const slots = drop();
    expect(slots.map((s) => bank.get(s.questionId)!.subject)).toEqual([
      "english",
      "english",
      "english",
      "math",
      "math",
    ]);
    expect(slots.every((s) => s.slot === "practice")).toBe(true);
    expect(new Set(slots.map((s) => s.questionId)).size).toBe(5);
  });

  it("given the same seed, then the same drop; given other seeds, then other drops", () => {
    expect(drop({ random: seededRandom(7) })).toEqual(drop({ random: seededRandom(7) }));
    const drops = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(drop({ random: seededRandom(seed) }))),
    );
    expect(drops.size).toBeGreaterThan(1);
  });

  it("given a rich bank, when drawn many times, then the mean predicted success is the target", () => {
    const bank = new Map(richBank().map((item) => [item.id, item]));
    let sum = 0;
    let n = 0;
    for (let seed = 1; seed <= 300; seed++) {
      for (const slot of drop({ random: seededRandom(seed), target: 0.8 })) {
        sum += predictedSuccess(flat, bank.get(slot.questionId)!);
        n += 1;
      }
    }
    expect(sum / n).toBeCloseTo(0.8, 2);
  });

  it("given a weak domain (offset −0.6: priority ×4), then it is drawn twice as often, and every domain still appears", () => {
    // English priorities: share × 2^(−offset/0.3). Flat: 0.26, 0.28, 0.20, 0.26, so Expression
    // of Ideas gets ≈ 20% of English slots. With its offset at −0.6: 0.20 · 4 = 0.80 of 1.60, so
    // half of first picks, ≈ 44% of English slots once later picks are damped.
    const weak: Tracker = { ...flat, domains: { expression_of_ideas: { mean: -0.6, sd: 0.15 } } };
    const bank = new Map(richBank().map((item) => [item.id, item]));
    const shares = (tracker: Tracker) => {
      // One stream across days (seeds 1, 2, 3 … give correlated first draws).
      const random = seededRandom(99);
      const tally = new Map<Domain, number>();
      let english = 0;
      for (let day = 0; day < 1000; day++) {
        for (const slot of drop({ tracker, random })) {
          const item = bank.get(slot.questionId)!;
          if (item.subject !== "english") continue;
          english += 1;
          tally.set(item.domain, (tally.get(item.domain) ?? 0) + 1);
        }
      }
      return (domain: Domain) => (tally.get(domain) ?? 0) / english;
    };
    const before = shares(flat);
    const after = shares(weak);
    expect(before("expression_of_ideas")).toBeGreaterThan(0.17);
    expect(before("expression_of_ideas")).toBeLessThan(0.25);
    expect(after("expression_of_ideas")).toBeGreaterThan(0.38);
    expect(after("expression_of_ideas")).toBeGreaterThan(2 * before("expression_of_ideas") - 0.03);
    for (const domain of englishDomains.filter((d) => d !== "expression_of_ideas")) {
      expect(after(domain)).toBeGreaterThan(0.12);
      expect(after(domain)).toBeLessThan(after("expression_of_ideas") / 2 + 0.03);
    }
  });

  it("given a question answered 30 days ago, then it is not served; 31 days ago, it may be", () => {
    const bank = richBank()
      .filter((item) => item.domain === "algebra")
      .slice(0, 2);
    const [x, y] = bank as [PracticeItem, PracticeItem];
    const mix = { english: 0, math: 2 };
    const yesterday = answer({
      questionId: y.id,
      day: addDays(DAY, -1),
      subject: "math",
      domain: "algebra",
      skill: "other",
    });
    const at = (daysAgo: number) =>
      chooseDailyDrop({
        bank,
        tracker: flat,
        history: [
          answer({
            questionId: x.id,
            day: addDays(DAY, -daysAgo),
            subject: "math",
            domain: "algebra",
            skill: "other",
          }),
          yesterday,
        ],
        day: DAY,
        testDate: null,
        target: 0.75,
        mix,
        random: seededRandom(1),
      });
    expect(NO_REPEAT_DAYS).toBe(30);
    expect(at(30)).toEqual([]);
    expect(at(31)).toEqual([{ questionId: x.id, slot: "practice" }]);
  });

  it("given a bank that runs out, then fewer questions rather than a repeat", () => {
    const bank = richBank()
      .filter((item) => item.domain === "algebra")
      .slice(0, 1);
    const slots = chooseDailyDrop({
      bank,
      tracker: flat,
      history: [],
      day: DAY,
      testDate: null,
      target: 0.75,
      mix: DEFAULT_MIX,
      random: seededRandom(1),
    });
    expect(slots).toHaveLength(1);
  });

  it("given every English question on one passage but one, then one of them a day plus that one", () => {
    const lone = "craft_and_structure-12";
    const bank = richBank().map((item) =>
      item.subject === "english" && item.id !== lone
        ? { ...item, passageKey: "the one passage" }
        : item,
    );
    const byId = new Map(bank.map((item) => [item.id, item]));
    const random = seededRandom(5);
    for (let day = 0; day < 50; day++) {
      const english = drop({ bank, random })
        .map((s) => byId.get(s.questionId)!)
        .filter((item) => item.subject === "english");
      // The third English slot finds nothing eligible: the drop is short rather than two on one passage.
      expect(english).toHaveLength(2);
      expect(english.filter((item) => item.passageKey === "the one passage")).toHaveLength(1);
      expect(english.some((item) => item.id === lone)).toBe(true);
    }
  });

  it("given a Math skill missed yesterday, then one Math slot reviews it, placed after Math practice", () => {
    const bank = richBank();
    const missed = bank.find((item) => item.id === "algebra-12")!;
    const history = [
      answer({
        questionId: missed.id,
        day: addDays(DAY, -1),
        subject: "math",
        domain: "algebra",
        skill: missed.skill,
        correct: false,
      }),
    ];
    const slots = drop({ history });
    const byId = new Map(bank.map((item) => [item.id, item]));
    expect(slots.map((s) => [byId.get(s.questionId)!.subject, s.slot])).toEqual([
      ["english", "practice"],
      ["english", "practice"],
      ["english", "practice"],
      ["math", "practice"],
      ["math", "review"],
    ]);
    const review = byId.get(slots[4]!.questionId)!;
    expect(review.skill).toBe(missed.skill);
    expect(review.id).not.toBe(missed.id);
  });

  it("given a miss today, then no review today; tomorrow it is due", () => {
    const history = [
      answer({
        questionId: "craft_and_structure-10",
        day: DAY,
        skill: "craft_and_structure-skill-1",
        correct: false,
      }),
    ];
    expect(drop({ history }).some((s) => s.slot === "review")).toBe(false);
    expect(drop({ history, day: addDays(DAY, 1) }).filter((s) => s.slot === "review")).toHaveLength(
      1,
    );
  });

  it("given a review done right on its due day, then the next is due 3 days later, not before", () => {
    const skill = "craft_and_structure-skill-1";
    const history = [
      answer({
        questionId: "craft_and_structure-10",
        day: addDays(DAY, -1),
        skill,
        correct: false,
      }),
      answer({ questionId: "craft_and_structure-13", day: DAY, skill }),
    ];
    const reviewOn = (day: string) => drop({ history, day }).some((s) => s.slot === "review");
    expect(reviewOn(addDays(DAY, 1))).toBe(false);
    expect(reviewOn(addDays(DAY, 2))).toBe(false);
    expect(reviewOn(addDays(DAY, 3))).toBe(true);
  });

  it("given no fresh question of the missed skill, then the review repeats the missed question itself", () => {
    const bank = richBank().filter(
      (item) =>
        item.subject === "math" ||
        item.id === "craft_and_structure-10" ||
        item.domain === "information_and_ideas",
    );
    const history = [
      answer({
        questionId: "craft_and_structure-10",
        day: addDays(DAY, -1),
        skill: "craft_and_structure-skill-1",
        correct: false,
      }),
    ];
    const slots = drop({ bank, history });
    expect(slots.filter((s) => s.slot === "review")).toEqual([
      { questionId: "craft_and_structure-10", slot: "review" },
    ]);
    expect(slots.filter((s) => s.slot === "practice")).toHaveLength(4);
  });

  it("given the skill's unseen questions all far from the target, then the review repeats a seen one near it", () => {
    const skill = "craft_and_structure-skill-1";
    // Seen in the last 30 days: the skill's questions near a 75% chance (b −1.25, −0.5, 0.25);
    // unseen: b −2.75 and −2 (far too easy) and 1, 1.75, 2.5 (far too hard).
    const near = ["craft_and_structure-07", "craft_and_structure-10", "craft_and_structure-13"];
    const history = [
      answer({ questionId: near[0]!, day: addDays(DAY, -5), skill }),
      answer({ questionId: near[2]!, day: addDays(DAY, -3), skill }),
      answer({ questionId: near[1]!, day: addDays(DAY, -1), skill, correct: false }),
    ];
    const review = drop({ history }).filter((s) => s.slot === "review");
    expect(review).toHaveLength(1);
    expect(near).toContain(review[0]!.questionId);
  });
});

describe("chooseDailyDrop over the real bank, 60 days of a simulated student", () => {
  const bank: PracticeItem[] = buildQuestionBank().map((q) => ({
    id: q.id,
    subject: q.subject,
    domain: q.domain,
    skill: q.skill,
    level: q.level,
    irt: q.irt,
    passageKey: q.passage ?? null,
  }));
  const byId = new Map(bank.map((item) => [item.id, item]));

  for (const seed of [11, 12, 13]) {
    it(`given seed ${seed}, then every day is 3 English + 2 Math, with no repeat within 30 days but the review, and one question per passage`, () => {
      const random = seededRandom(seed);
      // A weak, a middling and a strong student; the diagnostic off by 20 points each way.
      const truth = {
        11: { english: -1.5, math: -1 },
        12: { english: 0, math: 0.2 },
        13: { english: 1.2, math: 1.6 },
      }[seed]!;
      let tracker = seedTracker({
        english: { theta: truth.english + 0.2, se: 0.35 },
        math: { theta: truth.math - 0.2, se: 0.35 },
      });
      const history: PastAnswer[] = [];
      const firstDay = "2026-06-01";
      for (let d = 0; d < 60; d++) {
        const day = addDays(firstDay, d);
        const dueSkills = new Set(
          dueReviews({ history, day, testDate: "2026-08-29" }).map((r) => r.skill),
        );
        const slots = chooseDailyDrop({
          bank,
          tracker,
          history,
          day,
          testDate: "2026-08-29",
          target: targetSuccess({ day, firstDay, streakBrokenOn: null }),
          mix: DEFAULT_MIX,
          random,
        });
        const items = slots.map((s) => byId.get(s.questionId)!);
        expect(items.map((item) => item.subject)).toEqual([
          "english",
          "english",
          "english",
          "math",
          "math",
        ]);
        expect(slots.filter((s) => s.slot === "review").length).toBeLessThanOrEqual(1);
        const keys = items.map((item) => item.passageKey).filter((key) => key !== null);
        expect(new Set(keys).size).toBe(keys.length);
        for (const slot of slots) {
          const last = history.filter((h) => h.questionId === slot.questionId).at(-1);
          if (last && daysBetween(last.day, day) <= NO_REPEAT_DAYS) {
            // Only the review may repeat, and only a question of a skill due for review.
            expect(slot.slot).toBe("review");
            expect(dueSkills.has(byId.get(slot.questionId)!.skill)).toBe(true);
          }
        }
        for (const item of items) {
          const correct = random() < probabilityCorrect(truth[item.subject], item.irt);
          tracker = updateTracker(tracker, item, correct);
          history.push({
            questionId: item.id,
            subject: item.subject,
            domain: item.domain,
            skill: item.skill,
            day,
            correct,
            skipped: false,
          });
        }
      }
      expect(history).toHaveLength(300);
    });
  }
});
