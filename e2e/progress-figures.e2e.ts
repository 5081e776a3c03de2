// The progress screen's figures in a real browser against the real server (issue 30: one
// definition per number, labelled for what it counts): a student who did today's Daily Drop and
// a Practice Mode set sees, in the Parent View, the week's questions with the Daily Drop's and
// Practice Mode's apart, adding up to the total; and in the Student View, XP per day whose total
// is the header's XP, as is the dashboard's "You earned N XP today" (a student who joined today);
// and answers given in 1 s (faster than anyone reads a question) are flagged as
// rushing in Pacing, not praised as "within the SAT's pace". And the goal score: without one the
// Test Readiness card shows the estimated total and its range, not a percent; set in the card,
// readiness is measured towards it, stays after a reload, and goes with the goal when removed.
// The flow runs once at 1280 px; each screen is checked again at 375 px (the same page resized)
// for sideways scroll and serious axe findings, which are what a width can break.
import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { FocusedSetView } from "../api/schemas/practice.ts";
import { report, seriousViolations } from "./axe.ts";
import { appAndBrowser, overflowsHorizontally, screenshots } from "./harness.ts";
import { DESKTOP, h1, onboardedStudent, PHONE } from "./pages.ts";

const running = appAndBrowser();
const base = () => running.app.baseUrl;

/** Today's Daily Drop and one Practice Mode set, answered through the API; answers the set's
 *  size (five, or fewer when its skill has fewer left at the student's difficulty). */
async function dropAndSet(context: BrowserContext, responseTime = 40_000): Promise<number> {
  const drop = await (await context.request.get(`${base()}/api/daily-drop`)).json();
  for (const q of drop.questions as { id: string }[]) {
    const response = await context.request.post(`${base()}/api/daily-drop/answer`, {
      data: { questionId: q.id, userAnswer: "A", responseTime, isSkipped: false },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const started = await context.request.post(`${base()}/api/practice/focused`, { data: {} });
  expect(started.status(), await started.text()).toBe(201);
  const set = (await started.json()) as FocusedSetView;
  for (const q of set.questions) {
    const response = await context.request.post(
      `${base()}/api/practice/focused/${set.setId}/answer`,
      { data: { questionId: q.id, userAnswer: "A", responseTime, isSkipped: false } },
    );
    expect(response.status(), await response.text()).toBe(200);
  }
  return set.questions.length;
}

/** No sideways scroll and no serious axe finding at 1280 px and at 375 px, the page resized. */
async function fitsBothWidths(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // The charts measure their box with a ResizeObserver and redraw a frame or two after a
    // resize: wait for the page to settle at the new width (it must, within the timeout).
    await expect
      .poll(() => overflowsHorizontally(page), {
        message: `${name} at ${viewport.width} px`,
        timeout: 5_000,
      })
      .toBe(false);
    const found = await seriousViolations(page, `${name} at ${viewport.width} px`);
    expect(found, report(found)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

it("after a Daily Drop and a Practice Mode set, the figures say what they count and agree; readiness is measured against the goal the student sets", async () => {
  const { context, page } = await onboardedStudent(running.browser, base(), {
    viewport: DESKTOP,
    prefix: "CarefulHeron",
    email: "figures",
  });
  try {
    const practiced = await dropAndSet(context, 1_000);
    expect(practiced).toBeGreaterThan(0);
    await page.goto(`${base()}/progress?view=parent`);
    await h1(page, "Student Progress").waitFor();
    await page.getByText(`5 Daily Drop + ${practiced} Practice Mode this week`).waitFor();
    const tile = page.getByText("Questions Answered", { exact: true }).locator("..");
    expect(await tile.innerText()).toContain(String(5 + practiced));

    // No goal yet: the estimated total and its range, and no percent or bar.
    const readiness = page.getByText("Test Readiness", { exact: true }).locator("../../..");
    await readiness
      .getByText("Set a goal score to see how close it is.", { exact: false })
      .waitFor();
    expect(await readiness.getByRole("progressbar").count()).toBe(0);
    expect(await readiness.innerText()).not.toMatch(/\d%/);
    await fitsBothWidths(page, "/progress?view=parent (no goal)");
    await screenshots(page, "progress-parent-no-goal");

    // A goal no SAT total can be is named before anything is sent; a real one gives the percent.
    await readiness.getByRole("button", { name: "Set a goal score" }).click();
    const field = readiness.getByLabel("Goal score");
    await field.fill("1205");
    await readiness.getByRole("button", { name: "Save goal" }).click();
    await readiness
      .getByRole("alert")
      .getByText("The goal score must be a total from 410 to 1,600 in steps of 10.")
      .waitFor();
    await fitsBothWidths(page, "/progress?view=parent (goal form)");
    await screenshots(page, "progress-parent-goal-form");
    await field.fill("1400");
    await readiness.getByRole("button", { name: "Save goal" }).click();
    await readiness.getByText("toward a goal of 1,400.", { exact: false }).waitFor();
    const percent = Number(
      await readiness
        .getByRole("progressbar", { name: "Test readiness" })
        .getAttribute("aria-valuenow"),
    );
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    expect(await readiness.innerText()).toContain(`${percent}%`);
    await readiness.getByText("Goal score 1,400").waitFor();

    // Recorded, not kept in the page: a reload shows the same goal and percent.
    await page.reload();
    await readiness.getByText("toward a goal of 1,400.", { exact: false }).waitFor();
    expect(await readiness.innerText()).toContain(`${percent}%`);
    await fitsBothWidths(page, "/progress?view=parent (goal set)");
    await screenshots(page, "progress-parent-figures");

    // Removed: back to the estimate, no percent.
    await readiness.getByRole("button", { name: "Change goal" }).click();
    await readiness.getByRole("button", { name: "Remove goal" }).click();
    await readiness.getByText("No goal score set").waitFor();
    expect(await readiness.getByRole("progressbar").count()).toBe(0);

    await page.goto(`${base()}/progress`);
    await page.getByRole("heading", { name: "XP per day" }).waitFor();
    const header = Number(
      (await page
        .getByLabel(/^\d+ XP$/)
        .first()
        .getAttribute("aria-label"))!.split(" ")[0],
    );
    expect(header).toBeGreaterThan(0);
    const summary = page.getByText(
      / XP over the 1 day shown \(\d+ from the Daily Drop, \d+ from Practice Mode\)/,
    );
    const text = await summary.first().textContent();
    expect(text).toMatch(new RegExp(`^${header} XP over the 1 day shown`));
    await page
      .getByText(/^Rushing: that's faster than anyone can read the question\./)
      .first()
      .waitFor();
    expect(await page.locator("main").innerText()).not.toContain("within the SAT's pace");
    await fitsBothWidths(page, "/progress");
    await screenshots(page, "progress-student-figures");

    // The dashboard's "You earned N XP today" counts Practice Mode's XP too: all of today's.
    await page.goto(`${base()}/`);
    await page.getByText(`You earned ${header} XP today.`).waitFor();
  } finally {
    await context.close();
  }
}, 180_000);
