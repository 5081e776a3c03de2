import { describe, expect, it } from "vitest";
import { probabilityCorrect } from "../diagnostic/engine.ts";
import { buildQuestionBank } from "../questions/bank.ts";
import { subjectOf, type Domain } from "../questions/item.ts";
import { seededRandom } from "../random.ts";
import { DEFAULT_MIX, NO_REPEAT_DAYS, QUESTIONS_PER_DAY, TARGET_SUCCESS } from "./constants.ts";
import { addDays, daysBetween } from "./days.ts";
import { chooseDailyDrop } from "./drop-selection.ts";
import { dueReviews } from "./review-schedule.ts";
import { targetSuccess, type PastAnswer, type PracticeItem, type Slot } from "./selection.ts";
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
