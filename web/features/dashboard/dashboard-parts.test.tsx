// The dashboard's parts rendered to HTML without a browser: tiles, the Daily Drop card in its
// three states, the progress card, the diagnostic card in both states, the quick actions' links
// and the greeting.
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { DailyDropProgress, DetailedProgress } from "../../../api/schemas/practice.ts";
import { authQueries, dailyDropQueries } from "../../lib/queries.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { testStudent } from "../../testing/user.ts";
import { Dashboard } from "./dashboard.tsx";
import { DailyDropCard } from "./daily-drop-card.tsx";
import { DiagnosticCard } from "./diagnostic-card.tsx";
import { Greeting, PracticeNote, QuickActions } from "./greeting.tsx";
import { ProgressCard } from "./progress-card.tsx";
import { StatTiles } from "./stat-tiles.tsx";
import { hrefOf, text } from "../../testing/markup.ts";
import { NEW_STUDENT_PROGRESS } from "../../testing/progress.ts";

const render = (node: ReactNode) => renderWithProviders(node);

/** The dt/dd pairs of every description list in the markup, as "label: value". */
const terms = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>\s*<dd[^>]*>(.*?)<\/dd>/g)].map(
    ([, dt, dd]) => `${text(dt!)}: ${text(dd!)}`,
  );

describe("the stat tiles", () => {
  it("given a student's streak, XP and levels, when rendered, then each tile pairs its label with its value", () => {
    const html = render(
      <StatTiles streakDays={4} totalXP={1250} levels={{ english: 3, math: 2 }} />,
    );
    expect(terms(html)).toEqual([
      "Day Streak: 4",
      "Total XP: 1,250",
      "English Level: 3",
      "Math Level: 2",
    ]);
  });

  it("given a new student, when rendered, then the tiles show zeros and level 1, not blanks", () => {
    const html = render(<StatTiles streakDays={0} totalXP={0} levels={{ english: 1, math: 1 }} />);
    expect(terms(html)).toEqual([
      "Day Streak: 0",
      "Total XP: 0",
      "English Level: 1",
      "Math Level: 1",
    ]);
  });
});

describe("the diagnostic card", () => {
  it("given a diagnostic left half-way, when rendered, then it offers to resume it", () => {
    const html = render(<DiagnosticCard completed={false} inProgress />);
    expect(text(html)).toContain("You're part-way through the diagnostic.");
    expect(hrefOf(html, "Resume Diagnostic Test")).toBe("/diagnostic");
    expect(html).not.toContain("Start Diagnostic Test");
  });

  it("given the diagnostic is not done, when rendered, then it explains it and links to /diagnostic", () => {
    const html = render(<DiagnosticCard completed={false} />);
    expect(text(html)).toContain("12–16 question adaptive diagnostic");
    expect(hrefOf(html, "Start Diagnostic Test")).toBe("/diagnostic");
    expect(html).not.toContain("Diagnostic Complete");
    expect(html).not.toContain("<dl");
  });

  const estimate = (score: number) => ({
    score,
    low: score - 60,
    high: score + 50,
    measured: true,
  });

  it("given the diagnostic is done, when rendered, then it shows today's estimates with their ranges, what they are, and 'Diagnostic Complete ✓'", () => {
    const html = render(
      <DiagnosticCard
        completed
        scores={{ english: estimate(620), math: estimate(580) }}
        diagnostic={{ english: 620, math: 580 }}
      />,
    );
    expect(text(html)).toContain("Diagnostic Complete ✓");
    expect(terms(html)).toEqual(["English: 620 Likely 560–670", "Math: 580 Likely 520–630"]);
    expect(text(html)).toContain("Your diagnostic result. It moves with every Daily Drop.");
    expect(html).not.toContain("Start Diagnostic Test");
  });

  it("given today's estimates still loading, when rendered, then no number stands in for them", () => {
    const html = render(
      <DiagnosticCard completed scores={undefined} diagnostic={{ english: 620, math: 580 }} />,
    );
    expect(terms(html)).toEqual(["English: — Loading...", "Math: — Loading..."]);
    expect(html).not.toContain("620");
  });

  it("given either state, when rendered, then its heading is an h2 under the page's h1", () => {
    expect(render(<DiagnosticCard completed={false} />)).toMatch(/<h2[^>]*>Diagnostic Test<\/h2>/);
    const scores = { english: estimate(500), math: estimate(500) };
    const diagnostic = { english: 500, math: 500 };
    expect(render(<DiagnosticCard completed scores={scores} diagnostic={diagnostic} />)).toMatch(
      /<h2[^>]*>Estimated SAT Scores<\/h2>/,
    );
  });
});

describe("the dashboard's header and footer", () => {
  it("given a first name and a day, when rendered, then the h1 greets by name above that day's date", () => {
    const html = render(<Greeting firstName="Maya" today={new Date(2026, 10, 21, 8)} />);
    expect(html).toMatch(/<h1[^>]*>Welcome back, Maya!<\/h1>/);
    expect(html).toContain('<time dateTime="2026-11-21">Saturday, November 21, 2026</time>');
  });

  it("given no first name, when rendered, then the h1 greets 'Student'", () => {
    const html = render(<Greeting firstName={null} today={new Date(2026, 10, 21, 8)} />);
    expect(html).toMatch(/<h1[^>]*>Welcome back, Student!<\/h1>/);
  });

  it("given the quick actions, when rendered, then they link to progress, study planning and practice: the Daily Drop until today's is done, then Practice Mode's focused sets", () => {
    const html = render(<QuickActions />);
    expect(hrefOf(html, "View Progress & Analytics")).toBe("/progress");
    expect(hrefOf(html, "Study Planning")).toBe("/study-planning");
    expect(hrefOf(html, "Practice Mode")).toBe("/daily-drop");
    expect(hrefOf(render(<QuickActions dropCompleted={false} />), "Practice Mode")).toBe(
      "/daily-drop",
    );
    expect(hrefOf(render(<QuickActions dropCompleted />), "Practice Mode")).toBe("/practice");
  });

  it("given the footer note, when rendered, then it mentions daily practice, 5 minutes and adaptive difficulty", () => {
    const note = text(render(<PracticeNote />));
    expect(note).toMatch(/daily/i);
    expect(note).toContain("5 minutes");
    expect(note).toMatch(/difficulty that adapts/);
  });
});

const progress = (session: Partial<DailyDropProgress["todaySession"]> = {}): DailyDropProgress => ({
  todaySession: { isCompleted: false, questionsCompleted: 0, totalXP: 0, ...session },
  questionMix: { english: 3, math: 2 },
  streakDays: 3,
  totalXP: 250,
  currentLevels: { english: 5, math: 4 },
});

/** The opening tag of the progress bar. */
const progressBar = (html: string) => /<div [^>]*role="progressbar"[^>]*>/.exec(html)?.[0] ?? "";

describe("the Daily Drop card", () => {
  it("given nothing answered today, when rendered, then 'Ready to Start', the mix, '0/5 questions' and 'Start Today's Practice'", () => {
    const html = render(<DailyDropCard progress={progress()} />);
    const shown = text(html);
    expect(html).toMatch(/<h2[^>]*>Daily Drop<\/h2>/);
    expect(shown).toContain("Ready to Start");
    expect(shown).toContain("3 English + 2 Math = 5");
    expect(shown).toContain("0/5 questions");
    expect(hrefOf(html, "Start Today's Practice")).toBe("/daily-drop");
    expect(progressBar(html)).toContain('aria-valuetext="0 of 5 questions completed"');
  });

  it("given two answered, when rendered, then 'In Progress', '2/5 questions' and 'Continue Practice'", () => {
    const html = render(
      <DailyDropCard progress={progress({ questionsCompleted: 2, totalXP: 20 })} />,
    );
    expect(text(html)).toContain("In Progress");
    expect(text(html)).toContain("2/5 questions");
    expect(hrefOf(html, "Continue Practice")).toBe("/daily-drop");
    expect(html).toContain("width:40%");
    expect(html).not.toContain("Start Today");
  });

  it("given today's drop completed, when rendered, then 'Complete ✓', what it earned and '5/5 questions completed', with no button", () => {
    const html = render(
      <DailyDropCard
        progress={progress({ isCompleted: true, questionsCompleted: 5, totalXP: 62 })}
      />,
    );
    const shown = text(html);
    expect(shown).toContain("Complete ✓");
    expect(shown).toContain("Today's Practice Complete!");
    expect(shown).toContain("You earned 62 XP today. Come back tomorrow for more practice!");
    expect(shown).toContain("5/5 questions completed");
    expect(html).toContain("width:100%");
    expect(html).not.toContain("Continue Practice");
    expect(html).not.toContain("Start Today");
  });

  it("given the progress still loading or failed, when rendered, then it says so and still leads to the Daily Drop", () => {
    const loading = render(<DailyDropCard progress={undefined} />);
    expect(loading).toMatch(/role="status"[^>]*>Loading today&#x27;s practice...</);
    expect(hrefOf(loading, "Open the Daily Drop")).toBe("/daily-drop");
    const failed = render(<DailyDropCard progress={undefined} failed />);
    expect(text(failed)).toContain("We couldn't load today's practice.");
  });
});

describe("the progress card", () => {
  const detailed = (counts: number[]): DetailedProgress => ({
    ...NEW_STUDENT_PROGRESS,
    questionsPerDay: counts.map((count, i) => ({
      date: `2026-11-${String(8 + i).padStart(2, "0")}`,
      count,
    })),
  });

  it("given 14 days of counts, when rendered, then a summary, the chart hidden from screen readers and a table of the days", () => {
    const counts = [0, 5, 5, 0, 5, 5, 5, 3, 0, 5, 5, 5, 5, 2];
    const html = render(<ProgressCard detailed={detailed(counts)} />);
    expect(html).toMatch(/<h2[^>]*>Your Progress<\/h2>/);
    expect(text(html)).toContain("50 questions in the last 14 days");
    expect(html).toMatch(/<div aria-hidden="true" style="height:176px">/);
    const rows = [...html.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(\d+)<\/td><\/tr>/g)].map(
      ([, day, count]) => `${day}: ${count}`,
    );
    expect(rows).toHaveLength(14);
    expect(rows[0]).toBe("Sunday, November 8: 0");
    expect(rows[13]).toBe("Saturday, November 21: 2");
    expect(html).toMatch(/<table class="sr-only">/);
  });

  it("given any state, when rendered, then 'Analytics (Coming Soon)' is disabled", () => {
    for (const html of [
      render(<ProgressCard detailed={detailed([1])} />),
      render(<ProgressCard detailed={undefined} />),
      render(<ProgressCard detailed={undefined} failed />),
    ]) {
      expect(html).toMatch(/<button [^>]*disabled=""[^>]*>Analytics \(Coming Soon\)<\/button>/);
    }
  });

  it("given no answers yet, when rendered, then the caption says the first Daily Drop will show there", () => {
    expect(text(render(<ProgressCard detailed={detailed(Array(14).fill(0))} />))).toContain(
      "0 questions in the last 14 days. Your first Daily Drop will show here.",
    );
  });

  it("given the counts still loading, when rendered, then a status and no table", () => {
    const html = render(<ProgressCard detailed={undefined} />);
    expect(html).toMatch(/role="status"[^>]*>Loading your progress...</);
    expect(html).not.toContain("<table");
  });
});

describe("the dashboard", () => {
  // The user's streak and XP show while the Daily Drop progress loads.
  const student = testStudent({ streakDays: 1, totalXP: 40 });

  function renderDashboard(dropProgress?: DailyDropProgress): string {
    return renderWithProviders(<Dashboard />, {
      seed: (client) => {
        client.setQueryData(authQueries.user().queryKey, student);
        if (dropProgress) client.setQueryData(dailyDropQueries.progress().queryKey, dropProgress);
      },
    });
  }

  it("given the Daily Drop progress, when shown, then the tiles show its streak, XP and levels, and the card its state", () => {
    const html = renderDashboard(progress({ questionsCompleted: 2 }));
    expect(terms(html).slice(0, 4)).toEqual([
      "Day Streak: 3",
      "Total XP: 250",
      "English Level: 5",
      "Math Level: 4",
    ]);
    expect(text(html)).toContain("In Progress");
  });

  it("given the progress still loading, when shown, then the user's streak and XP and level 1", () => {
    const html = renderDashboard();
    expect(terms(html).slice(0, 4)).toEqual([
      "Day Streak: 1",
      "Total XP: 40",
      "English Level: 1",
      "Math Level: 1",
    ]);
    expect(html).toContain("Loading today&#x27;s practice...");
  });
});
