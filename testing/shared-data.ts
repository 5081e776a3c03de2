// The data files beside the repository (../shared/data: the US high-school directory sample),
// for tests, browser tests and benchmarks.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The 2009-10 NCES list of public high schools that tests and the search benchmark use. */
export const SCHOOL_SAMPLE = "nces-high-schools-2009-10.csv";
export const SCHOOL_SAMPLE_ROWS = 26_765;

/**
 * A file from the shared data folder: LEVELFIELD_SHARED_DATA, or ../shared/data beside the
 * repository (a working copy), or /tmp/shared/data (CI clones the repository elsewhere).
 */
export function sharedDataFile(name: string): string {
  const repoRoot = fileURLToPath(new URL("../", import.meta.url));
  const folders = [
    process.env.LEVELFIELD_SHARED_DATA,
    path.resolve(repoRoot, "../shared/data"),
    "/tmp/shared/data",
  ].filter((f): f is string => Boolean(f));
  const found = folders.map((f) => path.join(f, name)).find((f) => existsSync(f));
  if (!found) throw new Error(`${name} not found in ${folders.join(", ")}`);
  return found;
}
