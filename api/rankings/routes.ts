// The rankings calls (spec §6 Rankings; issue 18): the four cards, and whether the student hides
// from other students' rankings. The cards are worked out by domain/rankings from what the
// rankings tables hold for the student: standings of the last closed week, this week's XP live.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sealed } from "../../domain/identity/sealed.ts";
import {
  activeFriends,
  buildRankings,
  overallLevel,
  type Rankings,
} from "../../domain/rankings/rankings.ts";
import { currentWeek, lastClosedWeek, previousWeek } from "../../domain/rankings/week.ts";
import {
  emptyWeek,
  isRanked,
  metrics,
  metricValue,
  type Metric,
} from "../../domain/rankings/week-record.ts";
import type { ApiDeps } from "../deps.ts";
import { readStudentClock } from "../students/clock.ts";
import { errorBody } from "../plugins/errors.ts";
import { currentUserId, requireUser } from "../plugins/session.ts";
import { rankingsSchema, rankingVisibilitySchema } from "../schemas/rankings.ts";
import { setRankingVisibility } from "./commands.ts";
import {
  readFriendsWeek,
  readGlobalSums,
  readGroupCounts,
  readLevels,
  readRankingStudent,
  readRegionSchools,
  readRegionTotals,
  readSchoolTotals,
  readWeek,
  type CountsQuery,
} from "./queries.ts";

export function rankingsRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const { pool } = deps;

  /** The student's school name as they see it: a typed name is sealed and opened for them. */
  async function shownSchoolName(userId: string, name: string | null): Promise<string | null> {
    if (name === null || !sealed.safeParse(name).success) return name;
    const opened = await deps.vault.openFields(userId, { school: name });
    return opened?.school ?? null;
  }

  async function rankingsOf(userId: string): Promise<Rankings> {
    const now = deps.now();
    const [clock, student] = await Promise.all([
      readStudentClock(pool, userId),
      readRankingStudent(pool, userId),
    ]);
    const closedWeek = lastClosedWeek(now);
    const thisWeek = currentWeek(now, clock.timeZone);
    const schoolKey = student?.school_key ?? null;
    const zipArea = student?.zip_area ?? null;
    const [closed, current, levels, friends, schoolName] = await Promise.all([
      readWeek(pool, userId, closedWeek),
      readWeek(pool, userId, thisWeek),
      readLevels(pool, userId),
      readFriendsWeek(pool, userId, thisWeek),
      shownSchoolName(userId, student?.school_name ?? null),
    ]);
    const ranked = closed !== null && isRanked(closed);
    const rankedNow = current !== null && isRanked(current);
    const record = closed ?? emptyWeek(closedWeek);
    const recordNow = current ?? emptyWeek(thisWeek);
    // Last week: every metric globally, the score in the school and the region; this week so
    // far: the score in each group.
    const groupQueries = (score: number): CountsQuery[] => [
      ...(schoolKey === null
        ? []
        : [{ scope: "school" as const, group: schoolKey, metric: "score" as const, value: score }]),
      ...(zipArea === null
        ? []
        : [{ scope: "region" as const, group: zipArea, metric: "score" as const, value: score }]),
    ];
    const closedQueries: CountsQuery[] = [
      ...metrics.map((metric) => ({
        scope: "global" as const,
        group: "",
        metric,
        value: metricValue(record, metric),
      })),
      ...groupQueries(metricValue(record, "score")),
    ];
    const scoreNow = metricValue(recordNow, "score");
    const currentQueries: CountsQuery[] = [
      { scope: "global", group: "", metric: "score", value: scoreNow },
      ...groupQueries(scoreNow),
    ];
    const [
      counts,
      countsNow,
      globalSums,
      regionSchools,
      regionSchoolsWeekBefore,
      schoolNow,
      regionNow,
    ] = await Promise.all([
      readGroupCounts(pool, closedWeek, closedQueries),
      readGroupCounts(pool, thisWeek, currentQueries),
      readGlobalSums(pool, closedWeek),
      zipArea === null ? [] : readRegionSchools(pool, closedWeek, zipArea),
      zipArea === null ? [] : readRegionSchools(pool, previousWeek(closedWeek), zipArea),
      schoolKey === null ? null : readSchoolTotals(pool, thisWeek, schoolKey),
      zipArea === null ? null : readRegionTotals(pool, thisWeek, zipArea),
    ]);
    const global = Object.fromEntries(metrics.map((m, i) => [m, counts[i]!])) as Record<
      Metric,
      (typeof counts)[number]
    >;
    /** The school's and the region's counts after the `skip` global ones. */
    const groups = (all: typeof counts, skip: number) => {
      const rest = all.slice(skip);
      return {
        school: schoolKey === null ? null : rest.shift()!,
        region: zipArea === null ? null : rest.shift()!,
      };
    };
    const hidden = student?.hidden === true;
    const level = levels && { english: levels.english_level, math: levels.math_level };
    return buildRankings({
      schoolName,
      schoolKey,
      zipArea,
      timeZone: clock.timeZone,
      closed: {
        week: closedWeek,
        ranked,
        counted: ranked && !hidden,
        ...groups(counts, metrics.length),
        global,
        globalSums,
        regionSchools,
        regionSchoolsWeekBefore,
      },
      current: {
        week: thisWeek,
        ranked: rankedNow,
        counted: rankedNow && !hidden,
        xp: recordNow.xp,
        ...groups(countsNow, 1),
        global: countsNow[0]!,
        schoolTotals: schoolNow,
        regionTotals: regionNow,
      },
      friends: {
        total: friends.length,
        active: activeFriends(
          friends.map((f) => ({
            username: f.username,
            hidden: f.hidden,
            xp: f.xp,
            answers: f.answers,
            levels:
              f.english_level === null || f.math_level === null
                ? null
                : { english: f.english_level, math: f.math_level },
          })),
        ),
        me: { username: student?.username ?? null, level: overallLevel(level) },
      },
    });
  }

  return async (app) => {
    app.addHook("preHandler", requireUser);

    app.get(
      "/api/rankings",
      {
        schema: {
          summary:
            "The student's weekly rankings: school, friends, region and global (last closed week's standings, this week's XP)",
          tags: ["rankings"],
          response: { 200: rankingsSchema, 401: errorBody },
        },
      },
      async (request) => rankingsOf(currentUserId(request)),
    );

    app.get(
      "/api/rankings/visibility",
      {
        schema: {
          summary: "Whether the student is hidden from other students' rankings",
          tags: ["rankings"],
          response: { 200: rankingVisibilitySchema, 401: errorBody },
        },
      },
      async (request) => {
        const student = await readRankingStudent(pool, currentUserId(request));
        return { hidden: student?.hidden ?? false };
      },
    );

    app.put(
      "/api/rankings/visibility",
      {
        schema: {
          summary: "Hide the student from other students' rankings, or show them again",
          tags: ["rankings"],
          body: z.strictObject({ hidden: z.boolean() }),
          response: { 200: rankingVisibilitySchema, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const { hidden } = request.body;
        await setRankingVisibility(deps, currentUserId(request), hidden);
        return { hidden };
      },
    );
  };
}
