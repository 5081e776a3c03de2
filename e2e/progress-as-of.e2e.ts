// The progress screen's "As of" picker in a real browser against the real server (issue 20, time
// travel): a student who joined and practised two days ago (the app's clock is moved forward)
// picks the day they joined; both views load as of that day under the banner, the day is in the
// address, and "Back to today" returns. Screenshots at 375 and 1280 px; no sideways scroll and no
// serious axe finding at 375 px.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import type { AsOfRange } from "../api/schemas/practice.ts";
import { report, seriousViolations } from "./axe.ts";
import { appAndBrowser, overflowsHorizontally, screenshots } from "./harness.ts";
import { button, DESKTOP, h1, onboardedStudent, PHONE } from "./pages.ts";

const clockDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-clock-"));
const CLOCK_FILE = path.join(clockDir, "offset-ms");
await writeFile(CLOCK_FILE, "0");
const DAY_MS = 86_400_000;
const running = appAndBrowser({ env: { CLOCK_OFFSET_FILE: CLOCK_FILE } });
const base = () => running.app.baseUrl;

it("shows the progress as of the day the student joined, then today again", async () => {
  const { context, page } = await onboardedStudent(running.browser, base(), {
    viewport: DESKTOP,
    prefix: "PatientHeron",
    email: "as-of",
  });
  // The day they joined: today's Daily Drop, answered through the API.
  const drop = await (await context.request.get(`${base()}/api/daily-drop`)).json();
  for (const question of drop.questions as { id: string }[]) {
    const answered = await context.request.post(`${base()}/api/daily-drop/answer`, {
      data: { questionId: question.id, userAnswer: "A", responseTime: 40_000, isSkipped: false },
    });
    expect(answered.status(), await answered.text()).toBe(200);
  }
  // Two days later.
  await writeFile(CLOCK_FILE, String(2 * DAY_MS));
  const range = (await (
    await context.request.get(`${base()}/api/progress/as-of-range`)
  ).json()) as AsOfRange;
  expect(range.from < range.today).toBe(true);

  await page.goto(`${base()}/progress`);
  await h1(page, "Student Progress").waitFor();
  const picker = page.getByLabel("As of", { exact: true });
  // The range arrives with its own read: the picker is disabled, without bounds, until then.
  await expect.poll(() => picker.getAttribute("min")).toBe(range.from);
  expect(await picker.getAttribute("max")).toBe(range.today);

  await picker.fill(range.from);
  const banner = page.getByRole("region", { name: "Past progress" });
  await banner.waitFor();
  const [year, month, day] = range.from.split("-").map(Number) as [number, number, number];
  const shown = new Date(year, month - 1, day).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  expect(await banner.textContent()).toContain(`Your progress as of ${shown}`);
  expect(new URL(page.url()).searchParams.get("asOf")).toBe(range.from);
  await expect.poll(() => page.getByText("We couldn't load your progress").count()).toBe(0);
  await screenshots(page, "progress-as-of");
  await page.setViewportSize(PHONE);
  await expect.poll(() => overflowsHorizontally(page)).toBe(false);
  const findings = await seriousViolations(page, "/progress?asOf");
  expect(findings, report(findings)).toEqual([]);

  await button(page, "Back to today").click();
  await banner.waitFor({ state: "detached" });
  expect(new URL(page.url()).searchParams.get("asOf")).toBeNull();
  await context.close();
}, 180_000);
