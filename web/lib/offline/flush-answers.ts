// The offline answer queue's rules, apart from IndexedDB and the lock: what an entry holds, the
// body it is sent with, and `flushAnswers`, which sends one student's entries oldest first over
// an injected store and fetch (answer-queue.ts gives it the real ones). The order is kept: entry
// n+1 is never sent before entry n was counted or refused. A 200 deletes the entry; a refusal
// (400, 404, 409, 422: the server will never take it) deletes it and leaves a notice for the
// screen; anything that may pass later (no network, a 5xx, a 401, any other status) stops the
// flush and keeps the rest. Another student's entries are never read, let alone sent.
import type { DailyDropAnswerBody, DailyDropAnswerResult } from "../../../api/schemas/practice.ts";

/** The answer call the queue sends to. */
export const ANSWER_URL = "/api/daily-drop/answer";

/** An answer given without a connection, waiting on this device. */
export type QueuedAnswer = {
  /** The Idempotency-Key it was first sent (or meant to be sent) under: the store's key. */
  key: string;
  /** Whose answer it is: only this student's session may send it. */
  userId: string;
  /** The `day` of the drop it was answered in (yyyy-MM-dd). */
  day: string;
  questionId: string;
  userAnswer: DailyDropAnswerBody["userAnswer"];
  isSkipped: boolean;
  responseTime: number;
  subjectType?: DailyDropAnswerBody["subjectType"];
  difficultyLevel?: number;
  /** The device's clock when the student answered (ISO 8601). */
  answeredAt: string;
  /** Milliseconds since the epoch when it was queued: the sending order. */
  queuedAt: number;
};

/** A refused answer, for the screen to show once. */
export type QueueNotice = { userId: string; message: string; at: number };

/** Where the entries live (IndexedDB in the app, a Map in the tests). */
export type QueueStore = {
  /** One student's entries, in any order. */
  list: (userId: string) => Promise<QueuedAnswer[]>;
  remove: (key: string) => Promise<void>;
  addNotice: (notice: QueueNotice) => Promise<void>;
};

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Why a flush stopped with entries left: no network, the server failing, or no session. */
export type StopReason = "offline" | "server" | "signed-out";

export type FlushOutcome = {
  sent: { entry: QueuedAnswer; result: DailyDropAnswerResult }[];
  refused: { entry: QueuedAnswer; message: string }[];
  /** Null when every entry was sent or refused. */
  stopped: StopReason | null;
  /** Entries of this student still waiting. */
  left: number;
};

/** Statuses that mean the server will never count this answer: delete it and say so. */
const REFUSALS = new Set([400, 404, 409, 422]);

/** What the student reads about a refused answer. */
export const refusalNotice = (message: string) =>
  `An answer you gave offline couldn't be counted: ${message}`;

/** The text when the server's body has no sentence of its own. */
const NO_REASON = "the server did not accept it.";

/** Oldest first; equal times by key, so every tab and the worker agree on the order. */
export function sendingOrder(entries: readonly QueuedAnswer[]): QueuedAnswer[] {
  return [...entries].sort((a, b) => a.queuedAt - b.queuedAt || (a.key < b.key ? -1 : 1));
}

/** The answer call's body for an entry: the answer, its drop's day and when it was given. */
export function bodyOf(entry: QueuedAnswer): DailyDropAnswerBody {
  return {
    questionId: entry.questionId,
    userAnswer: entry.userAnswer,
    responseTime: entry.responseTime,
    ...(entry.subjectType ? { subjectType: entry.subjectType } : {}),
    ...(entry.difficultyLevel ? { difficultyLevel: entry.difficultyLevel } : {}),
    isSkipped: entry.isSkipped,
    day: entry.day,
    answeredAt: entry.answeredAt,
  };
}

/** The sentence of an error body (`{ message }` or `{ error }`), if it has one. */
async function reasonOf(response: Response): Promise<string> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (parsed && typeof parsed === "object") {
      const { message, error } = parsed as { message?: unknown; error?: unknown };
      if (typeof message === "string" && message) return message;
      if (typeof error === "string" && error) return error;
    }
  } catch {
    // Not JSON: no sentence.
  }
  return NO_REASON;
}

function stopReason(status: number): StopReason {
  return status === 401 ? "signed-out" : "server";
}

/**
 * Sends `userId`'s entries in order; see the top of the file. Call it under the queue's lock
 * (answer-queue.ts), so two tabs or the worker never send at once.
 */
export async function flushAnswers(
  store: QueueStore,
  send: Fetch,
  userId: string,
  now: () => number = Date.now,
): Promise<FlushOutcome> {
  const entries = sendingOrder(await store.list(userId));
  const outcome: FlushOutcome = { sent: [], refused: [], stopped: null, left: 0 };
  for (const [index, entry] of entries.entries()) {
    if (entry.userId !== userId) continue; // a store that answers too much must not leak
    let response: Response;
    try {
      response = await send(ANSWER_URL, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", "Idempotency-Key": entry.key },
        body: JSON.stringify(bodyOf(entry)),
      });
    } catch {
      outcome.stopped = "offline";
    }
    if (outcome.stopped === null) {
      const status = response!.status;
      if (response!.ok) {
        const result = (await response!.json()) as DailyDropAnswerResult;
        await store.remove(entry.key);
        outcome.sent.push({ entry, result });
        continue;
      }
      if (REFUSALS.has(status)) {
        const message = await reasonOf(response!);
        await store.remove(entry.key);
        await store.addNotice({ userId, message: refusalNotice(message), at: now() });
        outcome.refused.push({ entry, message });
        continue;
      }
      outcome.stopped = stopReason(status);
    }
    outcome.left = entries.length - index;
    break;
  }
  return outcome;
}
