// rankings: folds the practice events of each week and the user stream's username, school and
// visibility into the weekly rankings tables (migration 0014): each student's group and weeks,
// and per week the histograms of every group's values and each school's totals, so a read sums
// a few hundred rows instead of scanning a group. Only events: no other projection's tables.
//
// A batch is folded in memory (the rebuild rate): one query reads the batch's students, one the
// weeks their practice touches (all the weeks of a student who moves), the events change them in
// order (domain/rankings), and each week is compared before and after: what a week counted for before (its values in
// its group then) is taken off, what it counts for now is added, summed per histogram row and
// school row. A school change or a hide moves all the student's weeks, so the tables depend only
// on the events, never on how they were batched: a rebuild equals the live tables.
import { z } from "zod";
import { sql, statement } from "../../database/pool.ts";
import { parseUserEvent } from "../../domain/identity/user/events.ts";
import { practiceEventSchemas } from "../../domain/practice/events.ts";
import { schoolGroup } from "../../domain/rankings/groups.ts";
import {
  contributions,
  emptyWeek,
  foldWeek,
  weekOfEvent,
  weekEventTypes,
  type WeekEvent,
  type WeekRecord,
} from "../../domain/rankings/week-record.ts";
import { defineProjection } from "../projection.ts";
import { openUsernames } from "../usernames.ts";

const practiceTypes = weekEventTypes;
const userTypes = ["UsernameChosen", "SchoolChosen", "RankingVisibilitySet"] as const;

// Only the fields the rankings fold, picked from the stored contract's own schemas: parsing an
// answer's beliefs and item parameters would cost most of a rebuild's time for nothing.
const answerFields = { userId: true, day: true, xp: true } as const;
const practiceParsers = {
  DailyDropAnswerSubmitted: practiceEventSchemas.DailyDropAnswerSubmitted.pick(answerFields),
  DailyDropQuestionSkipped: practiceEventSchemas.DailyDropQuestionSkipped.pick(answerFields),
  FocusedAnswerSubmitted: practiceEventSchemas.FocusedAnswerSubmitted.pick(answerFields),
  FocusedQuestionSkipped: practiceEventSchemas.FocusedQuestionSkipped.pick(answerFields),
  LevelChanged: practiceEventSchemas.LevelChanged.pick({
    userId: true,
    day: true,
    from: true,
    to: true,
  }),
  DailyDropCompleted: practiceEventSchemas.DailyDropCompleted.pick({
    userId: true,
    day: true,
    bonusXp: true,
    streakDays: true,
  }),
};

/** The practice event with the fields foldWeek reads (the rest are not parsed). */
function parsePractice(type: (typeof practiceTypes)[number], data: unknown): WeekEvent {
  const parsed = practiceParsers[type].safeParse(data);
  if (!parsed.success) throw new Error(`malformed ${type}: ${parsed.error.message}`);
  return { type, data: parsed.data } as WeekEvent;
}
const isPracticeType = (type: string): type is (typeof practiceTypes)[number] =>
  type in practiceParsers;

type Student = {
  userId: string;
  username: string | null;
  schoolKey: string | null;
  schoolName: string | null;
  zipArea: string | null;
  hidden: boolean;
};

type Folded = {
  before: Student | null;
  now: Student;
  /** Each week's record as read (null: new in this batch) and as folded. */
  weeks: Map<string, { before: WeekRecord | null; now: WeekRecord }>;
};

const studentRow = z.object({
  user_id: z.string(),
  username: z.string().nullable(),
  school_key: z.string().nullable(),
  school_name: z.string().nullable(),
  zip_area: z.string().nullable(),
  hidden: z.boolean(),
});
const weekRow = z.object({
  user_id: z.string(),
  week: z.string(),
  xp: z.number(),
  days_mask: z.number(),
  answers: z.number(),
  drops_completed: z.number(),
  level_progress: z.number(),
  streak: z.number(),
});
const zeroHistogram = z.object({
  week: z.string(),
  scope: z.string(),
  group_key: z.string(),
  metric: z.string(),
  value: z.number(),
});
const zeroSchool = z.object({ week: z.string(), school_key: z.string() });

const newStudent = (userId: string): Student => ({
  userId,
  username: null,
  schoolKey: null,
  schoolName: null,
  zipArea: null,
  hidden: false,
});

type HistogramDelta = {
  week: string;
  scope: string;
  group_key: string;
  metric: string;
  value: number;
  students: number;
};
type SchoolDelta = {
  week: string;
  school_key: string;
  zip_area: string | null;
  students: number;
  xp: number;
  score: number;
};

/** The histogram and school deltas of one student's weeks, before the batch and after. */
function addDeltas(
  folded: Folded,
  histogram: Map<string, HistogramDelta>,
  schools: Map<string, SchoolDelta>,
): void {
  const { before: was, now: is } = folded;
  const moved =
    was === null ||
    was.schoolKey !== is.schoolKey ||
    was.zipArea !== is.zipArea ||
    was.hidden !== is.hidden;
  for (const { before, now } of folded.weeks.values()) {
    if (!moved && sameWeek(before, now)) continue;
    const sides: [WeekRecord | null, Student | null, number][] = [
      [before, folded.before, -1],
      [now, folded.now, 1],
    ];
    for (const [record, student, sign] of sides) {
      if (record === null || student === null) continue;
      const counted = contributions(record, student);
      for (const h of counted.histogram) {
        const key = `${h.week}|${h.scope}|${h.group}|${h.metric}|${h.value}`;
        const delta = histogram.get(key) ?? {
          week: h.week,
          scope: h.scope,
          group_key: h.group,
          metric: h.metric,
          value: h.value,
          students: 0,
        };
        delta.students += sign;
        histogram.set(key, delta);
      }
      const s = counted.school;
      if (s) {
        const key = `${s.week}|${s.schoolKey}`;
        const delta = schools.get(key) ?? {
          week: s.week,
          school_key: s.schoolKey,
          zip_area: s.zipArea,
          students: 0,
          xp: 0,
          score: 0,
        };
        if (sign > 0) delta.zip_area = s.zipArea;
        delta.students += sign;
        delta.xp += sign * s.xp;
        delta.score += sign * s.score;
        schools.set(key, delta);
      }
    }
  }
}

const sameStudent = (a: Student | null, b: Student) =>
  a !== null &&
  a.username === b.username &&
  a.schoolKey === b.schoolKey &&
  a.schoolName === b.schoolName &&
  a.zipArea === b.zipArea &&
  a.hidden === b.hidden;

const sameWeek = (a: WeekRecord | null, b: WeekRecord) =>
  a !== null &&
  a.xp === b.xp &&
  a.daysMask === b.daysMask &&
  a.answers === b.answers &&
  a.dropsCompleted === b.dropsCompleted &&
  a.levelProgress === b.levelProgress &&
  a.streak === b.streak;

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
    const parsed = events.map((stored) =>
      isPracticeType(stored.type)
        ? { practice: parsePractice(stored.type, stored.data) }
        : { user: parseUserEvent(stored.type, stored.data) },
    );
    const userIds = new Set<string>();
    const movers = new Set<string>();
    for (const p of parsed) {
      if (p.practice) {
        userIds.add(p.practice.data.userId.toLowerCase());
      } else {
        const userId = p.user.data.userId.toLowerCase();
        userIds.add(userId);
        if (p.user.type === "SchoolChosen" || p.user.type === "RankingVisibilitySet") {
          movers.add(userId);
        }
      }
    }
    const touched = new Map<string, { user_id: string; week: string }>();
    for (const p of parsed) {
      if (!p.practice) continue;
      const userId = p.practice.data.userId.toLowerCase();
      const week = weekOfEvent(p.practice);
      if (!movers.has(userId)) touched.set(`${userId}|${week}`, { user_id: userId, week });
    }
    const [studentRows, weekRows] = await Promise.all([
      tx.any(sql.type(studentRow)`
        select user_id::text, username, school_key, school_name, zip_area, hidden
        from ${table("ranking_students")} where user_id = any(${sql.array([...userIds], "uuid")})`),
      tx.any(sql.type(weekRow)`
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

    const folded = new Map<string, Folded>();
    for (const r of studentRows) {
      const student: Student = {
        userId: r.user_id,
        username: r.username,
        schoolKey: r.school_key,
        schoolName: r.school_name,
        zipArea: r.zip_area,
        hidden: r.hidden,
      };
      folded.set(r.user_id, { before: student, now: { ...student }, weeks: new Map() });
    }
    const of = (userId: string): Folded => {
      let f = folded.get(userId);
      if (!f) {
        f = { before: null, now: newStudent(userId), weeks: new Map() };
        folded.set(userId, f);
      }
      return f;
    };
    for (const r of weekRows) {
      const record: WeekRecord = {
        week: r.week,
        xp: r.xp,
        daysMask: r.days_mask,
        answers: r.answers,
        dropsCompleted: r.drops_completed,
        levelProgress: r.level_progress,
        streak: r.streak,
      };
      // A week without its student row cannot be (both are written together), but keep it safe.
      of(r.user_id).weeks.set(r.week, { before: record, now: record });
    }

    for (const p of parsed) {
      if (p.practice) {
        const event = p.practice;
        const f = of(event.data.userId.toLowerCase());
        const week = weekOfEvent(event);
        const entry = f.weeks.get(week) ?? { before: null, now: emptyWeek(week) };
        entry.now = foldWeek(entry.now, event);
        f.weeks.set(week, entry);
        continue;
      }
      const event = p.user;
      const f = of(event.data.userId.toLowerCase());
      switch (event.type) {
        case "UsernameChosen":
          f.now = { ...f.now, username: event.data.username };
          break;
        case "SchoolChosen": {
          const group = schoolGroup(event.data);
          f.now = { ...f.now, ...group, schoolName: event.data.name };
          break;
        }
        case "RankingVisibilitySet":
          f.now = { ...f.now, hidden: event.data.hidden };
          break;
        default:
          break;
      }
    }

    const histogram = new Map<string, HistogramDelta>();
    const schools = new Map<string, SchoolDelta>();
    const students: Student[] = [];
    const weeks: (WeekRecord & { userId: string })[] = [];
    for (const f of folded.values()) {
      if (!sameStudent(f.before, f.now)) students.push(f.now);
      for (const { before, now } of f.weeks.values()) {
        if (!sameWeek(before, now)) weeks.push({ ...now, userId: f.now.userId });
      }
      addDeltas(f, histogram, schools);
    }

    if (students.length > 0) {
      const rows = students.map((s) => ({
        user_id: s.userId,
        username: s.username,
        school_key: s.schoolKey,
        school_name: s.schoolName,
        zip_area: s.zipArea,
        hidden: s.hidden,
      }));
      await tx.query(statement`
        insert into ${table("ranking_students")}
          (user_id, username, school_key, school_name, zip_area, hidden)
        select * from jsonb_to_recordset(${sql.jsonb(rows)}) as r(user_id uuid, username text,
          school_key text, school_name text, zip_area text, hidden boolean)
        on conflict (user_id) do update set username = excluded.username,
          school_key = excluded.school_key, school_name = excluded.school_name,
          zip_area = excluded.zip_area, hidden = excluded.hidden
      `);
    }
    if (weeks.length > 0) {
      const rows = weeks.map((w) => ({
        user_id: w.userId,
        week: w.week,
        xp: w.xp,
        days_mask: w.daysMask,
        answers: w.answers,
        drops_completed: w.dropsCompleted,
        level_progress: w.levelProgress,
        streak: w.streak,
      }));
      // A student row must exist for every week (erasure and reads go by the student).
      await tx.query(statement`
        insert into ${table("ranking_weeks")}
          (user_id, week, xp, days_mask, answers, drops_completed, level_progress, streak)
        select * from jsonb_to_recordset(${sql.jsonb(rows)}) as r(user_id uuid, week date,
          xp integer, days_mask smallint, answers integer, drops_completed integer,
          level_progress integer, streak integer)
        on conflict (user_id, week) do update set xp = excluded.xp,
          days_mask = excluded.days_mask, answers = excluded.answers,
          drops_completed = excluded.drops_completed, level_progress = excluded.level_progress,
          streak = excluded.streak
      `);
    }

    const histogramDeltas = [...histogram.values()].filter((d) => d.students !== 0);
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

    const schoolDeltas = [...schools.values()].filter(
      (d) => d.students !== 0 || d.xp !== 0 || d.score !== 0,
    );
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
