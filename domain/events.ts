// The one codec every stream's events use: a record of zod schemas, one per event type, is the
// stored contract; from it come the event union, the type guard and the parser that turns a
// stored (type, data) pair back into a typed event, throwing with the type named when the shape
// is wrong. Stream names are `<prefix>-<id>`.
import { z } from "zod";
import type { AnalystEvent } from "./analyst/events.ts";
import type { DiagnosticEvent } from "./diagnostic/events.ts";
import type { FriendshipEvent } from "./friends/friendship/events.ts";
import type { InviteCodeEvent } from "./friends/invite-code/events.ts";
import type { LoginEvent } from "./identity/login/events.ts";
import type { PasswordResetEvent } from "./identity/password-reset/events.ts";
import type { UserEvent } from "./identity/user/events.ts";
import type { UsernameClaimEvent } from "./identity/username-claim/events.ts";
import type { StudyPlanEvent } from "./planning/events.ts";
import type { PracticeEvent } from "./practice/events.ts";
import type { ProjectionRebuildEvent } from "./projections/events.ts";
import type { QuestionEvent } from "./questions/question/events.ts";
import type { ReportEvent } from "./questions/reports/events.ts";
import type { TipsEvent } from "./tips/events.ts";

export type EventSchemas = Record<string, z.ZodType>;

/** The union of `{ type, data }` events a schemas record describes. */
export type EventOf<Schemas extends EventSchemas> = {
  [K in keyof Schemas & string]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas & string];

export type EventCodec<Schemas extends EventSchemas, Event extends { type: string }> = {
  readonly schemas: Schemas;
  /** Every event type, for a projection's `handles`. */
  readonly types: Event["type"][];
  is(type: string): type is Event["type"];
  /** Parses a stored event of these types; throws naming the type when the shape is wrong. */
  parse(type: string, data: unknown): Event;
};

/**
 * The codec of one context's events. `name` says whose events they are in errors ("not a
 * practice event: X"). `Event` is the schemas' union unless a context names a narrower data type
 * than its schema infers (the question bank's domains).
 */
export function eventCodec<
  Schemas extends EventSchemas,
  Event extends { type: keyof Schemas & string } = EventOf<Schemas>,
>(name: string, schemas: Schemas): EventCodec<Schemas, Event> {
  const is = (type: string): type is Event["type"] => Object.hasOwn(schemas, type);
  return {
    schemas,
    types: Object.keys(schemas) as Event["type"][],
    is,
    parse(type, data) {
      if (!is(type))
        throw new Error(`not ${/^[aeiou]/i.test(name) ? "an" : "a"} ${name} event: ${type}`);
      const parsed = schemas[type]!.safeParse(data);
      if (!parsed.success) throw new Error(`malformed ${type}: ${z.prettifyError(parsed.error)}`);
      return { type, data: parsed.data } as unknown as Event;
    },
  };
}

/** The stream name function of streams `<prefix>-<id>`. */
export function streamName(prefix: string): (id: string) => string {
  return (id) => `${prefix}-${id}`;
}

/** Every event type a stream records (each context's union): what a projection may handle. */
export type EventType = (
  | AnalystEvent
  | DiagnosticEvent
  | FriendshipEvent
  | UserEvent
  | LoginEvent
  | UsernameClaimEvent
  | InviteCodeEvent
  | PasswordResetEvent
  | PracticeEvent
  | ProjectionRebuildEvent
  | QuestionEvent
  | ReportEvent
  | StudyPlanEvent
  | TipsEvent
)["type"];
