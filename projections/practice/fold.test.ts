// The practice fold in memory, event by event: what each event does to the rows read, and which
// rows it reports for writing (projection.int.test.ts checks the whole against the per-event
// statements in PostgreSQL).
import { describe, expect, it } from "vitest";
import type { PracticeEvent, PracticeEventData } from "../../domain/practice/events.ts";
import { dayKey, foldPractice, rowsTouched, type DayRow, type StudentRow } from "./fold.ts";

const USER = "6F1C7C1E-3A57-4B6E-9A51-0B0D3F1E2A10"; // as an event may spell it
const ID = USER.toLowerCase();
const DAY = "2026-11-20";
const SET = "00000000-0000-4000-8000-000000000001";
const at = (n: number) => new Date(Date.UTC(2026, 10, 20, 15, 0, n)).toISOString();

const started = (): PracticeEvent => ({
  type: "PracticeStarted",
  data: {
    userId: USER,
    day: DAY,
    seed: { english: { mean: 0.5, sd: 0.4 }, math: { mean: -0.25, sd: 1 } },
    levels: { english: 5, math: 3 },
  },
});
const assigned = (day = DAY): PracticeEvent => ({
  type: "DailyDropAssigned",
  data: {
    userId: USER,
    day,
    timeZone: "America/New_York",
    target: 0.75,
    questions: [
      {
        questionId: "q1",
        subject: "math",
        domain: "algebra",
        skill: "linear",
        level: 3,
        slot: "practice",
      },
    ],
  },
});
const base = {
  userId: USER,
  day: DAY,
  questionId: "q1",
  subject: "math" as const,
  domain: "algebra" as const,
  skill: "linear",
  responseTimeMs: 40_000,
  performanceCategory: "learning" as const,
  idempotencyKey: null,
};
const scored = (correct: boolean, mean: number) => ({
  answer: "B" as const,
  correct,
  irt: { a: 1, b: 0, c: 0.2 },
  pSuccess: 0.7,
  before: { mean: 0, sd: 1 },
  after: { mean, sd: 0.9 },
  domainAfter: { mean: 0, sd: 0.3 },
});
const dropAnswer = (xp: number, correct: boolean, mean: number, day = DAY): PracticeEvent => ({
  type: "DailyDropAnswerSubmitted",
  data: { ...base, day, xp, ...scored(correct, mean) },
});
const dropSkip = (xp: number): PracticeEvent => ({
  type: "DailyDropQuestionSkipped",
  data: { ...base, questionId: "q2", xp },
});
const focusedAnswer = (xp: number, mean: number): PracticeEvent => ({
  type: "FocusedAnswerSubmitted",
  data: { ...base, questionId: "f1", setId: SET, xp, xpRule: "counted", ...scored(true, mean) },
});
const focusedSkip = (): PracticeEvent => ({
  type: "FocusedQuestionSkipped",
  data: { ...base, questionId: "f2", setId: SET, xp: 0 },
});
const levelChanged = (to: number): PracticeEvent => ({
  type: "LevelChanged",
  data: { userId: USER, day: DAY, subject: "math", from: to - 1, to, belief: { mean: 0, sd: 1 } },
});
const completed = (
  day: string,
  bonusXp: number,
  streakDays: number,
): PracticeEvent & { data: PracticeEventData<"DailyDropCompleted"> } => ({
  type: "DailyDropCompleted",
  data: {
    userId: USER,
    day,
    timeZone: "America/New_York",
    completedAt: `${day}T23:10:00.123456Z`,
    bonusXp,
    correct: 4,
    streakDays,
    streakBrokenOn: null,
  },
});

const timed = (events: PracticeEvent[]) => events.map((event, i) => ({ event, at: at(i) }));
const fold = (events: PracticeEvent[], students: StudentRow[] = [], days: DayRow[] = []) =>
  foldPractice(
    timed(events),
    new Map(students.map((s) => [s.user_id, s])),
    new Map(days.map((d) => [dayKey(d.user_id, d.day), d])),
  );

/** A student row as read from the table. */
const studentRead = (change: Partial<StudentRow> = {}): StudentRow => ({
  user_id: ID,
  total_xp: 100,
  streak_days: 3,
  streak_last_day: "2026-11-19",
  streak_last_zone: "America/Chicago",
  streak_last_at: "2026-11-19 22:00:00+00",
  english_level: 5,
  math_level: 3,
  english_mean: 0.5,
  english_sd: 0.4,
  math_mean: -0.25,
  math_sd: 1,
  first_day: "2026-11-01",
  questions_answered: 40,
  correct_answers: 30,
  days_completed: 8,
  updated_at: "2026-11-19 22:00:00+00",
  ...change,
});
const dayRead = (change: Partial<DayRow> = {}): DayRow => ({
  user_id: ID,
  day: DAY,
  time_zone: "America/New_York",
  questions: '[{"questionId": "q1"}]',
  answered: 2,
  correct: 1,
  xp: 20,
  bonus_xp: 0,
  completed: false,
  completed_at: null,
  english_mean: 0.5,
  english_sd: 0.4,
  math_mean: -0.25,
  math_sd: 1,
  english_level: 5,
  math_level: 3,
  assigned_at: "2026-11-20 15:00:00+00",
  ...change,
});

describe("the practice fold", () => {
  it("starts a student once: a second PracticeStarted leaves the row, and an existing row is not written", () => {
    const first = fold([started(), started()]);
    expect(first.students).toEqual([
      studentRead({
        total_xp: 0,
        streak_days: 0,
        streak_last_day: null,
        streak_last_zone: null,
        streak_last_at: null,
        first_day: DAY,
        questions_answered: 0,
        correct_answers: 0,
        days_completed: 0,
        updated_at: at(0),
      }),
    ]);
    expect(fold([started()], [studentRead()])).toEqual({ students: [], days: [], answers: [] });
  });

  it("assigns a day with the student's beliefs and levels as they stand at that event", () => {
    const { days, students } = fold(
      [
        dropAnswer(12, true, 0.3, "2026-11-19"),
        levelChanged(4),
        assigned(),
        dropAnswer(10, true, 0.6, "2026-11-19"),
      ],
      [studentRead()],
    );
    expect(students[0]).toMatchObject({ math_mean: 0.6, math_level: 4, total_xp: 122 });
    expect(days).toEqual([
      dayRead({
        questions: JSON.stringify((assigned().data as { questions: unknown }).questions),
        answered: 0,
        correct: 0,
        xp: 0,
        // after the first answer and the level change, before the last answer (of another day)
        math_mean: 0.3,
        math_sd: 0.9,
        math_level: 4,
        assigned_at: at(2),
      }),
    ]);
  });

  it("assigns nothing without a student row, or when the day has its row", () => {
    expect(fold([assigned()]).days).toEqual([]);
    const read = dayRead();
    expect(fold([assigned()], [studentRead()], [read]).days).toEqual([]);
  });

  it("counts a drop's answers and skips in the student and the day, a skip moving no belief", () => {
    const { students, days, answers } = fold(
      [dropAnswer(10, true, 0.1), dropAnswer(8, false, -0.1), dropSkip(-1)],
      [studentRead()],
      [dayRead()],
    );
    expect(students).toEqual([
      studentRead({
        total_xp: 117,
        questions_answered: 43,
        correct_answers: 31,
        math_mean: -0.1,
        math_sd: 0.9,
        updated_at: at(2),
      }),
    ]);
    expect(days).toEqual([
      dayRead({ answered: 5, correct: 2, xp: 37, math_mean: -0.1, math_sd: 0.9 }),
    ]);
    expect(answers.map((a) => [a.question_id, a.skipped, a.correct, a.xp, a.set_id])).toEqual([
      ["q1", false, true, 10, null],
      ["q1", false, false, 8, null],
      ["q2", true, false, -1, null],
    ]);
    expect(answers[0]).toEqual({
      user_id: ID,
      day: DAY,
      question_id: "q1",
      subject: "math",
      domain: "algebra",
      skill: "linear",
      skipped: false,
      correct: true,
      response_time_ms: 40_000,
      xp: 10,
      category: "learning",
      recorded_at: at(0),
      set_id: null,
    });
  });

  it("moves only the day's beliefs on a focused answer, and nothing of the day on a focused skip", () => {
    const answer = fold([focusedAnswer(6, 0.9)], [studentRead()], [dayRead()]);
    expect(answer.days).toEqual([dayRead({ math_mean: 0.9, math_sd: 0.9 })]);
    expect(answer.students[0]).toMatchObject({
      total_xp: 106,
      math_mean: 0.9,
      correct_answers: 31,
    });
    expect(answer.answers[0]).toMatchObject({ set_id: SET, skipped: false });

    const skip = fold([focusedSkip()], [studentRead()], [dayRead()]);
    expect(skip.days).toEqual([]);
    expect(skip.students).toEqual([studentRead({ questions_answered: 41, updated_at: at(0) })]);
    expect(skip.answers[0]).toMatchObject({ set_id: SET, skipped: true, correct: false });
  });

  it("records an answer with neither a student nor a day row, changing no row", () => {
    const { students, days, answers } = fold([dropAnswer(10, true, 0.1), focusedAnswer(5, 0)]);
    expect(students).toEqual([]);
    expect(days).toEqual([]);
    expect(answers).toHaveLength(2);
  });

  it("sets a changed level on the student and the day", () => {
    const { students, days } = fold([levelChanged(4)], [studentRead()], [dayRead()]);
    expect(students).toEqual([studentRead({ math_level: 4, updated_at: at(0) })]);
    expect(days).toEqual([dayRead({ math_level: 4 })]);
  });

  it("completes a day: the bonus on the day and the student, and the streak's last day", () => {
    const { students, days } = fold([completed(DAY, 15, 4)], [studentRead()], [dayRead()]);
    expect(days).toEqual([
      dayRead({ completed: true, completed_at: `${DAY}T23:10:00.123456Z`, bonus_xp: 15, xp: 35 }),
    ]);
    expect(students).toEqual([
      studentRead({
        total_xp: 115,
        streak_days: 4,
        streak_last_day: DAY,
        streak_last_zone: "America/New_York",
        streak_last_at: `${DAY}T23:10:00.123456Z`,
        days_completed: 9,
        updated_at: at(0),
      }),
    ]);
  });

  it("completes a day late (after the next day's completion): the streak's last day stays", () => {
    const read = studentRead({ streak_last_day: "2026-11-21" });
    const { students } = fold([completed(DAY, 15, 1)], [read]);
    expect(students).toEqual([
      studentRead({
        streak_last_day: "2026-11-21",
        total_xp: 115,
        streak_days: 1,
        days_completed: 9,
        updated_at: at(0),
      }),
    ]);
    // The same day again, or a first completion (no last day yet), does move it.
    const same = fold([completed(DAY, 0, 1)], [studentRead({ streak_last_day: DAY })]);
    expect(same.students[0]!.streak_last_at).toBe(`${DAY}T23:10:00.123456Z`);
    const firstEver = fold([completed(DAY, 0, 1)], [studentRead({ streak_last_day: null })]);
    expect(firstEver.students[0]!.streak_last_day).toBe(DAY);
  });

  it("leaves the rows read unchanged (a batch that fails is replayed from them)", () => {
    const student = studentRead();
    const day = dayRead();
    fold([dropAnswer(10, true, 0.1), completed(DAY, 15, 4)], [student], [day]);
    expect(student).toEqual(studentRead());
    expect(day).toEqual(dayRead());
  });

  it("fails where a statement would have broken a check: total XP below 0, a level outside 1–12", () => {
    expect(() => fold([dropSkip(-101)], [studentRead()])).toThrow(/total_xp/);
    // Below 0 for a moment counts too, as it did one statement per event.
    expect(() => fold([dropSkip(-101), dropAnswer(50, true, 0)], [studentRead()])).toThrow(
      /total_xp/,
    );
    expect(() => fold([levelChanged(13)], [studentRead()])).toThrow(/level/);
  });

  it("reads the batch's students and the (student, day) pairs its events touch, in lower case", () => {
    const touched = rowsTouched(
      timed([
        started(),
        assigned(),
        dropAnswer(1, true, 0),
        completed("2026-11-21", 0, 1),
        {
          type: "FocusedPracticeAssigned",
          data: {
            userId: "00000000-0000-4000-8000-00000000000f",
            day: DAY,
            timeZone: "UTC",
            setId: SET,
            recommendationId: null,
            subject: "math",
            domain: "algebra",
            skill: null,
            target: 0.7,
            questions: [
              { questionId: "f1", subject: "math", domain: "algebra", skill: "s", level: 1 },
            ],
          },
        },
      ]),
    );
    expect(touched).toEqual({
      userIds: [ID],
      days: [
        { user_id: ID, day: DAY },
        { user_id: ID, day: "2026-11-21" },
      ],
    });
  });
});
