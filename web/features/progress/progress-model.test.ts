import { describe, expect, it } from "vitest";
import type { PerformanceDetailed } from "../../../api/schemas/practice.ts";
import {
  asOfOf,
  asOfTitle,
  searchForAsOf,
  daysUntilTestText,
  domainLabel,
  fanRows,
  formatHoursPerWeek,
  formatPercent,
  formatShortDate,
  hasPractice,
  historySummary,
  levelChange,
  levelChangeSpoken,
  levelLabel,
  pacingNote,
  pacingSentence,
  projectionSentence,
  rateSentence,
  scoreAxis,
  scoreTicks,
  searchFor,
  skillAccuracyText,
  skillGroups,
  viewOf,
  xpSummary,
} from "./progress-model.ts";

describe("level labels", () => {
  it("given each level from 0 to 12, when labelled, then the spec's thresholds apply (≥10, ≥8, ≥6, ≥4, ≥2, else)", () => {
    const labels = Array.from({ length: 13 }, (_, level) => `${level}: ${levelLabel(level)}`);
    expect(labels).toEqual([
      "0: Struggling",
      "1: Struggling",
      "2: Getting Started",
      "3: Getting Started",
      "4: Making Progress",
      "5: Making Progress",
      "6: Doing Well",
      "7: Doing Well",
      "8: Strong",
      "9: Strong",
      "10: Exceptional",
      "11: Exceptional",
      "12: Exceptional",
    ]);
  });

  it("given a current and a projected level, when shown, then it reads 'Level x → projected', and in words for a screen reader", () => {
    expect(levelChange(5, 7)).toBe("Level 5 → 7");
    expect(levelChange(3, 3)).toBe("Level 3 → 3");
    expect(levelChangeSpoken(5, 7)).toBe("Level 5 now, level 7 projected by test day");
  });
});

describe("numbers, days and paces as they read", () => {
  it("given shares from 0 to 1, when formatted, then whole percents, clamped, and '—' for an unknown share", () => {
    expect(formatPercent(0.754)).toBe("75%");
    expect(formatPercent(0.755)).toBe("76%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(1)).toBe("100%");
    expect(formatPercent(1.2)).toBe("100%");
    expect(formatPercent(null)).toBe("—");
    expect(formatPercent(Number.NaN)).toBe("—");
  });

  it("given days until the test, when written, then plural, singular, today or passed", () => {
    expect(daysUntilTestText(90)).toBe("90 days until the test");
    expect(daysUntilTestText(1200)).toBe("1,200 days until the test");
    expect(daysUntilTestText(1)).toBe("1 day until the test");
    expect(daysUntilTestText(0)).toBe("The test is today");
    expect(daysUntilTestText(-3)).toBe("The test date has passed");
  });

  it("given a calendar day, when put on an axis, then month and day in US English, with no time-zone shift", () => {
    expect(formatShortDate("2026-11-21")).toBe("Nov 21");
    expect(formatShortDate("2027-01-01")).toBe("Jan 1");
  });

  it("given practice hours per week, when written, then minutes under an hour and tenths of hours above", () => {
    expect(formatHoursPerWeek(0.5)).toBe("30 min a week");
    expect(formatHoursPerWeek(0.001)).toBe("1 min a week");
    expect(formatHoursPerWeek(1)).toBe("1 hour a week");
    expect(formatHoursPerWeek(1.26)).toBe("1.3 hours a week");
    expect(formatHoursPerWeek(3)).toBe("3 hours a week");
  });

  it("given a domain id, when named, then the College Board's name, or the id with spaces when unknown", () => {
    expect(domainLabel("problem_solving_and_data_analysis")).toBe(
      "Problem-Solving and Data Analysis",
    );
    expect(domainLabel("standard_english_conventions")).toBe("Standard English Conventions");
    expect(domainLabel("mystery_domain")).toBe("mystery domain");
  });
});

describe("accuracy by skill", () => {
  const row = (
    subject: "english" | "math",
    domain: string,
    skill: string,
    attempts: number,
    correct: number,
  ) => ({ subject, domain, skill, attempts, correct });

  it("given skills from both subjects in any order, when grouped, then English then Math, domains in the College Board's order, weakest skill first", () => {
    const groups = skillGroups([
      row("math", "geometry_and_trigonometry", "circles", 2, 1),
      row("math", "algebra", "linear_functions", 4, 3),
      row("english", "craft_and_structure", "words_in_context", 5, 4),
      row("math", "algebra", "linear_inequalities", 4, 1),
      row("english", "information_and_ideas", "inferences", 3, 3),
    ]);
    expect(
      groups.map((group) => [
        group.label,
        group.domains.map((domain) => [domain.label, domain.skills.map((skill) => skill.label)]),
      ]),
    ).toEqual([
      [
        "English",
        [
          ["Information and Ideas", ["Inferences"]],
          ["Craft and Structure", ["Words in Context"]],
        ],
      ],
      [
        "Math",
        [
          ["Algebra", ["Linear Inequalities", "Linear Functions"]],
          ["Geometry and Trigonometry", ["Circles"]],
        ],
      ],
    ]);
    expect(groups[1]!.domains[0]!.skills[0]).toEqual({
      skill: "linear_inequalities",
      label: "Linear Inequalities",
      attempts: 4,
      correct: 1,
      accuracy: 0.25,
    });
  });

  it("given equal accuracy, when sorted, then more attempts first, then by name", () => {
    const [english] = skillGroups([
      row("english", "expression_of_ideas", "transitions", 2, 1),
      row("english", "expression_of_ideas", "rhetorical_synthesis", 4, 2),
      row("english", "expression_of_ideas", "a_skill", 2, 1),
    ]);
    expect(english!.domains[0]!.skills.map((skill) => skill.skill)).toEqual([
      "rhetorical_synthesis",
      "a_skill",
      "transitions",
    ]);
  });

  it("given skills never attempted and a subject with none, when grouped, then they are left out", () => {
    const groups = skillGroups([
      row("english", "craft_and_structure", "words_in_context", 0, 0),
      row("math", "algebra", "linear_functions", 2, 2),
    ]);
    expect(groups.map((group) => group.subject)).toEqual(["math"]);
  });

  it("given an attempt count and the correct ones, when written, then 'c of n correct (p%)'", () => {
    expect(skillAccuracyText({ correct: 7, attempts: 10 })).toBe("7 of 10 correct (70%)");
    expect(skillAccuracyText({ correct: 1, attempts: 3 })).toBe("1 of 3 correct (33%)");
  });
});

const NO_PACE = { medianSeconds: null, verdict: null, answered: 0, rushed: 0 } as const;

describe("pacing against the SAT's budgets", () => {
  type Verdict = "rushing" | "within" | "a-little-over" | "over" | null;
  /** A pacing row as the API serves it, with the domain's verdict (domain/practice/pacing.ts). */
  const pace = (
    subject: "english" | "math",
    medianSeconds: number | null,
    answered: number,
    verdict: Verdict,
  ) => ({
    subject,
    medianSeconds,
    budgetSeconds: subject === "english" ? 71 : 95,
    rushingSeconds: subject === "english" ? 15 : 10,
    verdict,
    answered,
    rushed: 0,
  });
  const math = pace("math", 58.4, 12, "within");

  it("given a median time, when put in words, then against the SAT's budget with what it means", () => {
    expect(pacingSentence(math)).toBe("You take 58 s per Math question; the SAT gives about 95 s.");
    expect(pacingNote(math)).toBe("That's within the SAT's pace. Typical of your 12 answers.");
  });

  it("given nothing timed, when put in words, then the budget alone and no note", () => {
    const english = pace("english", null, 0, null);
    expect(pacingSentence(english)).toBe(
      "No English answers timed yet; the SAT gives about 71 s per question.",
    );
    expect(pacingNote(english)).toBeNull();
  });

  it("given times around a 71 s budget, when judged, then a little over up to a quarter more, then over", () => {
    expect(pacingNote(pace("english", 80, 1, "a-little-over"))).toBe(
      "A little slower than the SAT's pace. Typical of your 1 answer.",
    );
    expect(pacingNote(pace("english", 120, 9, "over"))).toBe(
      "Slower than the SAT's pace: keep accuracy first, and speed comes with practice. Typical of your 9 answers.",
    );
  });

  it("given 1 s per English question, when put in words, then flagged as rushing, not praised as within the SAT's pace", () => {
    const note = pacingNote({ ...pace("english", 1, 10, "rushing"), rushed: 10 });
    expect(note).toBe(
      "Rushing: that's faster than anyone can read the question. Slow down and read each one through. Typical of your 10 answers; all took under 15 s.",
    );
    expect(note).not.toContain("within");
  });

  it("given a steady median with a few answers too fast to read, when put in words, then those answers are named", () => {
    expect(pacingNote({ ...math, rushed: 3 })).toBe(
      "That's within the SAT's pace. Typical of your 12 answers. 3 answers took under 10 s, too fast to read the question.",
    );
  });
});

describe("the history chart's text", () => {
  const day = (date: string, englishScore: number, mathScore: number) => ({
    date,
    englishScore,
    mathScore,
    englishLevel: Math.floor((englishScore - 200) / 50) + 1,
    mathLevel: Math.floor((mathScore - 200) / 50) + 1,
  });

  it("given several days, when summarised, then each subject's first and latest score and level", () => {
    expect(historySummary([day("2026-11-08", 480, 450), day("2026-11-21", 530, 470)])).toBe(
      "From Nov 8 to Nov 21, English went from 480 (Level 6) to 530 (Level 7), and Math from 450 (Level 6) to 470 (Level 6).",
    );
  });

  it("given one day or none, when summarised, then that day's scores, or that there are none yet", () => {
    expect(historySummary([day("2026-11-21", 530, 470)])).toBe(
      "On Nov 21: English 530 (Level 7), Math 470 (Level 6).",
    );
    expect(historySummary([])).toBe("No estimated scores yet.");
  });

  it("given scores, when choosing the axis, then 50-point bounds around them within 200–800", () => {
    expect(scoreAxis([480, 520])).toEqual([450, 550]);
    expect(scoreAxis([500, 500])).toEqual([450, 550]);
    expect(scoreAxis([205])).toEqual([200, 250]);
    expect(scoreAxis([795])).toEqual([750, 800]);
    expect(scoreAxis([])).toEqual([200, 800]);
  });

  it("given an axis, when ticked, then every 50 points from end to end, or every 100 past 8 ticks", () => {
    expect(scoreTicks([450, 550])).toEqual([450, 500, 550]);
    expect(scoreTicks([350, 700])).toEqual([350, 400, 450, 500, 550, 600, 650, 700]);
    expect(scoreTicks([350, 750])).toEqual([400, 500, 600, 700]);
    expect(scoreTicks([200, 800])).toEqual([200, 300, 400, 500, 600, 700, 800]);
  });
});

describe("the XP chart's text", () => {
  it("given XP on three days, when summarised, then the total and the best day", () => {
    expect(
      xpSummary([
        { date: "2026-11-19", dailyDropXp: 20, practiceXp: 0, xp: 20 },
        { date: "2026-11-20", dailyDropXp: 33, practiceXp: 40, xp: 73 },
        { date: "2026-11-21", dailyDropXp: 30, practiceXp: 0, xp: 30 },
      ]),
    ).toBe(
      "123 XP over the 3 days shown (83 from the Daily Drop, 40 from Practice Mode); the most was 73 XP on Nov 20.",
    );
  });

  it("given no XP days, when summarised, then it says none yet", () => {
    expect(xpSummary([])).toBe("No XP earned yet.");
  });
});

describe("the projection's sentences", () => {
  const projection = {
    subject: "english" as const,
    measured: true,
    currentScore: 530,
    currentLevel: 7,
    projectedLevel: 9,
    pointsPerHour: 2.36,
    fittedFromHistory: true,
    fan: [
      { date: "2026-11-21", median: 530, low: 490, high: 570 },
      { date: "2027-03-13", median: 610, low: 560, high: 660 },
    ],
  };

  it("given a fan, when summarised, then the median and the 80% band at the test date", () => {
    expect(projectionSentence(projection, "2027-03-13")).toBe(
      "By test day (Saturday, March 13, 2027), your English score is most likely about 610, with an 80% chance of landing between 560 and 660.",
    );
    expect(projectionSentence({ ...projection, fan: [] }, "2027-03-13")).toBeNull();
  });

  it("given a rate fitted to the student's history, when explained, then it says so, with the pace", () => {
    expect(rateSentence(projection, 0.75)).toBe(
      "It grows about 2.4 points per practice hour (a rate fitted to your practice), at your current pace of 45 min a week.",
    );
  });

  it("given the prior rate, when explained, then it says it is a typical rate until there is more practice", () => {
    expect(rateSentence({ pointsPerHour: 1.5, fittedFromHistory: false }, 1.5)).toBe(
      "It grows about 1.5 points per practice hour (a typical rate until you have more practice), at your current pace of 1.5 hours a week.",
    );
  });

  it("given no practice time yet, when explained, then it says the projection stays near today's estimate", () => {
    expect(rateSentence({ pointsPerHour: 1.5, fittedFromHistory: false }, 0)).toBe(
      "It grows about 1.5 points per practice hour (a typical rate until you have more practice), but you have no practice time yet, so it stays near today's estimate until you start.",
    );
  });

  it("given a fan, when made into chart rows, then the band is the [low, high] range", () => {
    expect(fanRows(projection.fan)[1]).toEqual({
      date: "2027-03-13",
      median: 610,
      low: 560,
      high: 660,
      band: [560, 660],
    });
  });
});

describe("whether there is practice yet", () => {
  const none: PerformanceDetailed = {
    bySkill: [],
    xpByDay: [],
    abilityHistory: [],
    pacing: [
      { ...NO_PACE, subject: "english", budgetSeconds: 71, rushingSeconds: 15 },
      { ...NO_PACE, subject: "math", budgetSeconds: 95, rushingSeconds: 10 },
    ],
  };

  it("given nothing answered, when asked, then no; given one answer, then yes", () => {
    expect(hasPractice(none)).toBe(false);
    expect(
      hasPractice({
        ...none,
        bySkill: [
          {
            subject: "math",
            domain: "algebra",
            skill: "linear_functions",
            attempts: 1,
            correct: 0,
          },
        ],
      }),
    ).toBe(true);
  });
});

describe("the view in the URL", () => {
  it("given ?view=parent, when read, then the Parent View; anything else, the Student View", () => {
    expect(viewOf("view=parent")).toBe("parent");
    expect(viewOf("?view=parent")).toBe("parent");
    expect(viewOf("")).toBe("student");
    expect(viewOf("view=PARENT")).toBe("student");
  });

  it("given a view, when written to the query, then only the Parent View adds a parameter, and others are kept", () => {
    expect(searchFor("parent", "")).toBe("?view=parent");
    expect(searchFor("student", "view=parent")).toBe("");
    expect(searchFor("student", "view=parent&utm=x")).toBe("?utm=x");
    expect(searchFor("parent", "utm=x")).toBe("?utm=x&view=parent");
  });
});

describe("progress as of a past day (time travel)", () => {
  it("reads the day from ?asOf=, and today, a malformed day or none as today", () => {
    expect(asOfOf("?asOf=2026-11-03", "2026-11-20")).toBe("2026-11-03");
    expect(asOfOf("?view=parent&asOf=2026-11-03")).toBe("2026-11-03");
    expect(asOfOf("?asOf=2026-11-20", "2026-11-20")).toBeUndefined();
    expect(asOfOf("?asOf=yesterday")).toBeUndefined();
    expect(asOfOf("")).toBeUndefined();
  });

  it("writes the day into the query string, keeping the view, and drops it for today", () => {
    expect(searchForAsOf("2026-11-03", "?view=parent")).toBe("?view=parent&asOf=2026-11-03");
    expect(searchForAsOf(undefined, "?view=parent&asOf=2026-11-03")).toBe("?view=parent");
    expect(searchForAsOf(undefined, "?asOf=2026-11-03")).toBe("");
  });

  it("titles the banner with the day in words", () => {
    expect(asOfTitle("2026-03-03")).toBe("Your progress as of March 3, 2026");
  });
});
