import { describe, expect, it } from "vitest";
import { UNMEASURED_SD } from "./constants.ts";
import {
  levelLabel,
  levelOfScore,
  nextShownLevel,
  scoreEstimate,
  scoreOfTheta,
  supportedLevel,
} from "./levels.ts";
import { scaledScore, scoreRange } from "../diagnostic/engine.ts";
import { seedTracker } from "./tracker.ts";

describe("levelOfScore", () => {
  it("given the band edges, when mapped, then 200–249 → 1, 250–299 → 2 … 750–800 → 12", () => {
    expect(levelOfScore(200)).toBe(1);
    expect(levelOfScore(249)).toBe(1);
    expect(levelOfScore(250)).toBe(2);
    expect(levelOfScore(299)).toBe(2);
    expect(levelOfScore(300)).toBe(3);
    expect(levelOfScore(500)).toBe(7);
    expect(levelOfScore(749)).toBe(11);
    expect(levelOfScore(750)).toBe(12);
    expect(levelOfScore(800)).toBe(12);
  });

  it("given a score outside 200–800, when mapped, then the level is clamped to 1–12", () => {
    expect(levelOfScore(150)).toBe(1);
    expect(levelOfScore(900)).toBe(12);
  });
});

describe("scoreOfTheta", () => {
  it("given θ, when scaled, then it is 500 + 100·θ to 10 points, halves up, within 200–800", () => {
    expect(scoreOfTheta(0)).toBe(500);
    expect(scoreOfTheta(0.35)).toBe(540);
    expect(scoreOfTheta(-4)).toBe(200);
    expect(scoreOfTheta(3.5)).toBe(800);
  });
});

describe("supportedLevel and nextShownLevel", () => {
  it("given mean 0.6 and SD 0.2, when judged, then mean − ½·SD = 0.5 → 550 → level 8", () => {
    expect(supportedLevel({ mean: 0.6, sd: 0.2 })).toBe(8);
  });

  it("given mean 0.6 and SD 0.4, when judged, then 0.4 → 540 → level 7 (uncertainty holds it back)", () => {
    expect(supportedLevel({ mean: 0.6, sd: 0.4 })).toBe(7);
  });

  it("given mean 0.545 and SD 0.1, when judged, then 549.5 has not cleared 550: level 7", () => {
    // 0.545 − 0.05 = 0.495 → 549.5 (it would round to 550, but the band starts at 550).
    expect(supportedLevel({ mean: 0.545, sd: 0.1 })).toBe(7);
    expect(supportedLevel({ mean: 0.55, sd: 0.1 })).toBe(8);
  });

  it("given a shown level of 9, when the belief supports 7, then the shown level stays 9", () => {
    expect(nextShownLevel(9, { mean: 0.6, sd: 0.4 })).toBe(9);
  });

  it("given a shown level of 6, when the belief supports 8, then the shown level is 8", () => {
    expect(nextShownLevel(6, { mean: 0.6, sd: 0.2 })).toBe(8);
  });

  it("given a student with no diagnostic at level 1, when the belief is still the population's, then no level-up", () => {
    // N(0, 1) "supports" 500 − 50 = 450 → level 6, on no evidence.
    expect(supportedLevel({ mean: 0, sd: 1 })).toBe(6);
    expect(nextShownLevel(1, { mean: 0, sd: 1 })).toBe(1);
    expect(nextShownLevel(1, { mean: 0.2, sd: UNMEASURED_SD })).toBe(1);
    // Measured: the rule applies.
    expect(nextShownLevel(1, { mean: 0, sd: 0.6 })).toBe(6);
  });
});

describe("levelLabel", () => {
  it("given each threshold, when labelled, then the spec's labels", () => {
    expect(levelLabel(12)).toBe("Exceptional");
    expect(levelLabel(10)).toBe("Exceptional");
    expect(levelLabel(9)).toBe("Strong");
    expect(levelLabel(8)).toBe("Strong");
    expect(levelLabel(7)).toBe("Doing Well");
    expect(levelLabel(6)).toBe("Doing Well");
    expect(levelLabel(5)).toBe("Making Progress");
    expect(levelLabel(4)).toBe("Making Progress");
    expect(levelLabel(3)).toBe("Getting Started");
    expect(levelLabel(2)).toBe("Getting Started");
    expect(levelLabel(1)).toBe("Struggling");
  });
});

describe("scoreEstimate (the one score every screen shows)", () => {
  it("given a tracker just seeded from the diagnostic, then the score and range are the diagnostic's own result", () => {
    const diagnostic = { english: { theta: 1.47, se: 0.31 }, math: { theta: 1.92, se: 0.35 } };
    const seeded = seedTracker(diagnostic).subjects;
    for (const subject of ["english", "math"] as const) {
      expect(scoreEstimate(seeded[subject])).toEqual({
        score: scaledScore(diagnostic[subject].theta),
        ...scoreRange(diagnostic[subject]),
        measured: true,
      });
    }
    expect(scoreEstimate(seeded.english)).toMatchObject({ score: 650, low: 590, high: 700 });
  });

  it("given the population's prior (no diagnostic, no answers), then 500 and unmeasured", () => {
    expect(scoreEstimate({ mean: 0, sd: UNMEASURED_SD + 0.05 })).toMatchObject({
      score: 500,
      measured: false,
    });
  });
});
