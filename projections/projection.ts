// What a read model is to the projector: a name, the tables it owns, the event types it folds,
// which of its tables hold a student's rows (for erasure), and an apply function for a batch of
// those events inside the projector's transaction.
//
// apply takes a batch (not one event) so a projection folds many events into a few multi-row
// statements: the live projector hands it each burst, a rebuild 5,000 events at a time, and a
// statement per event would make both cost a round trip per event. The projections that fold the
// answers (practice, questions, responses, history, activity, rankings) and users write a batch
// with a fixed number of statements whatever its size; the low-volume ones (tips, friends,
// planning, password resets, question reports: a few events a student a day) still loop.
import type { EventType } from "../domain/events.ts";
import type { DatabaseTransactionConnection, IdentifierSqlToken } from "../database/pool.ts";
import type { StoredEvent } from "../eventstore/port.ts";
import type { SealedOpener } from "../vault/vault.ts";

export type ProjectionContext = {
  readonly tx: DatabaseTransactionConnection;
  /** The table to write: the live table, or its fresh copy while a rebuild runs. */
  table(name: string): IdentifierSqlToken;
  /**
   * Opens sealed values a projection shows to other students (usernames), in one read of the
   * keys per batch (through `tx`): null once the user's key is forgotten, so an erased student's
   * value is stored nowhere, live or in a rebuild, and a living student's opens the same every
   * time.
   */
  readonly vault: SealedOpener;
};

/**
 * The vault of a projector started without one (tests and benchmarks of projections that open
 * nothing): asked to open a value, it fails, and the projection stops at that event.
 */
export const noVault: SealedOpener = {
  async openEach(values) {
    if (values.length === 0) return [];
    throw new Error("this projector has no vault: it cannot open sealed values (usernames)");
  },
};

/**
 * For one table: the columns that hold the id of a student a row belongs to (a row naming two
 * students, a friendship say, lists both), or "none" when no row is about one student
 * (aggregates, the question bank). Erasure deletes every row whose column names the student.
 */
export type PersonalRows = readonly [string, ...string[]] | "none";

export type Projection = {
  readonly name: string;
  /** The read tables this projection alone writes; a rebuild replaces exactly these. */
  readonly tables: readonly string[];
  /**
   * The event types apply receives ("all": every event, whatever its type), from the codecs'
   * own types (`typesOf`, a context's typed list): a type no stream records does not compile.
   */
  readonly handles: readonly EventType[] | "all";
  /**
   * Every table in `tables`, with the columns naming the student its rows belong to. The
   * projector erases through this (projections/erasure.ts): a projection cannot leave a table
   * out (defineProjection makes that a type error, and the projector refuses it at start).
   */
  readonly personalRows: Readonly<Record<string, PersonalRows>>;
  /**
   * Events per batch in a rebuild (5,000 unless set). A fold that merges a student's events
   * within a batch before writing (rankings) writes less per event in larger batches.
   */
  readonly rebuildBatchSize?: number;
  apply(events: readonly StoredEvent[], context: ProjectionContext): Promise<void>;
};

/** A projection whose `personalRows` names every one of its `tables`, checked by the compiler. */
export function defineProjection<const Tables extends readonly [string, ...string[]]>(
  projection: Omit<Projection, "tables" | "personalRows"> & {
    readonly tables: Tables;
    readonly personalRows: { readonly [T in Tables[number]]: PersonalRows };
  },
): Projection {
  return projection;
}

/** A context's event types, from its codec's schemas record: typed by its keys, not strings. */
export function typesOf<const Schemas extends Readonly<Record<string, unknown>>>(
  schemas: Schemas,
): (keyof Schemas & string)[] {
  return Object.keys(schemas) as (keyof Schemas & string)[];
}
