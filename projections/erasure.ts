// Erasure in the read model, one mechanism for every projection (reliability row 22).
//
// Every batch a projection applies, live or in a rebuild, goes through applyBatch, which splits
// it after each UserErased and, in order:
//   - applies the events the projection handles, except (for a projection with personal tables)
//     the events of a student erased at an earlier position: a request in flight when the account
//     was erased may append after UserErased, and its rows must not come back;
//   - at each UserErased, deletes the student's rows from every table the projection declares as
//     personal (Projection.personalRows), and records the erasure and its position in
//     erased_users, whichever projection meets it first; the others find it there.
// A rebuild replays the same events through the same path, so it ends with nothing of the
// student and equals the live tables. UserErased reaches this path whatever a projection's
// `handles` says, so a projection cannot opt out by not listing it.
//
// Aggregates with no row per student (activity_daily, question_stats) declare "none": they keep
// counting an erased student's events anonymously, live and in a rebuild alike.
import { sql, statement } from "../database/pool.ts";
import { erasedUsersRow } from "../database/tables/erased-users.ts";
import type { Position, StoredEvent } from "../eventstore/port.ts";
import type { Projection, ProjectionContext } from "./projection.ts";

/** The event that erases a student (domain/identity/user/events.ts). */
const ERASURE_EVENT = "UserErased";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The students an event names, by the events' convention: `data.userId`, and any other
 * `data.<role>UserId` (a friend request names both students, say).
 */
export function studentsNamedBy(event: StoredEvent): string[] {
  const data = event.data;
  if (typeof data !== "object" || data === null) return [];
  const named: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if ((key === "userId" || key.endsWith("UserId")) && typeof value === "string") {
      if (uuid.test(value)) named.push(value.toLowerCase());
    }
  }
  return named;
}

function handledEvents(
  projection: Projection,
  events: readonly StoredEvent[],
): readonly StoredEvent[] {
  if (projection.handles === "all") return events;
  const handled = new Set<string>(projection.handles);
  return events.filter((e) => handled.has(e.type));
}

/**
 * Throws unless `personalRows` names exactly the projection's tables, each with at least one
 * column or "none". The projector and the rebuild check this before applying anything.
 */
export function assertErasureDeclared(projection: Projection): void {
  const declared = Object.keys(projection.personalRows).sort();
  const tables = [...projection.tables].sort();
  const missing = tables.filter((t) => !declared.includes(t));
  const extra = declared.filter((t) => !tables.includes(t));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `projection ${projection.name} must declare personalRows for exactly its tables` +
        (missing.length ? `; missing: ${missing.join(", ")}` : "") +
        (extra.length ? `; not its tables: ${extra.join(", ")}` : ""),
    );
  }
}

type Erased = Map<string, Position>;

/**
 * The one way a batch reaches a projection's tables: apply the events it handles and erase (see
 * the top of this file). Returns how many events were applied.
 */
export async function applyBatch(
  projection: Projection,
  events: readonly StoredEvent[],
  context: ProjectionContext,
  comparePositions: (a: Position, b: Position) => number,
): Promise<number> {
  const personal = Object.entries(projection.personalRows).flatMap(([name, columns]) =>
    columns === "none" ? [] : columns.map((column) => ({ name, column })),
  );
  const handled = handledEvents(projection, events);
  const erasures = events.some((e) => e.type === ERASURE_EVENT);
  // Nothing this projection handles and no erasure: no statement at all.
  if (handled.length === 0 && !erasures) return 0;
  const skipsErased = personal.length > 0;
  const erased =
    skipsErased && handled.length > 0 ? await erasedAmong(handled, context) : new Map();
  /** Whether the event names a student erased before it in the log. */
  const afterErasure = (event: StoredEvent) =>
    skipsErased &&
    studentsNamedBy(event).some((id) => {
      const at = erased.get(id);
      return at !== undefined && comparePositions(at, event.position) < 0;
    });
  let applied = 0;
  let start = 0;
  for (let i = 0; i <= events.length; i++) {
    const event = events[i];
    if (event !== undefined && event.type !== ERASURE_EVENT) continue;
    const segment = events.slice(start, event ? i + 1 : i);
    start = i + 1;
    const relevant = handledEvents(projection, segment).filter((e) => !afterErasure(e));
    if (relevant.length > 0) await projection.apply(relevant, context);
    applied += relevant.length;
    if (event) {
      for (const id of studentsNamedBy(event)) erased.set(id, event.position);
      await erase(event, personal, context);
    }
  }
  return applied;
}

/** The erasures already recorded of the students these events name. */
async function erasedAmong(
  events: readonly StoredEvent[],
  { tx }: ProjectionContext,
): Promise<Erased> {
  const named = [...new Set(events.flatMap(studentsNamedBy))];
  if (named.length === 0) return new Map();
  const rows = await tx.any(sql.type(erasedUsersRow.pick({ user_id: true, position: true }))`
    select user_id::text, position from erased_users where user_id = any(${sql.array(named, "uuid")})
  `);
  return new Map(rows.map((r) => [r.user_id, r.position]));
}

async function erase(
  event: StoredEvent,
  personal: readonly { name: string; column: string }[],
  { tx, table }: ProjectionContext,
): Promise<void> {
  for (const userId of studentsNamedBy(event)) {
    await tx.query(statement`
      insert into erased_users (user_id, position, erased_at)
      values (${userId}, ${event.position}, ${sql.timestamp(event.recordedAt)})
      on conflict (user_id) do nothing
    `);
    for (const { name, column } of personal) {
      await tx.query(statement`
        delete from ${table(name)} where ${sql.identifier([column])} = ${userId}
      `);
    }
  }
}
