// rankings' fold of a batch in memory (projection.ts reads the rows, this changes them in event
// order, projection.ts writes them): the events each student's weeks and group take, and per
// week what it counted for before and counts for now (its values in its group then and now), so
// the writer takes the one off and adds the other, summed per histogram row and school row.
// Rows are named as in migration 0014 (database/tables/ranking-*.ts).
import type { RankingHistogramsRow } from "../../database/tables/ranking-histograms.ts";
import type { RankingSchoolsRow } from "../../database/tables/ranking-schools.ts";
import type { RankingStudentsRow } from "../../database/tables/ranking-students.ts";
import type { RankingWeeksRow } from "../../database/tables/ranking-weeks.ts";
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

export const practiceTypes = weekEventTypes;
export const userTypes = ["UsernameChosen", "SchoolChosen", "RankingVisibilitySet"] as const;

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

export type Student = {
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

const newStudent = (userId: string): Student => ({
  userId,
  username: null,
  schoolKey: null,
  schoolName: null,
  zipArea: null,
  hidden: false,
});

type HistogramDelta = RankingHistogramsRow;
type SchoolDelta = RankingSchoolsRow;

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

/** A batch's events, parsed: each a practice event or a user stream's. */
export type ParsedEvent =
  | { practice: WeekEvent; user?: undefined }
  | { practice?: undefined; user: ReturnType<typeof parseUserEvent> };

/** What a batch of (opened) stored events needs read: its students, those of them who move (a
 *  school change or a hide moves all their weeks, so all are read), and the weeks the others'
 *  practice touches. */
export function parseBatch(events: readonly { type: string; data: unknown }[]) {
  const parsed = events.map((stored): ParsedEvent =>
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
  return { parsed, userIds, movers, touched };
}

/** The rows to write after folding `parsed` into the rows read: the students and weeks that
 *  changed, and the histogram and school deltas that are not zero. */
export function foldRankings(
  parsed: readonly ParsedEvent[],
  studentRows: readonly RankingStudentsRow[],
  weekRows: readonly RankingWeeksRow[],
) {
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

  const studentWrites: RankingStudentsRow[] = students.map((s) => ({
    user_id: s.userId,
    username: s.username,
    school_key: s.schoolKey,
    school_name: s.schoolName,
    zip_area: s.zipArea,
    hidden: s.hidden,
  }));
  const weekWrites: RankingWeeksRow[] = weeks.map((w) => ({
    user_id: w.userId,
    week: w.week,
    xp: w.xp,
    days_mask: w.daysMask,
    answers: w.answers,
    drops_completed: w.dropsCompleted,
    level_progress: w.levelProgress,
    streak: w.streak,
  }));
  return {
    students: studentWrites,
    weeks: weekWrites,
    histogramDeltas: [...histogram.values()].filter((d) => d.students !== 0),
    schoolDeltas: [...schools.values()].filter(
      (d) => d.students !== 0 || d.xp !== 0 || d.score !== 0,
    ),
  };
}
