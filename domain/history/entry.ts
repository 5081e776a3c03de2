// A student's learning history (issue 20): every event of the student's own streams that says
// something about their learning, as one plain-words entry each (two for an event naming two
// students: a friend request is the sender's and the receiver's). The `history` projection
// writes these entries in recorded order; analysts read them as a timeline and export them.
//
// Each context says what its events' entries hold, beside its events
// (domain/<context>/history.ts, written with ./draft.ts), for every event type of its codec: a
// type added there does not compile until it is read as entries or marked as not learning
// history. This file composes them: the contexts, the entry's shape, and the event types of the
// codecs that are not learning history at all.
//
// What an entry may hold is decided field by field: never a sealed value, a name, an email, a
// birth year, a school, an invite code or anything a student typed. Another student is named by
// `otherUserId` alone (their account id; the API shows analysts a pseudonym in its place), never
// in `detail`: erasure deletes the entries that name an erased student there. A unit test holds
// every event type of every codec to be in exactly one of `historyEventTypes` and
// `notLearningHistory`.
import type { z } from "zod";
import { diagnosticHistory } from "../diagnostic/history.ts";
import { friendshipHistory, inviteCodeHistory } from "../friends/history.ts";
import { identityHistory } from "../identity/history.ts";
import { loginEventSchemas } from "../identity/login/events.ts";
import { passwordResetEventSchemas } from "../identity/password-reset/events.ts";
import { usernameClaimEventSchemas } from "../identity/username-claim/events.ts";
import { analystEventSchemas } from "../analyst/events.ts";
import { projectionRebuildEventSchemas } from "../projections/events.ts";
import { questionEventSchemas } from "../questions/question/events.ts";
import { reportEventSchemas } from "../questions/reports/events.ts";
import { studyPlanHistory } from "../planning/history.ts";
import { practiceHistory } from "../practice/history.ts";
import { tipsHistory } from "../tips/history.ts";
import type { Letter, Subject } from "../questions/item.ts";
import type { Draft, EntriesOf, HistoryFields } from "./draft.ts";

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

const none: HistoryFields = {
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

/** A context's rules, whatever its codec (each is checked against its own where it is written). */
type AnyRules = {
  context: HistoryContext;
  schemas: Record<string, z.ZodType>;
  entries: Record<string, ((data: never) => Draft[]) | null>;
};

/** Every context's rules (each beside its events: domain/<context>/history.ts). */
const contexts: readonly AnyRules[] = [
  identityHistory,
  diagnosticHistory,
  practiceHistory,
  tipsHistory,
  studyPlanHistory,
  friendshipHistory,
  inviteCodeHistory,
];

const byType = new Map<
  string,
  { context: HistoryContext; schema: z.ZodType; map: EntriesOf<z.ZodType> }
>();
for (const rules of contexts) {
  for (const [type, map] of Object.entries(rules.entries)) {
    if (!map) continue;
    byType.set(type, {
      context: rules.context,
      schema: rules.schemas[type]!,
      map: map as EntriesOf<z.ZodType>,
    });
  }
}

/** Every event type that is part of a student's learning history. */
export const historyEventTypes: readonly string[] = [...byType.keys()];

/**
 * The codecs that are not learning history at all, each for a reason: sign-in and logins
 * (login-… streams), the username claim streams (UsernameChosen is the fact), password resets,
 * the question bank, projection rebuilds and the analysts' access log (what staff did, not what
 * the student learned), and question reports (about the question, not the student's learning;
 * the admins' queue holds them, and a report's note is sealed typed text).
 */
const otherCodecs: readonly string[] = [
  loginEventSchemas,
  usernameClaimEventSchemas,
  passwordResetEventSchemas,
  questionEventSchemas,
  projectionRebuildEventSchemas,
  analystEventSchemas,
  reportEventSchemas,
].flatMap((schemas) => Object.keys(schemas));

/**
 * Event types that are not learning history: those a context's rules mark so (roles and
 * settings, erasure: domain/identity/history.ts), and every type of the codecs above.
 */
export const notLearningHistory: readonly string[] = [
  ...contexts.flatMap((rules) =>
    Object.entries(rules.entries).flatMap(([type, map]) => (map ? [] : [type])),
  ),
  ...otherCodecs,
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
