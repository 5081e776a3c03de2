// The admin dataset screen's calls (spec: GET /api/admin/dataset-stats, POST
// /api/admin/build-dataset) and the per-question statistics table (GET /api/admin/questions).
// Under /api/admin, so guarded for admins by api/plugins/routes.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sql } from "../../eventstore/database.ts";
import type { ApiDeps } from "../deps.ts";
import { errorBody } from "../plugins/errors.ts";
import {
  buildResultSchema,
  datasetStatsRowSchema,
  questionStatsRowSchema,
} from "../schemas/questions.ts";
import { publishBank } from "./bank.ts";

/** The domains' names as the College Board writes them, for the stats rows. */
const categoryNames: Record<string, string> = {
  algebra: "Algebra",
  advanced_math: "Advanced Math",
  problem_solving_and_data_analysis: "Problem-Solving and Data Analysis",
  geometry_and_trigonometry: "Geometry and Trigonometry",
  information_and_ideas: "Information and Ideas",
  craft_and_structure: "Craft and Structure",
  expression_of_ideas: "Expression of Ideas",
  standard_english_conventions: "Standard English Conventions",
};

const statsRow = z.object({
  subject: z.enum(["english", "math"]),
  domain: z.string(),
  band: z.enum(["easy", "medium", "hard"]),
  count: z.number(),
});

const questionRow = z.object({
  id: z.string(),
  subject: z.enum(["english", "math"]),
  domain: z.string(),
  skill: z.string(),
  level: z.number(),
  attempts: z.number(),
  correct: z.number(),
  irt_b: z.number(),
  current_b: z.number(),
});

export function questionAdminRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/dataset-stats",
      {
        schema: {
          summary: "Published questions per section, category (domain) and difficulty",
          tags: ["admin"],
          response: { 200: z.array(datasetStatsRowSchema), 401: errorBody, 403: errorBody },
        },
      },
      async () => {
        const rows = await deps.pool.any(sql.type(statsRow)`
          select subject, domain, band, count(*)::int as count from questions
          group by subject, domain, band order by subject desc, domain, band`);
        return rows.map((r) => ({
          section: r.subject === "math" ? "Math" : "Reading and Writing",
          category: categoryNames[r.domain] ?? r.domain,
          difficultyLevel: r.band,
          count: r.count,
        }));
      },
    );

    app.post(
      "/api/admin/build-dataset",
      {
        schema: {
          summary:
            "Publish the question bank as events (new and revised questions; re-running adds nothing twice)",
          tags: ["admin"],
          response: { 200: buildResultSchema, 401: errorBody, 403: errorBody },
        },
      },
      async () => publishBank(deps),
    );

    app.get(
      "/api/admin/questions",
      {
        schema: {
          summary: "Every published question with its attempts, % correct and current difficulty",
          tags: ["admin"],
          response: { 200: z.array(questionStatsRowSchema), 401: errorBody, 403: errorBody },
        },
      },
      async () => {
        const rows = await deps.pool.any(sql.type(questionRow)`
          select q.id, q.subject, q.domain, q.skill, q.level, q.irt_b,
            coalesce(s.attempts, 0) as attempts, coalesce(s.correct, 0) as correct,
            coalesce(s.current_b, q.irt_b) as current_b
          from questions q left join question_stats s on s.question_id = q.id
          order by q.subject, q.domain, q.level, q.id`);
        return rows.map((r) => ({
          id: r.id,
          subject: r.subject,
          domain: r.domain,
          skill: r.skill,
          level: r.level,
          attempts: r.attempts,
          percentCorrect:
            r.attempts === 0 ? null : Math.round((1000 * r.correct) / r.attempts) / 10,
          authoredDifficulty: r.irt_b,
          currentDifficulty: Math.round(r.current_b * 1000) / 1000,
        }));
      },
    );
  };
}
