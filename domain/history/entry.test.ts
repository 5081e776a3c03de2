import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { scaledScore, scoreRange } from "../diagnostic/engine.ts";
import { scoreEstimate } from "../practice/levels.ts";
import { historyEntriesOf, historyEventTypes, notLearningHistory } from "./entry.ts";

const ME = "11111111-1111-4111-8111-111111111111";
const YOU = "22222222-2222-4222-8222-222222222222";
const AT = "2026-03-02T15:04:05.000Z";
const SEALED = "pd1.aaaa.bbbb.cccc";

/**
 * Every event schema of every codec in domain/: each module that makes a codec (eventCodec) is
 * imported and its exported `…EventSchemas` records collected, so a codec added later is held to
 * the same rule without this test naming it.
 */
async function everyEventType(): Promise<string[]> {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "events.ts",
  );
  const types = new Set<string>();
  let codecs = 0;
  for (const file of files) {
    if (!/\beventCodec[<(]/.test(readFileSync(path.join(root, file), "utf8"))) continue;
    const module = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith("EventSchemas") || typeof value !== "object" || value === null) continue;
      codecs += 1;
      for (const type of Object.keys(value)) types.add(type);
    }
  }
  // identity, password reset, diagnostic, practice (and focused), tips, study plan, friendship,
  // invite code, question, projection rebuild, analyst access at least.
  expect(codecs).toBeGreaterThanOrEqual(11);
  return [...types];
}

describe("the list of event types", () => {
  it("has every event type of every codec either mapped or listed as not learning history", async () => {
    const types = await everyEventType();
    expect(types).toContain("StudentHistoryAccessed");
    const unclassified = types.filter(
      (t) => !historyEventTypes.includes(t) && !notLearningHistory.includes(t),
    );
    const both = types.filter(
      (t) => historyEventTypes.includes(t) && notLearningHistory.includes(t),
    );
    expect(unclassified).toEqual([]);
    expect(both).toEqual([]);
    // Nothing listed that no codec has (a renamed event would leave a stale name behind).
    expect([...historyEventTypes, ...notLearningHistory].filter((t) => !types.includes(t))).toEqual(
      [],
    );
  });

  it("makes no entry for an event that is not learning history", () => {
    expect(historyEntriesOf("AdminRoleGranted", { userId: ME, source: "cli" })).toEqual([]);
    expect(historyEntriesOf("TimeZoneSet", { userId: ME, timeZone: "America/Chicago" })).toEqual(
      [],
    );
  });

  it("refuses data that does not fit the type's schema", () => {
    expect(() => historyEntriesOf("DailyDropCompleted", { userId: ME })).toThrow(
      /malformed DailyDropCompleted/,
    );
  });
});

describe("the account's entries", () => {
  it("UserRegistered: the fact only, no sealed field", () => {
    const [entry, ...rest] = historyEntriesOf("UserRegistered", {
      userId: ME,
      provider: "email",
      login: "login-key",
      email: SEALED,
      emailLookup: "lookup",
      birthYear: SEALED,
      firstName: SEALED,
      lastName: SEALED,
      profileImageUrl: null,
    });
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      userId: ME,
      context: "account",
      type: "UserRegistered",
      summary: "Account created",
      detail: {},
      subject: null,
      estimate: null,
    });
    expect(JSON.stringify(entry)).not.toMatch(/pd1\.|lookup|login-key/);
  });

  it("DemographicsRecorded: the grade level, never the names", () => {
    const entries = historyEntriesOf("DemographicsRecorded", {
      userId: ME,
      firstName: SEALED,
      lastName: SEALED,
      gradeLevel: "11",
      satHistory: "never",
    });
    expect(entries).toMatchObject([
      { summary: "Onboarding: grade 11", detail: { gradeLevel: "11" } },
    ]);
    expect(JSON.stringify(entries)).not.toContain("pd1.");
  });

  it("SchoolChosen: that a school was chosen, never which", () => {
    const entries = historyEntriesOf("SchoolChosen", {
      userId: ME,
      schoolId: "360007702877",
      name: "Springfield High School",
      zip: "62701",
      typedSchoolKey: null,
    });
    expect(entries).toMatchObject([{ summary: "Onboarding: school chosen", detail: {} }]);
    expect(JSON.stringify(entries)).not.toMatch(/Springfield|62701|360007702877/);
  });

  it("SatDateChosen: the test date", () => {
    expect(historyEntriesOf("SatDateChosen", { userId: ME, satDate: "2027-03-13" })).toMatchObject([
      { summary: "SAT date set to 2027-03-13", detail: { testDate: "2027-03-13" } },
    ]);
  });

  it("GoalScoreSet: the goal, or that it was removed", () => {
    expect(historyEntriesOf("GoalScoreSet", { userId: ME, goalScore: 1400 })).toMatchObject([
      { summary: "Goal score set to 1400", detail: { goalScore: 1400 } },
    ]);
    expect(historyEntriesOf("GoalScoreSet", { userId: ME, goalScore: null })).toMatchObject([
      { summary: "Goal score removed", detail: { goalScore: null } },
    ]);
  });

  it("UsernameChosen: chosen the first time, changed after", () => {
    expect(
      historyEntriesOf("UsernameChosen", { userId: ME, username: "BraveOtter042", previous: null }),
    ).toMatchObject([{ summary: "Username chosen: BraveOtter042" }]);
    expect(
      historyEntriesOf("UsernameChosen", {
        userId: ME,
        username: "CalmFox7",
        previous: "BraveOtter042",
        chosenAt: AT,
      }),
    ).toMatchObject([
      {
        summary: "Username changed from BraveOtter042 to CalmFox7",
        detail: { username: "CalmFox7", previous: "BraveOtter042" },
      },
    ]);
  });

  it("DiagnosticCompleted", () => {
    expect(historyEntriesOf("DiagnosticCompleted", { userId: ME })).toMatchObject([
      { context: "account", summary: "Diagnostic marked completed" },
    ]);
  });
});

describe("the diagnostic's entries", () => {
  const estimate = { theta: 0.42, se: 0.5 };

  it("DiagnosticSubjectStarted", () => {
    expect(
      historyEntriesOf("DiagnosticSubjectStarted", {
        userId: ME,
        subject: "math",
        prior: { mean: 0, sd: 1 },
      }),
    ).toMatchObject([
      { context: "diagnostic", subject: "math", summary: "Math diagnostic started" },
    ]);
  });

  it("DiagnosticQuestionServed: the question and its position", () => {
    expect(
      historyEntriesOf("DiagnosticQuestionServed", {
        userId: ME,
        subject: "english",
        questionId: "eng-q-1",
        position: 3,
      }),
    ).toMatchObject([
      {
        questionId: "eng-q-1",
        summary: "English diagnostic question 3 served",
        detail: { position: 3 },
      },
    ]);
  });

  it("DiagnosticAnswerRecorded: answer, correctness, time and the estimate after with its range", () => {
    const [entry] = historyEntriesOf("DiagnosticAnswerRecorded", {
      userId: ME,
      subject: "english",
      questionId: "eng-q-1",
      answer: "B",
      correct: true,
      responseTimeMs: 12_345,
      irt: { a: 1, b: 0, c: 0.2 },
      before: { theta: 0, se: 1 },
      after: estimate,
    });
    const range = scoreRange(estimate);
    expect(entry).toMatchObject({
      answer: "B",
      correct: true,
      responseTimeMs: 12_345,
      questionId: "eng-q-1",
      estimate: { score: scaledScore(0.42), low: range.low, high: range.high },
      detail: { scoreBefore: 500, thetaAfter: 0.42, seAfter: 0.5 },
    });
    expect(entry!.summary).toBe(
      `English diagnostic answer B, correct in 12.3 s; estimate ${scaledScore(0.42)} (${range.low}–${range.high})`,
    );
  });

  it("DiagnosticSubjectCompleted and DiagnosticScoreRevised: the score and range", () => {
    expect(
      historyEntriesOf("DiagnosticSubjectCompleted", {
        userId: ME,
        subject: "english",
        estimate,
        score: 540,
        range: { low: 480, high: 600 },
        questions: 7,
      }),
    ).toMatchObject([
      {
        estimate: { score: 540, low: 480, high: 600 },
        summary: "English diagnostic completed after 7 questions: 540 (480–600)",
        detail: { questions: 7 },
      },
    ]);
    expect(
      historyEntriesOf("DiagnosticScoreRevised", {
        userId: ME,
        subject: "english",
        estimate,
        score: 550,
        range: { low: 490, high: 610 },
      }),
    ).toMatchObject([
      {
        estimate: { score: 550, low: 490, high: 610 },
        summary: "English diagnostic score revised to 550 (490–610)",
      },
    ]);
  });
});

describe("practice's entries", () => {
  const answer = {
    userId: ME,
    day: "2026-03-02",
    questionId: "math-q-7",
    subject: "math",
    domain: "algebra",
    skill: "linear_functions",
    responseTimeMs: 40_000,
    xp: 10,
    performanceCategory: "solid",
    idempotencyKey: null,
  } as const;
  const scored = {
    answer: "C",
    correct: true,
    irt: { a: 1, b: 0, c: 0.2 },
    pSuccess: 0.6,
    before: { mean: 0, sd: 0.8 },
    after: { mean: 0.3, sd: 0.7 },
    domainAfter: { mean: 0, sd: 0.5 },
  } as const;
  const expected = scoreEstimate({ mean: 0.3, sd: 0.7 });

  it("PracticeStarted: the starting levels", () => {
    expect(
      historyEntriesOf("PracticeStarted", {
        userId: ME,
        day: "2026-03-02",
        seed: { english: { mean: 0, sd: 1 }, math: { mean: 0.5, sd: 0.6 } },
        levels: { english: 1, math: 4 },
      }),
    ).toMatchObject([
      {
        context: "daily-drop",
        summary: "Practice started at English level 1, Math level 4",
        detail: { levels: { english: 1, math: 4 } },
      },
    ]);
  });

  it("DailyDropAssigned: the question ids", () => {
    const q = (questionId: string) => ({
      questionId,
      subject: "math",
      domain: "algebra",
      skill: "linear_functions",
      level: 3,
      slot: "practice",
    });
    expect(
      historyEntriesOf("DailyDropAssigned", {
        userId: ME,
        day: "2026-03-02",
        timeZone: "UTC",
        target: 0.7,
        questions: [q("a-1"), q("a-2")],
      }),
    ).toMatchObject([
      {
        summary: "Daily Drop of 2026-03-02 assigned: 2 questions",
        detail: { questionIds: ["a-1", "a-2"], target: 0.7 },
      },
    ]);
  });

  it("DailyDropAnswerSubmitted: XP, correctness, time and the estimate after", () => {
    const [entry] = historyEntriesOf("DailyDropAnswerSubmitted", { ...answer, ...scored });
    expect(entry).toMatchObject({
      context: "daily-drop",
      subject: "math",
      questionId: "math-q-7",
      answer: "C",
      correct: true,
      responseTimeMs: 40_000,
      xp: 10,
      estimate: { score: expected.score, low: expected.low, high: expected.high },
      detail: { day: "2026-03-02", domain: "algebra", skill: "linear_functions" },
    });
    expect(entry!.estimate).not.toHaveProperty("measured");
    expect(entry!.summary).toBe(
      `Daily Drop answer C, correct in 40.0 s, +10 XP; Math estimate ${expected.score} (${expected.low}–${expected.high})`,
    );
  });

  it("DailyDropQuestionSkipped: the XP lost", () => {
    expect(
      historyEntriesOf("DailyDropQuestionSkipped", {
        ...answer,
        xp: -1,
        performanceCategory: "skipped",
      }),
    ).toMatchObject([
      { xp: -1, answer: null, correct: null, summary: "Daily Drop question skipped, −1 XP" },
    ]);
  });

  it("LevelChanged: the new level, focused when a focused answer raised it", () => {
    const level = {
      userId: ME,
      day: "2026-03-02",
      subject: "english",
      from: 3,
      to: 4,
      belief: { mean: 0.1, sd: 0.4 },
    } as const;
    expect(historyEntriesOf("LevelChanged", level)).toMatchObject([
      { context: "daily-drop", level: 4, summary: "English level 3 → 4", detail: { from: 3 } },
    ]);
    const setId = "33333333-3333-4333-8333-333333333333";
    expect(historyEntriesOf("LevelChanged", { ...level, setId })).toMatchObject([
      { context: "focused", level: 4, detail: { setId } },
    ]);
  });

  it("DailyDropCompleted: the bonus and the streak", () => {
    expect(
      historyEntriesOf("DailyDropCompleted", {
        userId: ME,
        day: "2026-03-02",
        timeZone: "UTC",
        completedAt: AT,
        bonusXp: 20,
        correct: 4,
        streakDays: 3,
        streakBrokenOn: null,
      }),
    ).toMatchObject([
      {
        xp: 20,
        streakDays: 3,
        summary: "Daily Drop of 2026-03-02 completed: 4 correct, +20 XP bonus, 3-day streak",
        detail: { correct: 4, bonusXp: 20, streakBrokenOn: null },
      },
    ]);
  });

  it("the focused events have the focused context", () => {
    const setId = "33333333-3333-4333-8333-333333333333";
    expect(
      historyEntriesOf("FocusedPracticeAssigned", {
        userId: ME,
        day: "2026-03-02",
        timeZone: "UTC",
        setId,
        recommendationId: null,
        subject: "math",
        domain: "algebra",
        skill: null,
        target: 0.7,
        questions: [
          {
            questionId: "a-1",
            subject: "math",
            domain: "algebra",
            skill: "linear_functions",
            level: 2,
          },
        ],
      }),
    ).toMatchObject([
      {
        context: "focused",
        subject: "math",
        summary: "Focused practice assigned: 1 question in Algebra",
        detail: { setId, questionIds: ["a-1"] },
      },
    ]);
    expect(
      historyEntriesOf("FocusedAnswerSubmitted", { ...answer, ...scored, setId, xpRule: "repeat" }),
    ).toMatchObject([
      { context: "focused", correct: true, xp: 10, detail: { setId, xpRule: "repeat" } },
    ]);
    expect(
      historyEntriesOf("FocusedQuestionSkipped", {
        ...answer,
        xp: 0,
        performanceCategory: "skipped",
        setId,
      }),
    ).toMatchObject([
      { context: "focused", xp: 0, summary: "Focused practice question skipped, +0 XP" },
    ]);
  });
});

describe("tips and study plan entries", () => {
  it("the four tips events", () => {
    const shown = { userId: ME, day: "2026-03-02", tipId: "tip-1", reason: "why", shownAt: AT };
    expect(historyEntriesOf("TipOfTheDayShown", shown)).toMatchObject([
      { context: "tips", summary: "Tip of the day shown: tip-1", detail: { reason: "why" } },
    ]);
    expect(historyEntriesOf("AnotherTipShown", shown)).toMatchObject([
      { summary: "Another tip shown: tip-1" },
    ]);
    expect(
      historyEntriesOf("TipBookmarked", {
        userId: ME,
        tipId: "tip-1",
        day: "2026-03-02",
        bookmarkedAt: AT,
      }),
    ).toMatchObject([{ summary: "Tip bookmarked: tip-1" }]);
    expect(
      historyEntriesOf("TipBookmarkRemoved", { userId: ME, tipId: "tip-1", removedAt: AT }),
    ).toMatchObject([{ summary: "Tip bookmark removed: tip-1" }]);
  });

  it("StudyPlanCreated and StudySessionRecorded", () => {
    expect(
      historyEntriesOf("StudyPlanCreated", {
        userId: ME,
        planId: "44444444-4444-4444-8444-444444444444",
        createdAt: AT,
        createdOn: "2026-03-02",
        testDate: "2026-06-06",
        testDateFromProfile: true,
        weeklyHours: 7,
        preferredTime: "evening",
        studyIntensity: "moderate",
      }),
    ).toMatchObject([
      {
        context: "study-plan",
        summary: "Study plan created: 7 hours a week to 2026-06-06, moderate, evenings",
        detail: { weeklyHours: 7, testDate: "2026-06-06" },
      },
    ]);
    const session = {
      userId: ME,
      sessionId: "55555555-5555-4555-8555-555555555555",
      startedAt: AT,
      minutes: 30,
      activity: "review_mistakes",
      subject: "both",
      recordedAt: AT,
    };
    expect(historyEntriesOf("StudySessionRecorded", session)).toMatchObject([
      {
        subject: null,
        summary: "Study session recorded: 30 minutes of review mistakes, both subjects",
        detail: { minutes: 30, subject: "both" },
      },
    ]);
    expect(historyEntriesOf("StudySessionRecorded", { ...session, subject: "math" })).toMatchObject(
      [{ subject: "math", summary: "Study session recorded: 30 minutes of review mistakes, Math" }],
    );
  });
});

describe("friends' entries: one for each student named, each naming the other", () => {
  const cases = [
    [
      "FriendRequestSent",
      { fromUserId: ME, toUserId: YOU, sentAt: AT },
      "Friend request sent",
      "Friend request received",
    ],
    [
      "FriendRequestAccepted",
      { fromUserId: YOU, byUserId: ME, acceptedAt: AT },
      "Friend request accepted",
      "Friend request was accepted",
    ],
    [
      "FriendRequestDeclined",
      { fromUserId: YOU, byUserId: ME, declinedAt: AT },
      "Friend request declined",
      "Friend request was declined",
    ],
    [
      "FriendAddedByInvite",
      { inviterUserId: ME, inviteeUserId: YOU, addedAt: AT },
      "Friend added: their invite code was used",
      "Friend added by using an invite code",
    ],
    [
      "FriendRemoved",
      { byUserId: ME, otherUserId: YOU, removedAt: AT },
      "Removed a friend",
      "Was removed as a friend",
    ],
    [
      "InviteCodeRedeemed",
      { code: "ABCDEFGHJK", ownerUserId: ME, redeemedByUserId: YOU, redeemedAt: AT },
      "Invite code redeemed by another student",
      "Redeemed an invite code",
    ],
  ] as const;
  it.each(cases)("%s", (type, data, mine, yours) => {
    const entries = historyEntriesOf(type, data);
    expect(entries).toMatchObject([
      { userId: ME, context: "friends", summary: mine, otherUserId: YOU, detail: {} },
      { userId: YOU, context: "friends", summary: yours, otherUserId: ME, detail: {} },
    ]);
    // An invite code is a secret until it expires.
    expect(JSON.stringify(entries)).not.toContain("ABCDEFGHJK");
  });

  it("InviteCodeGenerated: the owner's, without the code", () => {
    const entries = historyEntriesOf("InviteCodeGenerated", {
      code: "ABCDEFGHJK",
      ownerUserId: ME,
      generatedAt: AT,
      expiresAt: "2026-03-09T15:04:05.000Z",
    });
    expect(entries).toMatchObject([
      {
        userId: ME,
        summary: "Invite code generated",
        detail: { expiresAt: "2026-03-09T15:04:05.000Z" },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain("ABCDEFGHJK");
  });
});
