import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../practice/days.ts";
import { pick, randomInt, seededRandom } from "../random.ts";
import { taxonomy, type Domain, type Skill } from "../questions/item.ts";
import type { TipsContext } from "./decide.ts";
import { tipsDecider } from "./decider.ts";
import type { TipsEvent } from "./events.ts";
import { chooseTip, rankTips, reasonNow, TIP_REPEAT_DAYS } from "./choice.ts";
import { answers, learning, tip } from "../testing/tips.ts";
import { tipCategories, tipLevels, type Tip } from "./tip.ts";

const USER = "6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f";
const domains = [...Object.keys(taxonomy.math), ...Object.keys(taxonomy.english)] as Domain[];
const skillsOf = (domain: Domain) =>
  ((taxonomy.math as Record<string, readonly string[]>)[domain] ??
    (taxonomy.english as Record<string, readonly string[]>)[domain]!) as readonly Skill[];

function randomCatalogue(random: () => number): Tip[] {
  const size = randomInt(random, 1, 45);
  return Array.from({ length: size }, (_, i) => {
    const category = pick(random, tipCategories);
    const skill = random() < 0.6 ? pick(random, skillsOf(pick(random, domains))) : undefined;
    return tip(`tip-${String(i).padStart(2, "0")}`, category, pick(random, tipLevels), skill);
  });
}

function randomLearning(random: () => number) {
  const offsets: Partial<Record<Domain, number>> = {};
  const history = [];
  if (random() < 0.8) {
    for (const domain of domains) {
      if (random() < 0.5) offsets[domain] = random() * 2 - 1;
      for (const skill of skillsOf(domain)) {
        if (random() < 0.3) {
          const total = randomInt(random, 1, 8);
          history.push(...answers(domain, skill, randomInt(random, 0, total), total));
        }
      }
    }
  }
  return learning({
    offsets,
    history,
    levels: { english: randomInt(random, 1, 12), math: randomInt(random, 1, 12) },
  });
}

describe("the tip choice", () => {
  it("ranks every tip of the catalogue exactly once", () => {
    const random = seededRandom(7);
    for (let run = 0; run < 50; run++) {
      const catalogue = randomCatalogue(random);
      const ranked = rankTips({ catalogue, ...randomLearning(random) }).map((c) => c.tip.id);
      expect([...ranked].sort()).toEqual(catalogue.map((t) => t.id).sort());
    }
  });

  it("is reproducible: the same inputs choose the same tip, whatever the catalogue's order", () => {
    const random = seededRandom(11);
    for (let run = 0; run < 50; run++) {
      const catalogue = randomCatalogue(random);
      const student = randomLearning(random);
      const input = { ...student, seen: {}, day: "2026-05-01" };
      const once = chooseTip({ ...input, catalogue });
      const reversed = chooseTip({ ...input, catalogue: [...catalogue].reverse() });
      expect(reversed).toEqual(once);
    }
  });

  it("property: over random days of tips of the day and 'another' tips, no tip repeats within 14 days while an unseen one remains (200 runs × 60 days)", () => {
    const random = seededRandom(20260302);
    let repeatsForced = 0;
    let shownTotal = 0;
    for (let run = 0; run < 200; run++) {
      const catalogue = randomCatalogue(random);
      const student = randomLearning(random);
      let state = tipsDecider.initialState;
      // The test's own record of when each tip was last shown (not the decider's state).
      const lastShown = new Map<string, string>();
      let day = "2026-01-01";
      for (let d = 0; d < 60; d++) {
        day = addDays(day, randomInt(random, 1, 3) === 3 ? 2 : 1);
        // Today's tip and the one on screen (the latest shown): never chosen by "another".
        let onScreen: string[] = [];
        const asks = ["today", ...Array(randomInt(random, 0, 3)).fill("another")] as const;
        for (const ask of asks) {
          const context: TipsContext = {
            timeZone: "UTC",
            now: new Date(`${day}T12:00:00.000Z`),
            catalogue,
            learning: student,
          };
          const command =
            ask === "today"
              ? ({ type: "ShowTipOfTheDay", userId: USER } as const)
              : ({ type: "ShowAnotherTip", userId: USER } as const);
          let decided: TipsEvent[];
          try {
            decided = tipsDecider.decide(command, state, context);
          } catch {
            // Only "another" with nothing but the tips on screen left may be refused.
            expect(ask).toBe("another");
            expect(catalogue.filter((t) => !onScreen.includes(t.id))).toEqual([]);
            continue;
          }
          for (const event of decided) {
            const tipId = event.data.tipId;
            expect(onScreen, `run ${run}, ${day}: the tip on screen again`).not.toContain(tipId);
            const fresh = catalogue.filter((t) => {
              const last = lastShown.get(t.id);
              return (
                !onScreen.includes(t.id) &&
                (last === undefined || daysBetween(last, day) >= TIP_REPEAT_DAYS)
              );
            });
            const last = lastShown.get(tipId);
            if (last !== undefined && daysBetween(last, day) < TIP_REPEAT_DAYS) {
              repeatsForced += 1;
              // A repeat only when no tip was unseen in 14 days, and then the least recent one.
              expect(
                fresh,
                `run ${run}, ${day}: ${tipId} repeated while unseen tips remained`,
              ).toEqual([]);
              const candidates = catalogue.filter((t) => !onScreen.includes(t.id));
              const leastRecent = Math.max(
                ...candidates.map((t) => daysBetween(lastShown.get(t.id)!, day)),
              );
              expect(daysBetween(last, day)).toBe(leastRecent);
            }
            lastShown.set(tipId, day);
            onScreen = [...new Set([onScreen[0] ?? tipId, tipId])];
            shownTotal += 1;
          }
          state = decided.reduce(tipsDecider.evolve, state);
        }
        // The day's tip stays the same however often it is asked for.
        expect(state.today?.day).toBe(day);
      }
    }
    // The runs exercised both the fresh choice and the fallback.
    expect(shownTotal).toBeGreaterThan(10_000);
    expect(repeatsForced).toBeGreaterThan(100);
  });
});

describe("the reason shown now (reasonNow)", () => {
  const asks =
    "A general tip while we learn your strengths: answer today's Daily Drop and tips will follow your weakest skill.";

  it("given a reason that asks for today's Daily Drop, when the drop is done, then it no longer asks for it", () => {
    expect(reasonNow(asks, true)).toBe(
      "A general tip while we learn your strengths: chosen before today's Daily Drop; from tomorrow, tips follow your weakest skill.",
    );
  });

  it("given the drop not done yet, then the reason is shown as recorded", () => {
    expect(reasonNow(asks, false)).toBe(asks);
  });

  it("given a reason about the student's own numbers, then it is shown as recorded, drop or not", () => {
    const own =
      "For Inferences: you got 1 of your last 3 right, and Information and Ideas is 26% of the Reading and Writing section.";
    expect(reasonNow(own, true)).toBe(own);
  });
});
