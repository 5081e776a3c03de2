// Question reports in a real browser against the real server (issue 20): a student opens the
// Daily Drop, reports the question on screen ("Report a problem": a reason and a note, the toast
// thanks them), an admin opens /admin, sees the report in the Question reports panel and retires
// the question, and the API says it is retired. Screenshots: screenshots/question-report-dialog-*
// and screenshots/question-reports-panel-* at 375 and 1280 px. A question whose one scored answer
// was given in a focused set shows Attempts 1 (item statistics count every scored answer).
import { expect, it } from "vitest";
import type { FocusedAnswerResult, FocusedSetView } from "../api/schemas/practice.ts";
import type { QueuedReport } from "../api/schemas/reports.ts";
import { report as axeReport, seriousViolations } from "./axe.ts";
import {
  adultBirthYear,
  appAndBrowser,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  screenshots,
} from "./harness.ts";
import { button, DESKTOP, onboardedStudent, PHONE, toasts } from "./pages.ts";

const ADMIN = "reports-admin-e2e@example.com";
const running = appAndBrowser({ env: { ADMIN_EMAILS: ADMIN } });
const NOTE = "Choice C is also correct: the key says B.";
const FOCUSED_NOTE = "The second sentence has a typo.";

it("a student reports a question from the Daily Drop, and an admin retires it from /admin", async () => {
  const student = await onboardedStudent(running.browser, running.app.baseUrl, {
    viewport: PHONE,
    prefix: "CalmHeron",
    email: "reporter",
  });
  const { page } = student;
  await page.goto(`${running.app.baseUrl}/daily-drop`);
  await page.getByText("Question 1 of 5").waitFor();
  const questionText = await page.getByTestId("question-text").innerText();

  await button(page, "Report a problem").click();
  const dialog = page.getByRole("dialog", { name: "Report a problem" });
  await dialog.waitFor();
  expect(await dialog.getByRole("button", { name: "Submit", exact: true }).isDisabled()).toBe(true);
  await dialog.getByRole("radio", { name: "Wrong answer key" }).check();
  await dialog.getByRole("textbox").fill(NOTE);
  await dialog.getByText(`${[...NOTE].length}/500`).waitFor();
  await screenshots(page, "question-report-dialog");
  await page.setViewportSize(PHONE);
  expect(await overflowsHorizontally(page)).toBe(false);
  const findings = await seriousViolations(page, "/daily-drop (report dialog)");
  expect(findings, axeReport(findings)).toEqual([]);
  await dialog.getByRole("button", { name: "Submit", exact: true }).click();
  await expect
    .poll(async () => (await toasts(page)).map((t) => t.text).join(" | "))
    .toContain("Thanks — we'll look at this question.");
  await expect.poll(() => dialog.count()).toBe(0);

  // The drop finished, a question answered in a focused set (Practice Mode) and reported: its
  // one scored answer is a focused one, and the admins' Attempts counts it.
  const api = student.context.request;
  const base = running.app.baseUrl;
  const drop = await (await api.get(`${base}/api/daily-drop`)).json();
  for (const q of drop.questions as { id: string }[]) {
    const answered = await api.post(`${base}/api/daily-drop/answer`, {
      data: { questionId: q.id, userAnswer: "A", responseTime: 30_000, isSkipped: false },
    });
    expect(answered.status(), await answered.text()).toBe(200);
  }
  const set: FocusedSetView = await (
    await api.post(`${base}/api/practice/focused`, { data: {} })
  ).json();
  const focusedQuestion = set.questions[0]!;
  const focusedAnswer = await api.post(`${base}/api/practice/focused/${set.setId}/answer`, {
    data: {
      questionId: focusedQuestion.id,
      userAnswer: "A",
      responseTime: 30_000,
      isSkipped: false,
    },
  });
  expect(focusedAnswer.status(), await focusedAnswer.text()).toBe(200);
  const correct = ((await focusedAnswer.json()) as FocusedAnswerResult).isCorrect;
  const reported = await api.post(`${base}/api/questions/${focusedQuestion.id}/report`, {
    data: { reason: "typo", text: FOCUSED_NOTE },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The admin.
  const { context, page: adminPage } = await openPage(running.browser, { viewport: DESKTOP });
  const registered = await context.request.post(`${running.app.baseUrl}/api/auth/email/register`, {
    data: { email: ADMIN, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
  });
  expect([200, 201], await registered.text()).toContain(registered.status());
  const queue: QueuedReport[] = await (
    await context.request.get(`${running.app.baseUrl}/api/admin/question-reports`)
  ).json();
  const queued = queue.find((r) => r.text === NOTE);
  expect(queued?.question.stem).toBe(questionText);
  const questionId = queued!.question.id;

  await adminPage.goto(`${running.app.baseUrl}/admin`);
  const item = adminPage.getByTestId("question-report").filter({ hasText: NOTE });
  await item.waitFor();
  await item.getByText("Wrong answer key").waitFor();
  const focusedItem = adminPage.getByTestId("question-report").filter({ hasText: FOCUSED_NOTE });
  await focusedItem.waitFor();
  const attempts = focusedItem
    .locator("div", { has: adminPage.getByText("Attempts", { exact: true }) })
    .locator("dd");
  expect(await attempts.innerText()).toBe("1");
  const percent = focusedItem
    .locator("div", { has: adminPage.getByText("% correct", { exact: true }) })
    .locator("dd");
  expect(await percent.innerText()).toBe(correct ? "100%" : "0%");
  await item.scrollIntoViewIfNeeded();
  await screenshots(adminPage, "question-reports-panel");
  await adminPage.setViewportSize(PHONE);
  expect(await overflowsHorizontally(adminPage)).toBe(false);
  await adminPage.setViewportSize(DESKTOP);
  await item.getByRole("button", { name: "Retire", exact: true }).click();
  await expect
    .poll(async () => (await toasts(adminPage)).map((t) => t.text).join(" | "))
    .toContain("Question retired.");
  await expect.poll(() => item.count()).toBe(0);

  // The API: the report is resolved as retired and the question is retired.
  const retired: QueuedReport[] = await (
    await context.request.get(`${running.app.baseUrl}/api/admin/question-reports?status=retired`)
  ).json();
  const done = retired.find((r) => r.question.id === questionId);
  expect(done?.status).toBe("retired");
  expect(done?.question.retired).toBe(true);
});
