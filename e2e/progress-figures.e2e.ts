// The progress screen's figures in a real browser against the real server (issue 30: one
// definition per number, labelled for what it counts): a student who did today's Daily Drop and
// a Practice Mode set sees, in the Parent View, the week's questions with the Daily Drop's and
// Practice Mode's apart, adding up to the total; and in the Student View, XP per day whose total
// is the header's XP, as is the dashboard's "You earned N XP today" (a student who joined today);
// and answers given in 1 s (faster than anyone reads a question) are flagged as
// rushing in Pacing, not praised as "within the SAT's pace". At 375 and 1280 px, with no sideways scroll and no serious axe finding.
import type { BrowserContext } from "playwright-core";
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

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  it(`(${name}) after a Daily Drop and a Practice Mode set, the figures say what they count and agree`, async () => {
    const { context, page } = await onboardedStudent(running.browser, base(), {
      viewport,
      prefix: "CarefulHeron",
      email: `figures-${name}`,
    });
    try {
      const practiced = await dropAndSet(context, 1_000);
      expect(practiced).toBeGreaterThan(0);
      await page.goto(`${base()}/progress?view=parent`);
      await h1(page, "Student Progress").waitFor();
      await page.getByText(`5 Daily Drop + ${practiced} Practice Mode this week`).waitFor();
      const tile = page.getByText("Questions Answered", { exact: true }).locator("..");
      expect(await tile.innerText()).toContain(String(5 + practiced));
      expect(await overflowsHorizontally(page)).toBe(false);
      const parent = await seriousViolations(page, "/progress?view=parent");
      expect(parent, report(parent)).toEqual([]);
      if (name === "desktop") await screenshots(page, "progress-parent-figures");

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
      expect(await overflowsHorizontally(page)).toBe(false);
      const student = await seriousViolations(page, "/progress");
      expect(student, report(student)).toEqual([]);
      if (name === "desktop") await screenshots(page, "progress-student-figures");

      // The dashboard's "You earned N XP today" counts Practice Mode's XP too: all of today's.
      await page.goto(`${base()}/`);
      await page.getByText(`You earned ${header} XP today.`).waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);
}
