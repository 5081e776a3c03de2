// The analysts' screen in a real browser against the real server: a student does the diagnostic
// and a Daily Drop (through the API); an analyst (ANALYST_EMAILS) opens /analyst, finds the
// student by username, opens the timeline (the diagnostic's and the drop's answers are there),
// downloads the CSV (one row per timeline entry, the contract's header), looks at the progress
// as of today and the cohort tab; at 375 and 1280 px, never scrolling the page sideways. A
// student opening /analyst is told the page is for analysts. Screenshots: screenshots/analyst-*.
import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import { timelineCsvColumns } from "../api/schemas/analyst.ts";
import type { DailyDropProgress } from "../api/schemas/practice.ts";
import { noSeriousViolations } from "./axe.ts";
import {
  adultBirthYear,
  appAndBrowser,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  screenshots,
  uniqueEmail,
} from "./harness.ts";
import { button, DESKTOP, onboardedStudent, PHONE } from "./pages.ts";

const ANALYST = uniqueEmail("analyst-e2e");
const running = appAndBrowser({ env: { ANALYST_EMAILS: ANALYST } });

/** The student's diagnostic, both subjects, answered "A" until each completes. */
async function diagnostic(context: BrowserContext) {
  const base = running.app.baseUrl;
  for (const subject of ["english", "math"] as const) {
    const started = await context.request.post(`${base}/api/diagnostic/start`, {
      data: { subject },
    });
    expect(started.status(), await started.text()).toBe(200);
    for (let n = 0; ; n++) {
      expect(n, `the ${subject} diagnostic never completed`).toBeLessThan(20);
      const question = await (
        await context.request.get(`${base}/api/diagnostic/${subject}/question`)
      ).json();
      if (question.completed) break;
      const answered = await context.request.post(`${base}/api/diagnostic/${subject}/answer`, {
        data: { questionId: question.id, answer: "A", responseTime: 40_000 },
      });
      expect(answered.status(), await answered.text()).toBe(200);
      if ((await answered.json()).isComplete) break;
    }
  }
}

/** Today's Daily Drop, answered through the API. */
async function dailyDrop(context: BrowserContext) {
  const base = running.app.baseUrl;
  const drop = await (await context.request.get(`${base}/api/daily-drop`)).json();
  for (const q of drop.questions as { id: string }[]) {
    const response = await context.request.post(`${base}/api/daily-drop/answer`, {
      data: { questionId: q.id, userAnswer: "B", responseTime: 30_000, isSkipped: false },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const progress: DailyDropProgress = await (
    await context.request.get(`${base}/api/daily-drop/progress`)
  ).json();
  expect(progress.todaySession.isCompleted).toBe(true);
}

async function analystPage(viewport: { width: number; height: number }) {
  const { context, page } = await openPage(running.browser, { viewport });
  // Registers the analyst (register with an email and password already known signs in, 200).
  const register = await context.request.post(`${running.app.baseUrl}/api/auth/email/register`, {
    data: { email: ANALYST, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
  });
  expect([200, 201], await register.text()).toContain(register.status());
  return { context, page };
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

let username = "";

it("a student does the diagnostic and a Daily Drop, and is refused /analyst", async () => {
  const { context, page } = await onboardedStudent(running.browser, running.app.baseUrl, {
    viewport: PHONE,
    prefix: "CuriousLynx",
    email: "analyst-subject",
  });
  try {
    username = (
      (await (await context.request.get(`${running.app.baseUrl}/api/auth/user`)).json()) as {
        username: string;
      }
    ).username;
    await diagnostic(context);
    await dailyDrop(context);

    await page.goto(`${running.app.baseUrl}/analyst`);
    await page.getByText("This page is for Levelfield analysts.").waitFor();
    expect(await page.getByRole("link", { name: "Analyst", exact: true }).count()).toBe(0);
    await screenshots(page, "analyst-refused");
  } finally {
    await context.close();
  }
}, 120_000);

/**
 * The screen as it is now, at phone width and at desktop width in turn (left at desktop width):
 * nothing scrolls the page sideways, and (unless `axe` is false) axe finds nothing serious.
 */
async function fitsBothWidths(page: Page, path: string, { axe = true } = {}) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const where = `${path} at ${viewport.width} px`;
    expect(await overflowsHorizontally(page), where).toBe(false);
    if (axe) await noSeriousViolations(page, where, ["light"]);
  }
}

// The flow runs once, at desktop width; each screen on the way is also looked at with the window
// at phone width (what differs by width: the layout and what axe finds). The way to /analyst
// differs on a phone (the menu): the flow ends by taking it, in the same session.
it("an analyst finds the student (desktop), reads the timeline, downloads the CSV, and looks at the progress and the cohort, each screen fitting and passing axe at 375 px too; on a phone the menu's Analyst link opens /analyst", async () => {
  expect(username, "the student's test ran first").not.toBe("");
  const { context, page } = await analystPage(DESKTOP);
  try {
    const base = running.app.baseUrl;
    await page.goto(`${base}/`);
    // The navigation's link.
    await page.getByRole("link", { name: "Analyst", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Analyst" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/analyst");

    // The search: two characters of the username find them.
    await page.getByLabel("Find a student").fill(username.slice(0, 6));
    const found = page.getByRole("list", { name: "Students found" });
    await found.getByText(username, { exact: true }).waitFor();
    await fitsBothWidths(page, "/analyst");
    await screenshots(page, "analyst-search");
    await page.setViewportSize(DESKTOP);

    // The timeline: every entry loaded, the diagnostic's and the drop's answers among them.
    await found.getByRole("button", { name: new RegExp(username) }).click();
    const panel = page.getByTestId("student-panel");
    await panel.getByTestId("timeline-entry").first().waitFor();
    const entriesCount = panel.getByText(/^\d[\d,]* of \d[\d,]* entr(y|ies)$/);
    // Load more until the last page: the button is disabled while a page loads, and the count
    // moves on when it has landed (the button then gone after the last page).
    const more = button(page, "Load more");
    for (let pages = 0; (await more.count()) > 0; pages++) {
      expect(pages, "Load more never reached the last page").toBeLessThan(20);
      const before = await entriesCount.innerText();
      await more.click();
      await expect.poll(() => entriesCount.innerText()).not.toBe(before);
    }
    const count = await entriesCount.innerText();
    const [shown, total] = count.match(/[\d,]+/g)!.map((n) => Number(n.replace(/,/g, "")));
    expect(shown).toBe(total);
    const rows = panel.getByTestId("timeline-entry");
    expect(await rows.count()).toBe(total);
    // Diagnostic: at least 6 answers per subject; the drop: its 5.
    expect(await rows.filter({ hasText: "Diagnostic" }).count()).toBeGreaterThanOrEqual(12);
    expect(await rows.filter({ hasText: "Daily Drop" }).count()).toBeGreaterThanOrEqual(5);
    await fitsBothWidths(page, "/analyst (timeline)");
    await screenshots(page, "analyst-timeline");
    await page.setViewportSize(DESKTOP);

    // The CSV: the contract's header, one row per timeline entry.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    const file = await download.path();
    const records = parse(await readFile(file, "utf8"), { bom: true }) as string[][];
    expect(records[0]).toEqual([...timelineCsvColumns]);
    expect(records.length - 1).toBe(total);

    // The progress as of today.
    await tab(page, "Progress as of").click();
    await panel.getByText("Total XP", { exact: true }).waitFor();
    await panel.getByText("Questions answered", { exact: true }).waitFor();
    await fitsBothWidths(page, "/analyst (progress)", { axe: false });
    await screenshots(page, "analyst-progress");
    await page.setViewportSize(DESKTOP);

    // The cohort: the three sections, the items listing the questions answered.
    await tab(page, "Cohort").click();
    for (const section of ["Items", "Skills", "Days"]) {
      await page.getByRole("heading", { level: 2, name: section, exact: true }).waitFor();
    }
    const items = page.getByRole("region", { name: "Items" });
    await items.locator("tbody tr").first().waitFor();
    await page.getByTestId("cohort-skill").first().waitFor();
    await page.getByText(/answers from .*; at most \d+ active students? in a day\./).waitFor();
    await fitsBothWidths(page, "/analyst (cohort)");
    await screenshots(page, "analyst-cohort");

    // On a phone the navigation's link is in the side sheet: from Home, the menu's Analyst link
    // opens /analyst, and the menu closes on the way.
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/`);
    await button(page, "Open menu").click();
    await page.getByRole("link", { name: "Analyst", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Analyst" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/analyst");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await overflowsHorizontally(page)).toBe(false);
  } finally {
    await context.close();
  }
}, 300_000);
