// The analysts' learning-history calls (issue 20): find a student by username or pseudonymous
// id, read one student's timeline page by page, export the whole history as CSV or JSON Lines
// (streamed in batches, never held in memory). Every /api/analyst/* route is guarded by the
// route catalogue (signed in, analyst role); every read of one student's history is recorded in
// the analyst access log (recordAnalystAccess). Students are named by pseudonyms: no account id,
// name, email, birth year or school leaves these routes. Reads are in queries.ts, the shapes in
// history.ts.
import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiDeps } from "../deps.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import {
  analystSearchQuerySchema,
  analystSearchSchema,
  analystStudentParamsSchema,
  analystStudentSchema,
  timelinePageSchema,
  timelineQuerySchema,
  type AnalystAccessAction,
} from "../schemas/analyst.ts";
import { recordAnalystAccess } from "./access.ts";
import {
  exportFileName,
  historyExport,
  studentView,
  timelineEntryOf,
  type ExportFormat,
} from "./history.ts";
import { isPseudonym, userIdOfPseudonym } from "./pseudonym.ts";
import {
  countHistory,
  findStudentsByUsernamePrefix,
  readHistoryPage,
  readStudent,
  type StudentRow,
} from "./queries.ts";

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 503: errorBody };
const NO_STUDENT = "No student has this id.";

const exports: Record<ExportFormat, { contentType: string; action: AnalystAccessAction }> = {
  csv: { contentType: "text/csv; charset=utf-8", action: "export-csv" },
  jsonl: { contentType: "application/x-ndjson", action: "export-jsonl" },
};

/** The student a pseudonym names, active or erased; 404 when none. */
export async function studentOf(
  deps: Pick<ApiDeps, "pool" | "keys">,
  id: string,
): Promise<StudentRow> {
  const userId = userIdOfPseudonym(deps.keys.analystPseudonym, id);
  const student = userId ? await readStudent(deps.pool, userId) : null;
  if (!student) throw new HttpError(404, NO_STUDENT);
  return student;
}

export function analystRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const key = deps.keys.analystPseudonym;

  const logAccess = (
    request: FastifyRequest,
    student: StudentRow,
    action: AnalystAccessAction,
    detail: string,
  ) =>
    recordAnalystAccess(deps, {
      analystUserId: currentUserId(request),
      studentUserId: student.userId,
      action,
      detail,
    });

  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/analyst/students",
      {
        schema: {
          summary:
            "Students whose username starts with q (any case, at most 20), or the one student whose id is q (also once erased)",
          tags: ["analyst"],
          querystring: analystSearchQuerySchema,
          response: { 200: analystSearchSchema, ...refusals },
        },
      },
      async (request) => {
        const { q } = request.query;
        if (isPseudonym(q)) {
          const userId = userIdOfPseudonym(key, q);
          const student = userId ? await readStudent(deps.pool, userId) : null;
          return { students: student ? [studentView(key, student)] : [] };
        }
        const students = await findStudentsByUsernamePrefix(deps.pool, q);
        return { students: students.map((s) => studentView(key, s)) };
      },
    );

    app.get(
      "/api/analyst/students/:id",
      {
        schema: {
          summary: "A student by their id: username, registration day, or when they were erased",
          tags: ["analyst"],
          params: analystStudentParamsSchema,
          response: { 200: analystStudentSchema, ...refusals },
        },
      },
      async (request) => studentView(key, await studentOf(deps, request.params.id)),
    );

    app.get(
      "/api/analyst/students/:id/timeline",
      {
        schema: {
          summary:
            "A page of the student's learning history in recorded order (entries after `after`, at most `limit`); recorded in the analyst access log",
          tags: ["analyst"],
          params: analystStudentParamsSchema,
          querystring: timelineQuerySchema,
          response: { 200: timelinePageSchema, ...refusals },
        },
      },
      async (request) => {
        const student = await studentOf(deps, request.params.id);
        const { after, limit } = request.query;
        await logAccess(request, student, "timeline", `entries after ${after}, at most ${limit}`);
        const view = studentView(key, student);
        if (student.status === "erased") {
          return { student: view, entries: [], nextAfter: null, total: 0 };
        }
        // One row past the page says whether there is a next one.
        const rows = await readHistoryPage(deps.pool, student.userId, after, limit + 1);
        const page = rows.slice(0, limit);
        return {
          student: view,
          entries: page.map((row) => timelineEntryOf(key, row)),
          nextAfter: rows.length > limit ? page.at(-1)!.seq : null,
          total: await countHistory(deps.pool, student.userId),
        };
      },
    );

    for (const format of ["csv", "jsonl"] as const) {
      app.get(
        `/api/analyst/students/:id/history.${format}`,
        {
          schema: {
            summary: `The student's whole learning history as ${format === "csv" ? "CSV (RFC 4180, the timeline's columns)" : "JSON Lines (one timeline entry a line)"}, streamed; recorded in the analyst access log`,
            tags: ["analyst"],
            params: analystStudentParamsSchema,
            produces: [exports[format].contentType.split(";")[0]!],
            response: {
              200: z.string().describe(`the history as ${format}`),
              ...refusals,
            },
          },
        },
        async (request, reply) => {
          const student = await studentOf(deps, request.params.id);
          await logAccess(request, student, exports[format].action, "the whole history");
          const pseudonym = studentView(key, student).id;
          const read = (after: number, limit: number) =>
            readHistoryPage(deps.pool, student.userId, after, limit);
          return (
            reply
              .header("content-type", exports[format].contentType)
              .header(
                "content-disposition",
                `attachment; filename="${exportFileName(pseudonym, format)}"`,
              )
              // Fastify pipes a stream as it is (no serializer); the 200 schema documents the text.
              .send(Readable.from(historyExport(key, student, format, read)) as unknown as string)
          );
        },
      );
    }
  };
}
