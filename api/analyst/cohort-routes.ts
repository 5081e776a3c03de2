// The analysts' cohort view (issue 20, item 4): per question (attempts, p-value, point-biserial,
// exposure, authored and calibrated parameters), per skill (the students' mastery distribution)
// and per UTC day (active students, answers), each as JSON and as CSV. Aggregates over every
// student, never one student's history: no access is recorded. Under /api/analyst, so the route
// catalogue refuses visitors and non-analysts (api/plugins/routes.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { MASTERY_MIN_ANSWERS, utcDay } from "../../domain/analytics/cohort.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody, HttpError } from "../plugins/errors.ts";
import { requireUser } from "../plugins/session.ts";
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
import { csvLine } from "./csv.ts";

/** The items CSV: one row per question, parameters in their own columns. */
function itemsCsv(items: readonly CohortItem[]): string {
  const header = csvLine([
    "question_id",
    "subject",
    "domain",
    "skill",
    "level",
    "retired",
    "attempts",
    "p_value",
    "point_biserial",
    "exposure",
    "authored_a",
    "authored_b",
    "authored_c",
    "calibrated_a",
    "calibrated_b",
    "calibrated_c",
    "flagged",
  ]);
  return (
    header +
    items
      .map((i) =>
        csvLine([
          i.questionId,
          i.subject,
          i.domain,
          i.skill,
          i.level,
          i.retired,
          i.attempts,
          i.pValue,
          i.pointBiserial,
          i.exposure,
          i.authored.a,
          i.authored.b,
          i.authored.c,
          i.calibrated?.a,
          i.calibrated?.b,
          i.calibrated?.c,
          i.flagged,
        ]),
      )
      .join("")
  );
}

/** The skills CSV: one row per skill, a column per mastery band (named by its label). */
function skillsCsv(skills: readonly CohortSkill[]): string {
  const labels = skills[0]?.bands.map((b) => b.label) ?? [];
  const header = csvLine([
    "subject",
    "domain",
    "skill",
    "students",
    ...labels.map((l) => `mastery ${l}`),
    "median_mastery",
  ]);
  return (
    header +
    skills
      .map((s) =>
        csvLine([
          s.subject,
          s.domain,
          s.skill,
          s.students,
          ...s.bands.map((b) => b.students),
          s.medianMastery,
        ]),
      )
      .join("")
  );
}

function daysCsv(days: readonly CohortDay[]): string {
  return (
    csvLine(["date", "active_students", "answers"]) +
    days.map((d) => csvLine([d.date, d.activeStudents, d.answers])).join("")
  );
}

function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}"`)
    .send(body);
}

const csvResponse = z.string().describe("RFC 4180 CSV with a header row");

export function cohortRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  async function days(query: { from?: string | undefined; to?: string | undefined }) {
    const result = await readCohortDays(deps.pool, query, utcDay(deps.now()));
    if (!result.ok) throw new HttpError(400, result.problem);
    return { from: result.from, to: result.to, days: result.days };
  }
  const skills = async () => ({
    minAnswers: MASTERY_MIN_ANSWERS,
    skills: await readCohortSkills(deps.pool),
  });

  return async (app) => {
    app.addHook("preHandler", requireUser);
    const tags = ["analyst"];
    const refused = { 401: errorBody, 403: errorBody };

    app.get(
      "/api/analyst/cohort/items",
      {
        schema: {
          summary:
            "Every question of the bank: attempts, p-value, point-biserial, exposure, authored and calibrated parameters",
          tags,
          response: { 200: cohortItemsSchema, ...refused },
        },
      },
      async () => ({ items: await readCohortItems(deps.pool) }),
    );

    app.get(
      "/api/analyst/cohort/items.csv",
      {
        schema: {
          summary: "The item statistics as CSV",
          tags,
          produces: ["text/csv"],
          response: { 200: csvResponse, ...refused },
        },
      },
      async (_request, reply) =>
        sendCsv(reply, "cohort-items.csv", itemsCsv(await readCohortItems(deps.pool))),
    );

    app.get(
      "/api/analyst/cohort/skills",
      {
        schema: {
          summary:
            "Per skill, the students' mastery (smoothed accuracy) in five bands, with the median",
          tags,
          response: { 200: cohortSkillsSchema, ...refused },
        },
      },
      skills,
    );

    app.get(
      "/api/analyst/cohort/skills.csv",
      {
        schema: {
          summary: "The skills' mastery distributions as CSV",
          tags,
          produces: ["text/csv"],
          response: { 200: csvResponse, ...refused },
        },
      },
      async (_request, reply) =>
        sendCsv(reply, "cohort-skills.csv", skillsCsv((await skills()).skills)),
    );

    app.get(
      "/api/analyst/cohort/days",
      {
        schema: {
          summary:
            "Per UTC day from `from` to `to` (default: the last 90 days; at most 366): active students and answers",
          tags,
          querystring: cohortDaysQuerySchema,
          response: { 200: cohortDaysSchema, 400: errorBody, ...refused },
        },
      },
      async (request) => days(request.query),
    );

    app.get(
      "/api/analyst/cohort/days.csv",
      {
        schema: {
          summary: "The activity per day as CSV",
          tags,
          querystring: cohortDaysQuerySchema,
          produces: ["text/csv"],
          response: { 200: csvResponse, 400: errorBody, ...refused },
        },
      },
      async (request, reply) =>
        sendCsv(reply, "cohort-days.csv", daysCsv((await days(request.query)).days)),
    );
  };
}
