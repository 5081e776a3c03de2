// Focused practice against a real Postgres, through the routes as the SPA calls them, with the
// server's clock under the test's control: a set started from a recommendation-like body and
// from {} (Practice Mode), resumed rather than duplicated, answered through; the tracker, levels
// and XP move in the progress reads; retries count once; the XP rules for extra practice (the
// day's cap, a repeated question) through the API; another student's set is a 404, a visitor's
// call a 401; and a rebuild of the read models equals the live tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { FOCUSED_DAILY_XP_CAP, FOCUSED_SET_SIZE } from "../../domain/practice/constants.ts";
import { startTestApi, type TestApi, type TestClient } from "../../testing/api.ts";
import type {
  DailyDrop,
  DailyDropProgress,
  DetailedProgress,
  FocusedAnswerResult,
  FocusedSetView,
  PerformanceDetailed,
} from "../schemas/practice.ts";

const PASSWORD = "correct horse battery";
// 15:00 UTC is 10:00 in New York: the student's day is 2026-11-20.
let clock = new Date("2026-11-20T15:00:00Z");
let api: TestApi;
let student: TestClient;
let other: TestClient;
let userId: string;

async function onboard(client: TestClient, email: string) {
  const { id } = await client.register(email, PASSWORD);
  const onboarded = await client.post("/api/onboarding/demographics", {
    firstName: "Ada",
    lastName: "Byron",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  return id;
}

beforeAll(async () => {
  api = await startTestApi({ bank: true, now: () => clock });
  student = api.client();
  userId = await onboard(student, "focused@example.com");
  other = api.client();
  await onboard(other, "other@example.com");
}, 120_000);
afterAll(() => api.close());

const keyOf = (id: string) =>
  api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
    select answer from questions where id = ${id}`);
const wrongFor = (key: string) => (key === "A" ? "B" : "A");
const streamLength = async () => (await api.store.readStream(`practice-${userId}`)).length;

async function start(body: Record<string, string>, client = student) {
  return client.post("/api/practice/focused", body);
}

function answer(
  setId: string,
  questionId: string,
  userAnswer: string,
  key?: string,
  client = student,
) {
  return client.post(
    `/api/practice/focused/${setId}/answer`,
    { questionId, userAnswer, responseTime: 40_000, isSkipped: userAnswer === "" },
    key ? { "idempotency-key": key } : {},
  );
}

async function answerAll(set: FocusedSetView, right = true): Promise<FocusedAnswerResult[]> {
  const results: FocusedAnswerResult[] = [];
  for (const q of set.questions.filter((x) => !x.answered)) {
    const key = await keyOf(q.id);
    const response = await answer(set.setId, q.id, right ? key : wrongFor(key));
    expect(response.statusCode, response.body).toBe(200);
    results.push(response.json());
  }
  return results;
}

const detailed = async (): Promise<DetailedProgress> =>
  (await student.get("/api/progress/detailed")).json();
const progress = async (): Promise<DailyDropProgress> =>
  (await student.get("/api/daily-drop/progress")).json();

async function caughtUp() {
  await api.caughtUp(["practice", "rankings"]);
}

async function rows(table: string): Promise<string[]> {
  return [
    ...(await api.db.pool.anyFirst(sql.type(z.object({ row: z.string() }))`
      select t::text as row from ${sql.identifier([table])} t order by 1`)),
  ];
}

let fromRecommendation: FocusedSetView;

describe("a focused set from a recommendation", () => {
  it("given a visitor, then every focused call is 401", async () => {
    const visitor = api.client();
    expect((await start({}, visitor)).statusCode).toBe(401);
    const id = "00000000-0000-4000-8000-000000000001";
    expect((await visitor.get(`/api/practice/focused/${id}`)).statusCode).toBe(401);
    expect((await answer(id, "q", "A", undefined, visitor)).statusCode).toBe(401);
  });

  it("when started with a recommendation, domain and skill, then 201 with five questions of the domain, no keys, none answered", async () => {
    const response = await start({
      recommendationId: "weakness_focus:2026-11-20:linear_functions",
      domain: "algebra",
      skill: "linear_functions",
    });
    expect(response.statusCode, response.body).toBe(201);
    fromRecommendation = response.json();
    expect(fromRecommendation).toMatchObject({
      day: "2026-11-20",
      recommendationId: "weakness_focus:2026-11-20:linear_functions",
      subject: "math",
      domain: "algebra",
      domainName: "Algebra",
      skill: "linear_functions",
      skillName: "Linear Functions",
      completed: false,
      summary: { answered: 0, correct: 0, skipped: 0, xp: 0 },
      focusedXpToday: 0,
      focusedXpCap: FOCUSED_DAILY_XP_CAP,
    });
    expect(fromRecommendation.questions).toHaveLength(FOCUSED_SET_SIZE);
    expect(response.body).not.toMatch(/"answer"|"correctAnswer"|"explanation"/);
    expect(fromRecommendation.questions.every((q) => q.answered === null)).toBe(true);
    expect(fromRecommendation.questions[0]!.subsection).toBe("linear_functions");
  });

  it("when the same recommendation starts again, then the same set (200), nothing appended", async () => {
    const before = await streamLength();
    const again = await start({
      recommendationId: "weakness_focus:2026-11-20:linear_functions",
      domain: "algebra",
      skill: "linear_functions",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<FocusedSetView>().setId).toBe(fromRecommendation.setId);
    expect(await streamLength()).toBe(before);
    const read = await student.get(`/api/practice/focused/${fromRecommendation.setId}`);
    expect(read.json()).toEqual(fromRecommendation);
  });

  it("when the area is not in the taxonomy, then 400 naming the field", async () => {
    const bad = await start({ domain: "poetry" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^domain: "poetry" is not a domain of the SAT/);
    const wrongSkill = await start({ domain: "algebra", skill: "circles" });
    expect(wrongSkill.statusCode).toBe(400);
    expect(wrongSkill.json().message).toMatch(/^skill: "circles" is not a skill of Algebra/);
    const badDifficulty = await start({ skill: "circles", difficulty: "impossible" });
    expect(badDifficulty.statusCode).toBe(400);
    // Only a study recommendation's id is kept (the analysts' timeline shows it).
    const before = await streamLength();
    for (const recommendationId of ["anything a student types", "weakness_focus-algebra"]) {
      const notAnId = await start({ recommendationId, domain: "algebra" });
      expect(notAnId.statusCode).toBe(400);
      expect(notAnId.json().message).toBe(
        "recommendationId: is not the id of a study recommendation",
      );
    }
    expect(await streamLength()).toBe(before);
  });

  it("when started at a difficulty with a skill (a recommendation's Start), then only that skill's questions, each at a level in the band", async () => {
    const response = await start({
      recommendationId: "weakness_focus:2026-11-20:text_structure_and_purpose",
      domain: "craft_and_structure",
      skill: "text_structure_and_purpose",
      difficulty: "hard",
    });
    expect(response.statusCode, response.body).toBe(201);
    const set: FocusedSetView = response.json();
    expect(set.questions.length).toBeGreaterThan(0);
    for (const q of set.questions) {
      expect([q.subsection, q.level_1_to_12 >= 9]).toEqual(["text_structure_and_purpose", true]);
    }
  });

  it("when answered, then each result has the drop's shape, an XP rule and note; a retry counts once", async () => {
    const before = await detailed();
    const xpBefore = (await progress()).totalXP;
    const [first, ...rest] = fromRecommendation.questions;
    const key = await keyOf(first!.id);
    const response = await answer(fromRecommendation.setId, first!.id, key, "focused-key-1");
    expect(response.statusCode, response.body).toBe(200);
    const result: FocusedAnswerResult = response.json();
    expect(result).toMatchObject({
      isCorrect: true,
      correctAnswer: key,
      userAnswer: key,
      isSkipped: false,
      bonusXp: 0,
      questionsCompleted: 1,
      isCompleted: false,
      streakDays: 0,
    });
    expect(["counted", "easy"]).toContain(result.xpRule);
    expect(result.xpNote).toMatch(
      result.xpRule === "counted" ? /^\+\d+ XP, as in the Daily Drop\.$/ : /^No XP/,
    );
    expect(result.todayXP).toBe(result.xp);
    expect(result.totalXP).toBe(xpBefore + result.xp);

    const length = await streamLength();
    const retried = await answer(fromRecommendation.setId, first!.id, key, "focused-key-1");
    expect(retried.json()).toEqual(result);
    const duplicate = await answer(fromRecommendation.setId, first!.id, wrongFor(key));
    expect(duplicate.json()).toEqual(result);
    const reused = await answer(fromRecommendation.setId, rest[0]!.id, key, "focused-key-1");
    expect(reused.statusCode).toBe(422);
    expect(await streamLength()).toBe(length);

    const results = [result, ...(await answerAll({ ...fromRecommendation, questions: rest }))];
    expect(results).toHaveLength(5);
    expect(results.at(-1)).toMatchObject({ isCompleted: true, questionsCompleted: 5, bonusXp: 0 });
    const after = await detailed();
    expect(after.totalQuestionsAnswered).toBe(before.totalQuestionsAnswered + 5);
    expect(after.correctAnswers).toBe(before.correctAnswers + 5);
    expect(after.estimatedScores.math.score).toBeGreaterThan(before.estimatedScores.math.score);
    expect(after.measured.math).toBe(true);
    expect(after.currentMathLevel).toBeGreaterThanOrEqual(before.currentMathLevel);
    expect(after.streakDays).toBe(0); // extra practice never makes a streak
    const xp = results.reduce((sum, r) => sum + r.xp, 0);
    expect((await progress()).totalXP).toBe(xpBefore + xp);
    expect((await progress()).todaySession.questionsCompleted).toBe(0); // the drop is untouched

    const read: FocusedSetView = (
      await student.get(`/api/practice/focused/${fromRecommendation.setId}`)
    ).json();
    expect(read.completed).toBe(true);
    expect(read.summary).toEqual({ answered: 5, correct: 5, skipped: 0, xp });
    expect(read.questions.every((q) => q.answered?.isCorrect)).toBe(true);
  });

  it("given another student's set, then reading and answering it are 404 and nothing is appended", async () => {
    const length = await streamLength();
    const setId = fromRecommendation.setId;
    expect((await other.get(`/api/practice/focused/${setId}`)).statusCode).toBe(404);
    const q = fromRecommendation.questions[0]!;
    const answered = await answer(setId, q.id, "A", undefined, other);
    expect(answered.statusCode).toBe(404);
    expect(await streamLength()).toBe(length);
  });
});

describe("Practice Mode after the day's drop", () => {
  it("given the drop completed, when started with {}, then a set of the area where practice pays most; answered with a skip (0 XP)", async () => {
    const drop: DailyDrop = (await student.get("/api/daily-drop")).json();
    for (const q of drop.questions) {
      const r = await student.post("/api/daily-drop/answer", {
        questionId: q.id,
        userAnswer: await keyOf(q.id),
        responseTime: 30_000,
        isSkipped: false,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const response = await start({});
    expect(response.statusCode, response.body).toBe(201);
    const set: FocusedSetView = response.json();
    expect(set.recommendationId).toBeNull();
    expect(set.skill).not.toBeNull();
    expect(set.questions.some((q) => drop.questions.some((d) => d.id === q.id))).toBe(false);
    // Resumed by {} while unfinished.
    expect((await start({})).json<FocusedSetView>().setId).toBe(set.setId);
    const skipped = await answer(set.setId, set.questions[0]!.id, "");
    expect(skipped.json()).toMatchObject({
      isSkipped: true,
      xp: 0,
      xpRule: null,
      xpNote: "Skipped: extra practice costs no XP for a skip, and earns none.",
    });
    await answerAll(set);
    expect((await progress()).streakDays).toBe(1); // the drop's streak, untouched by the set
  });

  it("given sets answered right all day, then focused XP stops at the day's cap, saying so", async () => {
    const domains = ["information_and_ideas", "craft_and_structure", "advanced_math"];
    const results: FocusedAnswerResult[] = [];
    for (const domain of domains) {
      const response = await start({ domain });
      expect(response.statusCode, response.body).toBe(201);
      results.push(...(await answerAll(response.json())));
    }
    const last = results.at(-1)!;
    expect(last.todayXP).toBe(FOCUSED_DAILY_XP_CAP);
    const capped = results.filter((r) => r.xpRule === "daily-cap");
    expect(capped.length).toBeGreaterThan(0);
    const zero = capped.find((r) => r.xp === 0);
    expect(zero?.xpNote).toBe(
      `No XP: you've earned today's ${FOCUSED_DAILY_XP_CAP} XP from extra practice. Your answers still count toward your levels.`,
    );
    const inEvents = (await api.store.readStream(`practice-${userId}`)).reduce(
      (sum, e) => (e.type === "FocusedAnswerSubmitted" ? sum + (e.data as { xp: number }).xp : sum),
      0,
    );
    expect(inEvents).toBe(FOCUSED_DAILY_XP_CAP);
  });

  it("given the drop and Practice Mode's sets today, then the progress figures keep them apart and add up: questions this week and XP per day, whose days make the header's total XP", async () => {
    await caughtUp();
    const { weekly } = await detailed();
    expect(weekly.dailyDrop.questions).toBe(5);
    expect(weekly.practice.questions).toBe(25);
    expect(weekly.questionsAnswered).toBe(30);
    expect(weekly.correct).toBe(weekly.dailyDrop.correct + weekly.practice.correct);
    expect(weekly.skipped).toBe(weekly.dailyDrop.skipped + weekly.practice.skipped);
    const performance: PerformanceDetailed = (
      await student.get("/api/progress/performance-detailed")
    ).json();
    const header = await progress();
    expect(performance.xpByDay.reduce((n, d) => n + d.xp, 0)).toBe(header.totalXP);
    const today = performance.xpByDay.find((d) => d.date === "2026-11-20")!;
    expect(today.practiceXp).toBeGreaterThan(0);
    expect(today.xp).toBe(today.dailyDropXp + today.practiceXp);
    // The dashboard's "You earned N XP today" counts the same XP as today's bar.
    expect(header.todaySession.totalXP).toBe(today.xp);
  });

  it("keeps the read models equal to a rebuild (practice, rankings, questions and responses)", async () => {
    await caughtUp();
    await api.caughtUp(["questions", "responses"]);
    const tables = [
      "practice_students",
      "practice_days",
      "practice_answers",
      "ranking_weeks",
      "ranking_histograms",
      "question_stats",
      "item_responses",
    ];
    const live = await Promise.all(tables.map(rows));
    const focusedRows = await api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from practice_answers where user_id = ${userId} and set_id is not null`);
    expect(focusedRows).toBe(25);
    // The online difficulty stepped with every scored answer, focused ones too: its attempts
    // are item_responses' rows of each question.
    const disagreeing = await api.db.pool.anyFirst(sql.type(z.object({ id: z.string() }))`
      select s.question_id as id from question_stats s
      where s.attempts <> (select count(*) from item_responses r where r.question_id = s.question_id)`);
    expect(disagreeing).toEqual([]);
    await api.rebuild("practice");
    await api.rebuild("rankings");
    await api.rebuild("questions");
    await api.rebuild("responses");
    expect(await Promise.all(tables.map(rows))).toEqual(live);
  });
});

describe("a repeated question", () => {
  it("given questions answered wrong 31 days ago (still on the review schedule), when a set of their skill brings them back, then 0 XP with the day it was answered", async () => {
    // The skill with the fewest questions, so a later set of it must hold the ones seen today.
    const skill = await api.db.pool.oneFirst(sql.type(z.object({ skill: z.string() }))`
      select skill from questions where domain = 'geometry_and_trigonometry'
      group by skill order by count(*), skill limit 1`);
    // Sets at one difficulty (Medium: levels 5–8) hold only that band's questions.
    const count = await api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from questions where skill = ${skill} and band = 'medium'`);
    // Sets of that skill answered wrong until every question of it has been answered (a new day,
    // so the cap and the day's limit of sets start over; the drop may have asked one already).
    const answeredOfSkill = () =>
      api.db.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
        select count(distinct a.question_id)::int as n from practice_answers a
        join questions q on q.id = a.question_id
        where a.user_id = ${userId} and a.skill = ${skill} and q.band = 'medium'`);
    clock = new Date("2026-11-21T15:00:00Z");
    for (let i = 0; (await answeredOfSkill()) < count && i < 10; i++) {
      const response = await start({ skill, difficulty: "medium" });
      expect(response.statusCode, response.body).toBe(201);
      await answerAll(response.json(), false);
      await caughtUp();
    }
    expect(await answeredOfSkill()).toBe(count);
    clock = new Date("2026-12-22T15:00:00Z");
    if ((await student.get("/api/auth/user")).statusCode === 401) {
      const signedIn = await student.post("/api/auth/email/sign-in", {
        email: "focused@example.com",
        password: PASSWORD,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    }
    const response = await start({ skill, difficulty: "medium" });
    expect(response.statusCode, response.body).toBe(201);
    const set: FocusedSetView = response.json();
    const q = set.questions.find((x) => x.subsection === skill)!;
    const before = await api.db.pool.oneFirst(sql.type(z.object({ day: z.string() }))`
      select max(day)::text as day from practice_answers
      where user_id = ${userId} and question_id = ${q.id}`);
    expect(["2026-11-20", "2026-11-21"]).toContain(before);
    const result: FocusedAnswerResult = (await answer(set.setId, q.id, await keyOf(q.id))).json();
    expect(result).toMatchObject({
      isCorrect: true,
      xp: 0,
      xpRule: "repeat",
      xpNote: `No XP: you answered this question on Nov ${before.slice(-2)}, so it doesn't count again.`,
    });
  });
});
