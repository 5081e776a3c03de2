// `npm run dev`: the API (with the projector) restarting on every change, beside Vite's dev
// server with hot reload, which proxies /api to it. Open http://localhost:5173.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const vite = fileURLToPath(new URL("../node_modules/vite/bin/vite.js", import.meta.url));
const watched = ["api", "cli", "domain", "eventstore", "projections", "migrations"].flatMap(
  (dir) => ["--watch-path", dir],
);

// The browser talks to Vite's port, so that is the site's address: the API's same-origin check
// and its sign-in redirects must use it, not the API's own port.
const vitePort = process.env.VITE_PORT ?? "5173";
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`;

const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch", ...watched, "cli/levelfield.ts", "serve", "--no-web"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL: publicUrl },
  }),
  spawn(process.execPath, [vite], { cwd: root, stdio: "inherit" }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
