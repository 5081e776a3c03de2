import { chmod, mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { makeTraversable } from "./embedded-postgres.ts";

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const mode = async (p: string) => (await stat(p)).mode & 0o7777;

it("opens the data folder's ancestors for traversal only, keeping every other bit (a sticky /tmp stays 1777)", async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "levelfield-mode-"));
  const shared = path.join(root, "shared");
  const privateDir = path.join(shared, "private");
  await mkdir(privateDir, { recursive: true });
  await chmod(shared, 0o1777);
  await chmod(privateDir, 0o700);
  const tmpBefore = await mode(os.tmpdir());

  const opened = await makeTraversable(privateDir);

  expect(opened).toContain(privateDir);
  expect(opened).not.toContain(shared);
  expect(await mode(shared)).toBe(0o1777);
  expect(await mode(privateDir)).toBe(0o711);
  expect(await mode(os.tmpdir())).toBe(tmpBefore | 0o011);
});
