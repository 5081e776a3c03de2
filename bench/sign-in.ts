// `npm run bench:sign-in`: what signing in costs and how fast a signed-in read is served.
//
// Composes the API like `levelfield serve` (Postgres event store, vault, sessions in Postgres,
// the projector running) on a throwaway embedded PostgreSQL with durable commits, listening on
// a local port, and measures:
//   1. scrypt: one password hash (the floor under registration and sign-in);
//   2. registration and sign-in, sequentially over HTTP (hash, seal, two appends, the wait for
//      the users projection, a new session);
//   3. GET /api/auth/user with a session (session read, users row, vault open) under
//      autocannon at concurrency 32, and GET /api/auth/providers (no database) as a baseline.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { pino } from "pino";
import { hashPassword } from "../api/identity/passwords.ts";
import { projections } from "../projections/registry.ts";
import { createProjector } from "../projections/runtime.ts";
import {
  describeMachine,
  formatNumber,
  log,
  printMachine,
  printTable,
  quantile,
  runBench,
  wholeNumberArg,
} from "./support.ts";
import { startBenchApi } from "./api.ts";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    accounts: { type: "string", default: "40" },
  },
});
const SECONDS = wholeNumberArg("seconds", args.seconds);
const ACCOUNTS = wholeNumberArg("accounts", args.accounts);
const PASSWORD = "correct horse battery staple";

const ms = (samples: number[]) => [
  formatNumber(quantile(samples, 0.5), 1),
  formatNumber(quantile(samples, 0.99), 1),
];

await runBench({ name: "sign-in", maximumPoolSize: 10 }, async (env) => {
  const silent = pino({ level: "silent" });
  const projector = createProjector({
    pool: env.pool,
    store: env.store,
    projections,
    batchSize: 500,
    log: silent,
  });
  projector.start();
  // Students come from many addresses; the benchmark says which one through a trusted
  // X-Forwarded-For (sign-in allows 30 requests a minute per address), and requestsPerMinute
  // above lifts the general per-address cap for the load phase.
  const { base, close } = await startBenchApi(env, {
    projections: projections.map((p) => p.name),
    trustProxy: true,
  });
  try {
    log("scrypt…");
    const hashes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await hashPassword(PASSWORD);
      hashes.push(performance.now() - t);
    }

    log(`registering and signing in ${ACCOUNTS} accounts…`);
    const post = (path: string, body: unknown, student: number) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.1.${student >> 8}.${student & 255}`,
        },
        body: JSON.stringify(body),
      });
    const registrations: number[] = [];
    const signIns: number[] = [];
    let cookie = "";
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `bench-${i}@example.com`;
      let t = performance.now();
      const registered = await post(
        "/api/auth/email/register",
        { email, password: PASSWORD, birthYear: 2008 },
        i,
      );
      registrations.push(performance.now() - t);
      if (registered.status !== 201)
        throw new Error(`register: ${registered.status} ${await registered.text()}`);
      t = performance.now();
      const signedIn = await post("/api/auth/email/sign-in", { email, password: PASSWORD }, i);
      signIns.push(performance.now() - t);
      if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status}`);
      cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
    }

    const load = async (path: string, headers: Record<string, string>) => {
      log(`autocannon ${path} for ${SECONDS} s…`);
      const result = await autocannon({
        url: `${base}${path}`,
        connections: 32,
        duration: SECONDS,
        headers,
      });
      if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} responses were not 2xx`);
      return result;
    };
    const user = await load("/api/auth/user", { cookie });
    const providers = await load("/api/auth/providers", {});

    printMachine(await describeMachine(env.pool));
    console.log("\n## Sign-in\n");
    printTable(
      ["operation", "p50 ms", "p99 ms"],
      [
        ["scrypt hash (N=2^15, r=8)", ...ms(hashes)],
        ["POST /api/auth/email/register", ...ms(registrations)],
        ["POST /api/auth/email/sign-in", ...ms(signIns)],
      ],
    );
    console.log("\n## Reads at concurrency 32\n");
    printTable(
      ["route", "req/s", "p50 ms", "p99 ms"],
      [user, providers].map((r, i) => [
        i === 0 ? "GET /api/auth/user (signed in)" : "GET /api/auth/providers (no database)",
        formatNumber(r.requests.average),
        formatNumber(r.latency.p50, 1),
        formatNumber(r.latency.p99, 1),
      ]),
    );
  } finally {
    await close();
    await projector.stop();
  }
});
