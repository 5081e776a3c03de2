// What a read model is to the projector: a name, the tables it owns, the event types it folds,
// and an apply function for a batch of those events inside the projector's transaction.
//
// apply takes a batch (not one event) so a projection can fold many events into one multi-row
// statement: replaying a million events one statement at a time would take minutes. Writing
// per event is still fine — loop inside apply.
import type { DatabaseTransactionConnection, IdentifierSqlToken } from "../eventstore/database.ts";
import type { StoredEvent } from "../eventstore/port.ts";

export type ProjectionContext = {
  readonly tx: DatabaseTransactionConnection;
  /** The table to write: the live table, or its fresh copy while a rebuild runs. */
  table(name: string): IdentifierSqlToken;
};

export type Projection = {
  readonly name: string;
  /** The read tables this projection alone writes; a rebuild replaces exactly these. */
  readonly tables: readonly string[];
  /** The event types apply receives ("all": every event, whatever its type). */
  readonly handles: readonly string[] | "all";
  apply(events: readonly StoredEvent[], context: ProjectionContext): Promise<void>;
};
