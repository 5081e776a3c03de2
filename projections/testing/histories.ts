// Random event histories for the questions and users projections, shared by their integration
// tests (applied in batches of every size) and bench/replay-questions-users.ts (rebuilt from a
// real log). Every event's data passes the domain's schemas; the histories also hold what the
// log can hold but a projection must shrug off: answers to a question not (yet) in the bank, a
// calibration or a retirement of an unknown question, a profile event of a user not registered
// (yet), a registration delivered twice, an erasure and events after it.
import { randomUUID } from "node:crypto";
import type { QuestionItem } from "../../domain/questions/item.ts";
import { pick, randomInt } from "../../domain/random.ts";
import { createMemoryEventStore } from "../../eventstore/memory.ts";
import type { EventStore, StoredEvent } from "../../eventstore/port.ts";

export type HistoryEvent = {
  readonly stream: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
};

type Random = () => number;

const round = (x: number) => Math.round(x * 1e6) / 1e6;

function answer(random: Random, questionId: string): HistoryEvent {
  const userId = randomUUID();
  const correct = random() < 0.6;
  const theta = round(random() * 6 - 3);
  const subject = random() < 0.5 ? "math" : "english";
  if (random() < 0.4) {
    return {
      stream: `diagnostic-${userId}`,
      type: "DiagnosticAnswerRecorded",
      data: {
        userId,
        subject,
        questionId,
        answer: "A",
        correct,
        responseTimeMs: randomInt(random, 2_000, 90_000),
        irt: { a: 1, b: 0, c: 0.2 },
        before: { theta, se: 0.8 },
        after: { theta: round(theta + (correct ? 0.2 : -0.2)), se: 0.7 },
      },
    };
  }
  return {
    stream: `practice-${userId}`,
    type: "DailyDropAnswerSubmitted",
    data: {
      userId,
      day: "2026-11-23",
      questionId,
      subject,
      domain: subject === "math" ? "algebra" : "craft_and_structure",
      skill: "s",
      responseTimeMs: randomInt(random, 2_000, 90_000),
      xp: correct ? 10 : 2,
      performanceCategory: correct ? "solid" : "learning",
      idempotencyKey: null,
      answer: "B",
      correct,
      irt: { a: 1, b: 0, c: 0.2 },
      pSuccess: 0.6,
      before: { mean: theta, sd: 0.9 },
      after: { mean: round(theta + (correct ? 0.1 : -0.1)), sd: 0.85 },
      domainAfter: { mean: 0, sd: 0.5 },
    },
  };
}

function calibrated(random: Random, questionId: string, calibrationId: string): HistoryEvent {
  return {
    stream: `question-${questionId}`,
    type: "QuestionCalibrated",
    data: {
      questionId,
      calibrationId,
      source: "cli",
      before: { a: 1, b: 0, c: 0.2 },
      after: {
        a: round(0.5 + random() * 1.5),
        b: round(random() * 5 - 2.5),
        c: round(random() * 0.3),
      },
      responses: randomInt(random, 1, 500),
      fit: { rmsd: round(random() * 0.1), flagged: random() < 0.2 },
    },
  };
}

function published(question: QuestionItem, revised: boolean): HistoryEvent {
  return {
    stream: `question-${question.id}`,
    type: revised ? "QuestionRevised" : "QuestionPublished",
    data: revised ? { question, source: "admin" } : { question },
  };
}

/** The question again with other content and authored parameters (a revision). */
function revisedVersion(random: Random, q: QuestionItem, n: number): QuestionItem {
  return {
    ...q,
    stem: `${q.stem} (revision ${n})`,
    explanation: `${q.explanation} (revision ${n})`,
    passage: random() < 0.3 ? null : q.passage,
    irt: { a: round(0.5 + random()), b: round(random() * 5 - 2.5), c: round(random() * 0.3) },
  };
}

/**
 * A random history of `steps` question-bank events and scored answers over `bank` (which the
 * history publishes in random order, not all of it before the answers), plus one question id
 * that is never published.
 */
export function questionHistory(
  random: Random,
  bank: readonly QuestionItem[],
  steps: number,
): HistoryEvent[] {
  const ids = [...bank.map((q) => q.id), "never-published-question"];
  const events: HistoryEvent[] = [];
  let revisions = 0;
  for (let step = 0; step < steps; step++) {
    const kind = random();
    if (kind < 0.12) {
      const q = pick(random, bank);
      const revise = random() < 0.5;
      events.push(published(revise ? revisedVersion(random, q, ++revisions) : q, revise));
    } else if (kind < 0.2) {
      events.push(calibrated(random, pick(random, ids), randomUUID()));
    } else if (kind < 0.23) {
      const retired = pick(random, ids);
      events.push({
        stream: `question-${retired}`,
        type: "QuestionRetired",
        data: { questionId: retired, reason: "ambiguous", reportId: null },
      });
    } else {
      events.push(answer(random, pick(random, ids)));
    }
  }
  return events;
}

/**
 * A bank's life at scale: the whole bank published, `answers` scored answers over it, with one
 * calibration run of every question half-way and a few retirements and revisions after it.
 */
export function questionBankLife(
  random: Random,
  bank: readonly QuestionItem[],
  answers: number,
): HistoryEvent[] {
  const events = bank.map((q) => published(q, false));
  const ids = bank.map((q) => q.id);
  const answersTo = (n: number) => {
    for (let i = 0; i < n; i++) events.push(answer(random, pick(random, ids)));
  };
  answersTo(Math.floor(answers / 2));
  const run = randomUUID();
  for (const id of ids) events.push(calibrated(random, id, run));
  for (let i = 0; i < Math.min(10, bank.length); i++) {
    const q = pick(random, bank);
    events.push(published(revisedVersion(random, q, i + 1), true));
    const retired = pick(random, ids);
    events.push({
      stream: `question-${retired}`,
      type: "QuestionRetired",
      data: { questionId: retired, reason: "ambiguous", reportId: null },
    });
  }
  answersTo(answers - Math.floor(answers / 2));
  return events;
}

const sealed = (random: Random) =>
  `pd1.k${randomInt(random, 1, 9)}.iv${randomInt(random, 1, 999)}.ct${randomInt(random, 1, 99999)}`;

function registered(random: Random, userId: string): HistoryEvent {
  const email = random() < 0.8;
  return {
    stream: `user-${userId}`,
    type: "UserRegistered",
    data: {
      userId,
      provider: email ? "email" : pick(random, ["google", "apple", "x"]),
      login: `login-${userId}`,
      email: email ? sealed(random) : null,
      emailLookup: email ? `lookup-${userId}` : null,
      birthYear: sealed(random),
      firstName: random() < 0.5 ? sealed(random) : null,
      lastName: random() < 0.5 ? sealed(random) : null,
      profileImageUrl: random() < 0.2 ? sealed(random) : null,
    },
  };
}

/** One random profile, role or diagnostic event of a user (every kind the users table shows). */
function userEvent(random: Random, userId: string, n: number): HistoryEvent {
  const user = (type: string, data: Record<string, unknown>): HistoryEvent => ({
    stream: `user-${userId}`,
    type,
    data: { userId, ...data },
  });
  const diagnostic = (type: string, data: Record<string, unknown>): HistoryEvent => ({
    stream: `diagnostic-${userId}`,
    type,
    data: { userId, ...data },
  });
  const subject = random() < 0.5 ? "english" : "math";
  const score = 10 * randomInt(random, 20, 80);
  const range = { low: Math.max(200, score - 40), high: Math.min(800, score + 40) };
  const estimate = { theta: round(random() * 4 - 2), se: 0.3 };
  switch (randomInt(random, 0, 15)) {
    case 0:
      return user("AdminRoleGranted", { source: "cli" });
    case 1:
      return user("AdminRoleRevoked", { source: "cli" });
    case 2:
      return user("AnalystRoleGranted", { source: "cli" });
    case 3:
      return user("AnalystRoleRevoked", { source: "cli" });
    case 4:
      return user("DiagnosticCompleted", {});
    case 5:
      return user("DemographicsRecorded", {
        firstName: sealed(random),
        lastName: sealed(random),
        gradeLevel: pick(random, ["9", "10", "11", "12"]),
        satHistory: pick(random, ["never", "once", "multiple"]),
      });
    case 6:
      return random() < 0.7
        ? user("SchoolChosen", {
            schoolId: `S${randomInt(random, 1, 50)}`,
            name: `School ${randomInt(random, 1, 50)}`,
            zip: random() < 0.8 ? `0${randomInt(random, 1000, 9999)}` : null,
          })
        : user("SchoolChosen", { schoolId: null, name: sealed(random), zip: null });
    case 7:
      return user("SatDateChosen", { satDate: `2027-0${randomInt(random, 1, 9)}-1${n % 10}` });
    case 8:
      return user("TimeZoneSet", {
        timeZone: pick(random, ["America/New_York", "America/Chicago", "Europe/London"]),
      });
    case 9:
      return user("UsernameChosen", { username: `User${n}`, previous: null });
    case 10:
    case 11:
      return diagnostic("DiagnosticSubjectStarted", { subject, prior: { mean: 0, sd: 1 } });
    case 12:
      return diagnostic("DiagnosticSubjectCompleted", {
        subject,
        estimate,
        score,
        range,
        questions: 7,
      });
    case 13:
    case 14:
      return user("GoalScoreSet", {
        goalScore: random() < 0.8 ? 10 * randomInt(random, 41, 160) : null,
      });
    default:
      return diagnostic("DiagnosticScoreRevised", { subject, estimate, score, range });
  }
}

/**
 * A random history of `steps` events of `users` users: registrations (now and then again, or
 * after the user's first events), profile, role and diagnostic events, and (when `erasures`)
 * erasures followed by more events of the erased user.
 */
export function userHistory(
  random: Random,
  users: number,
  steps: number,
  options: { erasures: boolean },
): HistoryEvent[] {
  const ids = Array.from({ length: users }, () => randomUUID());
  const events: HistoryEvent[] = [];
  for (let step = 0; step < steps; step++) {
    const userId = pick(random, ids);
    const kind = random();
    if (kind < 0.1) events.push(registered(random, userId));
    else if (options.erasures && kind < 0.12) {
      events.push({ stream: `user-${userId}`, type: "UserErased", data: { userId } });
    } else events.push(userEvent(random, userId, step));
  }
  return events;
}

/**
 * Many users' accounts at scale, as sign-up and onboarding write them: each user registers, then
 * their onboarding and diagnostic events follow, interleaved with other users'.
 */
export function userAccounts(random: Random, users: number): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  const pending = new Map<string, number>();
  for (let i = 0; i < users; i++) {
    const userId = randomUUID();
    events.push(registered(random, userId));
    pending.set(userId, 11);
    // Each step, a few users in onboarding take their next step.
    for (const [id, left] of pending) {
      if (random() < 0.3) continue;
      events.push(userEvent(random, id, i));
      if (left <= 1) pending.delete(id);
      else pending.set(id, left - 1);
    }
  }
  for (const [id, left] of pending) {
    for (let i = 0; i < left; i++) events.push(userEvent(random, id, i));
  }
  return events;
}

/** The history as the store would deliver it: appended one event at a time, a second apart. */
export async function storedHistory(history: readonly HistoryEvent[]): Promise<{
  events: StoredEvent[];
  store: EventStore;
}> {
  let clock = Date.parse("2026-11-23T08:00:00.000Z");
  const store = createMemoryEventStore({ now: () => new Date((clock += 1_000)) });
  for (const e of history) {
    await store.append(e.stream, [{ eventId: randomUUID(), type: e.type, data: e.data }], {
      expectedVersion: "any",
    });
  }
  const events = await store.readAll({ after: null, limit: history.length });
  return { events, store };
}
