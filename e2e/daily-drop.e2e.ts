// The Daily Drop in a real browser against the real server: a student completes a day's drop
// (one skip) and sees 'Daily Drop Complete!', the dashboard shows 'Complete ✓' with the XP
// earned; with the server's clock moved to the next day (CLOCK_OFFSET_FILE) the streak is 2; a
// reload mid-drop keeps the same questions and progress; the progress screen's parent view and
// fan chart render.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { DailyDropProgress } from "../api/schemas/practice.ts";
import { report, seriousViolations } from "./axe.ts";
import { appAndBrowser, overflowsHorizontally, screenshots } from "./harness.ts";
import { button, DESKTOP, onboardedStudent, PHONE } from "./pages.ts";

const clockDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-clock-"));
const CLOCK_FILE = path.join(clockDir, "offset-ms");
await writeFile(CLOCK_FILE, "0");
const DAY_MS = 86_400_000;
const running = appAndBrowser({ env: { CLOCK_OFFSET_FILE: CLOCK_FILE } });

/** A registered, onboarded student (in the browser's own time zone) with a page open. */
async function student(viewport = DESKTOP) {
  const { context, page } = await onboardedStudent(running.browser, running.app.baseUrl, {
    viewport,
    prefix: "BraveOtter",
    email: "drop",
  });
  return { context, page };
}

async function progress(context: BrowserContext): Promise<DailyDropProgress> {
  return (await context.request.get(`${running.app.baseUrl}/api/daily-drop/progress`)).json();
}

/** Answers the question on screen (first choice) or skips it; waits for the feedback. */
async function answerShown(page: Page, skip = false): Promise<string> {
  const question = page.getByTestId("question-text");
  await question.waitFor();
  const text = await question.innerText();
  if (skip) {
    // A skip is asked once more before it costs the XP; 'Keep answering' changes nothing.
    await button(page, "Skip (-1 XP)").click();
    await page.getByText("Skip this question? It costs 1 XP.").waitFor();
    expect(await focusedText(page)).toBe("Keep answering");
    await button(page, "Keep answering").click();
    expect(await focusedText(page)).toBe("Skip (-1 XP)");
    expect(await page.getByText("Correct answer:").count()).toBe(0);
    await button(page, "Skip (-1 XP)").click();
    await button(page, "Yes, skip it").click();
  } else {
    expect(await button(page, "Submit Answer").isDisabled()).toBe(true);
    await page.getByRole("radio").first().click();
    await button(page, "Submit Answer").click();
  }
  await page.getByText("Correct answer:").first().waitFor();
  return text;
}

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

async function next(page: Page, last: boolean) {
  await button(page, last ? "Complete Session" : "Next Question").click();
}

it("a student completes a day's drop with one skip, sees the dashboard complete, and the streak is 2 the next day", async () => {
  const { context, page } = await student(PHONE);
  try {
    await page.goto(`${running.app.baseUrl}/daily-drop`);
    await page.getByText("Question 1 of 5").waitFor();
    await page.getByText("English Level").waitFor();
    await screenshots(page, "daily-drop-question");
    await page.setViewportSize(PHONE);
    expect(await overflowsHorizontally(page)).toBe(false);
    const findings = await seriousViolations(page, "/daily-drop");
    expect(findings, report(findings)).toEqual([]);

    for (let i = 0; i < 5; i++) {
      await page.getByText(`Question ${i + 1} of 5`).waitFor();
      await answerShown(page, i === 2);
      if (i === 2) {
        await page.getByText("-1 XP").first().waitFor();
        await screenshots(page, "daily-drop-skipped");
        await page.setViewportSize(PHONE);
      }
      if (i === 0) {
        await screenshots(page, "daily-drop-feedback");
        await page.setViewportSize(PHONE);
      }
      await next(page, i === 4);
    }
    await page.getByRole("heading", { name: "Daily Drop Complete!" }).waitFor();
    await page.getByText("Come back tomorrow for more practice!").waitFor();
    await screenshots(page, "daily-drop-complete");
    await page.setViewportSize(PHONE);

    const done = await progress(context);
    expect(done.todaySession).toMatchObject({ isCompleted: true, questionsCompleted: 5 });
    expect(done.streakDays).toBe(1);

    await page.goto(`${running.app.baseUrl}/`);
    await page.getByText("Complete ✓").waitFor();
    await page.getByText("Today's Practice Complete!").waitFor();
    await page
      .getByText(
        `You earned ${done.todaySession.totalXP} XP today. Come back tomorrow for more practice!`,
      )
      .waitFor();
    await page.getByText("5/5 questions completed").waitFor();
    await screenshots(page, "dashboard-drop-complete");
    await page.setViewportSize(PHONE);

    // Tomorrow, by the server's clock: a new drop, completed through the API this time.
    await writeFile(CLOCK_FILE, String(DAY_MS));
    const base = running.app.baseUrl;
    const drop = await (await context.request.get(`${base}/api/daily-drop`)).json();
    expect(drop.completed).toBe(false);
    for (const q of drop.questions as { id: string }[]) {
      const response = await context.request.post(`${base}/api/daily-drop/answer`, {
        data: { questionId: q.id, userAnswer: "A", responseTime: 30_000, isSkipped: false },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    expect((await progress(context)).streakDays).toBe(2);
    await page.reload();
    await page.getByText("Complete ✓").waitFor();
    const streakTile = page.locator("dt", { hasText: "Day Streak" }).locator("..");
    await expect.poll(() => streakTile.locator("dd").innerText()).toBe("2");
    await screenshots(page, "dashboard-streak-2");
  } finally {
    await writeFile(CLOCK_FILE, "0");
    await context.close();
  }
});

it("reloading mid-drop keeps the same questions and the progress", async () => {
  const { context, page } = await student(DESKTOP);
  try {
    await page.goto(`${running.app.baseUrl}/daily-drop`);
    const first = await answerShown(page);
    await next(page, false);
    const second = await answerShown(page);
    await next(page, false);
    await page.getByText("Question 3 of 5").waitFor();
    const third = await page.getByTestId("question-text").innerText();

    await page.reload();
    await page.getByText("Question 3 of 5").waitFor();
    expect(await page.getByTestId("question-text").innerText()).toBe(third);
    const drop = await (await context.request.get(`${running.app.baseUrl}/api/daily-drop`)).json();
    const answered = (drop.questions as { answered: unknown }[]).map((q) => q.answered !== null);
    expect(answered).toEqual([true, true, false, false, false]);
    expect(first).not.toBe(second);
    expect((await progress(context)).todaySession.questionsCompleted).toBe(2);
  } finally {
    await context.close();
  }
});

it("the progress screen shows the parent view and the projection's fan chart", async () => {
  const { context, page } = await student(DESKTOP);
  try {
    // A new student with no diagnostic and no answers: no label, no percent, no claim.
    await page.goto(`${running.app.baseUrl}/progress`);
    await page.getByRole("tab", { name: "Parent View" }).click();
    await page.getByText("Test Readiness").waitFor();
    const main = page.getByRole("main");
    expect(await main.getByText("Not measured yet").count()).toBe(2);
    expect(await main.getByText("Not enough data yet").count()).toBe(3);
    expect(await main.innerText()).not.toMatch(/\d%|Struggling/);
    await screenshots(page, "progress-parent-new-student");
    await page.setViewportSize(DESKTOP);

    // Today's five answers measure both subjects, so there is a projection to draw.
    const drop = await (await context.request.get(`${running.app.baseUrl}/api/daily-drop`)).json();
    let right = 0;
    for (const question of drop.questions as { id: string }[]) {
      const answered = await context.request.post(`${running.app.baseUrl}/api/daily-drop/answer`, {
        data: { questionId: question.id, userAnswer: "A", responseTime: 40_000, isSkipped: false },
      });
      expect(answered.status()).toBe(200);
      if ((await answered.json()).isCorrect) right += 1;
    }
    await page.reload();
    await page.getByRole("tab", { name: "Parent View" }).click();
    await page.getByText("Test Readiness").waitFor();
    // The figures agree with the drop just done: its count right, one day of one.
    await page.getByText(`${right} of 5 right`, { exact: true }).waitFor();
    await page.getByText("1 of 1 day with a finished Daily Drop").waitFor();
    await page
      .getByText(/Level \d+ → \d+/)
      .first()
      .waitFor();
    await screenshots(page, "progress-parent");
    await page.setViewportSize(DESKTOP);
    await page.getByRole("tab", { name: "Student View" }).click();
    // The chart itself (recharts' drawing), not just the card's icon.
    for (const subject of ["english", "math"]) {
      await page.getByTestId(`fan-chart-${subject}`).locator(".recharts-surface").waitFor();
    }
    await screenshots(page, "progress-student");
    await page.setViewportSize(PHONE);
    // The charts follow the new width on their ResizeObserver's next call, a frame or so after
    // the resize: until then they are still 1280 px wide, so the page settles before it is judged.
    await expect.poll(() => overflowsHorizontally(page)).toBe(false);
  } finally {
    await context.close();
  }
});
