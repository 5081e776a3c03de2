// Tips in a real browser against the real server (issue 19): the tip of the day on the Daily
// Drop's first question, gone once it is answered; on /tips, bookmarking today's tip, then
// Show Another Tip twice, bookmarking each, and the fourth bookmark of the day refused with the
// spec's 'Daily Limit Reached'; the Bookmarked Tips tab counting 3; /tips/bookmarked listing
// them, a removal, and the empty state of a new student; no sideways scroll at 375 px, no
// serious axe finding, and screenshots at both widths.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { TipView } from "../api/schemas/tips.ts";
import { report, seriousViolations } from "./axe.ts";
import { appAndBrowser, overflowsHorizontally, screenshots } from "./harness.ts";
import { button, DESKTOP, h1, onboardedStudent, PHONE, toasts } from "./pages.ts";

const running = appAndBrowser();

async function student(viewport = DESKTOP) {
  return onboardedStudent(running.browser, running.app.baseUrl, {
    viewport,
    prefix: "WiseOwl",
    email: "tips",
  });
}

/** Waits for a toast whose text starts with `title`, and returns its text. */
async function toastStartingWith(page: Page, title: string): Promise<string> {
  await expect
    .poll(async () => (await toasts(page)).map((t) => t.text).find((t) => t.startsWith(title)))
    .toBeTruthy();
  return (await toasts(page)).map((t) => t.text).find((t) => t.startsWith(title))!;
}

const tipCard = (page: Page) => page.getByTestId("tip-card");
const shownHeadline = async (page: Page) =>
  (await tipCard(page).getByRole("heading", { level: 2 }).innerText()).trim();
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

async function noSeriousFindings(page: Page, path: string) {
  const findings = await seriousViolations(page, path);
  expect(findings, report(findings)).toEqual([]);
}

it("the tip of the day shows on the Daily Drop's first question and is gone once it is answered", async () => {
  const { context, page } = await student(PHONE);
  try {
    await page.goto(`${running.app.baseUrl}/daily-drop`);
    await page.getByText("Question 1 of 5").waitFor();
    await tipCard(page).getByText("Tip of the Day").waitFor();
    const tip = (await (
      await context.request.get(`${running.app.baseUrl}/api/tip-of-the-day`)
    ).json()) as TipView;
    expect(await shownHeadline(page)).toBe(tip.headline);
    await tipCard(page).getByText(tip.reason).waitFor();
    expect(await tipCard(page).getByRole("link", { name: "More tips" }).getAttribute("href")).toBe(
      "/tips",
    );
    expect(await overflowsHorizontally(page)).toBe(false);
    await noSeriousFindings(page, "/daily-drop");
    await screenshots(page, "daily-drop-tip");
    await page.setViewportSize(PHONE);

    await page.getByRole("radio").first().click();
    await button(page, "Submit Answer").click();
    await page.getByText("Correct answer:").first().waitFor();
    expect(await tipCard(page).count()).toBe(0);
    await button(page, "Next Question").click();
    await page.getByText("Question 2 of 5").waitFor();
    expect(await tipCard(page).count()).toBe(0);

    // A reload resumes on the second question: still no tip.
    await page.reload();
    await page.getByText("Question 2 of 5").waitFor();
    expect(await tipCard(page).count()).toBe(0);
  } finally {
    await context.close();
  }
});

it("a student bookmarks today's tip and two more, the fourth is refused, and the bookmarks are listed on the tab and on /tips/bookmarked", async () => {
  const { context, page } = await student(DESKTOP);
  try {
    await page.goto(`${running.app.baseUrl}/tips`);
    await h1(page, "Test Taking Tips").waitFor();
    await page.getByRole("heading", { level: 2, name: "How Tips Work" }).waitFor();
    await page.getByText("A tip you've seen won't come back for 14 days.").waitFor();
    expect(await tab(page, "Daily Tip").getAttribute("aria-selected")).toBe("true");
    await tab(page, "Bookmarked Tips (0)").waitFor();
    await tipCard(page).getByText("Today's tip").waitFor();
    await screenshots(page, "tips-daily");
    await page.setViewportSize(PHONE);
    expect(await overflowsHorizontally(page)).toBe(false);
    await noSeriousFindings(page, "/tips");
    await page.setViewportSize(DESKTOP);

    const bookmarked: string[] = [];
    for (let n = 1; n <= 3; n++) {
      if (n > 1) {
        const before = await shownHeadline(page);
        await button(page, "Show Another Tip").click();
        await expect.poll(() => shownHeadline(page)).not.toBe(before);
        await tipCard(page).getByText("Another tip for you").waitFor();
      }
      const headline = await shownHeadline(page);
      expect(bookmarked).not.toContain(headline);
      await button(page, "Bookmark").click();
      // The toast before it may still be leaving: wait for this one's own words.
      await toastStartingWith(
        page,
        `Tip Bookmarked Saved to your Bookmarked Tips (${n} of 3 today).`,
      );
      await tipCard(page).getByText("Bookmarked", { exact: true }).waitFor();
      await tab(page, `Bookmarked Tips (${n})`).waitFor();
      bookmarked.push(headline);
    }

    // The fourth of the day: refused with the spec's toast, and the button stays.
    const third = await shownHeadline(page);
    await button(page, "Show Another Tip").click();
    await expect.poll(() => shownHeadline(page)).not.toBe(third);
    await page.getByText("You've used today's 3 bookmarks. You can save more tomorrow.").waitFor();
    await button(page, "Bookmark").click();
    expect(await toastStartingWith(page, "Daily Limit Reached")).toContain(
      "You've reached the daily limit of 3 tips.",
    );
    const refused = (await toasts(page)).find((t) => t.text.startsWith("Daily Limit Reached"));
    expect(refused?.variant).toBe("destructive");
    await button(page, "Bookmark").waitFor();
    await tab(page, "Bookmarked Tips (3)").waitFor();
    await screenshots(page, "tips-limit");
    await page.setViewportSize(DESKTOP);

    // The tab lists the three, newest first.
    await tab(page, "Bookmarked Tips (3)").click();
    const list = page.getByRole("list", { name: "Bookmarked tips" });
    await list.waitFor();
    const headings = () => list.getByRole("heading", { level: 2 }).allInnerTexts();
    await expect.poll(headings).toEqual([...bookmarked].reverse());
    await screenshots(page, "tips-bookmarked-tab");
    await page.setViewportSize(PHONE);
    expect(await overflowsHorizontally(page)).toBe(false);
    await noSeriousFindings(page, "/tips (Bookmarked Tips)");

    // /tips/bookmarked lists them too; one is removed.
    await page.getByRole("link", { name: "Open your bookmarks on their own page" }).click();
    await h1(page, "Bookmarked Tips").waitFor();
    await page.getByText("3 bookmarked tips, newest first.").waitFor();
    await expect.poll(headings).toEqual([...bookmarked].reverse());
    await screenshots(page, "tips-bookmarked");
    await page.setViewportSize(PHONE);
    expect(await overflowsHorizontally(page)).toBe(false);
    await noSeriousFindings(page, "/tips/bookmarked");

    await button(page, `Remove bookmark: ${bookmarked[0]}`).click();
    expect(await toastStartingWith(page, "Bookmark Removed")).toContain(bookmarked[0]);
    await expect.poll(headings).toEqual([bookmarked[2], bookmarked[1]]);
    await page.reload();
    await h1(page, "Bookmarked Tips").waitFor();
    await expect.poll(headings).toEqual([bookmarked[2], bookmarked[1]]);
  } finally {
    await context.close();
  }
});

it("a new student's /tips/bookmarked shows the empty state with the way to today's tip", async () => {
  const { context, page } = await student(PHONE);
  try {
    await page.goto(`${running.app.baseUrl}/tips/bookmarked`);
    await h1(page, "Bookmarked Tips").waitFor();
    await page.getByText("No bookmarked tips yet").waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await noSeriousFindings(page, "/tips/bookmarked (empty)");
    await screenshots(page, "tips-bookmarked-empty");
    await page.getByRole("link", { name: "See today's tip" }).click();
    await h1(page, "Test Taking Tips").waitFor();
    await tipCard(page).waitFor();
  } finally {
    await context.close();
  }
});

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  it(`(${name}) after today's Daily Drop, the day's tip no longer asks for it`, async () => {
    const { context, page } = await onboardedStudent(running.browser, running.app.baseUrl, {
      viewport,
      prefix: "WiseOwl",
      email: `tips-after-drop-${name}`,
    });
    try {
      const base = running.app.baseUrl;
      const before = (await (
        await context.request.get(`${base}/api/tip-of-the-day`)
      ).json()) as TipView;
      expect(before.reason).toContain("answer today's Daily Drop");
      const drop = await (await context.request.get(`${base}/api/daily-drop`)).json();
      for (const q of drop.questions as { id: string }[]) {
        const response = await context.request.post(`${base}/api/daily-drop/answer`, {
          data: { questionId: q.id, userAnswer: "A", responseTime: 30_000, isSkipped: false },
        });
        expect(response.status(), await response.text()).toBe(200);
      }
      await page.goto(`${base}/tips`);
      await h1(page, "Test Taking Tips").waitFor();
      await tipCard(page).getByText(before.headline).waitFor();
      await tipCard(page)
        .getByText(
          /chosen before today's Daily Drop; from tomorrow, tips follow your weakest skill\./,
        )
        .waitFor();
      expect(await tipCard(page).innerText()).not.toContain("answer today's Daily Drop");
      expect(await overflowsHorizontally(page)).toBe(false);
      if (name === "desktop") await screenshots(page, "tips-after-drop");
    } finally {
      await context.close();
    }
  });
}
