// Focused practice in a real browser against the real server: a student finishes the day's
// drop, opens the dashboard's Practice Mode (which now leads to /practice), answers a set of
// five with the feedback and the XP note on each, and sees the summary with the links back; at
// 375 and 1280 px, with axe checks. A recommendation's Start address (?rec&domain&skill) opens a
// set of that skill.
import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { DailyDropProgress, FocusedSetView } from "../api/schemas/practice.ts";
import { report, seriousViolations } from "./axe.ts";
import { appAndBrowser, overflowsHorizontally, screenshots } from "./harness.ts";
import { button, DESKTOP, link, onboardedStudent, PHONE } from "./pages.ts";

const running = appAndBrowser();

async function student(viewport: { width: number; height: number }) {
  return onboardedStudent(running.browser, running.app.baseUrl, {
    viewport,
    prefix: "SteadyHeron",
    email: "focused",
  });
}

/** Today's Daily Drop, answered through the API (the drop's own browser test clicks it). */
async function finishDrop(context: BrowserContext) {
  const base = running.app.baseUrl;
  const drop = await (await context.request.get(`${base}/api/daily-drop`)).json();
  for (const q of drop.questions as { id: string }[]) {
    const response = await context.request.post(`${base}/api/daily-drop/answer`, {
      data: { questionId: q.id, userAnswer: "A", responseTime: 30_000, isSkipped: false },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const progress: DailyDropProgress = await (
    await context.request.get(`${base}/api/daily-drop/progress`)
  ).json();
  expect(progress.todaySession.isCompleted).toBe(true);
}

async function noSeriousViolations(page: Page, path: string) {
  const findings = await seriousViolations(page, path);
  expect(findings, report(findings)).toEqual([]);
}

/** Answers the question on screen with its first choice; waits for the feedback and its note. */
async function answerShown(page: Page): Promise<string> {
  await page.getByTestId("question-text").waitFor();
  await page.getByRole("radio").first().click();
  await button(page, "Submit Answer").click();
  await page.getByText("Correct answer:").first().waitFor();
  return page.getByTestId("xp-note").innerText();
}

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  it(`(${name}) a student finishes the day's drop, opens Practice Mode, answers the five and sees the summary`, async () => {
    const { context, page } = await student(viewport);
    try {
      const base = running.app.baseUrl;
      await page.goto(`${base}/`);
      // Before the drop is done, Practice Mode is the Daily Drop.
      await expect.poll(() => link(page, "Practice Mode").getAttribute("href")).toBe("/daily-drop");
      await finishDrop(context);
      await page.reload();
      await page.getByText("Complete ✓").waitFor();
      await expect.poll(() => link(page, "Practice Mode").getAttribute("href")).toBe("/practice");
      await link(page, "Practice Mode").click();
      await page.getByRole("heading", { level: 1, name: "Practice Mode" }).waitFor();
      await page.getByText("Question 1 of 5").waitFor();
      await page.getByText(/^Practicing /).waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      await noSeriousViolations(page, "/practice");
      if (name === "desktop") {
        await screenshots(page, "practice-question");
        await page.setViewportSize(viewport);
      }

      const notes: string[] = [];
      for (let i = 0; i < 5; i++) {
        await page.getByText(`Question ${i + 1} of 5`).waitFor();
        notes.push(await answerShown(page));
        if (i === 0) {
          expect(await overflowsHorizontally(page)).toBe(false);
          await noSeriousViolations(page, "/practice (feedback)");
          if (name === "desktop") {
            await screenshots(page, "practice-feedback");
            await page.setViewportSize(viewport);
          }
        }
        await button(page, i === 4 ? "See Summary" : "Next Question").click();
      }
      for (const note of notes) {
        expect(note).toMatch(/^(\+\d+ XP|No XP)/);
      }
      await page.getByRole("heading", { name: "Practice Complete!" }).waitFor();
      await page.getByText(/^You practiced .+\.$/).waitFor();
      await page.getByText(/^You got \d of 5 right/).waitFor();
      await page.getByText(/^Extra practice today: \d+ of 40 XP\./).waitFor();
      expect(await link(page, "Back to Study Planning").getAttribute("href")).toBe(
        "/study-planning",
      );
      expect(await overflowsHorizontally(page)).toBe(false);
      await noSeriousViolations(page, "/practice (summary)");
      if (name === "desktop") await screenshots(page, "practice-complete");

      // The drop and its streak are as the drop left them.
      const progress: DailyDropProgress = await (
        await context.request.get(`${base}/api/daily-drop/progress`)
      ).json();
      expect(progress.todaySession.questionsCompleted).toBe(5);
      expect(progress.streakDays).toBe(1);
    } finally {
      await context.close();
    }
  });
}

it("a recommendation's Start address opens a set of its skill, and a reload resumes it", async () => {
  const { context, page } = await student(DESKTOP);
  try {
    const base = running.app.baseUrl;
    await page.goto(
      `${base}/practice?rec=weakness_focus-e2e&domain=algebra&skill=linear_functions`,
    );
    await page.getByText("Practicing Linear Functions (Algebra)").waitFor();
    await answerShown(page);
    await button(page, "Next Question").click();
    await page.getByText("Question 2 of 5").waitFor();
    await page.reload();
    await page.getByText("Question 2 of 5").waitFor();
    const again = await context.request.post(`${base}/api/practice/focused`, {
      data: {
        recommendationId: "weakness_focus-e2e",
        domain: "algebra",
        skill: "linear_functions",
      },
    });
    expect(again.status()).toBe(200);
    const set: FocusedSetView = await again.json();
    expect(set.summary.answered).toBe(1);
  } finally {
    await context.close();
  }
});
