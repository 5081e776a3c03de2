// Focused practice's calls (issue 19): start a set of five questions in one domain (one skill
// first) from a study recommendation or the dashboard's Practice Mode, read it, answer it. Each
// change is a command on the student's practice stream (domain/practice/focused.ts); the XP rules
// for extra practice are the decider's, and each answer says in plain words why it earned what
// it did. A set belongs to its student: another student's set id is a 404.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FOCUSED_DAILY_XP_CAP, FOCUSED_SET_SIZE } from "../../domain/practice/constants.ts";
import { setDifficulty } from "../../domain/practice/focused-selection.ts";
import {
  earlierAnswerDay,
  focusedXpOn,
  recordedFocusedAnswer,
  resumableFocusedSet,
} from "../../domain/practice/focused.ts";
import type { FocusedSet, PracticeState } from "../../domain/practice/state.ts";
import { currentStreak } from "../../domain/practice/streak.ts";
import { focusedXpNote } from "../../domain/practice/xp.ts";
import { domainNames, skillNames, type Skill } from "../../domain/questions/item.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { recordWrite } from "../read-your-writes.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import {
  dailyDropAnswerBodySchema,
  focusedAnswerResultSchema,
  focusedSetSchema,
  focusedStartBodySchema,
  type FocusedAnswerResult,
  type FocusedSetView,
} from "../schemas/practice.ts";
import type { PracticeCommands } from "./commands.ts";
import { servedQuestionOf } from "../questions/queries.ts";
import { answeredView, answerFields, answerHeaders, readAnsweredQuestion } from "./answers.ts";
import { readDropQuestions, type DropQuestionRow } from "./queries.ts";

const SET_NOT_FOUND = "No practice set of yours has this id today.";
const params = z.object({ setId: z.uuid() });
/** "" (a link without the parameter's value) is the same as leaving it out. */
const given = (value: string | undefined) => (value ? value : null);

type FocusedAnswer = FocusedSet["answers"][number];

function focusedAnsweredView(
  state: PracticeState,
  set: FocusedSet,
  record: FocusedAnswer,
  row: DropQuestionRow,
) {
  return {
    ...answeredView(record, row),
    xpRule: record.xpRule,
    xpNote: focusedXpNote({
      rule: record.xpRule,
      xp: record.xp,
      correct: record.correct,
      skipped: record.skipped,
      earlierDay:
        record.xpRule === "repeat" ? earlierAnswerDay(state, set, record.questionId) : null,
    }),
    shouldLevelUp: record.levelUp,
  };
}

export function focusedRoutes(deps: ApiDeps, practice: PracticeCommands): FastifyPluginAsyncZod {
  const { now } = deps;

  async function setView(state: PracticeState, set: FocusedSet): Promise<FocusedSetView> {
    const rows = await readDropQuestions(
      deps.pool,
      set.questions.map((q) => q.questionId),
    );
    return {
      setId: set.setId,
      day: set.day,
      recommendationId: set.recommendationId,
      subject: set.subject,
      domain: set.domain,
      domainName: domainNames[set.domain],
      skill: set.skill,
      skillName: set.skill ? (skillNames[set.skill as Skill] ?? set.skill) : null,
      completed: set.completed,
      difficulty: setDifficulty(set.questions.map((q) => q.level)),
      fullSize: FOCUSED_SET_SIZE,
      questions: set.questions.flatMap((q) => {
        const row = rows.get(q.questionId);
        if (!row) return [];
        const record = set.answers.find((a) => a.questionId === q.questionId);
        return [
          {
            ...servedQuestionOf(row),
            answered: record ? focusedAnsweredView(state, set, record, row) : null,
          },
        ];
      }),
      summary: {
        answered: set.answers.length,
        correct: set.answers.filter((a) => a.correct).length,
        skipped: set.answers.filter((a) => a.skipped).length,
        xp: set.answers.reduce((sum, a) => sum + a.xp, 0),
      },
      focusedXpToday: focusedXpOn(state, set.day),
      focusedXpCap: FOCUSED_DAILY_XP_CAP,
    };
  }

  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.post(
      "/api/practice/focused",
      {
        schema: {
          summary:
            "Start a focused practice set (five questions of one domain, its skill first): from a study recommendation, or {} for the area where practice pays most; today's unfinished set for the same area is returned instead (200)",
          tags: ["practice"],
          body: focusedStartBodySchema,
          response: {
            200: focusedSetSchema,
            201: focusedSetSchema,
            400: errorBody,
            401: errorBody,
            409: errorBody,
            429: errorBody,
            503: errorBody,
          },
        },
      },
      async (request, reply) => {
        const userId = currentUserId(request);
        const body = request.body;
        const { state, command, day, events, position } = await practice.startFocused({
          type: "StartFocusedPractice",
          userId,
          recommendationId: given(body.recommendationId),
          domain: given(body.domain),
          skill: given(body.skill),
          difficulty: body.difficulty ?? null,
        });
        recordWrite(request, position);
        const created = state.focused.find((s) => s.setId === command.setId);
        const set = created ?? resumableFocusedSet(state, command, day);
        if (!set) throw new HttpError(409, "That practice set was not recorded. Please try again.");
        reply.code(events.length > 0 && created ? 201 : 200);
        return setView(state, set);
      },
    );

    app.get(
      "/api/practice/focused/:setId",
      {
        schema: {
          summary: "A focused practice set of today, with each question's result once answered",
          tags: ["practice"],
          params,
          response: { 200: focusedSetSchema, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        const { state } = await practice.load(userId);
        const set = state.focused.find((s) => s.setId === request.params.setId);
        if (!set) throw new HttpError(404, SET_NOT_FOUND);
        return setView(state, set);
      },
    );

    app.post(
      "/api/practice/focused/:setId/answer",
      {
        // Decided from the event streams and the bank: no wait for the projection of the last write.
        config: { readsOwnWrites: false },
        schema: {
          summary:
            "Answer (or skip) a question of a focused set: scored and tracked like a Daily Drop answer, XP by the rules for extra practice (xpRule, xpNote); a retry returns the first result",
          tags: ["practice"],
          params,
          headers: answerHeaders,
          body: dailyDropAnswerBodySchema,
          response: {
            200: focusedAnswerResultSchema,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
            422: errorBody,
            503: errorBody,
          },
        },
      },
      async (request): Promise<FocusedAnswerResult> => {
        const userId = currentUserId(request);
        const body = request.body;
        const command = {
          type: "SubmitFocusedAnswer" as const,
          userId,
          setId: request.params.setId,
          ...answerFields(body, request.headers["idempotency-key"]),
        };
        const { state, clock, position } = await practice.submitFocused(command);
        recordWrite(request, position);
        const set = state.focused.find((s) => s.setId === command.setId);
        const record = recordedFocusedAnswer(state, command);
        if (!set || !record) throw new HttpError(409, "That answer was not recorded.");
        // A focused answer is a scored answer like a drop's: it counts in its own share; a skip
        // does not.
        const { row, missedShare } = await readAnsweredQuestion(
          deps,
          record.questionId,
          record.skipped ? null : { correct: record.correct, position },
        );
        return {
          ...focusedAnsweredView(state, set, record, row),
          missedShare,
          bonusXp: 0,
          totalXP: state.totalXp,
          todayXP: focusedXpOn(state, set.day),
          questionsCompleted: set.answers.length,
          isCompleted: set.completed,
          streakDays: currentStreak(state.streak, { now: now(), timeZone: clock.timeZone }),
        };
      },
    );
  };
}
