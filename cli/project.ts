// `levelfield project`: the projector as its own process (the production shape), or with
// --status a report of every projection's position, lag and failure (exit 1 when one failed),
// or with --once a catch-up to the head.
import { readProjectionStatus, type ProjectionStatus } from "../database/projection-status.ts";
import { projections } from "../projections/registry.ts";
import { createProjector } from "../projections/runtime.ts";
import type { Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime, openVault, readMasterKey } from "./runtime.ts";
import { onShutdown } from "./shutdown.ts";

export async function project(
  config: Config,
  flags: { status: boolean; once: boolean },
): Promise<number> {
  const log = createLogger(flags.status ? { LOG_LEVEL: "warn" } : config, "levelfield-projector");
  const runtime = await openRuntime(config, log, {
    applicationName: "levelfield-projector",
    migrate: !flags.status,
  });
  if (flags.status) {
    try {
      const status = await readProjectionStatus(runtime.pool, runtime.store);
      console.log(
        formatStatus(
          status,
          projections.map((p) => p.name),
        ),
      );
      return status.some((s) => s.failure) ? 1 : 0;
    } finally {
      await runtime.close();
    }
  }
  // The users, rankings and history projections open sealed usernames: the projector holds the
  // master key like the API.
  const vault = await openVault(runtime.pool, await readMasterKey(config));
  const projector = createProjector({
    pool: runtime.pool,
    store: runtime.store,
    projections,
    batchSize: config.PROJECTOR_BATCH_SIZE,
    log,
    vault,
  });
  if (flags.once) {
    try {
      const outcomes = await projector.catchUpAll();
      for (const [name, outcome] of Object.entries(outcomes))
        console.log(`${name}: ${outcome.kind}`);
      return Object.values(outcomes).some((o) => o.kind === "failed") ? 1 : 0;
    } finally {
      await runtime.close();
    }
  }
  projector.start();
  log.info({ projections: projections.map((p) => p.name) }, "projector running");
  onShutdown(log, async () => {
    await projector.stop();
    await runtime.close();
  });
  return new Promise<number>(() => {}); // runs until a signal
}

export function formatStatus(
  status: readonly ProjectionStatus[],
  known: readonly string[],
): string {
  const rows = known.map((name) => {
    const s = status.find((p) => p.projection === name);
    if (!s) return [name, "-", "-", "-", "-", "not started"];
    return [
      name,
      s.position ?? "(start)",
      s.eventsApplied.toLocaleString("en-US"),
      `${s.behindEvents.toLocaleString("en-US")}${s.capped ? "+" : ""}`,
      `${Math.round(s.behindMs).toLocaleString("en-US")} ms`,
      s.failure
        ? `FAILED at ${s.failure.position} (event ${s.failure.eventId}, ${s.failure.eventType}): ${s.failure.error}`
        : "ok",
    ];
  });
  const header = ["projection", "position", "applied", "behind (events)", "behind (time)", "state"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}
