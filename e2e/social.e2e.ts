// Friends and How I Rank in a real browser against the real server (issue 18): one student
// generates and copies an invite code and another (on a phone) uses it; a third sends a request
// by username that the first accepts; a removal behind its confirm dialog; the spec's toasts
// for an empty username and a code that does not exist; How I Rank's four cards, its footer and
// the hide-me setting kept across a reload; no sideways scroll at 375 px and no serious axe
// finding on either screen.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { report, seriousViolations } from "./axe.ts";
import { appAndBrowser, overflowsHorizontally, screenshots } from "./harness.ts";
import {
  button,
  DESKTOP,
  h1,
  onboardedStudent,
  PHONE,
  reactSettled,
  textbox,
  toasts,
} from "./pages.ts";

const running = appAndBrowser();

/** A registered, onboarded student with a username, and a page open (clipboard allowed). */
async function student(viewport = DESKTOP) {
  const opened = await onboardedStudent(running.browser, running.app.baseUrl, {
    viewport,
    prefix: "CalmHeron",
    email: "social",
  });
  await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: running.app.baseUrl,
  });
  return opened;
}

async function openFriends(page: Page) {
  await page.goto(`${running.app.baseUrl}/friends`);
  await h1(page, "Friends").waitFor();
  await page.getByRole("heading", { level: 2, name: "My Friends" }).waitFor();
}

/** Waits for a toast whose text starts with `title`, and returns its text. */
async function toastStartingWith(page: Page, title: string): Promise<string> {
  await expect
    .poll(async () => (await toasts(page)).map((t) => t.text).find((t) => t.startsWith(title)))
    .toBeTruthy();
  return (await toasts(page)).map((t) => t.text).find((t) => t.startsWith(title))!;
}

const friendRow = (page: Page, username: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: username }) });

it("two students become friends by invite code, a third by request, and a removal asks first", async () => {
  const maya = await student(DESKTOP);
  const sam = await student(PHONE);
  const lee = await student(DESKTOP);
  try {
    // Maya: no friends yet, an empty username is refused without a call, a code is generated.
    await openFriends(maya.page);
    await maya.page.getByText("No friends yet").waitFor();
    await maya.page.getByText("no messaging and no photos").waitFor();
    await button(maya.page, "Send Request").click();
    expect(await toastStartingWith(maya.page, "Username required")).toContain(
      "Please enter a username to send a friend request.",
    );
    await button(maya.page, "Generate Invite Code").click();
    await toastStartingWith(maya.page, "Invite code generated!");
    const code = (await maya.page.getByTestId("invite-code").innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    await maya.page.getByText("Expires in 7 days").waitFor();

    // Copy: the clipboard holds the code, the button says Copied for 2 s.
    await button(maya.page, "Copy invite code").click();
    await toastStartingWith(maya.page, "Code copied!");
    await button(maya.page, "Invite code copied").waitFor();
    expect(await maya.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await button(maya.page, "Copy invite code").waitFor({ timeout: 5000 });

    // A reload shows the same code again, with its expiry, until it is used.
    await openFriends(maya.page);
    await expect
      .poll(async () => (await maya.page.getByTestId("invite-code").innerText()).trim())
      .toBe(code);
    await maya.page.getByText("Expires in 7 days").waitFor();
    expect(await button(maya.page, "Generate a New Code").count()).toBe(1);
    await screenshots(maya.page, "friends-invite-after-reload");

    // Sam, on a phone: a code that does not exist reads the server's sentence; Maya's code,
    // typed in lower case with spaces, works.
    await openFriends(sam.page);
    const codeInput = textbox(sam.page, "Invite code");
    await codeInput.fill("zzzzzzzzzz");
    expect(await codeInput.inputValue()).toBe("ZZZZZZZZZZ");
    await button(sam.page, "Use Code").click();
    const failure = await toastStartingWith(sam.page, "Failed to use invite code");
    expect(failure).not.toMatch(/\d{3}: |[{}]/);
    await codeInput.fill(` ${code.toLowerCase()} `);
    await button(sam.page, "Use Code").click();
    await toastStartingWith(sam.page, "Friend added!");
    await friendRow(sam.page, maya.username).getByText("Not started yet").waitFor();
    expect(await overflowsHorizontally(sam.page)).toBe(false);
    const phoneFindings = await seriousViolations(sam.page, "/friends");
    expect(phoneFindings, report(phoneFindings)).toEqual([]);

    // Lee asks Maya by username (with spaces around it), and waits.
    await openFriends(lee.page);
    await textbox(lee.page, "Username").fill(`  ${maya.username} `);
    await button(lee.page, "Send Request").click();
    await toastStartingWith(lee.page, "Friend request sent!");
    await lee.page.getByText(`Waiting for ${maya.username}`).waitFor();

    // Maya sees Sam, and Lee's request; she accepts it. Her code was used: no longer shown.
    const inviteRead = maya.page.waitForResponse((r) => r.url().endsWith("/api/friends/invite"));
    await openFriends(maya.page);
    await friendRow(maya.page, sam.username).waitFor();
    expect(await (await inviteRead).json()).toBeNull();
    await reactSettled(maya.page);
    expect(await maya.page.getByTestId("invite-code").count()).toBe(0);
    expect(await button(maya.page, "Generate Invite Code").count()).toBe(1);
    await maya.page.getByText("1 student wants to be your friend.").waitFor();
    await button(maya.page, `Accept ${lee.username}'s friend request`).click();
    await toastStartingWith(maya.page, "Friend added!");
    await friendRow(maya.page, lee.username).waitFor();
    expect(await maya.page.getByText("wants to be your friend").count()).toBe(0);
    await screenshots(maya.page, "friends");
    await maya.page.setViewportSize(DESKTOP);
    const findings = await seriousViolations(maya.page, "/friends");
    expect(findings, report(findings)).toEqual([]);

    // Removing Sam asks first; Cancel keeps him, Remove Friend removes him.
    await button(maya.page, `Remove ${sam.username}`).click();
    const dialog = maya.page.getByRole("dialog");
    await dialog.getByText(`Remove ${sam.username} from your friends?`).waitFor();
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await friendRow(maya.page, sam.username).waitFor();
    await button(maya.page, `Remove ${sam.username}`).click();
    await dialog.getByRole("button", { name: "Remove Friend", exact: true }).click();
    await toastStartingWith(maya.page, "Friend removed");
    await friendRow(maya.page, sam.username).waitFor({ state: "detached" });
    await friendRow(maya.page, lee.username).waitFor();
  } finally {
    await Promise.all([maya.context.close(), sam.context.close(), lee.context.close()]);
  }
});

it("How I Rank shows the four cards and the footer, and hiding oneself is kept across a reload", async () => {
  const { context, page } = await student(PHONE);
  try {
    await page.goto(`${running.app.baseUrl}/ranking`);
    await h1(page, "How I Rank").waitFor();
    for (const title of ["My School", "My Friends", "My Region", "All Students"]) {
      await page.getByRole("heading", { level: 2, name: title, exact: true }).waitFor();
    }
    await page
      .getByText("Rankings update weekly and are based on progress trends, not test scores.")
      .waitFor();
    await page.getByText("No friends yet").waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);

    const hide = page.getByRole("checkbox", { name: "Hide me from other students' rankings" });
    await expect.poll(() => hide.isEnabled()).toBe(true);
    expect(await hide.isChecked()).toBe(false);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/rankings/visibility") &&
        response.request().method() === "PUT",
    );
    await hide.check();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await h1(page, "How I Rank").waitFor();
    await expect.poll(() => hide.isEnabled()).toBe(true);
    expect(await hide.isChecked()).toBe(true);

    await screenshots(page, "ranking");
    await page.setViewportSize(DESKTOP);
    expect(await overflowsHorizontally(page)).toBe(false);
    const findings = await seriousViolations(page, "/ranking");
    expect(findings, report(findings)).toEqual([]);
  } finally {
    await context.close();
  }
});

it("How I Rank after a first Daily Drop: this week's standing beside last week's, how many more students each group needs, no average of a small group, and '(you)'", async () => {
  const { context, page, username } = await student(PHONE);
  try {
    // Her first drop, through the API as the Daily Drop screen sends it.
    const base = running.app.baseUrl;
    const drop = (await (await context.request.get(`${base}/api/daily-drop`)).json()) as {
      questions: { id: string }[];
    };
    for (const question of drop.questions) {
      const answered = await context.request.post(`${base}/api/daily-drop/answer`, {
        data: { questionId: question.id, userAnswer: "A", responseTime: 30_000, isSkipped: false },
      });
      expect(answered.status(), await answered.text()).toBe(200);
    }

    await page.goto(`${base}/ranking`);
    await h1(page, "How I Rank").waitFor();
    const region = (name: string) => page.getByRole("region", { name, exact: true });
    // Only she practiced at her school this week: no share, no average, 4 more needed.
    await region("This week so far in your school")
      .getByText("Shown once 5 students practice: 4 more students needed")
      .waitFor();
    await region("Last week, final in your school")
      .getByText("You didn't practice that week")
      .waitFor();
    const average = page.locator("dl > div").filter({ hasText: "School average this week" });
    expect(await average.innerText()).toMatch(
      /School average this week\s+Not yet\s+4 more students needed/,
    );
    expect(await page.getByText("Better than").count()).toBe(0);
    // Told when a standing comes, never to finish the drop she finished.
    expect(await page.getByText("Finish a Daily Drop").count()).toBe(0);
    await page
      .getByText(
        "You've practiced this week. Standings on Levelfield start once 5 students practice in the same week: 4 more students this week — invite friends.",
      )
      .waitFor();
    // Last week's averages, labelled as last week's, not shown for nobody.
    await page.getByText("All students last week, on average").waitFor();
    await region("All students last week, on average")
      .getByText("Shown once 5 students practice: 5 more students needed")
      .waitFor();
    // Herself in Top this week, marked.
    const top = region("Top performers this week");
    await top.getByText(`${username} (you)`).waitFor();
    expect(await page.getByText("in your region").count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);

    await screenshots(page, "ranking-first-week");
    expect(await overflowsHorizontally(page)).toBe(false);
    const findings = await seriousViolations(page, "/ranking");
    expect(findings, report(findings)).toEqual([]);
  } finally {
    await context.close();
  }
});
