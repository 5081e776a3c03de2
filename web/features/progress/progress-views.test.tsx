// The Progress screen's views rendered to HTML without a browser, from realistic data typed by
// the API's schemas: the Parent View's spec strings, the Student View's sections, their text
// alternatives and empty states, the toggle, and the loading and failure states.
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type {
  DetailedProgress,
  PerformanceDetailed,
  Projections,
} from "../../../api/schemas/practice.ts";
import { ApiError } from "../../lib/api.ts";
import { progressQueries } from "../../lib/queries.ts";
import { ParentView } from "./parent-view.tsx";
import { Status } from "../../components/status.tsx";
import { EmptyPractice } from "./progress-parts.tsx";
import { ProgressScreen } from "./progress-screen.tsx";
import { StudentView } from "./student-view.tsx";
import { hrefOf, text } from "../../testing/markup.ts";
import { EMPTY_WEEK } from "../../testing/progress.ts";
import { renderWithProviders, type RenderOptions } from "../../testing/render.tsx";

const render = (node: ReactNode, search = "", seed?: RenderOptions["seed"]) =>
  renderWithProviders(node, { path: `/progress?${search}`, ...(seed ? { seed } : {}) });

/** The text a sighted reader sees: without sr-only and aria-hidden parts. */
const visibleText = (html: string) =>
  text(
    html
      .replace(/<span class="sr-only">.*?<\/span>/g, " ")
      .replace(/<div class="sr-only"><table>[^]*?<\/table><\/div>/g, " "),
  );

/** The dt/dd pairs of every description list in the markup, as "label: value". */
const terms = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/g)].map(
    ([, dt, dd]) => `${text(dt!)}: ${text(dd!)}`,
  );

/** The headings of a level, in order. */
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map(([, inner]) =>
    text(inner!),
  );

/** The rows of the screen-reader tables, cells joined by " | ". */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => text(cell!)).join(" | "),
  );

// ---------------------------------------------------------------------------------------------
// Fixtures: a student three weeks in, test on Saturday, March 13, 2027 (112 days after Nov 21).

const detailed: DetailedProgress = {
  correctAnswers: 52,
  totalQuestionsAnswered: 75,
  currentEnglishLevel: 7,
  currentMathLevel: 5,
  projectedEnglishLevel: 9,
  projectedMathLevel: 6,
  daysUntilTest: 112,
  completionRate: 0.86,
  streakDays: 6,
  measured: { english: true, math: true },
  estimatedScores: {
    english: { score: 560, low: 510, high: 610, measured: true },
    math: { score: 530, low: 480, high: 590, measured: true },
  },
  estimatedTotal: { score: 1090, low: 990, high: 1200 },
  // (1090 − 400) / (1400 − 400) = 69% (domain/practice/readiness.ts).
  goalScore: 1400,
  testReadiness: 69,
  weekly: {
    questionsAnswered: 30,
    correct: 22,
    skipped: 2,
    dailyDrop: { questions: 10, correct: 7, skipped: 2 },
    practice: { questions: 20, correct: 15, skipped: 0 },
    accuracy: 22 / 30,
    participation: 6 / 7,
    daysPracticed: 6,
    possibleDays: 7,
    streakDays: 6,
  },
  questionsPerDay: [
    { date: "2026-11-20", count: 5 },
    { date: "2026-11-21", count: 5 },
  ],
};

const newcomer: DetailedProgress = {
  ...detailed,
  correctAnswers: 0,
  totalQuestionsAnswered: 0,
  currentEnglishLevel: 1,
  currentMathLevel: 1,
  projectedEnglishLevel: 2,
  projectedMathLevel: 1,
  daysUntilTest: 90,
  completionRate: 0,
  streakDays: 0,
  measured: { english: true, math: false },
  testReadiness: null,
  weekly: EMPTY_WEEK,
  questionsPerDay: [],
};

const performance: PerformanceDetailed = {
  bySkill: [
    { subject: "math", domain: "algebra", skill: "linear_functions", attempts: 6, correct: 5 },
    { subject: "math", domain: "algebra", skill: "linear_inequalities", attempts: 4, correct: 1 },
    {
      subject: "math",
      domain: "geometry_and_trigonometry",
      skill: "right_triangles_and_trigonometry",
      attempts: 3,
      correct: 2,
    },
    {
      subject: "english",
      domain: "craft_and_structure",
      skill: "words_in_context",
      attempts: 10,
      correct: 7,
    },
    {
      subject: "english",
      domain: "information_and_ideas",
      skill: "command_of_evidence_quantitative",
      attempts: 5,
      correct: 2,
    },
  ],
  xpByDay: [
    { date: "2026-11-19", dailyDropXp: 42, practiceXp: 0, xp: 42 },
    { date: "2026-11-20", dailyDropXp: 35, practiceXp: 0, xp: 35 },
    { date: "2026-11-21", dailyDropXp: 33, practiceXp: 18, xp: 51 },
  ],
  abilityHistory: [
    { date: "2026-11-08", englishScore: 480, mathScore: 440, englishLevel: 6, mathLevel: 5 },
    { date: "2026-11-15", englishScore: 510, mathScore: 455, englishLevel: 6, mathLevel: 5 },
    { date: "2026-11-21", englishScore: 530, mathScore: 450, englishLevel: 7, mathLevel: 5 },
  ],
  pacing: [
    {
      subject: "english",
      medianSeconds: 64.5,
      budgetSeconds: 71,
      rushingSeconds: 15,
      verdict: "within",
      answered: 45,
      rushed: 0,
    },
    {
      subject: "math",
      medianSeconds: 58,
      budgetSeconds: 95,
      rushingSeconds: 10,
      verdict: "within",
      answered: 30,
      rushed: 0,
    },
  ],
};

const noPractice: PerformanceDetailed = {
  bySkill: [],
  xpByDay: [],
  abilityHistory: [],
  pacing: [
    {
      subject: "english",
      medianSeconds: null,
      budgetSeconds: 71,
      rushingSeconds: 15,
      verdict: null,
      answered: 0,
      rushed: 0,
    },
    {
      subject: "math",
      medianSeconds: null,
      budgetSeconds: 95,
      rushingSeconds: 10,
      verdict: null,
      answered: 0,
      rushed: 0,
    },
  ],
};

/** Weekly points from 2026-11-21 to 2027-03-13 (17 weeks), growing with diminishing returns. */
function fan(current: number, gain: number) {
  return Array.from({ length: 17 }, (_, week) => {
    const date = new Date(Date.UTC(2026, 10, 21 + 7 * week)).toISOString().slice(0, 10);
    const median = Math.round(current + gain * Math.sqrt(week / 16));
    const half = Math.round(30 + 2.5 * week);
    return { date, median, low: median - half, high: Math.min(800, median + half) };
  });
}

const projections: Projections = {
  testDate: "2027-03-13",
  daysUntilTest: 112,
  hoursPerWeek: 0.75,
  subjects: [
    // Math first on purpose: the view orders English, then Math.
    {
      subject: "math",
      measured: true,
      currentScore: 450,
      currentLevel: 5,
      projectedLevel: 6,
      pointsPerHour: 1.5,
      fittedFromHistory: false,
      fan: fan(450, 25),
    },
    {
      subject: "english",
      measured: true,
      currentScore: 530,
      currentLevel: 7,
      projectedLevel: 9,
      pointsPerHour: 2.36,
      fittedFromHistory: true,
      fan: fan(530, 80),
    },
  ],
};

// ---------------------------------------------------------------------------------------------

describe("the Parent View", () => {
  const html = render(<ParentView progress={detailed} />);

  it("given a student's progress, when shown, then English and Math each have their label and 'Level x → projected'", () => {
    expect(headings(html, 2)).toEqual([
      "English Progress",
      "Math Progress",
      "Test Readiness",
      "This Week",
    ]);
    const shown = visibleText(html);
    expect(shown).toContain("English Progress Doing Well Level 7 → 9");
    expect(shown).toContain("Math Progress Making Progress Level 5 → 6");
    expect(text(html)).toContain("Level 7 now, level 9 projected by test day");
  });

  it("given a goal of 1,400, a readiness of 69 and 112 days left, when shown, then the percent, the estimated total and the goal it stands for, and the days until the test", () => {
    expect(visibleText(html)).toContain(
      "Test Readiness 69% Estimated total 1,090 (likely 990–1200) toward a goal of 1,400. The percent counts from 400, the SAT's lowest total. 112 days until the test Goal score 1,400",
    );
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Test readiness"/);
  });

  it('given no goal score, when shown, then the estimated total and its range, and no percent or bar that reads as "not ready"', () => {
    const noGoal = render(
      <ParentView progress={{ ...detailed, goalScore: null, testReadiness: null }} goalEditable />,
    );
    expect(visibleText(noGoal)).toContain(
      "Test Readiness 1,090 Estimated total, likely 990–1200 on the SAT's 400–1600 scale. Set a goal score to see how close it is. 112 days until the test No goal score set Set a goal score",
    );
    expect(noGoal).not.toMatch(/aria-label="Test readiness"/);
    const card = /Test Readiness(.*)This Week/.exec(visibleText(noGoal))![1]!;
    expect(card).not.toMatch(/\d%/);
  });

  it("given today's view, when shown, then the goal can be changed; given a past day's, then it is only stated", () => {
    const today = render(<ParentView progress={detailed} goalEditable />);
    expect(visibleText(today)).toContain("Goal score 1,400 Change goal");
    expect(visibleText(html)).not.toContain("Change goal");
  });

  it("given the week's numbers, when shown, then questions with skips stated, accuracy with its counts, participation with its days, and day streak", () => {
    expect(terms(html)).toEqual([
      "Questions Answered: 30 10 Daily Drop + 20 Practice Mode this week, 2 skipped",
      "Accuracy: 73% 22 of 30 right, 2 skipped",
      "Participation: 86% 6 of 7 days with a finished Daily Drop",
      "Day Streak: 6 Days in a row",
    ]);
  });

  it("given a student on their first day, 3 of 4 right after one skip, when shown, then 'not enough data yet' instead of a percent, with the counts", () => {
    const firstDay = render(
      <ParentView
        progress={{
          ...detailed,
          weekly: {
            questionsAnswered: 4,
            correct: 3,
            skipped: 1,
            dailyDrop: { questions: 4, correct: 3, skipped: 1 },
            practice: { questions: 0, correct: 0, skipped: 0 },
            accuracy: null,
            participation: null,
            daysPracticed: 0,
            possibleDays: 0,
            streakDays: 0,
          },
        }}
      />,
    );
    expect(terms(firstDay)).toEqual([
      "Questions Answered: 4 All from the Daily Drop this week, 1 skipped",
      "Accuracy: Not enough data yet 3 of 4 right, 1 skipped so far",
      "Participation: Not enough data yet Counts from the first finished Daily Drop",
      "Day Streak: 0 Days in a row",
    ]);
    expect(visibleText(firstDay)).not.toMatch(/\b(25|75|100)%/);
  });

  it("given practice, when shown, then there is no empty state", () => {
    expect(html).not.toContain("No practice yet");
  });

  it("given a newcomer with no answers, when shown, then the empty state points to today's Daily Drop and no figure claims anything", () => {
    const empty = render(<ParentView progress={newcomer} />);
    expect(text(empty)).toContain("No practice yet");
    expect(hrefOf(empty, "Start today's Daily Drop")).toBe("/daily-drop");
    expect(visibleText(empty)).toContain("English Progress Struggling Level 1 → 2");
    expect(visibleText(empty)).toContain("90 days until the test");
    expect(terms(empty)).toContain("Accuracy: Not enough data yet No questions yet this week");
    expect(terms(empty)).toContain(
      "Participation: Not enough data yet Counts from the first finished Daily Drop",
    );
    expect(terms(empty)).toContain("Day Streak: 0 Days in a row");
  });

  it("given a newcomer with no diagnostic and no answers, when shown, then no subject carries a label, readiness says there is not enough data, and no projected gain", () => {
    const unmeasured = render(
      <ParentView
        progress={{
          ...newcomer,
          projectedEnglishLevel: 1,
          measured: { english: false, math: false },
        }}
      />,
    );
    expect(visibleText(unmeasured)).toContain(
      "Test Readiness Not enough data yet Readiness appears once the diagnostic or Daily Drops have measured both English and Math. 90 days until the test",
    );
    expect(unmeasured).not.toMatch(/aria-label="Test readiness"/);
    expect(visibleText(unmeasured)).toContain(
      "English Progress Not measured yet Level 1 → 1 The starting level. The diagnostic or a first Daily Drop measures it.",
    );
    expect(visibleText(unmeasured)).toContain("Math Progress Not measured yet Level 1 → 1");
    expect(visibleText(unmeasured)).not.toContain("Struggling");
  });
});

describe("the Student View", () => {
  const html = render(<StudentView performance={performance} projections={projections} />);
  const shown = text(html);

  it("given practice, when shown, then its sections appear in order, with no empty state", () => {
    expect(headings(html, 2)).toEqual([
      "Your level and estimated score",
      "Projection to test day",
      "Accuracy by skill",
      "XP per day",
      "Pacing",
    ]);
    expect(shown).not.toContain("No practice yet");
  });

  it("given the history, when shown, then the latest score and level, and a summary and a table in place of the chart", () => {
    expect(terms(html)).toEqual([
      "English: 530 Level 7 · Doing Well",
      "Math: 450 Level 5 · Making Progress",
    ]);
    expect(shown).toContain(
      "From Nov 8 to Nov 21, English went from 480 (Level 6) to 530 (Level 7), and Math from 440 (Level 5) to 450 (Level 5).",
    );
    expect(tableRows(html)).toEqual(
      expect.arrayContaining([
        "Date | English score | English level | Math score | Math level",
        "Nov 8 | 480 | 6 | 440 | 5",
        "Nov 21 | 530 | 7 | 450 | 5",
      ]),
    );
  });

  it("given projections, when shown, then English then Math, each with its median and 80% band at the test date and how its rate was obtained", () => {
    expect(headings(html, 3).slice(0, 2)).toEqual(["English", "Math"]);
    expect(shown).toContain("Saturday, March 13, 2027 · 112 days until the test");
    expect(shown).toContain(
      "By test day (Saturday, March 13, 2027), your English score is most likely about 610, with an 80% chance of landing between 540 and 680.",
    );
    expect(shown).toContain(
      "It grows about 2.4 points per practice hour (a rate fitted to your practice), at your current pace of 45 min a week.",
    );
    expect(shown).toContain(
      "By test day (Saturday, March 13, 2027), your Math score is most likely about 475, with an 80% chance of landing between 405 and 545.",
    );
    expect(shown).toContain(
      "It grows about 1.5 points per practice hour (a typical rate until you have more practice), at your current pace of 45 min a week.",
    );
    expect(visibleText(html)).toContain("Now 530 · Level 7 → 9");
    expect(tableRows(html)).toEqual(
      expect.arrayContaining([
        "Week of | Most likely | Low (10%) | High (90%)",
        "Nov 21 | 530 | 500 | 560",
        "Mar 13 | 610 | 540 | 680",
      ]),
    );
  });

  it("given skills, when shown, then grouped by subject and domain by their names, weakest first", () => {
    expect(headings(html, 3).slice(2)).toEqual(["English", "Math"]);
    expect(headings(html, 4)).toEqual([
      "Information and Ideas",
      "Craft and Structure",
      "Algebra",
      "Geometry and Trigonometry",
    ]);
    expect(shown).toContain(
      "Algebra Linear Inequalities 1 of 4 correct (25%) Linear Functions 5 of 6 correct (83%)",
    );
    expect(shown).toContain("Command of Evidence: Quantitative 2 of 5 correct (40%)");
    expect(shown).not.toContain("_");
  });

  it("given XP per day from the Daily Drop and Practice Mode, when shown, then a summary and a table stand in for the bar chart, each day's sources adding up to its total", () => {
    expect(shown).toContain(
      "128 XP over the 3 days shown (110 from the Daily Drop, 18 from Practice Mode); the most was 51 XP on Nov 21.",
    );
    expect(tableRows(html)).toEqual(
      expect.arrayContaining([
        "Date | Daily Drop XP | Practice Mode XP | Total XP",
        "Nov 19 | 42 | 0 | 42",
        "Nov 21 | 33 | 18 | 51",
      ]),
    );
  });

  it("given median times, when shown, then each is put against the SAT's per-question budget in plain words", () => {
    expect(shown).toContain("You take 65 s per English question; the SAT gives about 71 s.");
    expect(shown).toContain("You take 58 s per Math question; the SAT gives about 95 s.");
    expect(shown).toContain("That's within the SAT's pace. Typical of your 30 answers.");
  });

  it("given charts, when rendered, then each drawing is hidden from screen readers and has a caption and a table", () => {
    const figures = html.match(/<figure/g) ?? [];
    expect(figures).toHaveLength(4); // history, two projections, XP
    expect(html.match(/<figcaption/g)).toHaveLength(4);
    expect(html.match(/<div class="sr-only"><table>/g)).toHaveLength(4);
    expect(html.match(/<figure[^>]*><div aria-hidden="true"/g)).toHaveLength(4);
  });

  it("given no practice yet, when shown, then the empty state says to start today's Daily Drop, and the projection still shows at a typical rate", () => {
    const empty = render(
      <StudentView
        performance={noPractice}
        projections={{
          ...projections,
          hoursPerWeek: 0,
          subjects: projections.subjects.map((subject) => ({
            ...subject,
            fittedFromHistory: false,
            pointsPerHour: 1.5,
          })),
        }}
      />,
    );
    const emptyText = text(empty);
    expect(emptyText).toContain("No practice yet");
    expect(hrefOf(empty, "Start today's Daily Drop")).toBe("/daily-drop");
    expect(headings(empty, 2)).toEqual(["No practice yet", "Projection to test day"]);
    expect(emptyText).toContain(
      "(a typical rate until you have more practice), but you have no practice time yet, so it stays near today's estimate until you start.",
    );
  });

  it("given a subject not measured yet, when shown, then no score, fan or projected level: what gives one", () => {
    const view = render(
      <StudentView
        performance={noPractice}
        projections={{
          ...projections,
          subjects: projections.subjects.map((subject) =>
            subject.subject === "english" ? { ...subject, measured: false } : subject,
          ),
        }}
      />,
    );
    expect(visibleText(view)).toContain(
      "No English estimate yet. The diagnostic or your first Daily Drop gives one, and the projection to test day appears here.",
    );
    expect(visibleText(view)).not.toContain("Now 530");
    expect(visibleText(view)).toContain("Now 450 · Level 5 → 6");
  });

  it("given a test date that has passed, when shown, then the projection says there is nothing to project", () => {
    const past = render(
      <StudentView
        performance={performance}
        projections={{
          ...projections,
          daysUntilTest: -2,
          subjects: projections.subjects.map((subject) => ({ ...subject, fan: [] })),
        }}
      />,
    );
    expect(text(past)).toContain("The test date has passed");
    expect(text(past)).toContain("Your test date has passed, so there is nothing to project.");
    expect(past.match(/<figure/g)).toHaveLength(2); // history and XP only
  });
});

describe("the toggle and the screen's states", () => {
  it("given no view in the URL, when the screen opens, then the Student View tab is selected and loads", () => {
    const html = render(<ProgressScreen />);
    expect(html).toMatch(/<h1[^>]*>Student Progress<\/h1>/);
    expect(html).toMatch(/role="tablist"[^>]*aria-label="Progress view"/);
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Student View</);
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="false"[^>]*>Parent View</);
    expect(text(html)).toContain("Loading your progress...");
  });

  it("given ?view=parent and the progress loaded, when the screen opens, then the Parent View shows", () => {
    const html = render(<ProgressScreen />, "view=parent", (client) =>
      client.setQueryData(progressQueries.detailed().queryKey, detailed),
    );
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Parent View</);
    expect(visibleText(html)).toContain("English Progress Doing Well Level 7 → 9");
    expect(html).not.toContain("Loading your progress...");
  });

  it("given the days progress can be seen as of, when the screen opens on today, then a labelled date picker from the day the account was created to today, and no banner", () => {
    const html = render(<ProgressScreen />, "", (client) =>
      client.setQueryData(progressQueries.asOfRange().queryKey, {
        from: "2026-10-02",
        today: "2026-11-20",
      }),
    );
    const input = html.match(/<input[^>]*type="date"[^>]*>/)?.[0] ?? "";
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(
      `<label class="${html.match(/<label class="([^"]*)"/)?.[1]}" for="${id}">As of</label>`,
    );
    expect(input).toContain('min="2026-10-02"');
    expect(input).toContain('max="2026-11-20"');
    expect(input).toContain('value="2026-11-20"');
    expect(input).not.toMatch(/ disabled(="")?[ />]/);
    expect(text(html)).not.toContain("Your progress as of");
    expect(text(html)).not.toContain("Back to today");
  });

  it("given ?asOf= a past day, when the Parent View shows, then the banner names the day, offers the way back, and the day's own progress shows (its own query key)", () => {
    const then = { ...detailed, currentEnglishLevel: 3, projectedEnglishLevel: 4 };
    const html = render(<ProgressScreen />, "view=parent&asOf=2026-11-03", (client) => {
      client.setQueryData(progressQueries.asOfRange().queryKey, {
        from: "2026-10-02",
        today: "2026-11-20",
      });
      client.setQueryData(progressQueries.detailed().queryKey, detailed);
      client.setQueryData(progressQueries.detailed("2026-11-03").queryKey, then);
    });
    expect(text(html)).toContain("Your progress as of November 3, 2026 Back to today");
    expect(html).toMatch(/<button[^>]*>Back to today<\/button>/);
    expect(html.match(/<input[^>]*type="date"[^>]*>/)?.[0]).toContain('value="2026-11-03"');
    expect(visibleText(html)).toContain("Level 3 → 4");
    expect(visibleText(html)).not.toContain("Level 7 → 9");
  });

  it("given ?asOf= today, when the screen opens, then it is the normal view", () => {
    const html = render(<ProgressScreen />, "view=parent&asOf=2026-11-20", (client) => {
      client.setQueryData(progressQueries.asOfRange().queryKey, {
        from: "2026-10-02",
        today: "2026-11-20",
      });
      client.setQueryData(progressQueries.detailed().queryKey, detailed);
    });
    expect(text(html)).not.toContain("Your progress as of");
    expect(visibleText(html)).toContain("Level 7 → 9");
  });

  it("given a loading view, when shown, then a polite status line", () => {
    expect(render(<Status kind="loading" size="panel" text="Loading your progress..." />)).toMatch(
      /role="status"[^]*Loading your progress\.\.\./,
    );
  });

  it("given a failed read, when shown, then the API's sentence and a way to try again", () => {
    const html = render(
      <Status
        kind="error"
        title="We couldn't load your progress"
        error={new ApiError(500, "Internal Server Error", '{"message":"Progress is unavailable."}')}
        onRetry={() => {}}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(
      "We couldn't load your progress Progress is unavailable. Try again",
    );
  });

  it("given the empty state, when shown, then it explains and links to the Daily Drop", () => {
    const html = render(<EmptyPractice>Your charts fill in as you answer.</EmptyPractice>);
    expect(text(html)).toBe(
      "No practice yet Your charts fill in as you answer. Start today's Daily Drop",
    );
    expect(hrefOf(html, "Start today's Daily Drop")).toBe("/daily-drop");
  });
});
