// The analysts' cohort view (issue 20, item 4): per question (attempts, p-value, point-biserial,
// exposure, authored and calibrated parameters), per skill (the students' mastery distribution)
// and per UTC day (active students, answers), each as JSON and as CSV (written by the history
// export's csvRecord, history.ts). Aggregates over every student, never one student's history:
// no access is recorded. Under /api/analyst, so the route catalogue refuses visitors (401) and
// non-analysts (403) before any of this runs (api/plugins/routes.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MASTERY_BANDS, MASTERY_MIN_ANSWERS, utcDay } from "../../domain/analytics/cohort.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import {
  cohortDaysQuerySchema,
  cohortDaysSchema,
  cohortItemsSchema,
  cohortSkillsSchema,
  type CohortDay,
  type CohortItem,
  type CohortSkill,
} from "../schemas/analyst.ts";
import { readCohortDays, readCohortItems, readCohortSkills } from "./cohort-queries.ts";
import { csvRecord } from "./history.ts";

type Field = string | number | boolean | null;

/** A CSV column: its header and its field in a row. */
type Column<T> = readonly [header: string, field: (row: T) => Field];

/** A header row from the columns' headers, then a record per row. */
function csvOf<T>(columns: readonly Column<T>[], rows: readonly T[]): string {
  return (
    csvRecord(columns.map(([header]) => header)) +
    rows.map((row) => csvRecord(columns.map(([, field]) => field(row)))).join("")
  );
}

/** The items CSV: one row per question, parameters in their own columns. */
const itemColumns: readonly Column<CohortItem>[] = [
  ["question_id", (i) => i.questionId],
  ["subject", (i) => i.subject],
  ["domain", (i) => i.domain],
  ["skill", (i) => i.skill],
  ["level", (i) => i.level],
  ["retired", (i) => i.retired],
  ["attempts", (i) => i.attempts],
  ["p_value", (i) => i.pValue],
  ["point_biserial", (i) => i.pointBiserial],
  ["exposure", (i) => i.exposure],
  ["authored_a", (i) => i.authored.a],
  ["authored_b", (i) => i.authored.b],
  ["authored_c", (i) => i.authored.c],
  ["calibrated_a", (i) => i.calibrated?.a ?? null],
  ["calibrated_b", (i) => i.calibrated?.b ?? null],
  ["calibrated_c", (i) => i.calibrated?.c ?? null],
  ["flagged", (i) => i.flagged],
];

/** The skills CSV: one row per skill, a column per mastery band (named by its label). */
const skillColumns: readonly Column<CohortSkill>[] = [
  ["subject", (s) => s.subject],
  ["domain", (s) => s.domain],
  ["skill", (s) => s.skill],
  ["students", (s) => s.students],
  ...MASTERY_BANDS.map((label, band): Column<CohortSkill> => [
    `mastery ${label}`,
    (s) => s.bands[band]!.students,
  ]),
  ["median_mastery", (s) => s.medianMastery],
];

const dayColumns: readonly Column<CohortDay>[] = [
  ["date", (d) => d.date],
  ["active_students", (d) => d.activeStudents],
  ["answers", (d) => d.answers],
];

const csvResponse = z.string().describe("RFC 4180 CSV with a header row");

/** A view served twice: as JSON at `path`, and as CSV at `path`.csv (a download named `file`). */
type View<T, Q> = {
  path: string;
  summary: string;
  csvSummary: string;
  response: z.ZodType<T>;
  querystring?: z.ZodType<Q>;
  read: (query: Q) => Promise<T>;
  file: string;
  csv: (view: T) => string;
};

export function cohortRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["analyst"];

    function serve<T, Q = unknown>(view: View<T, Q>) {
      // A query that fails its schema, or a range the rules refuse, is a 400.
      const refused = {
        ...(view.querystring ? { 400: errorBody } : {}),
        401: errorBody,
        403: errorBody,
      };
      const querystring = view.querystring ? { querystring: view.querystring } : {};
      app.get(
        view.path,
        {
          schema: {
            summary: view.summary,
            tags,
            ...querystring,
            response: { 200: view.response, ...refused },
          },
        },
        (request) => view.read(request.query as Q),
      );
      app.get(
        `${view.path}.csv`,
        {
          schema: {
            summary: view.csvSummary,
            tags,
            ...querystring,
            produces: ["text/csv"],
            response: { 200: csvResponse, ...refused },
          },
        },
        async (request, reply) =>
          reply
            .type("text/csv; charset=utf-8")
            .header("content-disposition", `attachment; filename="${view.file}"`)
            .send(view.csv(await view.read(request.query as Q))),
      );
    }

    serve({
      path: "/api/analyst/cohort/items",
      summary:
        "Every question of the bank: attempts, p-value, point-biserial, exposure, authored and calibrated parameters",
      csvSummary: "The item statistics as CSV",
      response: cohortItemsSchema,
      read: async () => ({ items: await readCohortItems(deps.pool) }),
      file: "cohort-items.csv",
      csv: ({ items }) => csvOf(itemColumns, items),
    });

    serve({
      path: "/api/analyst/cohort/skills",
      summary:
        "Per skill, the students' mastery (smoothed accuracy) in five bands, with the median",
      csvSummary: "The skills' mastery distributions as CSV",
      response: cohortSkillsSchema,
      read: async () => ({
        minAnswers: MASTERY_MIN_ANSWERS,
        skills: await readCohortSkills(deps.pool),
      }),
      file: "cohort-skills.csv",
      csv: ({ skills }) => csvOf(skillColumns, skills),
    });

    serve({
      path: "/api/analyst/cohort/days",
      summary:
        "Per UTC day from `from` to `to` (default: the last 90 days; at most 366): active students and answers",
      csvSummary: "The activity per day as CSV",
      response: cohortDaysSchema,
      querystring: cohortDaysQuerySchema,
      read: async (query) => {
        const result = await readCohortDays(deps.pool, query, utcDay(deps.now()));
        if (!result.ok) throw new HttpError(400, result.problem);
        return { from: result.from, to: result.to, days: result.days };
      },
      file: "cohort-days.csv",
      csv: ({ days }) => csvOf(dayColumns, days),
    });
  };
}
