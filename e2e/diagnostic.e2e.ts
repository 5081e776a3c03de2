// The question bank and the diagnostic in a real browser against the real server (which
// publishes the bank on its first start): a student takes the whole diagnostic and sees both
// estimated scores with their ranges; a student whose Math moved their English score reads why on
// the results, opened later and reloaded; an admin builds the dataset and sees the stats; a
// student cannot open the admin API or screen.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { User } from "../api/schemas/identity.ts";
import { buildQuestionBank } from "../domain/questions/bank.ts";
import { report, seriousViolations } from "./axe.ts";
import {
  adultBirthYear,
  appAndBrowser,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  screenshots,
  uniqueEmail,
} from "./harness.ts";
import { button, DESKTOP, link, pathOf, PHONE, toasts, usernameWith } from "./pages.ts";

const ADMIN = "admin-e2e@example.com";
const running = appAndBrowser({ env: { ADMIN_EMAILS: ADMIN } });

async function signedIn(viewport = DESKTOP, email = uniqueEmail("diagnostic")) {
  const { context, page } = await openPage(running.browser, { viewport });
  const response = await context.request.post(`${running.app.baseUrl}/api/auth/email/register`, {
    data: { email, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { context, page };
}

/** Answers the question on screen with its first choice; returns the question text. */
async function answerShown(page: Page): Promise<string> {
  const question = page.getByTestId("question-text");
  await question.waitFor();
  const text = await question.innerText();
  await page.getByRole("radio").first().click();
  await button(page, "Submit Answer").click();
  return text;
}

/**
 * The question on screen: the "Question N" over it (counted across both subjects) and whether
 * its card is busy (an answer or the next question on its way); null with no question on screen.
 */
async function shownQuestion(page: Page): Promise<{ number: number; busy: boolean } | null> {
  const [label] = await page.getByText(/^(English|Math) · Question \d+$/).allInnerTexts();
  const [busy] = await page
    .locator("section[aria-busy]")
    .filter({ has: page.getByTestId("question-text") })
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-busy")));
  if (label === undefined || busy === undefined) return null;
  return { number: Number(label.slice(label.lastIndexOf(" ") + 1)), busy: busy === "true" };
}

it("a student takes the whole diagnostic (English, then Math) and sees both estimated scores with ranges", async () => {
  const { context, page } = await signedIn(PHONE);
  try {
    await page.goto(`${running.app.baseUrl}/diagnostic`);
    await page.getByText("12-16 adaptive questions").waitFor();
    await page.getByText("Ok let's see where you are today").waitFor();
    await screenshots(page, "diagnostic-intro");
    await page.setViewportSize(PHONE);
    await button(page, "Begin Diagnostic").click();

    // Submit stays disabled until a choice is made.
    await page.getByTestId("question-text").waitFor();
    expect(await button(page, "Submit Answer").isDisabled()).toBe(true);
    await screenshots(page, "diagnostic-question");
    await page.setViewportSize(PHONE);
    expect(await overflowsHorizontally(page)).toBe(false);

    let answered = 0;
    let englishDone = false;
    let englishToast = "";
    const results = page.getByRole("heading", { name: /Diagnostic Complete|Your Results/i });
    const question = page.getByTestId("question-text");
    while (answered < 20) {
      if (await results.isVisible()) break;
      if (!(await question.isVisible())) {
        await Promise.race([
          question.waitFor({ timeout: 10_000 }),
          results.waitFor({ timeout: 10_000 }),
        ]).catch(() => undefined);
        continue;
      }
      const before = await shownQuestion(page);
      expect(before).not.toBeNull();
      await answerShown(page);
      answered += 1;
      // The card moves on: the next question ready to answer, or no question (the pause, the
      // results). The answered one stays on screen, busy, until the next replaces it.
      await expect
        .poll(async () => {
          const now = await shownQuestion(page);
          return now === null || (!now.busy && now.number > before!.number);
        })
        .toBe(true);
      if (
        !englishDone &&
        (await toasts(page)).some((t) => t.text.startsWith("English Complete!"))
      ) {
        englishDone = true;
        englishToast = (await toasts(page)).find((t) =>
          t.text.startsWith("English Complete!"),
        )!.text;
      }
    }
    expect(englishDone).toBe(true);
    expect(answered).toBeGreaterThanOrEqual(12);
    expect(answered).toBeLessThanOrEqual(16);
    // 6 to 8 in each subject, as the server counted them; together, every answer sent here.
    let serverAnswered = 0;
    for (const subject of ["english", "math"]) {
      const session = await context.request.post(`${running.app.baseUrl}/api/diagnostic/start`, {
        data: { subject },
      });
      const { answered: inSubject, status } = (await session.json()) as {
        answered: number;
        status: string;
      };
      expect(status, subject).toBe("completed");
      expect(inSubject, subject).toBeGreaterThanOrEqual(6);
      expect(inSubject, subject).toBeLessThanOrEqual(8);
      serverAnswered += inSubject;
    }
    expect(serverAnswered).toBe(answered);

    await page.getByText("English Score", { exact: true }).first().waitFor();
    await page.getByText("Math Score", { exact: true }).first().waitFor();
    expect(await page.getByText("Estimated SAT Score").count()).toBe(2);
    const user = (await (
      await context.request.get(`${running.app.baseUrl}/api/auth/user`)
    ).json()) as User;
    expect(user.diagnosticCompleted).toBe(true);
    for (const [score, range] of [
      [user.estimatedEnglishScore, user.englishScoreRange],
      [user.estimatedMathScore, user.mathScoreRange],
    ] as const) {
      expect(score).toBeGreaterThanOrEqual(200);
      await page.getByText(String(score), { exact: true }).first().waitFor();
      await page.getByText(`${range!.low}–${range!.high}`).first().waitFor();
    }
    // The mid-way English score and the kept one: the same number, or the change explained.
    expect(englishToast).toContain("Math is next, and your Math answers will refine it.");
    const midway = /English score: (\d+ \(\d+–\d+\))/.exec(englishToast)![1]!;
    if (!midway.startsWith(`${user.estimatedEnglishScore} `)) {
      await page.getByText(`Refined from ${midway} with your Math answers`).first().waitFor();
    }
    await screenshots(page, "diagnostic-results");
    await page.setViewportSize(PHONE);
    expect(await link(page, "Start Your Daily Drop").getAttribute("href")).toBe("/");

    // One score: the dashboard, the Parent View and the Student View show the diagnostic's
    // result (no drop has moved it yet), with the same range. (This student went straight to
    // the diagnostic; the dashboard needs the rest of onboarding.)
    const english = user.estimatedEnglishScore!;
    const math = user.estimatedMathScore!;
    const base = running.app.baseUrl;
    for (const [url, data] of [
      [
        "/api/onboarding/demographics",
        { firstName: "Ines", lastName: "Okafor", gradeLevel: "11", satHistory: "never" },
      ],
      ["/api/onboarding/school", { school: "Lincoln High School" }],
      ["/api/onboarding/sat-date", { satDate: `${new Date().getUTCFullYear() + 1}-03-13` }],
      ["/api/username/update", { username: usernameWith("SteadyHeron") }],
    ] as const) {
      const response = await context.request.post(`${base}${url}`, { data });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.goto(base);
    const scores = page.getByTestId("estimated-scores");
    await expect
      .poll(() => scores.innerText())
      .toMatch(
        new RegExp(
          `English\\s+${english}\\s+Likely ${user.englishScoreRange!.low}–${user.englishScoreRange!.high}\\s+Math\\s+${math}`,
        ),
      );
    await page.getByText("Your diagnostic result. It moves with every Daily Drop.").waitFor();
    await screenshots(page, "dashboard-after-diagnostic");
    await page.goto(`${running.app.baseUrl}/progress`);
    await page.getByRole("tab", { name: "Parent View" }).click();
    // No goal set yet: the readiness card shows the estimated total itself, not a percent.
    const readiness = page.getByText("Test Readiness", { exact: true }).locator("../../..");
    await readiness.getByText("Estimated total, likely", { exact: false }).waitFor();
    expect(await readiness.innerText()).toContain((english + math).toLocaleString("en-US"));
    expect(await page.getByText("Not measured yet").count()).toBe(0);
    await page.getByRole("tab", { name: "Student View" }).click();
    await page.getByText(`Now ${english}`).first().waitFor();
    await page.getByText(`Now ${math}`).first().waitFor();
  } finally {
    await context.close();
  }
});

it("a student whose Math moved their English score sees why on the results, and still after a reload", async () => {
  const { context, page } = await signedIn(DESKTOP);
  const base = running.app.baseUrl;
  // The published bank is the seeded one: its keys let this student get every English question
  // right and every Math question wrong, so the Math answers pull English down.
  const keys = new Map(buildQuestionBank().map((item) => [item.id, item.answer]));
  type Score = { finalScore: number; scoreRange: { low: number; high: number } };
  async function take(subject: "english" | "math", right: boolean): Promise<Score> {
    const started = await context.request.post(`${base}/api/diagnostic/start`, {
      data: { subject },
    });
    expect(started.status(), await started.text()).toBe(200);
    for (let n = 0; n < 10; n++) {
      const question = (await (
        await context.request.get(`${base}/api/diagnostic/${subject}/question`)
      ).json()) as { id: string };
      const key = keys.get(question.id)!;
      const response = await context.request.post(`${base}/api/diagnostic/${subject}/answer`, {
        data: {
          questionId: question.id,
          answer: right ? key : key === "A" ? "B" : "A",
          responseTime: 20_000,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      const result = (await response.json()) as { isComplete: boolean } & Score;
      if (result.isComplete) return result;
    }
    throw new Error(`${subject} never completed`);
  }
  try {
    // What 'English Complete!' would have shown, then Math re-scores English.
    const midway = await take("english", true);
    await take("math", false);
    const user = (await (await context.request.get(`${base}/api/auth/user`)).json()) as User;
    expect(user.diagnosticCompleted).toBe(true);
    expect(user.estimatedEnglishScore).not.toBe(midway.finalScore);
    const explanation = `Refined from ${midway.finalScore} (${midway.scoreRange.low}–${midway.scoreRange.high}) with your Math answers`;

    // Opened after the fact, and again after a reload: the explanation comes from the server.
    await page.goto(`${base}/diagnostic`);
    for (const visit of ["opened", "reloaded"]) {
      if (visit === "reloaded") await page.reload();
      await page.getByRole("heading", { name: "Diagnostic Complete!" }).waitFor();
      await page.getByText(explanation).waitFor();
      await page.getByText(String(user.estimatedEnglishScore), { exact: true }).first().waitFor();
      const range = user.englishScoreRange!;
      await page.getByText(`Likely range ${range.low}–${range.high}`).first().waitFor();
    }
    await screenshots(page, "diagnostic-results-reloaded");
  } finally {
    await context.close();
  }
});

it("an admin builds the dataset and sees the stats; a student gets 403 from the admin API and a clear screen", async () => {
  const { context, page } = await signedIn(DESKTOP, ADMIN);
  try {
    await page.goto(`${running.app.baseUrl}/admin`);
    await button(page, "Build Question Dataset").waitFor();
    // The server published the bank on its first start: the overview shows all 375.
    await page.getByText("375", { exact: true }).first().waitFor();
    await button(page, "Build Question Dataset").click();
    await expect
      .poll(async () => (await toasts(page))[0]?.text ?? "")
      .toMatch(/^Dataset Built Successfully/);
    expect((await toasts(page))[0]!.text).toContain("375");
    await screenshots(page, "admin");
    const findings = await seriousViolations(page, "/admin");
    expect(findings, report(findings)).toEqual([]);
  } finally {
    await context.close();
  }

  const student = await signedIn(PHONE);
  try {
    const api = await student.context.request.get(`${running.app.baseUrl}/api/admin/dataset-stats`);
    expect(api.status()).toBe(403);
    // The screen knows the role: it makes none of the admin calls a student would get 403 from.
    const adminCalls: string[] = [];
    student.page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/admin/")) adminCalls.push(request.url());
    });
    await student.page.goto(`${running.app.baseUrl}/admin`);
    await student.page.getByText("This page is for Levelfield administrators.").waitFor();
    expect(adminCalls).toEqual([]);
    expect(await button(student.page, "Build Question Dataset").count()).toBe(0);
    expect(pathOf(student.page)).toBe("/admin");
  } finally {
    await student.context.close();
  }
});
