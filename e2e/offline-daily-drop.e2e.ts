// The Daily Drop through a dead connection, in a real Chromium with the service worker: a
// student loads today's drop, the network is cut (`context.setOffline`), two answers are saved
// on the device ("Saved on this device…"), a reload (still offline: the shell from the precache,
// the drop from the worker's API cache) shows them as saved, and once the network is back the
// queue is sent: the server has exactly those two answers, each counted once, with the XP they
// earned. Two tabs flushing at once, and the same queued answer sent again under its
// Idempotency-Key, still count once; the saved answer's feedback shows once it is sent; a drop
// answered entirely offline shows the calm summary, then the completed state.
//
// Which trigger sends the queue here: both run. When the network comes back the page's `online`
// event flushes, and headless Chromium's Background Sync fired too (the worker reported an
// `answers-synced` in the first test: its sync, registered while "offline", ran once the
// emulated network was back or was retried). They share the Web Lock, so whichever takes it
// first sends and the other finds nothing; the tests assert on the server's state, not on which
// path sent, and print the worker's count.
import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { DailyDrop, DailyDropProgress } from "../api/schemas/practice.ts";
import { report, seriousViolations } from "./axe.ts";
import { appAndBrowser, overflowsHorizontally, screenshots } from "./harness.ts";
import { button, onboardedStudent, PHONE, toasts } from "./pages.ts";

const running = appAndBrowser();
/** Each test signs a student in, waits for the worker and goes offline and back: slow here. */
const SLOW = 150_000;
const base = () => running.app.baseUrl;

const SAVED = "Saved on this device. We'll check this answer when you're back online.";
const SUMMARY =
  "All 5 answers are saved. Your results, XP and streak will appear when you're back online.";

/** The page's own GET (its cookies; a fetch the worker does not answer from its cache). */
const read = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate(
    (u) => fetch(u, { cache: "no-store", headers: { "X-Test": "1" } }).then((r) => r.json()),
    url,
  ) as Promise<T>;

/** Through the context's own request client (never the worker). */
async function api<T>(context: BrowserContext, url: string): Promise<T> {
  const response = await context.request.get(`${base()}${url}`);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The offline queue's entries, read from IndexedDB as the browser has them. */
function queued(page: Page): Promise<{ key: string; questionId: string; day: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("levelfield-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("answers")) return resolve([]);
          const all = db.transaction("answers").objectStore("answers").getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** A student on today's drop, under the worker, with its API cache filled (so a reload works
 *  offline). */
async function studentOnDrop(email: string) {
  const { context, page } = await onboardedStudent(running.browser, base(), {
    viewport: PHONE,
    prefix: "CalmFalcon",
    email,
  });
  // What the worker tells the pages (whether Background Sync ran), counted across reloads.
  await context.addInitScript(() => {
    navigator.serviceWorker?.addEventListener("message", (event) => {
      if ((event.data as { type?: string } | null)?.type !== "answers-synced") return;
      sessionStorage.setItem(
        "workerSyncs",
        String(Number(sessionStorage.getItem("workerSyncs")) + 1),
      );
    });
  });
  await page.goto(`${base()}/daily-drop`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  // Reloaded under the worker's control: the drop and the user are now in its API cache.
  await page.reload();
  await page.getByText("Question 1 of 5").waitFor();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("levelfield-api");
        return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
      }),
    )
    .toEqual(["/api/auth/user", "/api/daily-drop", "/api/daily-drop/progress"]);
  const drop = await api<DailyDrop>(context, "/api/daily-drop");
  const before = await api<DailyDropProgress>(context, "/api/daily-drop/progress");
  return { context, page, drop, before };
}

/** Picks the first choice of the question on screen and submits it. */
async function answerFirstChoice(page: Page, position: number) {
  await page.getByText(`Question ${position} of 5`).waitFor();
  await page.getByRole("radio").first().click();
  await button(page, "Submit Answer").click();
}

const progressText = (page: Page) =>
  page.getByRole("progressbar", { name: "Daily Drop progress" }).getAttribute("aria-valuetext");

const answeredIds = (drop: DailyDrop) =>
  drop.questions.filter((q) => q.answered !== null).map((q) => q.id);

it(
  "a student answers two questions offline, reloads offline, and once back online the server has each answer once with its XP",
  async () => {
    const { context, page, drop, before } = await studentOnDrop("offline-two");
    try {
      await context.setOffline(true);
      await answerFirstChoice(page, 1);
      await page.getByText(SAVED).waitFor();
      expect(await page.getByText("Correct answer:").count()).toBe(0);
      await screenshots(page, "offline-drop-saved");
      await page.setViewportSize(PHONE);
      expect(await overflowsHorizontally(page)).toBe(false);
      const findings = await seriousViolations(page, "/daily-drop (saved offline)");
      expect(findings, report(findings)).toEqual([]);

      await button(page, "Next Question").click();
      await answerFirstChoice(page, 2);
      await page.getByText(SAVED).waitFor();
      expect(await progressText(page)).toBe("2 of 5 questions answered");
      const saved = await queued(page);
      expect(saved.map((e) => e.questionId).sort()).toEqual(
        [drop.questions[0]!.id, drop.questions[1]!.id].sort(),
      );
      expect(saved.every((e) => e.day === drop.day)).toBe(true);

      // Still offline: the app and the drop come from the worker, the two answers from the device.
      await page.reload();
      await page.getByText("Question 3 of 5").waitFor();
      expect(await progressText(page)).toBe("2 of 5 questions answered");
      expect(await queued(page)).toHaveLength(2);

      await context.setOffline(false);
      await expect.poll(() => queued(page), { timeout: 20_000 }).toEqual([]);
      const after = await read<DailyDrop>(page, "/api/daily-drop");
      expect(answeredIds(after)).toEqual([drop.questions[0]!.id, drop.questions[1]!.id]);
      const xp = after.questions.reduce((sum, q) => sum + (q.answered?.xp ?? 0), 0);
      const progress = await read<DailyDropProgress>(page, "/api/daily-drop/progress");
      expect(progress.totalXP - before.totalXP).toBe(xp);
      expect(progress.todaySession.questionsCompleted).toBe(2);
      // The screen read the drop and progress again: the header shows the new total.
      await page
        .getByText(`${progress.totalXP.toLocaleString("en-US")} XP`)
        .first()
        .waitFor();
      await page.getByText("Question 3 of 5").waitFor();
      console.info(
        "worker answers-synced messages:",
        await page.evaluate(() => Number(sessionStorage.getItem("workerSyncs"))),
      );
    } finally {
      await context.close();
    }
  },
  SLOW,
);

it(
  "two tabs flushing at once and a queued answer sent again count once, and the saved answer's feedback shows once it is sent",
  async () => {
    const { context, page, drop, before } = await studentOnDrop("offline-twice");
    const other = await context.newPage();
    try {
      await other.goto(`${base()}/daily-drop`);
      await other.getByText("Question 1 of 5").waitFor();

      await context.setOffline(true);
      await answerFirstChoice(page, 1);
      await page.getByText(SAVED).waitFor();
      const [entry] = await queued(page);
      expect(entry?.questionId).toBe(drop.questions[0]!.id);
      // The second tab knows the drop but not the saved answer: it must not answer it again.

      // Both tabs hear `online` and flush together; the lock lets one send.
      await context.setOffline(false);
      await expect.poll(() => queued(page), { timeout: 20_000 }).toEqual([]);

      // The saved answer's own feedback replaces the saved note.
      await page.getByText("Correct answer:").first().waitFor();
      expect(await page.getByText(SAVED).count()).toBe(0);
      await screenshots(page, "offline-drop-synced");
      await page.setViewportSize(PHONE);

      const first = await read<DailyDrop>(page, "/api/daily-drop");
      expect(answeredIds(first)).toEqual([drop.questions[0]!.id]);
      const xp = first.questions[0]!.answered!.xp;

      // The same entry sent once more under its key (a flush that never heard the first reply).
      const again = await page.evaluate(
        async ({ key, questionId, day }) => {
          const response = await fetch("/api/daily-drop/answer", {
            method: "POST",
            headers: { "Content-Type": "application/json", "Idempotency-Key": key },
            body: JSON.stringify({
              questionId,
              userAnswer: "A",
              responseTime: 1000,
              isSkipped: false,
              day,
              answeredAt: new Date().toISOString(),
            }),
          });
          return { status: response.status, body: (await response.json()) as { xp: number } };
        },
        { key: entry!.key, questionId: entry!.questionId, day: entry!.day },
      );
      expect(again.status).toBe(200);
      expect(again.body.xp).toBe(xp);

      const progress = await read<DailyDropProgress>(page, "/api/daily-drop/progress");
      expect(progress.totalXP - before.totalXP).toBe(xp);
      expect(progress.todaySession.questionsCompleted).toBe(1);
      expect(answeredIds(await read<DailyDrop>(page, "/api/daily-drop"))).toEqual([
        drop.questions[0]!.id,
      ]);
      expect((await toasts(page)).filter((t) => t.variant === "destructive")).toEqual([]);
    } finally {
      await context.close();
    }
  },
  SLOW,
);

it(
  "a drop answered entirely offline shows the calm summary, then the completed state once sent",
  async () => {
    const { context, page } = await studentOnDrop("offline-five");
    try {
      await context.setOffline(true);
      for (let position = 1; position <= 5; position++) {
        await answerFirstChoice(page, position);
        await page.getByText(SAVED).waitFor();
        await button(page, position === 5 ? "Complete Session" : "Next Question").click();
      }
      await page.getByText(SUMMARY).waitFor();
      await page.getByText("5 answers are waiting on this device.").waitFor();
      await screenshots(page, "offline-drop-summary");
      await page.setViewportSize(PHONE);
      expect(await overflowsHorizontally(page)).toBe(false);
      const findings = await seriousViolations(page, "/daily-drop (offline summary)");
      expect(findings, report(findings)).toEqual([]);

      await context.setOffline(false);
      await page
        .getByRole("heading", { name: "Daily Drop Complete!" })
        .waitFor({ timeout: 20_000 });
      const done = await read<DailyDropProgress>(page, "/api/daily-drop/progress");
      expect(done.todaySession).toMatchObject({ isCompleted: true, questionsCompleted: 5 });
      expect(done.streakDays).toBe(1);
      await page.getByText("5/5").waitFor();
      await screenshots(page, "offline-drop-complete");
    } finally {
      await context.close();
    }
  },
  SLOW,
);
