// `levelfield rebuild <projection>|--all`: replays the log into fresh tables and swaps them in
// while the app keeps serving, with a progress bar and the replay rate.
import { findProjection, projections } from "../projections/registry.ts";
import { rebuildProjection, type RebuildProgress } from "../projections/rebuild.ts";
import type { Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openRuntime, openVault, readMasterKey } from "./runtime.ts";

export async function rebuild(
  config: Config,
  names: readonly string[],
  all: boolean,
): Promise<number> {
  if (!all && names.length === 0) throw new Error("rebuild needs a projection name or --all");
  const selected = all ? projections : names.map(findProjection);
  const log = createLogger(config, "levelfield-rebuild");
  const runtime = await openRuntime(config, log, { applicationName: "levelfield-rebuild" });
  try {
    // Sealed usernames are opened as the live projector opens them.
    const vault = await openVault(runtime.pool, await readMasterKey(config));
    for (const projection of selected) {
      const result = await rebuildProjection({
        pool: runtime.pool,
        store: runtime.store,
        projection,
        vault,
        onProgress: progressReporter(projection.name),
      });
      console.log(
        `${projection.name}: rebuilt from ${result.events.toLocaleString("en-US")} events in ` +
          `${result.seconds.toFixed(1)} s (${Math.round(result.eventsPerSecond).toLocaleString("en-US")} events/s)`,
      );
    }
    return 0;
  } finally {
    await runtime.close();
  }
}

// A live bar on a terminal; in a log (CI, docker logs), a line every 2 s and at each phase.
function progressReporter(name: string): (p: RebuildProgress) => void {
  const tty = process.stderr.isTTY;
  let lastLine = 0;
  return (p) => {
    if (tty) {
      process.stderr.write(`\r${progressLine(name, p)}\x1b[K${p.phase === "done" ? "\n" : ""}`);
    } else if (p.phase !== "replay" || Date.now() - lastLine >= 2000) {
      lastLine = Date.now();
      process.stderr.write(`${progressLine(name, p)}\n`);
    }
  };
}

export function progressLine(name: string, p: RebuildProgress, width = 30): string {
  const share = p.total === 0 ? 1 : Math.min(1, p.read / p.total);
  const filled = Math.round(share * width);
  const bar = `${"#".repeat(filled)}${".".repeat(width - filled)}`;
  const phase = p.phase === "swap" ? " swapping tables" : p.phase === "done" ? " done" : "";
  return `${name} [${bar}] ${String(Math.round(share * 100)).padStart(3)}%  ${p.read.toLocaleString("en-US")}/${p.total.toLocaleString("en-US")} events  ${Math.round(p.eventsPerSecond).toLocaleString("en-US")} events/s${phase}`;
}
