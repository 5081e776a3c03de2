// The Daily Drop's calls, as the spec has them: today's drop (assigned once, fixed for the day in
// the student's own time zone), its progress, and answering; each change is a command on the
// student's practice stream (domain/practice/decider.ts). A retried answer (same Idempotency-Key,
// or the same question again today) counts once and returns the first result; an answer for a
// question not in today's drop, or after the drop is complete, is a 409 that changes nothing. An answer
// made offline and sent after midnight names its drop's `day`, and counts for that day within the
// grace period the decider enforces (docs/rules.md, "Answers sent late").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DEFAULT_MIX } from "../../domain/practice/constants.ts";
import { answeredDrop, recordedAnswer } from "../../domain/practice/late-answers.ts";
import type { PracticeState } from "../../domain/practice/state.ts";
import { currentStreak } from "../../domain/practice/streak.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { recordWrite } from "../read-your-writes.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import {
  dailyDropAnswerBodySchema,
  dailyDropAnswerResultSchema,
  dailyDropProgressSchema,
  dailyDropSchema,
  type DailyDrop,
  type DailyDropAnswerResult,
} from "../schemas/practice.ts";
import type { PracticeCommands } from "./commands.ts";
import { servedQuestionOf } from "../questions/queries.ts";
import {
  answeredView,
  answerFields,
  answerHeaders,
  dropAnswerFields,
  readAnsweredQuestion,
} from "./answers.ts";
import { readDropQuestions } from "./queries.ts";
import { progressOf } from "../students/progress-views.ts";

export function practiceRoutes(deps: ApiDeps, practice: PracticeCommands): FastifyPluginAsyncZod {
  const { now } = deps;

  async function dropView(current: PracticeState): Promise<DailyDrop> {
    const today = current.today!;
    const rows = await readDropQuestions(
      deps.pool,
      today.questions.map((q) => q.questionId),
    );
    return {
      day: today.day,
      completed: today.completed,
      questions: today.questions.flatMap((q) => {
        const row = rows.get(q.questionId);
        if (!row) return [];
        const record = today.answers.find((a) => a.questionId === q.questionId);
        return [
          {
            ...servedQuestionOf(row),
            slot: q.slot,
            answered: record ? answeredView(record, row) : null,
          },
        ];
      }),
    };
  }

  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/daily-drop",
      {
        // Decided from the event streams and the bank: no wait for the projection of the last write.
        config: { readsOwnWrites: false },
        schema: {
          summary:
            "Today's Daily Drop (assigned on the first call of the day in the student's time zone, then fixed)",
          tags: ["daily-drop"],
          response: { 200: dailyDropSchema, 401: errorBody, 409: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        const { state, position } = await practice.assignToday(userId, request.session.account);
        recordWrite(request, position);
        return dropView(state);
      },
    );

    app.get(
      "/api/daily-drop/progress",
      {
        schema: {
          summary: "Today's progress, the question mix, streak, XP and levels",
          tags: ["daily-drop"],
          response: { 200: dailyDropProgressSchema, 401: errorBody },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        const progress = await progressOf(deps, userId, now(), request.session.account);
        return {
          todaySession: progress.todaySession,
          questionMix: { ...DEFAULT_MIX },
          streakDays: progress.streakDays,
          totalXP: progress.totalXP,
          currentLevels: progress.levels,
        };
      },
    );

    app.post(
      "/api/daily-drop/answer",
      {
        // Decided from the event streams and the bank: no wait for the projection of the last write.
        config: { readsOwnWrites: false },
        schema: {
          summary:
            "Answer (or skip) one of today's questions, or one of an earlier day's sent late within the grace period (`day`, `answeredAt`); a retry with the same Idempotency-Key, or of the same question, returns the first result",
          tags: ["daily-drop"],
          headers: answerHeaders,
          body: dailyDropAnswerBodySchema,
          response: {
            200: dailyDropAnswerResultSchema,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
            422: errorBody,
            503: errorBody,
          },
        },
      },
      async (request): Promise<DailyDropAnswerResult> => {
        const userId = currentUserId(request);
        const body = request.body;
        const command = {
          type: "SubmitAnswer" as const,
          userId,
          ...answerFields(body, request.headers["idempotency-key"]),
          ...dropAnswerFields(body),
        };
        const {
          state: current,
          clock,
          position,
        } = await practice.submitAnswer(command, request.session.account);
        recordWrite(request, position);
        const record = recordedAnswer(current, command);
        // The drop answered: today's, or an earlier day's for an answer sent late.
        const today = answeredDrop(current, command);
        if (!record || !today) throw new HttpError(409, "That answer was not recorded.");
        // Skips are not scored: only an answer counts in "x% of students missed this".
        const { row, missedShare } = await readAnsweredQuestion(
          deps,
          record.questionId,
          record.skipped ? null : { correct: record.correct, position },
        );
        const streak = currentStreak(current.streak, { now: now(), timeZone: clock.timeZone });
        return {
          ...answeredView(record, row),
          shouldLevelUp: record.levelUp,
          bonusXp: today.completed && today.answers.at(-1) === record ? today.bonusXp : 0,
          totalXP: current.totalXp,
          todayXP: today.xp + today.bonusXp,
          questionsCompleted: today.answers.length,
          isCompleted: today.completed,
          streakDays: streak,
          missedShare,
        };
      },
    );
  };
}
