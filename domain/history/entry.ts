// A student's learning history (issue 20): every event of the student's own streams that says
// something about their learning, as one plain-words entry each (two for an event naming two
// students: a friend request is the sender's and the receiver's). The `history` projection
// writes these entries in recorded order; analysts read them as a timeline and export them.
//
// What an entry may hold is decided here, field by field: never a sealed value, a name, an
// email, a birth year, a school, an invite code or anything a student typed. Another student is
// named by `otherUserId` alone (their account id; the API shows analysts a pseudonym in its
// place), never in `detail`: erasure deletes the entries that name an erased student there. Events that are not learning history (sign-in, roles, settings, the
// question bank, rebuilds) are listed in `notLearningHistory`; a unit test holds every event
// type of every codec to be in exactly one of the two lists.
import type { z } from "zod";
import { scaledScore, scoreRange } from "../diagnostic/engine.ts";
import { diagnosticEventSchemas } from "../diagnostic/events.ts";
import { friendshipEventSchemas } from "../friends/friendship/events.ts";
import { inviteCodeEventSchemas } from "../friends/invite-code/events.ts";
import { userEventSchemas } from "../identity/user/events.ts";
import { studyPlanEventSchemas } from "../planning/events.ts";
import { practiceEventSchemas } from "../practice/events.ts";
import { scoreEstimate } from "../practice/levels.ts";
import type { Belief } from "../practice/tracker.ts";
import { domainNames, type Domain, type Letter, type Subject } from "../questions/item.ts";
import { tipsEventSchemas } from "../tips/events.ts";

/** Where an entry comes from (the stream it was recorded on; focused practice apart). */
export const historyContexts = [
  "account",
  "diagnostic",
  "daily-drop",
  "focused",
  "tips",
  "study-plan",
  "friends",
] as const;
export type HistoryContext = (typeof historyContexts)[number];

/** A JSON value: what `detail` may hold. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type HistoryEntry = {
  /** The student whose history this entry is part of. */
  userId: string;
  context: HistoryContext;
  /** The event type. */
  type: string;
  /** One line in plain words. */
  summary: string;
  subject: Subject | null;
  questionId: string | null;
  answer: Letter | null;
  correct: boolean | null;
  responseTimeMs: number | null;
  xp: number | null;
  /** The score estimate after this fact (200–800) and its range. */
  estimate: { score: number; low: number; high: number } | null;
  level: number | null;
  streakDays: number | null;
  /**
   * The other student a friends entry names (their account id), else null. Erasing either
   * student deletes the entry (projections/history: personalRows).
   */
  otherUserId: string | null;
  /** The rest of what the event recorded; never a student's account id. */
  detail: { [key: string]: Json };
};

type Fields = Omit<HistoryEntry, "userId" | "context" | "type" | "summary" | "detail">;
const none: Fields = {
  subject: null,
  questionId: null,
  answer: null,
  correct: null,
  responseTimeMs: null,
  xp: null,
  estimate: null,
  level: null,
  streakDays: null,
  otherUserId: null,
};

type Draft = Partial<Fields> & {
  userId: string;
  summary: string;
  detail?: { [key: string]: Json };
  /** The context when it is not the type's (a level raised by a focused answer). */
  context?: HistoryContext;
};

const subjectName = (subject: Subject): string => (subject === "english" ? "English" : "Math");
const signed = (xp: number): string => `${xp >= 0 ? "+" : "−"}${Math.abs(xp)} XP`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const range = (e: { score: number; low: number; high: number }) =>
  `${e.score} (${e.low}–${e.high})`;
const domainName = (domain: string): string => domainNames[domain as Domain] ?? domain;

/** The practice tracker's estimate as an entry's estimate (scoreEstimate, without `measured`). */
function practiceEstimate(belief: Belief) {
  const { score, low, high } = scoreEstimate(belief);
  return { score, low, high };
}

type Mapper<S extends z.ZodType> = (data: z.infer<S>) => Draft[];
type Mappers<Schemas extends Record<string, z.ZodType>> = {
  [K in keyof Schemas]?: Mapper<Schemas[K]>;
};

/** One rule per codec: which context its entries have and how each type reads. */
type Group<Schemas extends Record<string, z.ZodType>> = {
  context: HistoryContext;
  schemas: Schemas;
  mappers: Mappers<Schemas>;
};
const group = <Schemas extends Record<string, z.ZodType>>(g: Group<Schemas>) => g;

const account = group({
  context: "account",
  schemas: userEventSchemas,
  mappers: {
    // Only the fact: the provider, email, names and birth year stay out.
    UserRegistered: (d) => [{ userId: d.userId, summary: "Account created" }],
    DiagnosticCompleted: (d) => [{ userId: d.userId, summary: "Diagnostic marked completed" }],
    // The grade level only: the names are sealed personal data.
    DemographicsRecorded: (d) => [
      {
        userId: d.userId,
        summary: `Onboarding: grade ${d.gradeLevel}`,
        detail: { gradeLevel: d.gradeLevel },
      },
    ],
    // That a school was chosen, never which (a typed name can name the student).
    SchoolChosen: (d) => [{ userId: d.userId, summary: "Onboarding: school chosen" }],
    SatDateChosen: (d) => [
      {
        userId: d.userId,
        summary: `SAT date set to ${d.satDate}`,
        detail: { testDate: d.satDate },
      },
    ],
    GoalScoreSet: (d) => [
      {
        userId: d.userId,
        summary: d.goalScore === null ? "Goal score removed" : `Goal score set to ${d.goalScore}`,
        detail: { goalScore: d.goalScore },
      },
    ],
    UsernameChosen: (d) => [
      {
        userId: d.userId,
        summary:
          d.previous === null
            ? `Username chosen: ${d.username}`
            : `Username changed from ${d.previous} to ${d.username}`,
        detail: { username: d.username, previous: d.previous },
      },
    ],
  },
});

const diagnostic = group({
  context: "diagnostic",
  schemas: diagnosticEventSchemas,
  mappers: {
    DiagnosticSubjectStarted: (d) => [
      {
        userId: d.userId,
        subject: d.subject,
        summary: `${subjectName(d.subject)} diagnostic started`,
      },
    ],
    DiagnosticQuestionServed: (d) => [
      {
        userId: d.userId,
        subject: d.subject,
        questionId: d.questionId,
        summary: `${subjectName(d.subject)} diagnostic question ${d.position} served`,
        detail: { position: d.position },
      },
    ],
    DiagnosticAnswerRecorded: (d) => {
      const estimate = { score: scaledScore(d.after.theta), ...scoreRange(d.after) };
      return [
        {
          userId: d.userId,
          subject: d.subject,
          questionId: d.questionId,
          answer: d.answer,
          correct: d.correct,
          responseTimeMs: d.responseTimeMs,
          estimate,
          summary:
            `${subjectName(d.subject)} diagnostic answer ${d.answer}, ` +
            `${d.correct ? "correct" : "incorrect"} in ${seconds(d.responseTimeMs)}; ` +
            `estimate ${range(estimate)}`,
          detail: {
            scoreBefore: scaledScore(d.before.theta),
            thetaAfter: d.after.theta,
            seAfter: d.after.se,
          },
        },
      ];
    },
    DiagnosticSubjectCompleted: (d) => {
      const estimate = { score: d.score, ...d.range };
      return [
        {
          userId: d.userId,
          subject: d.subject,
          estimate,
          summary:
            `${subjectName(d.subject)} diagnostic completed after ` +
            `${plural(d.questions, "question")}: ${range(estimate)}`,
          detail: { questions: d.questions, theta: d.estimate.theta, se: d.estimate.se },
        },
      ];
    },
    DiagnosticScoreRevised: (d) => {
      const estimate = { score: d.score, ...d.range };
      return [
        {
          userId: d.userId,
          subject: d.subject,
          estimate,
          summary: `${subjectName(d.subject)} diagnostic score revised to ${range(estimate)}`,
          detail: { theta: d.estimate.theta, se: d.estimate.se },
        },
      ];
    },
  },
});

type Answer = {
  userId: string;
  day: string;
  questionId: string;
  subject: Subject;
  domain: string;
  skill: string;
  responseTimeMs: number;
  xp: number;
  performanceCategory: string;
};
type Scored = Answer & { answer: Letter; correct: boolean; after: Belief };

function answered(d: Scored, what: string, detail: { [key: string]: Json }): Draft {
  const estimate = practiceEstimate(d.after);
  return {
    userId: d.userId,
    subject: d.subject,
    questionId: d.questionId,
    answer: d.answer,
    correct: d.correct,
    responseTimeMs: d.responseTimeMs,
    xp: d.xp,
    estimate,
    summary:
      `${what} answer ${d.answer}, ${d.correct ? "correct" : "incorrect"} in ` +
      `${seconds(d.responseTimeMs)}, ${signed(d.xp)}; ${subjectName(d.subject)} estimate ` +
      range(estimate),
    detail: {
      day: d.day,
      domain: d.domain,
      skill: d.skill,
      performanceCategory: d.performanceCategory,
      ...detail,
    },
  };
}

function skipped(d: Answer, what: string, detail: { [key: string]: Json }): Draft {
  return {
    userId: d.userId,
    subject: d.subject,
    questionId: d.questionId,
    responseTimeMs: d.responseTimeMs,
    xp: d.xp,
    summary: `${what} question skipped, ${signed(d.xp)}`,
    detail: { day: d.day, domain: d.domain, skill: d.skill, ...detail },
  };
}

const practice = group({
  context: "daily-drop",
  schemas: practiceEventSchemas,
  mappers: {
    PracticeStarted: (d) => [
      {
        userId: d.userId,
        summary: `Practice started at English level ${d.levels.english}, Math level ${d.levels.math}`,
        detail: {
          day: d.day,
          levels: d.levels,
          scores: {
            english: practiceEstimate(d.seed.english),
            math: practiceEstimate(d.seed.math),
          },
        },
      },
    ],
    DailyDropAssigned: (d) => [
      {
        userId: d.userId,
        summary: `Daily Drop of ${d.day} assigned: ${plural(d.questions.length, "question")}`,
        detail: {
          day: d.day,
          target: d.target,
          questionIds: d.questions.map((q) => q.questionId),
          slots: d.questions.map((q) => q.slot),
        },
      },
    ],
    DailyDropAnswerSubmitted: (d) => [answered(d, "Daily Drop", {})],
    DailyDropQuestionSkipped: (d) => [skipped(d, "Daily Drop", {})],
    LevelChanged: (d) => [
      {
        userId: d.userId,
        context: d.setId === undefined ? "daily-drop" : "focused",
        subject: d.subject,
        level: d.to,
        estimate: practiceEstimate(d.belief),
        summary: `${subjectName(d.subject)} level ${d.from} → ${d.to}`,
        detail: {
          day: d.day,
          from: d.from,
          ...(d.setId === undefined ? {} : { setId: d.setId }),
        },
      },
    ],
    DailyDropCompleted: (d) => [
      {
        userId: d.userId,
        xp: d.bonusXp,
        streakDays: d.streakDays,
        summary:
          `Daily Drop of ${d.day} completed: ${d.correct} correct, ${signed(d.bonusXp)} bonus, ` +
          `${d.streakDays}-day streak`,
        detail: {
          day: d.day,
          correct: d.correct,
          bonusXp: d.bonusXp,
          streakBrokenOn: d.streakBrokenOn,
        },
      },
    ],
    FocusedPracticeAssigned: (d) => [
      {
        userId: d.userId,
        context: "focused",
        subject: d.subject,
        summary:
          `Focused practice assigned: ${plural(d.questions.length, "question")} in ` +
          `${domainName(d.domain)}${d.skill === null ? "" : ` (${d.skill})`}`,
        detail: {
          day: d.day,
          setId: d.setId,
          domain: d.domain,
          skill: d.skill,
          target: d.target,
          recommendationId: d.recommendationId,
          questionIds: d.questions.map((q) => q.questionId),
        },
      },
    ],
    FocusedAnswerSubmitted: (d) => [
      {
        ...answered(d, "Focused practice", { setId: d.setId, xpRule: d.xpRule }),
        context: "focused",
      },
    ],
    FocusedQuestionSkipped: (d) => [
      { ...skipped(d, "Focused practice", { setId: d.setId }), context: "focused" },
    ],
  },
});

const tips = group({
  context: "tips",
  schemas: tipsEventSchemas,
  mappers: {
    TipOfTheDayShown: (d) => [
      {
        userId: d.userId,
        summary: `Tip of the day shown: ${d.tipId}`,
        detail: { day: d.day, tipId: d.tipId, reason: d.reason },
      },
    ],
    AnotherTipShown: (d) => [
      {
        userId: d.userId,
        summary: `Another tip shown: ${d.tipId}`,
        detail: { day: d.day, tipId: d.tipId, reason: d.reason },
      },
    ],
    TipBookmarked: (d) => [
      {
        userId: d.userId,
        summary: `Tip bookmarked: ${d.tipId}`,
        detail: { day: d.day, tipId: d.tipId },
      },
    ],
    TipBookmarkRemoved: (d) => [
      { userId: d.userId, summary: `Tip bookmark removed: ${d.tipId}`, detail: { tipId: d.tipId } },
    ],
  },
});

const studyPlan = group({
  context: "study-plan",
  schemas: studyPlanEventSchemas,
  mappers: {
    StudyPlanCreated: (d) => [
      {
        userId: d.userId,
        summary:
          `Study plan created: ${d.weeklyHours} hours a week to ${d.testDate}, ` +
          `${d.studyIntensity}, ${d.preferredTime}s`,
        detail: {
          planId: d.planId,
          createdOn: d.createdOn,
          testDate: d.testDate,
          testDateFromProfile: d.testDateFromProfile,
          weeklyHours: d.weeklyHours,
          preferredTime: d.preferredTime,
          studyIntensity: d.studyIntensity,
        },
      },
    ],
    StudySessionRecorded: (d) => [
      {
        userId: d.userId,
        subject: d.subject === "english" || d.subject === "math" ? d.subject : null,
        summary:
          `Study session recorded: ${d.minutes} minutes of ${d.activity.replaceAll("_", " ")}` +
          (d.subject === null
            ? ""
            : d.subject === "both"
              ? ", both subjects"
              : `, ${subjectName(d.subject)}`),
        detail: {
          sessionId: d.sessionId,
          startedAt: d.startedAt,
          minutes: d.minutes,
          activity: d.activity,
          subject: d.subject,
        },
      },
    ],
  },
});

/** One entry for each of the two students, each naming the other. */
const pair = (a: string, aSays: string, b: string, bSays: string): Draft[] => [
  { userId: a, summary: aSays, otherUserId: b },
  { userId: b, summary: bSays, otherUserId: a },
];

const friends = group({
  context: "friends",
  schemas: friendshipEventSchemas,
  mappers: {
    FriendRequestSent: (d) =>
      pair(d.fromUserId, "Friend request sent", d.toUserId, "Friend request received"),
    FriendRequestAccepted: (d) =>
      pair(d.byUserId, "Friend request accepted", d.fromUserId, "Friend request was accepted"),
    FriendRequestDeclined: (d) =>
      pair(d.byUserId, "Friend request declined", d.fromUserId, "Friend request was declined"),
    FriendAddedByInvite: (d) =>
      pair(
        d.inviterUserId,
        "Friend added: their invite code was used",
        d.inviteeUserId,
        "Friend added by using an invite code",
      ),
    FriendRemoved: (d) =>
      pair(d.byUserId, "Removed a friend", d.otherUserId, "Was removed as a friend"),
  },
});

const inviteCodes = group({
  context: "friends",
  schemas: inviteCodeEventSchemas,
  mappers: {
    // The code itself stays out: it is a secret that works until it expires.
    InviteCodeGenerated: (d) => [
      {
        userId: d.ownerUserId,
        summary: "Invite code generated",
        detail: { expiresAt: d.expiresAt },
      },
    ],
    InviteCodeRedeemed: (d) =>
      pair(
        d.ownerUserId,
        "Invite code redeemed by another student",
        d.redeemedByUserId,
        "Redeemed an invite code",
      ),
  },
});

type AnyGroup = {
  context: HistoryContext;
  schemas: Record<string, z.ZodType>;
  mappers: Record<string, ((data: never) => Draft[]) | undefined>;
};
const groups = [account, diagnostic, practice, tips, studyPlan, friends, inviteCodes] as const;

const byType = new Map<
  string,
  { context: HistoryContext; schema: z.ZodType; map: Mapper<z.ZodType> }
>();
for (const g of groups as readonly AnyGroup[]) {
  for (const [type, map] of Object.entries(g.mappers)) {
    if (!map) continue;
    byType.set(type, {
      context: g.context,
      schema: g.schemas[type]!,
      map: map as Mapper<z.ZodType>,
    });
  }
}

/** Every event type that is part of a student's learning history. */
export const historyEventTypes: readonly string[] = [...byType.keys()];

/**
 * Event types that are not learning history, each for a reason: sign-in and logins (login-…
 * streams), roles and settings, the username claim streams (UsernameChosen is the fact), erasure
 * (which deletes the history), password resets, the question bank, projection rebuilds and the
 * analysts' access log (what staff did, not what the student learned).
 */
export const notLearningHistory: readonly string[] = [
  "LoginClaimed",
  "LoginReleased",
  "PasswordChanged",
  "AdminRoleGranted",
  "AdminRoleRevoked",
  "AnalystRoleGranted",
  "AnalystRoleRevoked",
  "TimeZoneSet",
  "UsernameClaimed",
  "UsernameReleased",
  "RankingVisibilitySet",
  "UserErased",
  "PasswordResetRequested",
  "PasswordResetCompleted",
  "QuestionPublished",
  "QuestionRevised",
  "QuestionCalibrated",
  "QuestionRetired",
  "ProjectionRebuildStarted",
  "ProjectionRebuildFinished",
  "ProjectionRebuildFailed",
  "StudentHistoryAccessed",
  // A student's report of a question is about the question, not their learning; the admins'
  // queue holds it (and its note is sealed typed text).
  "QuestionReported",
  "QuestionReportResolved",
];

/**
 * The history entries an event makes: none for an event that is not learning history, one per
 * student it is about otherwise. Throws when the data does not fit the type's schema.
 */
export function historyEntriesOf(type: string, data: unknown): HistoryEntry[] {
  const rule = byType.get(type);
  if (!rule) return [];
  const parsed = rule.schema.safeParse(data);
  if (!parsed.success) throw new Error(`malformed ${type}: ${parsed.error.message}`);
  return rule.map(parsed.data).map(({ userId, summary, detail, context, ...fields }) => ({
    ...none,
    ...fields,
    userId,
    context: context ?? rule.context,
    type,
    summary,
    detail: detail ?? {},
  }));
}
