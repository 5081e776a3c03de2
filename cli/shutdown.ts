// Graceful stop on SIGINT/SIGTERM: stop taking requests, let the projector finish its batch,
// close the database (and the embedded Postgres). A second signal exits at once.
import type { Logger } from "../eventstore/logger.ts";

/**
 * Runs `close` on the first SIGINT or SIGTERM, then exits (0, or 1 when closing failed); a second
 * signal exits at once (130). Returns a trigger for a stop asked for otherwise (an API worker's
 * primary asks over IPC): it starts the same stop and does nothing once one is under way, so a
 * worker that got Ctrl+C from the terminal and the primary's request at once stops gracefully.
 */
export function onShutdown(log: Logger, close: () => Promise<void>): (reason: string) => void {
  let stopping = false;
  const begin = (reason: string) => {
    stopping = true;
    log.info({ signal: reason }, "shutting down");
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  const signal = (name: string) => {
    if (stopping) process.exit(130);
    begin(name);
  };
  process.on("SIGINT", () => signal("SIGINT"));
  process.on("SIGTERM", () => signal("SIGTERM"));
  return (reason) => {
    if (!stopping) begin(reason);
  };
}
