// Usernames as the projections that show them read them (users, rankings, history). A username
// can be a real name, so UsernameChosen carries it (and the one it replaced) sealed for its
// student (domain/identity/user/events.ts). Other students see usernames, so these projections store
// them in the clear while the account lives: each batch's sealed usernames are opened here with
// one read of the keys (vault.openEach), and the events are folded as if recorded in the clear.
// An event whose username no longer opens (its student was erased: the key is forgotten) is
// dropped, so nothing of it is stored, live or in a rebuild; a living student's opens the same
// every time, so a rebuild equals the live tables. Events recorded before usernames were sealed
// pass as they are.
import { sealed } from "../domain/identity/sealed.ts";
import { userEventSchemas } from "../domain/identity/user/events.ts";
import type { CommonQueryMethods } from "../database/pool.ts";
import type { StoredEvent } from "../eventstore/port.ts";
import type { SealedOf, SealedOpener } from "../vault/vault.ts";

const isSealed = (value: string | null): value is string =>
  value !== null && sealed.safeParse(value).success;

/** The batch with each UsernameChosen's username opened, and those of erased students dropped. */
export async function openUsernames(
  events: readonly StoredEvent[],
  { vault, tx }: { vault: SealedOpener; tx: CommonQueryMethods },
): Promise<readonly StoredEvent[]> {
  const chosen = new Map<StoredEvent, ReturnType<typeof userEventSchemas.UsernameChosen.parse>>();
  const values: SealedOf[] = [];
  for (const event of events) {
    if (event.type !== "UsernameChosen") continue;
    const data = userEventSchemas.UsernameChosen.parse(event.data);
    chosen.set(event, data);
    for (const value of [data.username, data.previous]) {
      if (isSealed(value)) values.push({ userId: data.userId, sealed: value });
    }
  }
  if (values.length === 0) return events;
  const opened = await vault.openEach(values, tx);
  const clear = new Map(values.map((v, i) => [v.sealed, opened[i] ?? null]));
  const open = (value: string | null) => (isSealed(value) ? (clear.get(value) ?? null) : value);
  return events.flatMap((event) => {
    const data = chosen.get(event);
    if (!data) return [event];
    const username = open(data.username);
    if (username === null) return [];
    return [{ ...event, data: { ...data, username, previous: open(data.previous) } }];
  });
}
