// The offline answer queue's rules over an in-memory store and a scripted server: the order,
// the headers and body, what a 200, a refusal and a stop do, another student's entries, and two
// flushes at once under the queue's lock.
import { describe, expect, it } from "vitest";
import type { DailyDropAnswerResult } from "../../../api/schemas/practice.ts";
import { withQueueLock } from "./answer-queue.ts";
import {
  ANSWER_URL,
  bodyOf,
  flushAnswers,
  refusalNotice,
  type Fetch,
  type QueuedAnswer,
  type QueueNotice,
  type QueueStore,
} from "./flush-answers.ts";

function entry(n: number, changes: Partial<QueuedAnswer> = {}): QueuedAnswer {
  return {
    key: `key-${n}`,
    userId: "ana",
    day: "2026-11-21",
    questionId: `q${n}`,
    userAnswer: "B",
    isSkipped: false,
    responseTime: 1000 * n,
    subjectType: "english",
    difficultyLevel: 5,
    answeredAt: `2026-11-21T10:0${n}:00.000Z`,
    queuedAt: 1000 + n,
    ...changes,
  };
}

function memoryStore(entries: QueuedAnswer[]) {
  const rows = new Map(entries.map((e) => [e.key, e]));
  const notices: QueueNotice[] = [];
  const store: QueueStore = {
    list: async (userId) => [...rows.values()].filter((e) => e.userId === userId),
    remove: async (key) => void rows.delete(key),
    addNotice: async (notice) => void notices.push(notice),
  };
  return { store, rows, notices };
}

const result = (xp: number): DailyDropAnswerResult => ({
  isCorrect: true,
  xp,
  performanceCategory: "solid",
  correctAnswer: "B",
  explanation: "Because.",
  userAnswer: "B",
  isSkipped: false,
  shouldLevelUp: null,
  bonusXp: 0,
  totalXP: 100 + xp,
  todayXP: xp,
  questionsCompleted: 1,
  isCompleted: false,
  streakDays: 1,
});

type Sent = { key: string; body: Record<string, unknown>; url: string };

/** A server that answers each question id with the given reply (a status, or a network error). */
function server(replies: Record<string, number | "network"> = {}) {
  const sent: Sent[] = [];
  const send: Fetch = async (url, init) => {
    const headers = init.headers as Record<string, string>;
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    const questionId = body.questionId as string;
    const reply = replies[questionId] ?? 200;
    if (reply === "network") throw new TypeError("Failed to fetch");
    sent.push({ key: headers["Idempotency-Key"]!, body, url });
    if (reply === 200) return Response.json(result(10));
    return Response.json(
      { error: "Conflict", message: `No answer for ${questionId} now.` },
      { status: reply },
    );
  };
  return { send, sent };
}

describe("flushing the offline answer queue", () => {
  it("given three waiting answers stored out of order, when flushed, then each is sent oldest first with its key, day and time, and deleted", async () => {
    const { store, rows } = memoryStore([entry(3), entry(1), entry(2)]);
    const { send, sent } = server();
    const outcome = await flushAnswers(store, send, "ana");
    expect(sent.map((s) => s.key)).toEqual(["key-1", "key-2", "key-3"]);
    expect(sent.every((s) => s.url === ANSWER_URL)).toBe(true);
    expect(sent[0]!.body).toEqual({
      questionId: "q1",
      userAnswer: "B",
      responseTime: 1000,
      subjectType: "english",
      difficultyLevel: 5,
      isSkipped: false,
      day: "2026-11-21",
      answeredAt: "2026-11-21T10:01:00.000Z",
    });
    expect(outcome).toMatchObject({ stopped: null, left: 0, refused: [] });
    expect(outcome.sent.map((s) => s.entry.key)).toEqual(["key-1", "key-2", "key-3"]);
    expect(rows.size).toBe(0);
  });

  it("given a skip, when its body is made, then it is an empty answer marked skipped", () => {
    expect(bodyOf(entry(1, { userAnswer: "", isSkipped: true }))).toMatchObject({
      userAnswer: "",
      isSkipped: true,
    });
  });

  it.each([400, 404, 409, 422])(
    "given the server refuses the second answer (%i), when flushed, then it is deleted with a notice and the third is still sent",
    async (status) => {
      const { store, rows, notices } = memoryStore([entry(1), entry(2), entry(3)]);
      const { send, sent } = server({ q2: status });
      const outcome = await flushAnswers(store, send, "ana", () => 42);
      expect(sent.map((s) => s.key)).toEqual(["key-1", "key-2", "key-3"]);
      expect(outcome.refused).toEqual([{ entry: entry(2), message: "No answer for q2 now." }]);
      expect(notices).toEqual([
        { userId: "ana", message: refusalNotice("No answer for q2 now."), at: 42 },
      ]);
      expect(notices[0]!.message).toBe(
        "An answer you gave offline couldn't be counted: No answer for q2 now.",
      );
      expect(rows.size).toBe(0);
    },
  );

  it.each([
    ["network", "offline"],
    [503, "server"],
    [500, "server"],
    [401, "signed-out"],
  ] as const)(
    "given the second answer meets %s, when flushed, then the flush stops there and the second and third wait, in order",
    async (reply, reason) => {
      const { store, rows, notices } = memoryStore([entry(1), entry(2), entry(3)]);
      const { send, sent } = server({ q2: reply });
      const outcome = await flushAnswers(store, send, "ana");
      // The third is never sent before the second got through.
      expect(sent.map((s) => s.body.questionId)).toEqual(
        reply === "network" ? ["q1"] : ["q1", "q2"],
      );
      expect(outcome).toMatchObject({ stopped: reason, left: 2 });
      expect([...rows.keys()].sort()).toEqual(["key-2", "key-3"]);
      expect(notices).toEqual([]);

      // Later, with the server answering: the rest go, still in order.
      const later = server();
      expect(await flushAnswers(store, later.send, "ana")).toMatchObject({
        stopped: null,
        left: 0,
      });
      expect(later.sent.map((s) => s.key)).toEqual(["key-2", "key-3"]);
    },
  );

  it("given another student's answers on the same device, when this student's are flushed, then theirs are neither sent nor touched", async () => {
    const theirs = entry(9, { userId: "ben", queuedAt: 1 });
    const { store, rows } = memoryStore([entry(1), theirs]);
    const { send, sent } = server();
    await flushAnswers(store, send, "ana");
    expect(sent.map((s) => s.key)).toEqual(["key-1"]);
    expect([...rows.values()]).toEqual([theirs]);
  });

  it("given a store that also answers another student's entries, when flushed, then those are still not sent", async () => {
    const theirs = entry(9, { userId: "ben" });
    const leaky: QueueStore = {
      list: async () => [entry(1), theirs],
      remove: async () => {},
      addNotice: async () => {},
    };
    const { send, sent } = server();
    await flushAnswers(leaky, send, "ana");
    expect(sent.map((s) => s.key)).toEqual(["key-1"]);
  });

  it("given two flushes started at once under the queue's lock, when they run, then each answer is sent once", async () => {
    const { store, rows } = memoryStore([entry(1), entry(2)]);
    const { send, sent } = server();
    const slow: Fetch = async (url, init) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return send(url, init);
    };
    const [first, second] = await Promise.all([
      withQueueLock(() => flushAnswers(store, slow, "ana")),
      withQueueLock(() => flushAnswers(store, slow, "ana")),
    ]);
    expect(sent.map((s) => s.key)).toEqual(["key-1", "key-2"]);
    expect(first.sent.length + second.sent.length).toBe(2);
    expect(rows.size).toBe(0);
  });

  it("given a task that fails under the lock, when the next one runs, then it still gets the lock", async () => {
    await expect(withQueueLock(async () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    expect(await withQueueLock(async () => "next")).toBe("next");
  });
});
