// What the practice projection's tests share:
//   - applyPerEvent: the projection as it was before it folded batches in memory (one statement
//     per event, verbatim from the commit before), the oracle the batched projection is checked
//     against: every column of every row must come out the same;
//   - practiceHistories: students' practice streams made by the real decider (Daily Drops
//     answered, skipped and completed, focused sets, level changes, a drop completed late after
//     the next day's), interleaved into one log as the store would order them.
import { assertNever, CommandRefused } from "../../domain/decider.ts";
import { practiceDecider } from "../../domain/practice/decider.ts";
import type { PracticeCommand, PracticeContext } from "../../domain/practice/decide.ts";
import { parsePracticeEvent, type PracticeEvent } from "../../domain/practice/events.ts";
import type { PracticeState } from "../../domain/practice/state.ts";
import { taxonomy, type Domain, type Letter } from "../../domain/questions/item.ts";
import { pick, randomInt, seededRandom } from "../../domain/random.ts";
import { sql, statement } from "../../database/pool.ts";
import type { Position, StoredEvent } from "../../eventstore/port.ts";
import type { ProjectionContext } from "../projection.ts";
import { testBank } from "../../domain/testing/practice-bank.ts";

export async function applyPerEvent(
  events: readonly StoredEvent[],
  { tx, table }: ProjectionContext,
): Promise<void> {
  const students = table("practice_students");
  const days = table("practice_days");
  const answers = table("practice_answers");
  for (const stored of events) {
    const at = sql.timestamp(stored.recordedAt);
    const event = parsePracticeEvent(stored.type, stored.data);
    switch (event.type) {
      case "PracticeStarted": {
        const d = event.data;
        await tx.query(statement`
          insert into ${students} (user_id, english_level, math_level, english_mean, english_sd,
            math_mean, math_sd, first_day, updated_at)
          values (${d.userId}, ${d.levels.english}, ${d.levels.math}, ${d.seed.english.mean},
            ${d.seed.english.sd}, ${d.seed.math.mean}, ${d.seed.math.sd}, ${d.day}::date, ${at})
          on conflict (user_id) do nothing
        `);
        break;
      }
      case "DailyDropAssigned": {
        const d = event.data;
        // The day starts from the student's beliefs and levels as they stand.
        await tx.query(statement`
          insert into ${days} (user_id, day, time_zone, questions, english_mean, english_sd,
            math_mean, math_sd, english_level, math_level, assigned_at)
          select user_id, ${d.day}::date, ${d.timeZone}, ${sql.jsonb(d.questions)}, english_mean,
            english_sd, math_mean, math_sd, english_level, math_level, ${at}
          from ${students} where user_id = ${d.userId}
          on conflict (user_id, day) do nothing
        `);
        break;
      }
      case "DailyDropAnswerSubmitted":
      case "DailyDropQuestionSkipped":
      case "FocusedAnswerSubmitted":
      case "FocusedQuestionSkipped": {
        // Every answer and skip: its row in practice_answers (a focused set's with its set_id),
        // and the student's totals and beliefs. The day's drop counters (answered, correct, xp)
        // are the drop's own: a focused answer moves only the day's end-of-day beliefs, when the
        // day has a row.
        const d = event.data;
        const answered =
          event.type === "DailyDropAnswerSubmitted" || event.type === "FocusedAnswerSubmitted";
        const correct = answered && event.data.correct;
        const after = answered ? event.data.after : null;
        const setId = "setId" in d ? d.setId : null;
        const [mean, sd] =
          d.subject === "english"
            ? [sql.identifier(["english_mean"]), sql.identifier(["english_sd"])]
            : [sql.identifier(["math_mean"]), sql.identifier(["math_sd"])];
        const belief = after
          ? sql.fragment`, ${mean} = ${after.mean}, ${sd} = ${after.sd}`
          : sql.fragment``;
        const dayChange =
          setId === null
            ? sql.fragment`answered = answered + 1, correct = correct + ${correct ? 1 : 0},
                xp = xp + ${d.xp} ${belief}`
            : after
              ? sql.fragment`${mean} = ${after.mean}, ${sd} = ${after.sd}`
              : null;
        const today = dayChange
          ? sql.fragment`, today as (
              update ${days} set ${dayChange}
              where user_id = ${d.userId} and day = ${d.day}::date
            )`
          : sql.fragment``;
        // One statement (data-modifying CTEs all run): one round trip per answer.
        await tx.query(statement`
          with answer as (
            insert into ${answers} (user_id, day, question_id, subject, domain, skill, skipped,
              correct, response_time_ms, xp, category, recorded_at, set_id)
            values (${d.userId}, ${d.day}::date, ${d.questionId}, ${d.subject}, ${d.domain},
              ${d.skill}, ${!answered}, ${correct}, ${d.responseTimeMs}, ${d.xp},
              ${d.performanceCategory}, ${at}, ${setId})
          )${today}
          update ${students} set total_xp = total_xp + ${d.xp},
            questions_answered = questions_answered + 1,
            correct_answers = correct_answers + ${correct ? 1 : 0}, updated_at = ${at} ${belief}
          where user_id = ${d.userId}
        `);
        break;
      }
      case "LevelChanged": {
        const d = event.data;
        const level = sql.identifier([`${d.subject}_level`]);
        await tx.query(statement`
          with today as (
            update ${days} set ${level} = ${d.to}
            where user_id = ${d.userId} and day = ${d.day}::date
          )
          update ${students} set ${level} = ${d.to}, updated_at = ${at} where user_id = ${d.userId}
        `);
        break;
      }
      case "DailyDropCompleted": {
        // A drop completed late (answers sent from the offline queue after the next day's
        // drop was completed) keeps the streak's last day, as the state's evolve does.
        const d = event.data;
        await tx.query(statement`
          with today as (
            update ${days} set completed = true, completed_at = ${d.completedAt}::timestamptz,
              bonus_xp = ${d.bonusXp}, xp = xp + ${d.bonusXp}
            where user_id = ${d.userId} and day = ${d.day}::date
          )
          , latest as (
            select streak_last_day is null or ${d.day}::date >= streak_last_day as is_latest
            from ${students} where user_id = ${d.userId}
          )
          update ${students} set total_xp = total_xp + ${d.bonusXp},
            streak_days = ${d.streakDays},
            streak_last_day = case when is_latest then ${d.day}::date else streak_last_day end,
            streak_last_zone = case when is_latest then ${d.timeZone} else streak_last_zone end,
            streak_last_at = case when is_latest then ${d.completedAt}::timestamptz
              else streak_last_at end,
            days_completed = days_completed + 1, updated_at = ${at}
          from latest
          where user_id = ${d.userId}
        `);
        break;
      }
      case "FocusedPracticeAssigned":
        // A set's questions are read from the stream (the API folds it); no row here.
        break;
      default:
        assertNever(event);
    }
  }
}

const BANK = testBank();
const ZONE = "America/New_York";
const DOMAINS = Object.keys({ ...taxonomy.english, ...taxonomy.math }) as Domain[];

/** A version 4 UUID drawn from the seeded source (the same seed, the same ids). */
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[Math.floor(random() * 4)]!;
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A practice event as the store hands it to a projection. */
export type LoggedEvent = { event: PracticeEvent; recordedAt: Date };

/** One student's stream, made by the decider: commands at given instants of given days. */
class Student {
  readonly events: LoggedEvent[] = [];
  private state: PracticeState = practiceDecider.initialState;
  readonly userId: string;
  private readonly random: () => number;
  constructor(userId: string, random: () => number) {
    this.userId = userId;
    this.random = random;
  }

  /** Decides the command (a refusal is no event) and records what it decided at `at`. */
  run(command: PracticeCommand, at: string): PracticeEvent[] {
    const context: PracticeContext = {
      timeZone: ZONE,
      now: new Date(at),
      bank: BANK,
      diagnostic: { english: { theta: this.random() - 0.5, se: 0.4 } },
      diagnosticSeen: [],
      testDate: null,
      random: this.random,
    };
    let decided: PracticeEvent[];
    try {
      decided = practiceDecider.decide(command, this.state, context);
    } catch (error) {
      if (error instanceof CommandRefused) return [];
      throw error;
    }
    for (const event of decided) {
      this.state = practiceDecider.evolve(this.state, event);
      // Distinct instants in stream order, as the store records them.
      const last = this.events.at(-1)?.recordedAt.getTime() ?? 0;
      const recordedAt = new Date(
        Math.max(Date.parse(at), last + 1) + randomInt(this.random, 0, 9),
      );
      this.events.push({ event, recordedAt });
    }
    return decided;
  }

  /** Answers (right, wrong or skipped at random) the first `n` unanswered of today's drop. */
  answerDrop(day: string, at: string, n: number, late: { day: string; answeredAt: string } | null) {
    const drop = late ? this.state.previous : this.state.today;
    if (!drop || drop.day !== (late?.day ?? day)) return;
    const answered = new Set(drop.answers.map((a) => a.questionId));
    const open = drop.questions.filter((q) => !answered.has(q.questionId)).slice(0, n);
    for (const q of open) {
      const roll = this.random();
      const answer: Letter | null = roll < 0.12 ? null : roll < 0.75 ? "B" : "C";
      this.run(
        {
          type: "SubmitAnswer",
          userId: this.userId,
          questionId: q.questionId,
          answer,
          skipped: answer === null,
          responseTimeMs: randomInt(this.random, 5_000, 120_000),
          idempotencyKey: null,
          ...(late ? { day: late.day, answeredAt: late.answeredAt } : {}),
        },
        at,
      );
    }
  }

  /** Starts a focused set in a random domain and answers `n` of its questions. */
  focused(day: string, at: string, n: number) {
    const setId = uuidFrom(this.random);
    const [assigned] = this.run(
      {
        type: "StartFocusedPractice",
        userId: this.userId,
        setId,
        recommendationId: null,
        domain: pick(this.random, DOMAINS),
        skill: null,
      },
      at,
    ).filter((e) => e.type === "FocusedPracticeAssigned");
    if (assigned?.type !== "FocusedPracticeAssigned") return;
    for (const q of assigned.data.questions.slice(0, n)) {
      const roll = this.random();
      const answer: Letter | null = roll < 0.15 ? null : roll < 0.8 ? "B" : "C";
      this.run(
        {
          type: "SubmitFocusedAnswer",
          userId: this.userId,
          setId,
          questionId: q.questionId,
          answer,
          skipped: answer === null,
          responseTimeMs: randomInt(this.random, 5_000, 120_000),
          idempotencyKey: null,
        },
        at,
      );
    }
  }
}

/**
 * `students` students practising over `days` days from 2026-11-16 (New York), seeded: each day
 * a student may skip, open the drop and answer part of it, or complete it, and may do a focused
 * set. On the last two days the first student leaves a drop one answer short and completes it
 * late (its fifth answer from the offline queue) after completing the next day's drop: its last
 * completion, which keeps the streak's last day. The log interleaves the streams at random,
 * each in its own order.
 */
export function practiceHistories(
  seed: number,
  options: { students?: number; days?: number } = {},
): StoredEvent[] {
  const random = seededRandom(seed);
  const count = options.students ?? 4;
  const days = options.days ?? 6;
  const students = Array.from(
    { length: count },
    (_, i) => new Student(uuidFrom(random), seededRandom(seed * 1000 + i)),
  );
  const first = "2026-11-16";
  students.forEach((s, i) => {
    for (let d = 0; d < days; d++) {
      const day = addDays(first, d);
      const morning = `${day}T15:00:00.000Z`;
      const evening = `${day}T22:00:00.000Z`;
      if (i === 0 && d === days - 2) {
        // Four of five today; tomorrow at 01:30 the next drop is completed, then today's fifth
        // arrives late (answered before midnight) and completes today after tomorrow.
        const next = addDays(day, 1);
        const afterMidnight = `${next}T06:30:00.000Z`;
        s.run({ type: "AssignToday", userId: s.userId }, morning);
        s.answerDrop(day, morning, 4, null);
        s.run({ type: "AssignToday", userId: s.userId }, afterMidnight);
        s.answerDrop(next, afterMidnight, 5, null);
        s.answerDrop(next, afterMidnight, 1, { day, answeredAt: `${day}T23:50:00-05:00` });
        d += 1;
        continue;
      }
      if (random() < 0.15) continue; // a day off
      s.run({ type: "AssignToday", userId: s.userId }, morning);
      s.answerDrop(day, morning, random() < 0.6 ? 5 : randomInt(random, 0, 4), null);
      if (random() < 0.5) s.focused(day, evening, randomInt(random, 1, 5));
    }
  });
  // Interleave: take the next event of a random student with events left.
  const queues = students.map((s) => [...s.events]);
  const versions = new Map<string, number>();
  const log: StoredEvent[] = [];
  for (;;) {
    const open = queues.filter((q) => q.length > 0);
    if (open.length === 0) break;
    const next = pick(random, open).shift()!;
    const streamId = `practice-${next.event.data.userId}`;
    const streamVersion = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, streamVersion);
    log.push({
      eventId: uuidFrom(random),
      type: next.event.type,
      streamId,
      streamVersion,
      data: next.event.data,
      metadata: {},
      recordedAt: next.recordedAt,
      position: String(log.length + 1).padStart(12, "0") as Position,
    });
  }
  return log;
}
