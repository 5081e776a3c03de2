// rankings: folds the practice events of each week and the user stream's username, school and
// visibility into the weekly rankings tables (migration 0014): each student's group and weeks,
// and per week the histograms of every group's values and each school's totals, so a read sums
// a few hundred rows instead of scanning a group. Only events: no other projection's tables.
//
// A batch is folded in memory (the rebuild rate; fold.ts): one query reads the batch's students, one the
// weeks their practice touches (all the weeks of a student who moves), the events change them in
// order (domain/rankings), and each week is compared before and after: what a week counted for before (its values in
// its group then) is taken off, what it counts for now is added, summed per histogram row and
// school row. A school change or a hide moves all the student's weeks, so the tables depend only
// on the events, never on how they were batched: a rebuild equals the live tables.
import { sql, statement } from "../../database/pool.ts";
import { rankingHistogramsRow } from "../../database/tables/ranking-histograms.ts";
import { rankingSchoolsRow } from "../../database/tables/ranking-schools.ts";
import { rankingStudentsRow } from "../../database/tables/ranking-students.ts";
import { rankingWeeksRow } from "../../database/tables/ranking-weeks.ts";
import { defineProjection } from "../projection.ts";
import { openUsernames } from "../usernames.ts";
import { foldRankings, parseBatch, practiceTypes, userTypes } from "./fold.ts";

const zeroHistogram = rankingHistogramsRow.omit({ students: true });
const zeroSchool = rankingSchoolsRow.pick({ week: true, school_key: true });

export const rankingsProjection = defineProjection({
  name: "rankings",
  tables: ["ranking_students", "ranking_weeks", "ranking_histograms", "ranking_schools"],
  personalRows: {
    ranking_students: ["user_id"],
    ranking_weeks: ["user_id"],
    ranking_histograms: "none",
    ranking_schools: "none",
  },
  handles: [...practiceTypes, ...userTypes],
  // A student's answers, completion and level changes of a day fold into one week row and one
  // set of histogram deltas per batch: 20,000 events per batch replayed 1.7× as fast as 5,000
  // (docs/performance.md, "Rankings").
  rebuildBatchSize: 20_000,
  async apply(batch, { tx, table, vault }) {
    const events = await openUsernames(batch, { vault, tx });
    // Parse first: which students the batch names, which of them move (a school change or a
    // hide moves all their weeks, so all are read), and which weeks the others' practice touches.
    const { parsed, userIds, movers, touched } = parseBatch(events);
    const [studentRows, weekRows] = await Promise.all([
      tx.any(sql.type(rankingStudentsRow)`
        select user_id::text, username, school_key, school_name, zip_area, hidden
        from ${table("ranking_students")} where user_id = any(${sql.array([...userIds], "uuid")})`),
      tx.any(sql.type(rankingWeeksRow)`
        select user_id::text, week::text, xp, days_mask, answers, drops_completed, level_progress,
          streak
        from ${table("ranking_weeks")} where user_id = any(${sql.array([...movers], "uuid")})
        union all
        select w.user_id::text, w.week::text, w.xp, w.days_mask, w.answers, w.drops_completed,
          w.level_progress, w.streak
        from ${table("ranking_weeks")} w
        join jsonb_to_recordset(${sql.jsonb([...touched.values()])}) as k(user_id uuid, week date)
          on w.user_id = k.user_id and w.week = k.week`),
    ]);

    const { students, weeks, histogramDeltas, schoolDeltas } = foldRankings(
      parsed,
      studentRows,
      weekRows,
    );

    if (students.length > 0) {
      await tx.query(statement`
        insert into ${table("ranking_students")}
          (user_id, username, school_key, school_name, zip_area, hidden)
        select * from jsonb_to_recordset(${sql.jsonb(students)}) as r(user_id uuid, username text,
          school_key text, school_name text, zip_area text, hidden boolean)
        on conflict (user_id) do update set username = excluded.username,
          school_key = excluded.school_key, school_name = excluded.school_name,
          zip_area = excluded.zip_area, hidden = excluded.hidden
      `);
    }
    if (weeks.length > 0) {
      // A student row must exist for every week (erasure and reads go by the student).
      await tx.query(statement`
        insert into ${table("ranking_weeks")}
          (user_id, week, xp, days_mask, answers, drops_completed, level_progress, streak)
        select * from jsonb_to_recordset(${sql.jsonb(weeks)}) as r(user_id uuid, week date,
          xp integer, days_mask smallint, answers integer, drops_completed integer,
          level_progress integer, streak integer)
        on conflict (user_id, week) do update set xp = excluded.xp,
          days_mask = excluded.days_mask, answers = excluded.answers,
          drops_completed = excluded.drops_completed, level_progress = excluded.level_progress,
          streak = excluded.streak
      `);
    }

    if (histogramDeltas.length > 0) {
      const h = table("ranking_histograms");
      const emptied = await tx.any(sql.type(zeroHistogram)`
        with changed as (
          insert into ${h} (week, scope, group_key, metric, value, students)
          select * from jsonb_to_recordset(${sql.jsonb(histogramDeltas)}) as r(week date,
            scope text, group_key text, metric text, value integer, students integer)
          on conflict (week, scope, group_key, metric, value)
            do update set students = ${h}.students + excluded.students
          returning week, scope, group_key, metric, value, students
        )
        select week::text, scope, group_key, metric, value from changed where students = 0
      `);
      if (emptied.length > 0) {
        await tx.query(statement`
          delete from ${h} using jsonb_to_recordset(${sql.jsonb(emptied)}) as r(week date,
            scope text, group_key text, metric text, value integer)
          where ${h}.week = r.week and ${h}.scope = r.scope and ${h}.group_key = r.group_key
            and ${h}.metric = r.metric and ${h}.value = r.value
        `);
      }
    }

    if (schoolDeltas.length > 0) {
      const s = table("ranking_schools");
      const emptied = await tx.any(sql.type(zeroSchool)`
        with changed as (
          insert into ${s} (week, school_key, zip_area, students, xp, score)
          select * from jsonb_to_recordset(${sql.jsonb(schoolDeltas)}) as r(week date,
            school_key text, zip_area text, students integer, xp bigint, score bigint)
          on conflict (week, school_key) do update set students = ${s}.students + excluded.students,
            xp = ${s}.xp + excluded.xp, score = ${s}.score + excluded.score,
            zip_area = excluded.zip_area
          returning week, school_key, students
        )
        select week::text, school_key from changed where students = 0
      `);
      if (emptied.length > 0) {
        await tx.query(statement`
          delete from ${s} using jsonb_to_recordset(${sql.jsonb(emptied)}) as r(week date,
            school_key text)
          where ${s}.week = r.week and ${s}.school_key = r.school_key
        `);
      }
    }
  },
});
