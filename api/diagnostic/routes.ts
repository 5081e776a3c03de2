// The diagnostic's calls, as the spec has them: start a subject, get its current question, answer
// it. Each step is a command on the student's diagnostic stream (domain/diagnostic/decider.ts), so
// a diagnostic left half-way resumes where it stopped; a refused answer (not the current
// question, already answered, subject complete) is a 409 that changes nothing.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  answeredIn,
  firstMeasured,
  questionsRemaining,
  type DiagnosticState,
} from "../../domain/diagnostic/state.ts";
import type { Subject } from "../../domain/questions/item.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import { readServedQuestion } from "../questions/queries.ts";
import {
  diagnosticAnswerBodySchema,
  diagnosticAnswerResultSchema,
  diagnosticQuestionSchema,
  diagnosticSessionSchema,
  diagnosticSubjectSchema,
} from "../schemas/questions.ts";
import type { ApiDeps } from "../deps.ts";
import type { DiagnosticCommands } from "./commands.ts";

const subjectParams = z.strictObject({
  subject: diagnosticSubjectSchema.meta({ description: "english or math" }),
});

export function diagnosticRoutes(
  deps: Pick<ApiDeps, "pool">,
  diagnostic: DiagnosticCommands,
): FastifyPluginAsyncZod {
  function sessionView(current: DiagnosticState, subject: Subject) {
    const s = current[subject];
    const result = s.status === "completed" ? s.result : null;
    const first = firstMeasured(s);
    return {
      subject,
      status: s.status === "completed" ? ("completed" as const) : ("in_progress" as const),
      answered: answeredIn(s),
      answeredOverall: answeredIn(current.english) + answeredIn(current.math),
      questionsRemaining: questionsRemaining(s),
      finalScore: result?.score ?? null,
      scoreRange: result?.range ?? null,
      firstScore: first?.score ?? null,
      firstScoreRange: first?.range ?? null,
    };
  }

  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.post(
      "/api/diagnostic/start",
      {
        schema: {
          summary: "Start (or resume) a subject of the diagnostic: English first, then Math",
          tags: ["diagnostic"],
          body: z.strictObject({ subject: diagnosticSubjectSchema }),
          response: {
            200: diagnosticSessionSchema,
            400: errorBody,
            401: errorBody,
            409: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        const { subject } = request.body;
        const { state } = await diagnostic.start(userId, subject);
        return sessionView(state, subject);
      },
    );

    app.get(
      "/api/diagnostic/:subject/question",
      {
        schema: {
          summary:
            "The subject's current question (the same one until it is answered), or its result once complete",
          tags: ["diagnostic"],
          params: subjectParams,
          response: {
            200: diagnosticQuestionSchema,
            400: errorBody,
            401: errorBody,
            409: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        const { subject } = request.params;
        const { state: current } = await diagnostic.serveNext(userId, subject);
        const s = current[subject];
        if (s.status === "completed") {
          return {
            completed: true as const,
            subject,
            finalScore: s.result.score,
            scoreRange: s.result.range,
            firstScore: s.measured.score,
            firstScoreRange: s.measured.range,
          };
        }
        if (s.status !== "in_progress" || s.pending === null) {
          throw new HttpError(409, "Start this section of the diagnostic first.");
        }
        const question = await readServedQuestion(deps.pool, s.pending);
        if (!question) {
          throw new HttpError(503, "This question is no longer in the bank. Please try again.");
        }
        const before = subject === "math" ? answeredIn(current.english) : 0;
        return { ...question, completed: false as const, questionNumber: before + s.served.length };
      },
    );

    app.post(
      "/api/diagnostic/:subject/answer",
      {
        schema: {
          summary:
            "Answer the current question: the estimate moves, and the subject ends after 6 to 8 questions",
          tags: ["diagnostic"],
          params: subjectParams,
          body: diagnosticAnswerBodySchema,
          response: {
            200: diagnosticAnswerResultSchema,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        const { subject } = request.params;
        const { questionId, answer, responseTime } = request.body;
        const { state, completed } = await diagnostic.answer({
          userId,
          subject,
          questionId,
          answer,
          responseTimeMs: responseTime,
        });
        return {
          isComplete: Boolean(completed),
          finalScore: completed?.data.score ?? null,
          scoreRange: completed?.data.range ?? null,
          questionsRemaining: questionsRemaining(state[subject]),
        };
      },
    );
  };
}
