// `npm run bench:rankings`: weekly rankings at scale. 1,000,000 synthetic students in 20,000
// directory schools (about 900 ZIP areas) with three weeks of Daily Drops, generated straight
// into the `events` table (INSERT ... SELECT generate_series, not the adapter), then:
// - the rankings rebuild (projections/rankings, through rebuildProjection) in events/s, and the
//   friends rebuild beside it (the friends card reads its table);
// - GET /api/rankings through the real route (HTTP, sessions, the app as `serve` composes it)
//   for students registered through the API, who are part of the million: p50 / p99 / max.
//
// Aims (issue 18): p99 ≤ 10 ms; rebuild ≥ 100,000 events/s. The clock is fixed on Wednesday
// 2026-11-25 18:00 UTC: the last closed week is Sunday 2026-11-15 → Saturday 11-21, the week
// before it (for trending schools) starts 11-08, and the current week 11-22.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { z } from "zod";
import { sql, type DatabasePool } from "../database/pool.ts";
import { friendsProjection } from "../projections/friends/projection.ts";
import { rankingsProjection } from "../projections/rankings/projection.ts";
import { rebuildProjection, type RebuildProgress } from "../projections/rebuild.ts";
import { projections } from "../projections/registry.ts";
import { createProjector } from "../projections/runtime.ts";
import { startBenchApi } from "./api.ts";
import {
  formatNumber,
  log,
  printMachine,
  printTable,
  quantile,
  runBench,
  wholeNumberArg,
  type BenchEnvironment,
} from "./support.ts";

const { values: args } = parseArgs({
  options: {
    students: { type: "string", default: "1000000" },
    schools: { type: "string", default: "20000" },
    /** Students registered through the API, whose GET /api/rankings is timed. */
    measured: { type: "string", default: "200" },
    /** Chance in 1,000 that a student does the day's drop, each of the 18 days. */
    "active-per-mille": { type: "string", default: "60" },
    requests: { type: "string", default: "4000" },
    connections: { type: "string", default: "1,4" },
    /** Events per rebuild batch; the projection's own (rebuildBatchSize) when not given. */
    "batch-size": { type: "string" },
  },
});
const STUDENTS = wholeNumberArg("students", args.students);
const SCHOOLS = wholeNumberArg("schools", args.schools);
const MEASURED = wholeNumberArg("measured", args.measured);
const ACTIVE = wholeNumberArg("active-per-mille", args["active-per-mille"]);
const REQUESTS = wholeNumberArg("requests", args.requests);
const CONNECTIONS = args.connections.split(",").map((c) => wholeNumberArg("connections", c));
const BATCH_SIZE =
  args["batch-size"] === undefined ? undefined : wholeNumberArg("batch-size", args["batch-size"]);
const FRIENDS_EACH = 5;
const CHUNK = 50_000;
const NOW = new Date("2026-11-25T18:00:00Z");
const FIRST_DAY = "2026-11-08";
const DAYS = 18; // 2026-11-08 … 2026-11-25
const PASSWORD = "correct horse battery staple";
const AIM_P99_MS = 10;
const AIM_REBUILD = 100_000;

/** 20,000 directory schools in about 900 three-digit ZIP areas (reference data, not events). */
async function generateSchools(pool: DatabasePool) {
  await pool.query(sql.unsafe`
    insert into schools (id, source, name, city, state, zip, search_name, search_text)
    select lpad(i::text, 12, '0'), 'ccd', 'Bench High School ' || i, 'Springfield', 'MA',
      lpad(((i * 7) % 900 + 10)::text, 3, '0') || lpad((i % 100)::text, 2, '0'),
      'bench high school ' || i, 'bench high school ' || i || ' springfield ma'
    from generate_series(1, ${SCHOOLS}) as i
  `);
}

/**
 * The population: one row per student with its account id and school. Students 0 … MEASURED−1
 * are the ones registered through the API (their ids already exist); the rest get new ids.
 */
async function generateStudents(pool: DatabasePool, measured: readonly string[]) {
  await pool.query(sql.unsafe`
    create unlogged table bench_students (
      idx integer primary key, user_id uuid not null, school integer not null, real boolean not null
    )
  `);
  await pool.query(sql.unsafe`
    insert into bench_students (idx, user_id, school, real)
    select i, coalesce((${sql.array(measured, "uuid")})[i + 1], gen_random_uuid()),
      1 + (i::bigint * 7919) % ${SCHOOLS}, i < ${measured.length}
    from generate_series(0, ${STUDENTS - 1}) as i
  `);
}

/** The synthetic students' user streams: their school (from the directory) and username. */
async function generateUserEvents(pool: DatabasePool) {
  for (let from = MEASURED; from < STUDENTS; from += CHUNK) {
    const to = Math.min(from + CHUNK, STUDENTS) - 1;
    await pool.query(sql.unsafe`
      insert into events (stream_id, stream_version, event_id, type, data, recorded_at)
      select 'user-' || s.user_id, e.version, gen_random_uuid(), e.type, e.data,
        timestamptz '2026-11-01 15:00:00+00' + s.idx * interval '1 ms'
      from bench_students s
      join schools sc on sc.id = lpad(s.school::text, 12, '0')
      cross join lateral (values
        (1, 'SchoolChosen', jsonb_build_object('userId', s.user_id, 'schoolId', sc.id,
          'name', sc.name, 'zip', sc.zip)),
        (2, 'UsernameChosen', jsonb_build_object('userId', s.user_id,
          'username', 'BenchOtter' || s.idx, 'previous', null))
      ) as e(version, type, data)
      where s.idx between ${from} and ${to}
      order by s.idx, e.version
    `);
  }
}

/**
 * Each student's practice stream: on each of the 18 days, with probability ACTIVE / 1000, a
 * Daily Drop (assigned, five answers of which one in ten is a skip, completed), and a level up
 * on one active day in four; PracticeStarted before the first. Events are in time order.
 */
async function generatePracticeEvents(pool: DatabasePool): Promise<number> {
  for (let from = 0; from < STUDENTS; from += CHUNK) {
    const to = Math.min(from + CHUNK, STUDENTS) - 1;
    await pool.query(sql.unsafe`
      with active as (
        select s.idx, s.user_id, d, (${FIRST_DAY}::date + d) as day,
          row_number() over (partition by s.idx order by d) as n
        from bench_students s cross join generate_series(0, ${DAYS - 1}) as d
        where s.idx between ${from} and ${to}
          and abs(hashtext(s.idx || ':' || d)) % 1000 < ${ACTIVE}
      ), steps as (
        -- k: 0 PracticeStarted (first day only), 1 assigned, 2–6 answers, 7 level up, 8 completed
        select a.*, k, (a.day::timestamptz + interval '20 hours' + k * interval '1 minute') as at
        from active a cross join generate_series(0, 8) as k
        where (k <> 0 or a.n = 1) and (k <> 7 or abs(hashtext(a.idx || '/' || a.d)) % 4 = 0)
      )
      insert into events (stream_id, stream_version, event_id, type, data, recorded_at)
      select 'practice-' || user_id,
        row_number() over (partition by idx order by d, k), gen_random_uuid(),
        case k when 0 then 'PracticeStarted' when 1 then 'DailyDropAssigned'
          when 7 then 'LevelChanged' when 8 then 'DailyDropCompleted'
          else case when (idx + d + k) % 10 = 0 then 'DailyDropQuestionSkipped'
            else 'DailyDropAnswerSubmitted' end end,
        case k
          when 0 then jsonb_build_object('userId', user_id, 'day', day,
            'seed', jsonb_build_object('english', jsonb_build_object('mean', 0, 'sd', 1),
              'math', jsonb_build_object('mean', 0, 'sd', 1)),
            'levels', jsonb_build_object('english', 1, 'math', 1))
          when 1 then jsonb_build_object('userId', user_id, 'day', day,
            'timeZone', 'America/New_York', 'target', 0.7,
            'questions', (select jsonb_agg(jsonb_build_object('questionId', 'q-' || q,
              'subject', case when q < 3 then 'english' else 'math' end,
              'domain', case when q < 3 then 'craft_and_structure' else 'algebra' end,
              'skill', 'words-in-context', 'level', 3, 'slot', 'practice'))
              from generate_series(0, 4) as q))
          when 7 then jsonb_build_object('userId', user_id, 'day', day,
            'subject', 'math', 'from', least(n, 11), 'to', least(n, 11) + 1,
            'belief', jsonb_build_object('mean', 0.1, 'sd', 0.9))
          when 8 then jsonb_build_object('userId', user_id, 'day', day,
            'timeZone', 'America/New_York', 'completedAt',
              to_char((at + interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'bonusXp', 5, 'correct', 3, 'streakDays', n, 'streakBrokenOn', null)
          else jsonb_build_object('userId', user_id, 'day', day, 'questionId', 'q-' || (k - 2),
            'subject', case when k < 5 then 'english' else 'math' end,
            'domain', case when k < 5 then 'craft_and_structure' else 'algebra' end,
            'skill', 'words-in-context', 'responseTimeMs', 30000,
            'performanceCategory', 'learning', 'idempotencyKey', null)
            || case when (idx + d + k) % 10 = 0 then jsonb_build_object('xp', -1)
              else jsonb_build_object('xp', 10, 'answer', 'B', 'correct', true,
                'irt', jsonb_build_object('a', 1, 'b', 0, 'c', 0.25), 'pSuccess', 0.7,
                'before', jsonb_build_object('mean', 0, 'sd', 1),
                'after', jsonb_build_object('mean', 0.1, 'sd', 0.9),
                'domainAfter', jsonb_build_object('mean', 0, 'sd', 0.5)) end
        end,
        at
      from steps
      order by at, idx, k
    `);
    if ((to + 1) % 200_000 === 0 || to + 1 === STUDENTS) {
      log(`practice events for ${formatNumber(to + 1)} / ${formatNumber(STUDENTS)} students`);
    }
  }
  return pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from events where stream_id like 'practice-%'
  `);
}

/** Each measured student is friends (by invite) with FRIENDS_EACH synthetic students. */
async function generateFriendships(pool: DatabasePool) {
  await pool.query(sql.unsafe`
    insert into events (stream_id, stream_version, event_id, type, data, recorded_at)
    select 'friendship-' || least(a.user_id::text, b.user_id::text) || '-' ||
        greatest(a.user_id::text, b.user_id::text),
      1, gen_random_uuid(), 'FriendAddedByInvite',
      jsonb_build_object('inviterUserId', a.user_id, 'inviteeUserId', b.user_id,
        'addedAt', '2026-11-02T15:00:00.000Z'),
      timestamptz '2026-11-02 15:00:00+00'
    from bench_students a
    cross join generate_series(1, ${FRIENDS_EACH}) as f
    join bench_students b on b.idx = ${MEASURED} + a.idx * ${FRIENDS_EACH} + f
    where a.real
  `);
}

function progressPrinter(label: string) {
  let last = 0;
  return (p: RebuildProgress) => {
    const now = performance.now();
    if (p.phase === "replay" && now - last < 2000) return;
    last = now;
    log(
      `${label}: ${p.phase} ${formatNumber(p.read)} / ${formatNumber(p.total)} ` +
        `${formatNumber(p.eventsPerSecond)} events/s`,
    );
  };
}

async function main(env: BenchEnvironment) {
  const { pool, store } = env;
  // Each registered student comes from its own address (X-Forwarded-For), as behind a proxy,
  // so sign-up's per-address limit does not pace the set-up.
  const api = await startBenchApi(env, { now: () => NOW, trustProxy: true });
  try {
    let address = "";
    const call = async (path: string, body: unknown, cookie?: string) => {
      const response = await fetch(`${api.base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": address,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response;
    };

    log(`${formatNumber(SCHOOLS)} schools…`);
    await generateSchools(pool);

    // Each command waits for its read model: a projector runs while the students sign up.
    const projector = createProjector({ pool, store, projections, vault: api.vault });
    projector.start();
    log(`registering and onboarding ${MEASURED} students through the API…`);
    const measured: { cookie: string; userId: string }[] = [];
    for (let i = 0; i < MEASURED; i++) {
      address = `10.1.${i >> 8}.${i & 255}`;
      const response = await call("/api/auth/email/register", {
        email: `ranked-${i}@example.com`,
        password: PASSWORD,
        birthYear: 2008,
      });
      const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
      const user = (await response.json()) as { id: string };
      await call(
        "/api/onboarding/demographics",
        {
          firstName: "Bench",
          lastName: "Student",
          gradeLevel: "11",
          satHistory: "never",
          timeZone: "America/New_York",
        },
        cookie,
      );
      const school = 1 + ((i * 7919) % SCHOOLS);
      await call(
        "/api/onboarding/school",
        { school: `Bench High School ${school}`, schoolId: String(school).padStart(12, "0") },
        cookie,
      );
      // A few three-digit suffixes are blocked (domain/usernames): take the next free one.
      for (let n = i; ; n += MEASURED) {
        const username = `Brave${["Otter", "Falcon", "Panda", "Lynx"][Math.floor(n / 1000) % 4]}${String(n % 1000).padStart(3, "0")}`;
        const response = await fetch(`${api.base}/api/username/update`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address, cookie },
          body: JSON.stringify({ username }),
        });
        if (response.ok) break;
        if (n > 4000) throw new Error(`no username for student ${i}: ${await response.text()}`);
      }
      measured.push({ cookie, userId: user.id });
    }

    await projector.stop();

    const generationStarted = performance.now();
    log(`generating ${formatNumber(STUDENTS)} students' events…`);
    await generateStudents(
      pool,
      measured.map((m) => m.userId),
    );
    await generateUserEvents(pool);
    const practiceEvents = await generatePracticeEvents(pool);
    await generateFriendships(pool);
    const generationSeconds = (performance.now() - generationStarted) / 1000;
    await pool.query(sql.unsafe`vacuum (analyze) events`);
    const totalEvents = await pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from events
    `);
    log(
      `${formatNumber(totalEvents)} events (${formatNumber(practiceEvents)} practice) in ` +
        `${generationSeconds.toFixed(0)} s`,
    );

    const rebuilds: string[][] = [];
    for (const projection of [rankingsProjection, friendsProjection]) {
      const result = await rebuildProjection({
        pool,
        store,
        projection,
        vault: api.vault,
        ...(BATCH_SIZE === undefined ? {} : { batchSize: BATCH_SIZE }),
        onProgress: progressPrinter(`rebuild ${projection.name}`),
      });
      rebuilds.push([
        projection.name,
        formatNumber(result.events),
        formatNumber(result.applied),
        result.seconds.toFixed(1),
        formatNumber(result.eventsPerSecond),
        projection === rankingsProjection
          ? result.eventsPerSecond >= AIM_REBUILD
            ? "yes"
            : "no"
          : "",
      ]);
    }
    await pool.query(sql.unsafe`vacuum (analyze)`);

    const tables = await pool.any(sql.type(
      z.object({ name: z.string(), rows: z.number(), size: z.string() }),
    )`
      select relname as name, n_live_tup::int as rows,
        pg_size_pretty(pg_total_relation_size(relid)) as size
      from pg_stat_user_tables where relname like 'ranking%' or relname = 'friendships'
      order by relname
    `);

    // The route: every measured student asks in turn, `connections` at a time; beside it the
    // floor, GET /api/rankings/visibility (the same session and one indexed read).
    const get = async (path: string, cookie: string) => {
      const started = performance.now();
      const response = await fetch(`${api.base}${path}`, { headers: { cookie } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
      return { ms: performance.now() - started, body };
    };
    log("warming up…");
    for (const m of measured) await get("/api/rankings", m.cookie);
    const sample = JSON.parse((await get("/api/rankings", measured[0]!.cookie)).body) as unknown;
    const timings: string[][] = [];
    let worstP99 = 0;
    for (const path of ["/api/rankings", "/api/rankings/visibility"]) {
      for (const connections of CONNECTIONS) {
        log(`timing ${formatNumber(REQUESTS)} × GET ${path} over ${connections} connections…`);
        const latencies: number[] = [];
        let next = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: connections }, async () => {
            while (next < REQUESTS) {
              const i = next++;
              latencies.push((await get(path, measured[i % measured.length]!.cookie)).ms);
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        const p99 = quantile(latencies, 0.99);
        if (path === "/api/rankings") worstP99 = Math.max(worstP99, p99);
        timings.push([
          `GET ${path}`,
          formatNumber(REQUESTS),
          String(connections),
          formatNumber(REQUESTS / seconds),
          formatNumber(quantile(latencies, 0.5), 1),
          formatNumber(p99, 1),
          formatNumber(Math.max(...latencies), 1),
        ]);
      }
    }

    console.log("# Rankings benchmark\n");
    printMachine(env.machine);
    console.log(
      `Population: ${formatNumber(STUDENTS)} students in ${formatNumber(SCHOOLS)} schools; ` +
        `each does a Daily Drop on a day with probability ${ACTIVE / 10}% over ${DAYS} days ` +
        `(${FIRST_DAY} → 2026-11-25); ${MEASURED} registered through the API with ` +
        `${FRIENDS_EACH} friends each. Log: ${formatNumber(totalEvents)} events ` +
        `(generated in ${generationSeconds.toFixed(0)} s).\n`,
    );
    console.log("## Rebuild\n");
    printTable(
      [
        "Projection",
        "Events read",
        "Applied",
        "Seconds",
        "Events/s",
        `≥ ${formatNumber(AIM_REBUILD)}/s`,
      ],
      rebuilds,
    );
    console.log("\n## Read tables after the rebuild\n");
    printTable(
      ["Table", "Rows", "Size"],
      tables.map((t) => [t.name, formatNumber(t.rows), t.size]),
    );
    console.log("\n## GET /api/rankings\n");
    printTable(
      ["Route", "Requests", "Connections", "req/s", "p50 ms", "p99 ms", "max ms"],
      timings,
    );
    console.log(
      `\nAim p99 ≤ ${AIM_P99_MS} ms for GET /api/rankings: ` +
        `${worstP99 <= AIM_P99_MS ? "met" : "not met"} (worst p99 ${formatNumber(worstP99, 1)} ms).`,
    );
    console.log("\nOne student's answer:\n\n```json\n" + JSON.stringify(sample, null, 2) + "\n```");
  } finally {
    await api.close();
  }
}

await runBench({ name: "rankings", maximumPoolSize: 8 }, main);
