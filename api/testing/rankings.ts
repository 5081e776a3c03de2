// What the rankings' integration tests share: enrolling a student through the onboarding routes,
// answering today's Daily Drop through its routes, a week's figures worked out from the student's
// own practice events (the oracle the cards are checked against, written apart from
// domain/rankings), waiting for the projections, and reading the cards.
import { expect } from "vitest";
import { z } from "zod";
import { sql } from "../../database/pool.ts";
import { waitUntilProjected } from "../../database/projection-status.ts";
import type { TestApi, TestClient } from "../../testing/api.ts";
import type { DailyDrop } from "../schemas/practice.ts";
import type { Rankings } from "../schemas/rankings.ts";

export type RankedStudent = { client: TestClient; id: string; username: string };

/** Registers and onboards a student in New York: a directory school (with its id), a typed
 *  one (without), or none; then a generated username. */
export async function enrol(
  api: TestApi,
  name: string,
  school: { school: string; schoolId?: string } | null,
): Promise<RankedStudent> {
  const client = api.client();
  const { id } = await client.register(`${name}@example.com`);
  const demographics = await client.post("/api/onboarding/demographics", {
    firstName: name,
    lastName: "Test",
    gradeLevel: "11",
    satHistory: "never",
    timeZone: "America/New_York",
  });
  expect(demographics.statusCode, demographics.body).toBe(200);
  if (school) {
    const chosen = await client.post("/api/onboarding/school", school);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().school).toBe(school.school);
  }
  const { username } = (await client.post("/api/username/generate")).json();
  expect((await client.post("/api/username/update", { username })).statusCode).toBe(200);
  return { client, id, username };
}

/** Answers `count` of today's questions (all five completes the drop): right, or skipped. */
export async function practice(api: TestApi, student: RankedStudent, count = 5, skip = false) {
  const today: DailyDrop = (await student.client.get("/api/daily-drop")).json();
  for (const q of today.questions.filter((x) => !x.answered).slice(0, count)) {
    const key = await api.db.pool.oneFirst(sql.type(z.object({ answer: z.string() }))`
      select answer from questions where id = ${q.id}`);
    const response = await student.client.post("/api/daily-drop/answer", {
      questionId: q.id,
      userAnswer: skip ? "" : key,
      responseTime: 30_000,
      isSkipped: skip,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** A week's figures from the student's own practice events: the oracle for the cards. */
export async function weekOf(api: TestApi, student: RankedStudent, sunday: string) {
  const events = await api.store.readStream(`practice-${student.id}`);
  const end = new Date(Date.parse(sunday) + 7 * 86_400_000).toISOString().slice(0, 10);
  let xp = 0;
  let answers = 0;
  let drops = 0;
  let levels = 0;
  let streak = 0;
  const days = new Set<string>();
  for (const e of events) {
    const d = e.data as {
      day: string;
      xp: number;
      bonusXp: number;
      streakDays: number;
      from: number;
      to: number;
    };
    if (d.day < sunday || d.day >= end) continue;
    if (e.type === "DailyDropAnswerSubmitted" || e.type === "DailyDropQuestionSkipped") {
      xp += d.xp;
      answers++;
      days.add(d.day);
    } else if (e.type === "DailyDropCompleted") {
      xp += d.bonusXp;
      drops++;
      streak = Math.max(streak, d.streakDays);
    } else if (e.type === "LevelChanged") {
      levels += d.to - d.from;
    }
  }
  return { xp, answers, drops, streak, score: xp + 10 * days.size + 20 * Math.max(0, levels) };
}

/** Waits for the projections to reach the students' last events. (The store's head position
 *  can lag behind a committed append while another transaction, a projector's, is open.) */
export async function settled(api: TestApi, students: readonly RankedStudent[]) {
  const lasts = await Promise.all(
    students.flatMap(({ id }) =>
      [`practice-${id}`, `user-${id}`].map(async (stream) =>
        (await api.store.readStream(stream)).at(-1),
      ),
    ),
  );
  const positions = lasts.flatMap((e) => (e ? [e.position] : []));
  const last = positions.reduce((a, b) => (api.store.comparePositions(a, b) >= 0 ? a : b));
  expect(
    await waitUntilProjected(api.db.pool, api.store, last, {
      projections: ["rankings", "practice"],
      timeoutMs: 20_000,
    }),
  ).toEqual({ ok: true });
}

/** The student's four cards. */
export async function rankingsOf(student: RankedStudent): Promise<Rankings> {
  const response = await student.client.get("/api/rankings");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
