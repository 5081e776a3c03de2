import { describe, expect, it } from "vitest";
import { probabilityCorrect } from "../diagnostic/engine.ts";
import type { ItemParameters } from "../questions/item.ts";
import { DOMAIN_OFFSET_SD, DRIFT_SD_PER_DAY } from "./constants.ts";
import {
  driftTo,
  predictedSuccess,
  seedTracker,
  updateTracker,
  type TrackedItem,
  type Tracker,
} from "./tracker.ts";

const tracker = (over: Partial<Tracker> = {}): Tracker => ({
  subjects: { english: { mean: 0.5, sd: 0.3 }, math: { mean: -0.2, sd: 0.4 } },
  domains: {},
  day: "2026-03-01",
  ...over,
});

const item = (irt: ItemParameters, over: Partial<TrackedItem> = {}): TrackedItem => ({
  subject: "english",
  domain: "craft_and_structure",
  irt,
  ...over,
});

/** An independent E[P(correct)] for s ~ N(mean, sd²): a fine Riemann sum over ±10 SD. */
function referenceSuccess(mean: number, sd: number, irt: ItemParameters): number {
  let weight = 0;
  let sum = 0;
  for (let i = -100_000; i <= 100_000; i++) {
    const z = i * 1e-4;
    const w = Math.exp(-0.5 * z * z);
    weight += w;
    sum += w * probabilityCorrect(mean + sd * z, irt);
  }
  return sum / weight;
}

/**
 * An independent joint posterior of (θ, δ) after one answer on a 2-D grid, and its marginal
 * moments: what updateTracker's moment matching must reproduce.
 */
function referenceUpdate(
  theta: { mean: number; sd: number },
  delta: { mean: number; sd: number },
  irt: ItemParameters,
  correct: boolean,
) {
  const n = 801;
  let weight = 0;
  let t1 = 0;
  let t2 = 0;
  let d1 = 0;
  let d2 = 0;
  for (let i = 0; i < n; i++) {
    const t = theta.mean + theta.sd * (-8 + (16 * i) / (n - 1));
    const pt = Math.exp(-0.5 * ((t - theta.mean) / theta.sd) ** 2);
    for (let j = 0; j < n; j++) {
      const d = delta.mean + delta.sd * (-8 + (16 * j) / (n - 1));
      const pd = Math.exp(-0.5 * ((d - delta.mean) / delta.sd) ** 2);
      const p = probabilityCorrect(t + d, irt);
      const w = pt * pd * (correct ? p : 1 - p);
      weight += w;
      t1 += w * t;
      t2 += w * t * t;
      d1 += w * d;
      d2 += w * d * d;
    }
  }
  const tm = t1 / weight;
  const dm = d1 / weight;
  return {
    theta: { mean: tm, sd: Math.sqrt(t2 / weight - tm * tm) },
    delta: { mean: dm, sd: Math.sqrt(d2 / weight - dm * dm) },
  };
}

describe("seedTracker", () => {
  it("given a diagnostic for English only, when seeded, then English is (θ, se) and Math N(0, 1)", () => {
    const seeded = seedTracker({ english: { theta: 0.42, se: 0.36 } });
    expect(seeded).toEqual({
      subjects: { english: { mean: 0.42, sd: 0.36 }, math: { mean: 0, sd: 1 } },
      domains: {},
      day: null,
    });
  });

  it("given no diagnostic, when seeded, then both subjects are the population N(0, 1)", () => {
    expect(seedTracker({}).subjects).toEqual({
      english: { mean: 0, sd: 1 },
      math: { mean: 0, sd: 1 },
    });
  });
});

describe("driftTo", () => {
  it("given the drift of 0.03 a day, then ten days add 10 · 0.0009 = 0.009 to each variance", () => {
    expect(DRIFT_SD_PER_DAY).toBe(0.03);
    const before = tracker({ domains: { craft_and_structure: { mean: -0.2, sd: 0.1 } } });
    const after = driftTo(before, "2026-03-11");
    // English: √(0.09 + 0.009) = √0.099 = 0.314643; Math: √(0.16 + 0.009) = 0.411096;
    // the domain: √(0.01 + 0.009) = √0.019 = 0.137840. Means do not move.
    expect(after.subjects.english.mean).toBe(0.5);
    expect(after.subjects.english.sd).toBeCloseTo(0.314643, 6);
    expect(after.subjects.math.sd).toBeCloseTo(0.411096, 6);
    expect(after.domains.craft_and_structure!.mean).toBe(-0.2);
    expect(after.domains.craft_and_structure!.sd).toBeCloseTo(0.13784, 5);
    expect(after.day).toBe("2026-03-11");
  });

  it("given the same or an earlier day, when brought forward, then nothing changes", () => {
    const before = tracker();
    expect(driftTo(before, "2026-03-01")).toBe(before);
    expect(driftTo(before, "2026-02-20")).toBe(before);
  });

  it("given a tracker never brought forward, when brought to a day, then only the day is set", () => {
    const before = tracker({ day: null });
    expect(driftTo(before, "2026-03-05")).toEqual({ ...before, day: "2026-03-05" });
  });

  it("given a leap February, when 2028-02-28 → 2028-03-01, then two days of drift", () => {
    const after = driftTo(tracker({ day: "2028-02-28" }), "2028-03-01");
    expect(after.subjects.english.sd).toBeCloseTo(Math.sqrt(0.09 + 2 * 0.0009), 9);
  });

  it("given a long absence, then a subject widens to at most 1 and a domain to at most τ", () => {
    const before = tracker({
      subjects: { english: { mean: 0, sd: 0.95 }, math: { mean: 0, sd: 0.5 } },
      domains: { algebra: { mean: 0.1, sd: 0.25 } },
    });
    const after = driftTo(before, "2027-03-01");
    expect(after.subjects.english.sd).toBe(1);
    expect(after.domains.algebra!.sd).toBe(DOMAIN_OFFSET_SD);
  });
});

describe("predictedSuccess", () => {
  it("given an item at the student's ability, then E[P] = c + (1 − c)/2 exactly (symmetry)", () => {
    // θ + δ ~ N(0.5, 0.3² + 0.3²) is symmetric about b = 0.5, and so is the logistic: 0.2 + 0.4.
    expect(predictedSuccess(tracker(), item({ a: 1.2, b: 0.5, c: 0.2 }))).toBeCloseTo(0.6, 9);
  });

  it("given an easy item, then integrating the uncertainty gives less than the plug-in", () => {
    const irt = { a: 1.3, b: -0.5, c: 0.2 };
    const integrated = predictedSuccess(tracker(), item(irt));
    expect(integrated).toBeLessThan(probabilityCorrect(0.5, irt));
    // s ~ N(0.5, 0.18): the fine Riemann sum.
    expect(integrated).toBeCloseTo(referenceSuccess(0.5, Math.sqrt(0.18), irt), 7);
  });

  it("given a known weak domain, then its offset lowers the prediction", () => {
    const irt = { a: 1, b: 0, c: 0.2 };
    const weak = tracker({ domains: { craft_and_structure: { mean: -0.5, sd: 0.1 } } });
    const p = predictedSuccess(weak, item(irt));
    expect(p).toBeCloseTo(referenceSuccess(0, Math.sqrt(0.09 + 0.01), irt), 7);
    expect(p).toBeLessThan(predictedSuccess(tracker(), item(irt)));
  });

  it("given a wide Math belief (SD 1), then still matches the fine Riemann sum", () => {
    const irt = { a: 1.5, b: 1, c: 0.2 };
    const wide = tracker({
      subjects: { english: { mean: 0, sd: 1 }, math: { mean: -0.2, sd: 1 } },
    });
    const p = predictedSuccess(wide, item(irt, { subject: "math", domain: "algebra" }));
    expect(p).toBeCloseTo(referenceSuccess(-0.2, Math.sqrt(1.09), irt), 7);
  });
});

describe("updateTracker", () => {
  const irt = { a: 1.2, b: 0.3, c: 0.2 };

  it("given a right answer, then the subject and domain means rise and both SDs shrink", () => {
    const before = tracker();
    const after = updateTracker(before, item(irt), true);
    expect(after.subjects.english.mean).toBeGreaterThan(0.5);
    expect(after.subjects.english.sd).toBeLessThan(0.3);
    expect(after.domains.craft_and_structure!.mean).toBeGreaterThan(0);
    expect(after.domains.craft_and_structure!.sd).toBeLessThan(DOMAIN_OFFSET_SD);
  });

  it("given a wrong answer, then the subject and domain means fall", () => {
    const after = updateTracker(tracker(), item(irt), false);
    expect(after.subjects.english.mean).toBeLessThan(0.5);
    expect(after.domains.craft_and_structure!.mean).toBeLessThan(0);
  });

  it("given one answer, then the marginals equal the exact 2-D posterior's moments", () => {
    const theta = { mean: 0.5, sd: 0.3 };
    const delta = { mean: -0.1, sd: 0.2 };
    for (const correct of [true, false]) {
      const after = updateTracker(
        tracker({ domains: { craft_and_structure: delta } }),
        item(irt),
        correct,
      );
      const reference = referenceUpdate(theta, delta, irt, correct);
      expect(after.subjects.english.mean).toBeCloseTo(reference.theta.mean, 4);
      expect(after.subjects.english.sd).toBeCloseTo(reference.theta.sd, 4);
      expect(after.domains.craft_and_structure!.mean).toBeCloseTo(reference.delta.mean, 4);
      expect(after.domains.craft_and_structure!.sd).toBeCloseTo(reference.delta.sd, 4);
    }
  });

  it("given equal variances, then subject and domain share the shift equally", () => {
    // θ ~ N(0.5, 0.09) and δ ~ N(0, 0.09): k = 0.09 / 0.18 = ½ each.
    const after = updateTracker(tracker(), item(irt), true);
    expect(after.subjects.english.mean - 0.5).toBeCloseTo(
      after.domains.craft_and_structure!.mean,
      12,
    );
  });

  it("given an English answer, then Math, other domains and the day are untouched", () => {
    const before = tracker({ domains: { algebra: { mean: 0.2, sd: 0.15 } } });
    const after = updateTracker(before, item(irt), true);
    expect(after.subjects.math).toBe(before.subjects.math);
    expect(after.domains.algebra).toBe(before.domains.algebra);
    expect(after.day).toBe(before.day);
    expect(before.domains.craft_and_structure).toBeUndefined();
  });

  it("given twenty right answers in a row, then the mean keeps rising and the SD keeps falling", () => {
    let current = tracker();
    for (let i = 0; i < 20; i++) {
      const next = updateTracker(current, item(irt), true);
      expect(next.subjects.english.mean).toBeGreaterThan(current.subjects.english.mean);
      expect(next.subjects.english.sd).toBeLessThan(current.subjects.english.sd);
      current = next;
    }
  });
});
