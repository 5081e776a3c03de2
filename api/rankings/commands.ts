// The rankings' one command: hide the student from others' rankings, or show them again
// (SetRankingVisibility on their user stream, decided by domain/identity/user/), like the
// other user-stream commands (api/identity/accounts.ts): load, decide, append, then wait
// (bounded) for the rankings projection so the next read shows it.
import { parseUserEvent, userStream } from "../../domain/identity/user/events.ts";
import { userDecider } from "../../domain/identity/user/decider.ts";
import type { StoredEvent } from "../../eventstore/port.ts";
import { handleCommand } from "../commands.ts";
import type { ApiDeps } from "../deps.ts";
import { settle } from "../read-your-writes.ts";

export async function setRankingVisibility(
  deps: ApiDeps,
  userId: string,
  hidden: boolean,
): Promise<void> {
  const result = await handleCommand({
    store: deps.store,
    stream: userStream(userId),
    decider: userDecider,
    parse: (e: StoredEvent) => parseUserEvent(e.type, e.data),
    command: { type: "SetRankingVisibility", hidden },
    context: { now: deps.now() },
  });
  await settle(deps, result.position, ["rankings"]);
}
