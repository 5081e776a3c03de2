// Rebuilding the rankings from /admin while a student answers (issue 18), in a real browser
// against the real server. Three students practice in a week (two at one directory school and
// friends, one at a school in another region); the server's clock (CLOCK_OFFSET_FILE) then moves
// past that week's close (Sunday 12:00 UTC) so the rankings have standings, and one of them
// practises in the new week. An admin presses Rebuild on `rankings` and, right after, another
// student answers a question: the admin sees the progress, then the finish; the students who did
// nothing read exactly the rankings they read before (during the rebuild too; only their
// standings so far count the answer), and the one who
// answered sees that answer's XP in this week's figures, their standings unchanged: the rebuild
// lost no event appended while it ran. Then How I Rank and Friends at 375 and 1280 px.
// Screenshots: screenshots/rankings-rebuild-*.png.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import type { DailyDropAnswerResult } from "../api/schemas/practice.ts";
import type { Rankings } from "../api/schemas/rankings.ts";
import {
  adultBirthYear,
  appAndBrowser,
  GOOD_PASSWORD,
  openPage,
  overflowsHorizontally,
  saveScreenshot,
  screenshots,
  uniqueEmail,
} from "./harness.ts";
import { DESKTOP, h1, PHONE, toasts } from "./pages.ts";

const clockDir = await mkdtemp(path.join(os.tmpdir(), "levelfield-clock-"));
const CLOCK_FILE = path.join(clockDir, "offset-ms");
await writeFile(CLOCK_FILE, "0");
const ADMIN = "rankings-rebuild-admin-e2e@example.com";
const running = appAndBrowser({ env: { ADMIN_EMAILS: ADMIN, CLOCK_OFFSET_FILE: CLOCK_FILE } });
const shots = fileURLToPath(new URL("../screenshots/", import.meta.url));

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The students' own time zone: their days, and so their weeks, are New York's. */
const TIME_ZONE = "America/New_York";

/** The server clock's offset from this machine's (ms). */
let offset = 0;
/** Moves the server's clock so that it reads `at` now. */
async function setClock(at: number) {
  offset = at - Date.now();
  await writeFile(CLOCK_FILE, String(offset));
}

/** 15:00 UTC (10:00 or 11:00 in New York) on day `day` (0 = Sunday) of the week from `sunday`. */
const at = (sunday: number, day: number) => sunday + day * DAY_MS + 15 * HOUR_MS;

type Student = {
  context: BrowserContext;
  page: Page;
  username: string;
  get<T>(url: string): Promise<T>;
  post<T>(url: string, data?: unknown): Promise<T>;
};

/** A directory school's id, found through the onboarding search as a student would. */
async function directorySchool(context: BrowserContext, query: string, name: string) {
  const response = await context.request.get(
    `${running.app.baseUrl}/api/schools/search?q=${encodeURIComponent(query)}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const found = ((await response.json()) as { id: string; name: string }[]).find(
    (s) => s.name === name,
  );
  expect(found, `${name} in the sample directory`).toBeDefined();
  return found!;
}

/** A registered, onboarded student at a directory school, with a username and a page open. */
async function student(school: { query: string; name: string }): Promise<Student> {
  const base = running.app.baseUrl;
  const { context, page } = await openPage(running.browser, {
    viewport: DESKTOP,
    timezoneId: TIME_ZONE,
  });
  const call = async <T>(method: "get" | "post", url: string, data?: unknown, status = 200) => {
    const response = await context.request[method](`${base}${url}`, data ? { data } : {});
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  };
  await call(
    "post",
    "/api/auth/email/register",
    { email: uniqueEmail("rank"), password: GOOD_PASSWORD, birthYear: adultBirthYear() },
    201,
  );
  await call("post", "/api/onboarding/demographics", {
    firstName: "Dana",
    lastName: "Reyes",
    gradeLevel: "11",
    satHistory: "once",
    timeZone: TIME_ZONE,
  });
  const { id, name } = await directorySchool(context, school.query, school.name);
  await call("post", "/api/onboarding/school", { school: name, schoolId: id });
  await call("post", "/api/onboarding/sat-date", {
    satDate: `${new Date().getUTCFullYear() + 1}-03-13`,
  });
  // A random adjective-animal name with three digits; a taken one is retried with new digits.
  for (let attempt = 0; ; attempt++) {
    const username = `SteadyLynx${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
    const response = await context.request.post(`${base}/api/username/update`, {
      data: { username },
    });
    if (response.status() === 200) {
      return {
        context,
        page,
        username,
        get: (url) => call("get", url),
        post: (url, data) => call("post", url, data),
      };
    }
    expect(attempt, await response.text()).toBeLessThan(5);
  }
}

type Drop = { completed: boolean; questions: { id: string }[] };
const answerBody = (questionId: string) => ({
  questionId,
  userAnswer: "A",
  responseTime: 30_000,
  isSkipped: false,
});

/** Answers today's whole Daily Drop (choice A each time); the XP it earned, bonus included. */
async function completeDrop(s: Student): Promise<number> {
  const drop = await s.get<Drop>("/api/daily-drop");
  expect(drop.completed).toBe(false);
  let xp = 0;
  for (const question of drop.questions) {
    const result = await s.post<DailyDropAnswerResult>(
      "/api/daily-drop/answer",
      answerBody(question.id),
    );
    xp += result.xp + result.bonusXp;
  }
  return xp;
}

const rankings = (s: Student) => s.get<Rankings>("/api/rankings");

/** A student's rankings apart from what other students' practice this week moves: the standings
 *  so far and the messages (which say how many more students this week needs). */
function apartFromThisWeeksGroups(r: Rankings) {
  const strip = <T extends { thisWeek: unknown; message: string }>(card: T) => {
    const { thisWeek: _t, message: _m, ...rest } = card;
    return rest;
  };
  return { ...r, school: strip(r.school), region: strip(r.region), global: strip(r.global) };
}

/** Everything of a student's rankings that is last closed week's (nothing of this week's: its
 *  XP, averages, standings so far, nor the messages, which say how many more students this week
 *  needs). */
function standings(r: Rankings) {
  const thisWeek = <T extends { thisWeek: unknown; message: string }>(card: T) => {
    const { thisWeek: _t, message: _m, ...rest } = card;
    return rest;
  };
  const {
    xpThisWeek: _s,
    averageXpThisWeek: _sa,
    averageStudentsNeeded: _sn,
    ...school
  } = r.school;
  const {
    xpThisWeek: _r,
    averageXpThisWeek: _ra,
    averageStudentsNeeded: _rn,
    ...region
  } = r.region;
  return { school: thisWeek(school), region: thisWeek(region), global: thisWeek(r.global) };
}

it("an admin rebuilds the rankings from /admin while a student answers, and afterwards every student's rankings are the live ones", async () => {
  const base = running.app.baseUrl;
  // The week after this one (W1) is practiced; the one after it (W2) is "this week" at the end.
  const now = new Date();
  const thisSunday =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - now.getUTCDay() * DAY_MS;
  const week1 = thisSunday + 7 * DAY_MS;
  const week2 = week1 + 7 * DAY_MS;

  const albertville = { query: "albertville high", name: "Albertville High School" };
  const boise = { query: "boise senior", name: "Boise Senior High School" };
  // Registered on W1's Monday, so no session outlives its idle week while the clock moves.
  await setClock(at(week1, 1));
  const ana = await student(albertville);
  const cole = await student(albertville);
  const bea = await student(boise);
  const students = [ana, bea, cole];
  const admin = await openPage(running.browser, { viewport: DESKTOP });
  try {
    // Ana and Cole are friends (an invite code); Bea, at a school in another region, is nobody's.
    const { code } = await ana.post<{ code: string }>("/api/friends/invite/generate");
    await cole.post("/api/friends/invite/use", { code });

    // W1: Ana practises Monday and Tuesday, Cole Monday, Bea Tuesday.
    await completeDrop(ana);
    await completeDrop(cole);
    await setClock(at(week1, 2));
    await completeDrop(ana);
    await completeDrop(bea);

    // W2's Monday: W1 closed on Sunday at 12:00 UTC and has standings. Ana practises again; Bea
    // has today's drop assigned and will answer its first question during the rebuild.
    await setClock(at(week2, 1));
    const anaThisWeek = await completeDrop(ana);
    const beaDrop = await bea.get<Drop>("/api/daily-drop");
    expect(beaDrop.completed).toBe(false);

    // The rankings projection has caught up (the projector runs beside the API): this week's
    // XP is Ana's drop, and W1's three ranked students stand in the groups they chose.
    await expect
      .poll(async () => {
        const [a, b, c] = await Promise.all(students.map(rankings));
        return [
          a!.school.xpThisWeek,
          c!.friends.topFriendXp,
          b!.school.xpThisWeek,
          ...[a!, b!, c!].map((r) => r.global.totalStudents),
        ];
      })
      .toEqual([anaThisWeek, anaThisWeek, 0, 3, 3, 3]);
    const [anaBefore, beaBefore, coleBefore] = await Promise.all(students.map(rankings));
    expect(anaBefore!.school).toMatchObject({ name: albertville.name, totalStudents: 2 });
    expect(anaBefore!.region).toMatchObject({ zipCode: "359", totalStudents: 2 });
    expect(anaBefore!.friends).toMatchObject({ totalFriends: 1, friendsActive: 0 });
    expect(coleBefore!.friends).toMatchObject({ totalFriends: 1, friendsActive: 1 });
    expect(beaBefore!.school).toMatchObject({ name: boise.name, totalStudents: 1 });
    expect(beaBefore!.region).toMatchObject({ zipCode: "837", totalStudents: 1 });
    expect(beaBefore!.friends.totalFriends).toBe(0);
    // Ana and Cole are two at their school: too few for a share (docs/rules.md, "Small groups"),
    // so neither card tells which of them was ahead.
    for (const r of [anaBefore!, coleBefore!]) {
      expect(r.school.lastWeek).toMatchObject({ percentileBetter: null, studentsNeeded: 3 });
    }

    // The admin opens /admin and presses Rebuild on the rankings row.
    const registered = await admin.context.request.post(`${base}/api/auth/email/register`, {
      data: { email: ADMIN, password: GOOD_PASSWORD, birthYear: adultBirthYear() },
    });
    expect([200, 201], await registered.text()).toContain(registered.status());
    const page = admin.page;
    await page.goto(`${base}/admin`);
    await page.getByRole("heading", { name: "Projections" }).waitFor();
    const row = page.getByTestId("projection-rankings");
    const rebuild = page.getByRole("button", { name: "Rebuild rankings", exact: true });
    await rebuild.scrollIntoViewIfNeeded();
    await row.getByText("Up to date").waitFor();
    await rebuild.click();

    // Right after the press, Bea answers her first question of the day.
    const answered = bea.post<DailyDropAnswerResult>(
      "/api/daily-drop/answer",
      answerBody(beaDrop.questions[0]!.id),
    );
    // The progress, where the button was pressed; the students who did nothing read what they
    // read before.
    const bar = page.getByRole("progressbar", { name: "Rebuild of rankings" });
    await bar.waitFor();
    await saveScreenshot(page, {
      path: path.join(shots, "rankings-rebuild-running-1280.png"),
      animations: "disabled",
    });
    expect(apartFromThisWeeksGroups(await rankings(ana))).toEqual(
      apartFromThisWeeksGroups(anaBefore!),
    );
    expect(apartFromThisWeeksGroups(await rankings(cole))).toEqual(
      apartFromThisWeeksGroups(coleBefore!),
    );
    const beaAnswer = await answered;
    expect(beaAnswer.xp).not.toBe(0);

    // The finish: the toast and the last rebuild's line name the rankings, the row is back.
    await expect
      .poll(async () => (await toasts(page))[0]?.text ?? "")
      .toMatch(/^Rebuild finished rankings: [\d,]+ events replayed in [\d.]+ s\.$/);
    await page.getByText("Last rebuild: rankings finished").waitFor();
    await expect.poll(() => bar.count()).toBe(0);
    await expect.poll(() => rebuild.isEnabled()).toBe(true);
    await row.getByText("Up to date").waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    // From the top, so the sticky header is captured where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, "rankings-rebuild-admin");

    // Afterwards: the students who did nothing read exactly what they read before; Bea reads her
    // answer in this week's XP (the event appended during the rebuild was not lost), and her
    // standings (last week's) are as they were.
    expect(apartFromThisWeeksGroups(await rankings(ana))).toEqual(
      apartFromThisWeeksGroups(anaBefore!),
    );
    expect(apartFromThisWeeksGroups(await rankings(cole))).toEqual(
      apartFromThisWeeksGroups(coleBefore!),
    );
    await expect
      .poll(async () => (await rankings(bea)).school.xpThisWeek)
      .toBe(beaBefore!.school.xpThisWeek + beaAnswer.xp);
    const beaAfter = await rankings(bea);
    // Ana's standing so far among all students counts Bea's answer too.
    expect((await rankings(ana)).global.thisWeek.totalStudents).toBe(
      anaBefore!.global.thisWeek.totalStudents + 1,
    );
    expect(standings(beaAfter)).toEqual(standings(beaBefore!));
    expect(beaAfter.region.xpThisWeek).toBe(beaBefore!.region.xpThisWeek + beaAnswer.xp);
    expect(beaAfter.friends.yourXpThisWeek).toBe(beaBefore!.friends.yourXpThisWeek + beaAnswer.xp);
    // Alone at her school and in her region this week: no average (it would be her own XP, and
    // a classmate's once there are two), 4 more students needed.
    expect(beaAfter.school).toMatchObject({ averageXpThisWeek: null, averageStudentsNeeded: 4 });
    expect(beaAfter.region).toMatchObject({ averageXpThisWeek: null, averageStudentsNeeded: 4 });

    // How I Rank and Friends as Ana sees them, at both widths, never scrolling sideways. Her
    // browser's clock reads the server's (a friend's last day is measured from her today).
    await ana.context.clock.install({ time: Date.now() + offset });
    await ana.page.setViewportSize(PHONE);
    await ana.page.goto(`${base}/ranking`);
    await h1(ana.page, "How I Rank").waitFor();
    await ana.page.getByText(anaBefore!.school.message).waitFor();
    await ana.page.getByText(anaBefore!.friends.message).waitFor();
    expect(await overflowsHorizontally(ana.page)).toBe(false);
    await screenshots(ana.page, "rankings-rebuild-ranking");
    expect(await overflowsHorizontally(ana.page)).toBe(false);
    await ana.page.setViewportSize(PHONE);
    await ana.page.goto(`${base}/friends`);
    await h1(ana.page, "Friends").waitFor();
    // Cole last practiced on W1's Monday, a week before Ana's today.
    const coleRow = ana.page
      .getByRole("listitem")
      .filter({ has: ana.page.getByRole("heading", { level: 3, name: cole.username }) });
    await coleRow.getByText("Active 7 days ago").waitFor();
    expect(await overflowsHorizontally(ana.page)).toBe(false);
    await screenshots(ana.page, "rankings-rebuild-friends");
    expect(await overflowsHorizontally(ana.page)).toBe(false);
  } finally {
    await writeFile(CLOCK_FILE, "0");
    await Promise.all([...students.map((s) => s.context.close()), admin.context.close()]);
  }
});
