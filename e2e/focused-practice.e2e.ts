// Focused practice in a real browser against the real server: a student finishes the day's
// drop, opens the dashboard's Practice Mode (which now leads to /practice), answers a set of
// five with the feedback and the XP note on each, and sees the summary with the links back; at
// 375 and 1280 px, with axe checks. A recommendation's Start address (?rec&domain&skill&difficulty)
// opens a set of that skill only, every question at the difficulty it says.
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
      // A set of one skill at one difficulty: five questions, or fewer when the skill has no
      // more the student has not answered lately (and then the header says so).
      const counter = page.getByText(/^Question 1 of \d$/);
      await counter.waitFor();
      const total = Number((await counter.innerText()).slice(-1));
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(5);
      await page.getByText(/^Practicing .+ · (Easy|Medium|Hard)$/).waitFor();
      if (total < 5) await page.getByText(/^This set has \d questions?: that's every /).waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      await noSeriousViolations(page, "/practice");
      if (name === "desktop") {
        await screenshots(page, "practice-question");
        await page.setViewportSize(viewport);
      }

      const notes: string[] = [];
      for (let i = 0; i < total; i++) {
        await page.getByText(`Question ${i + 1} of ${total}`).waitFor();
        notes.push(await answerShown(page));
        if (i === 0) {
          expect(await overflowsHorizontally(page)).toBe(false);
          await noSeriousViolations(page, "/practice (feedback)");
          if (name === "desktop") {
            await screenshots(page, "practice-feedback");
            await page.setViewportSize(viewport);
          }
        }
        await button(page, i === total - 1 ? "See Summary" : "Next Question").click();
      }
      for (const note of notes) {
        expect(note).toMatch(/^(\+\d+ XP|No XP)/);
      }
      await page.getByRole("heading", { name: "Practice Complete!" }).waitFor();
      await page.getByText(/^You practiced .+\.$/).waitFor();
      await page.getByText(new RegExp(`^You got \\d of ${total} right`)).waitFor();
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

it("a recommendation's Start address opens a set of its skill only, at its difficulty, and a reload resumes it", async () => {
  const { context, page } = await student(DESKTOP);
  try {
    const base = running.app.baseUrl;
    const area = {
      recommendationId: "weakness_focus:2026-11-20:text_structure_and_purpose",
      domain: "craft_and_structure",
      skill: "text_structure_and_purpose",
      difficulty: "hard",
    };
    await page.goto(
      `${base}/practice?rec=${area.recommendationId}&domain=${area.domain}&skill=${area.skill}&difficulty=${area.difficulty}`,
    );
    await page
      .getByText("Practicing Text Structure and Purpose (Craft and Structure) · Hard")
      .waitFor();
    const resumed = await context.request.post(`${base}/api/practice/focused`, { data: area });
    expect(resumed.status()).toBe(200);
    const set: FocusedSetView = await resumed.json();
    // What the label says: that skill only, every level in Hard's band (9–12).
    for (const q of set.questions) {
      expect([q.subsection, q.level_1_to_12 >= 9]).toEqual(["text_structure_and_purpose", true]);
    }
    const total = set.questions.length;
    if (total < 5) {
      await page.getByText(`This set has ${total} question`, { exact: false }).waitFor();
    }
    await screenshots(page, "practice-skill-set");
    await page.setViewportSize(DESKTOP);
    await answerShown(page);
    await page.reload();
    await page
      .getByText(total > 1 ? `Question 2 of ${total}` : "Practice Complete!", { exact: true })
      .waitFor();
    const again: FocusedSetView = await (
      await context.request.post(`${base}/api/practice/focused`, { data: area })
    ).json();
    expect(again.setId).toBe(set.setId);
    expect(again.summary.answered).toBe(1);
  } finally {
    await context.close();
  }
});
