// The analyst screen's parts rendered to HTML without a browser, from data typed by
// api/schemas/analyst.ts and seeded into the app's QueryClient: who may see the screen, the
// search and its failure, the student panel (an erased student's one line; the downloads, the
// timeline's rows and paging), the progress as of a day, and the cohort's items, skills and days;
// then the navigation's Analyst link, shown only to analysts.
import type { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type {
  AnalystProgress,
  AnalystStudent,
  TimelineEntry,
  TimelinePage,
} from "../../../api/schemas/analyst.ts";
import AccountMenu from "../../app/account-menu.tsx";
import { ApiError } from "../../lib/api.ts";
import type { User } from "../../lib/auth.ts";
import { authQueries } from "../../lib/queries.ts";
import { hrefOf, text } from "../../testing/markup.ts";
import { NEW_STUDENT_PROGRESS } from "../../testing/progress.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { testStudent } from "../../testing/user.ts";
import { AnalystScreen, AnalystTabs } from "./analyst-screen.tsx";
import { CohortItemsTable } from "./cohort-items.tsx";
import { CohortSkillsList } from "./cohort-skills.tsx";
import { ActivityChart } from "./cohort-days.tsx";
import { cohortItem as item, PSEUDONYM } from "../../testing/analyst-fixtures.ts";
import { daysAgo } from "./model.ts";
import { ProgressAsOf } from "./progress-as-of.tsx";
import { analystQueries, type CohortDays, type CohortSkills } from "./queries.ts";
import { StudentPanel } from "./student-panel.tsx";
import { SearchOutcome, SearchResults, StudentSearch } from "./student-search.tsx";
import { TimelineTable } from "./timeline.tsx";

const analyst = testStudent({ analyst: true });
const student = testStudent();

const render = (node: React.ReactNode, seed?: (client: QueryClient) => void) =>
  renderWithProviders(node, { path: "/analyst", ...(seed ? { seed } : {}) });

const alex: AnalystStudent = {
  id: PSEUDONYM,
  username: "AlexBrightOtter",
  status: "active",
  registeredOn: "2026-01-15",
  erasedAt: null,
};
const erased: AnalystStudent = {
  id: "s-fedcba9876543210fedcba9876543210",
  username: null,
  status: "erased",
  registeredOn: null,
  erasedAt: "2026-02-10T12:00:00.000Z",
};

const entry = (seq: number, over: Partial<TimelineEntry> = {}): TimelineEntry => ({
  seq,
  at: "2026-03-03T21:05:09.000Z",
  context: "daily-drop",
  type: "DailyDropAnswerSubmitted",
  summary: "Answered math-lin-001: B, right",
  subject: "math",
  questionId: "math-lin-001",
  answer: "B",
  correct: true,
  responseTimeMs: 42_300,
  xp: 10,
  estimate: { score: 520, low: 480, high: 560 },
  level: 3,
  streakDays: 2,
  detail: {},
  ...over,
});

const registered = entry(1, {
  context: "account",
  type: "UserRegistered",
  summary: "Registered with email",
  subject: null,
  questionId: null,
  answer: null,
  correct: null,
  responseTimeMs: null,
  xp: null,
  estimate: null,
  level: null,
  streakDays: null,
});
const wrong = entry(2, {
  context: "diagnostic",
  type: "DiagnosticAnswerSubmitted",
  summary: "Answered eng-wic-004: D, wrong",
  subject: "english",
  questionId: "eng-wic-004",
  answer: "D",
  correct: false,
  xp: 0,
});

describe("who sees the screen", () => {
  it("tells an account without the analyst role the page is for analysts, and reads nothing", () => {
    const html = render(<AnalystScreen />, (client) =>
      client.setQueryData(authQueries.user().queryKey, student),
    );
    expect(text(html)).toContain("This page is for Levelfield analysts.");
    expect(text(html)).not.toContain("Find a student");
    expect(hrefOf(html, "Back to your dashboard")).toBe("/");
  });

  it("sends a visitor to sign in", () => {
    const html = render(<AnalystScreen />, (client) =>
      client.setQueryData(authQueries.user().queryKey, null),
    );
    expect(text(html)).toContain("Taking you to sign in...");
    expect(text(html)).not.toContain("analysts");
  });

  it("shows an analyst the two tabs, Learning history first, with the search", () => {
    const html = render(<AnalystScreen />, (client) =>
      client.setQueryData(authQueries.user().queryKey, analyst),
    );
    const tabs = [...html.matchAll(/<button [^>]*role="tab"[^>]*>(.*?)<\/button>/g)].map(
      ([tag, inner]) => [text(inner!), tag.includes('aria-selected="true"')],
    );
    expect(tabs).toEqual([
      ["Learning history", true],
      ["Cohort", false],
    ]);
    expect(text(html)).toContain("Find a student");
  });
});

describe("the search", () => {
  it("lists what the API found: username, short id with the full id on hover, status, day", () => {
    const html = render(
      <StudentSearch selectedId={null} onSelect={() => {}} initialQuery="al" />,
      (c) => c.setQueryData(analystQueries.search("al").queryKey, { students: [alex, erased] }),
    );
    const list = text(html);
    expect(list).toContain("AlexBrightOtter Active s-01234567… Registered Jan 15, 2026");
    expect(list).toContain("(erased) Erased s-fedcba98…");
    expect(html).toContain(`title="${alex.id}"`);
    expect(html).toContain(`aria-label="Copy student id ${alex.id}"`);
  });

  it("asks for 2 characters before searching", () => {
    const html = render(<StudentSearch selectedId={null} onSelect={() => {}} initialQuery="a" />);
    expect(text(html)).toContain("Type at least 2 characters of a username, or a student id.");
    expect(text(html)).not.toContain("Searching...");
  });

  it("shows the API's 400 sentence as it is", () => {
    const error = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({ error: "Bad Request", message: "q: type at least 2 characters" }),
    );
    const html = render(
      <SearchOutcome
        students={undefined}
        error={error}
        onRetry={() => {}}
        selectedId={null}
        onSelect={() => {}}
      />,
    );
    expect(text(html)).toContain("The search failed. q: type at least 2 characters");
    expect(text(html)).toContain("Try again");
  });

  it("says when nothing matches, and marks the chosen student", () => {
    expect(
      text(render(<SearchResults students={[]} selectedId={null} onSelect={() => {}} />)),
    ).toBe("No student matches.");
    const html = render(
      <SearchResults students={[alex]} selectedId={alex.id} onSelect={() => {}} />,
    );
    expect(html).toContain('aria-pressed="true"');
  });
});

const page = (entries: TimelineEntry[], nextAfter: number | null, total: number): TimelinePage => ({
  student: alex,
  entries,
  nextAfter,
  total,
});

describe("the student panel", () => {
  it("shows an erased student only the day the account was erased", () => {
    const html = render(<StudentPanel student={erased} />);
    expect(text(html)).toBe("This account was erased on February 10, 2026.");
  });

  it("links both downloads and shows the first page of the timeline with Load more", () => {
    const html = render(<StudentPanel student={alex} today="2026-03-05" />, (client) =>
      client.setQueryData(analystQueries.timeline(alex.id).queryKey, {
        pages: [page([registered, wrong], 2, 5)],
        pageParams: [0],
      }),
    );
    expect(hrefOf(html, "Download CSV")).toBe(`/api/analyst/students/${alex.id}/history.csv`);
    expect(hrefOf(html, "Download JSONL")).toBe(`/api/analyst/students/${alex.id}/history.jsonl`);
    expect(html.match(/<a [^>]*download=""/g)).toHaveLength(2);
    expect(text(html)).toContain("AlexBrightOtter Active");
    expect(html.match(/data-testid="timeline-entry"/g)).toHaveLength(2);
    expect(text(html)).toContain("2 of 5 entries");
    expect(text(html)).toContain("Load more");
  });

  it("has no Load more on the last page", () => {
    const html = render(<StudentPanel student={alex} />, (client) =>
      client.setQueryData(analystQueries.timeline(alex.id).queryKey, {
        pages: [page([registered], 1, 2), page([wrong], null, 2)],
        pageParams: [0, 1],
      }),
    );
    expect(text(html)).toContain("2 of 2 entries");
    expect(text(html)).not.toContain("Load more");
  });
});

describe("the timeline table", () => {
  it("shows each column of an answer, in the zone asked for", () => {
    const html = render(<TimelineTable entries={[entry(3)]} timeZone="America/New_York" />);
    const row = text(html.slice(html.indexOf("<tbody>")));
    expect(row).toBe(
      "Mar 3, 2026, 4:05:09 PM Daily Drop Answered math-lin-001: B, right Math math-lin-001 B ✓ 42.3 s +10 520 (480–560) 3 2",
    );
  });

  it("dashes what a non-answer entry does not have, and marks a wrong answer", () => {
    const html = render(<TimelineTable entries={[registered, wrong]} timeZone="UTC" />);
    expect(text(html)).toContain(
      "Mar 3, 2026, 9:05:09 PM Account Registered with email — — — — — — — — —",
    );
    expect(html).toContain('aria-label="wrong"');
    expect(text(html)).toContain(
      "Diagnostic Answered eng-wic-004: D, wrong English eng-wic-004 D ✗",
    );
  });

  it("says when nothing is recorded", () => {
    expect(text(render(<TimelineTable entries={[]} />))).toBe(
      "Nothing recorded for this student yet.",
    );
  });
});

describe("the progress as of a day", () => {
  it("shows the figures of the day asked for", () => {
    const progress: AnalystProgress = {
      student: alex,
      asOf: "2026-03-05",
      totalXP: 1250,
      progress: {
        ...NEW_STUDENT_PROGRESS,
        currentEnglishLevel: 4,
        currentMathLevel: 3,
        streakDays: 6,
        correctAnswers: 40,
        totalQuestionsAnswered: 61,
        measured: { english: true, math: true },
        estimatedScores: {
          english: { score: 560, low: 510, high: 610, measured: true },
          math: { score: 520, low: 470, high: 570, measured: true },
        },
        estimatedTotal: { score: 1080, low: 1010, high: 1150 },
        // (1080 − 400) / (1600 − 400) = 57%.
        goalScore: 1600,
        testReadiness: 57,
      },
    };
    const html = render(<ProgressAsOf studentId={alex.id} today="2026-03-05" />, (client) =>
      client.setQueryData(analystQueries.progress(alex.id, "2026-03-05").queryKey, progress),
    );
    expect(html).toContain('max="2026-03-05"');
    expect(text(html)).toContain(
      "English level 4 Math level 3 Total XP 1,250 Streak 6 days English estimate 560 (510–610) Math estimate 520 (470–570) Total estimate 1080 (1010–1150) Goal score 1600 Test readiness 57% Questions answered 61 (40 right)",
    );
  });
});

describe("the cohort", () => {
  it("lists the items most attempted first, with their flags and parameters", () => {
    const html = render(
      <CohortItemsTable
        items={[
          item({}),
          item({
            questionId: "eng-wic-004",
            subject: "english",
            skill: "words_in_context",
            attempts: 120,
            pValue: 0.82,
            exposure: 0.64,
            retired: true,
            flagged: true,
            calibrated: { a: 1.4, b: -0.7, c: 0.2 },
          }),
        ]}
      />,
    );
    const rows = [...html.matchAll(/<tr class="border-t[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
      text(row!),
    );
    expect(rows[0]).toMatch(
      /^eng-wic-004 English Words in Context 3 120 0\.82 0\.31 64% 1\.00 \/ 0\.50 1\.40 \/ −0\.70 Retired Badly fitting$/i,
    );
    expect(rows[1]).toMatch(/^math-lin-001 Math .* 3 10 0\.50 0\.31 20% 1\.00 \/ 0\.50 —$/i);
    expect(html).toContain('aria-sort="descending"');
  });

  it("shows each skill's bands, students and median, with the numbers in a table", () => {
    const data: CohortSkills = {
      minAnswers: 5,
      skills: [
        {
          subject: "english",
          domain: "craft_and_structure",
          skill: "words_in_context",
          students: 7,
          bands: ["Novice", "Developing", "Proficient", "Strong", "Mastered"].map((label, i) => ({
            label,
            students: [1, 2, 2, 1, 1][i]!,
          })),
          medianMastery: 0.55,
        },
      ],
    };
    const html = render(<CohortSkillsList data={data} />);
    expect(text(html)).toContain("Novice Developing Proficient Strong Mastered");
    expect(text(html)).toContain("Words in Context · English 7 students · median 55%");
    expect(text(html)).toContain("Words in Context 1 2 2 1 1 7 55%");
  });

  it("sums the days up under the chart, with a hidden table of them", () => {
    const days: CohortDays["days"] = [
      { date: "2026-03-01", activeStudents: 3, answers: 45 },
      { date: "2026-03-02", activeStudents: 4, answers: 60 },
    ];
    const html = render(<ActivityChart days={days} />);
    expect(text(html)).toContain("Mar 1, 2026 3 45 Mar 2, 2026 4 60");
    expect(text(html)).toContain(
      "105 answers from Mar 1, 2026 to Mar 2, 2026; at most 4 active students in a day.",
    );
  });

  it("puts the three sections on the Cohort tab, each with its CSV", () => {
    const today = new Date().toISOString().slice(0, 10);
    const html = render(<AnalystTabs initialTab="cohort" />, (client) => {
      client.setQueryData(analystQueries.cohortItems().queryKey, { items: [item({})] });
      client.setQueryData(analystQueries.cohortSkills().queryKey, { minAnswers: 5, skills: [] });
      client.setQueryData(analystQueries.cohortDays(daysAgo(today, 90), today).queryKey, {
        from: daysAgo(today, 90),
        to: today,
        days: [],
      });
    });
    const headings = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map(([, h]) => text(h!));
    expect(headings).toEqual(["Items", "Skills", "Days"]);
    const csvs = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*download=""/g)].map(([, h]) => h);
    expect(csvs).toEqual([
      "/api/analyst/cohort/items.csv",
      "/api/analyst/cohort/skills.csv",
      "/api/analyst/cohort/days.csv",
    ]);
    expect(text(html)).toContain("No skills to show yet.");
    expect(text(html)).toContain("No activity in these days.");
  });
});

describe("the navigation's Analyst link", () => {
  it("shows for an analyst only", () => {
    const menu = (user: User) => render(<AccountMenu user={user} showGamification={false} />);
    expect(hrefOf(menu(analyst), "Analyst")).toBe("/analyst");
    expect(hrefOf(menu(student), "Analyst")).toBeUndefined();
  });
});
