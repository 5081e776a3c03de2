// Graceful stop on SIGINT/SIGTERM: stop taking requests, let the projector finish its batch,
// close the database (and the embedded Postgres). A second signal exits at once.
import type { Logger } from "../eventstore/logger.ts";

export function onShutdown(log: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(130);
    stopping = true;
    log.info({ signal }, "shutting down");
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
