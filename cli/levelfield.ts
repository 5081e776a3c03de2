#!/usr/bin/env node
// The `levelfield` command: the composition root. Each subcommand reads the configuration from
// the environment (cli/config.ts), opens what it needs (cli/runtime.ts) and runs.
import { parseArgs } from "node:util";
import { apiWorkers, ConfigError, loadConfig } from "./config.ts";

const HELP = `Usage: levelfield [command] [options]

Commands:
  serve                  Run the app: API, projector and web app on one port (default command).
    --no-projector       Run only the API (the projector runs as its own service).
    --no-web             Do not build or serve the web app (npm run dev serves it with Vite).
    --workers=N          Run the API in N processes sharing the port (API_WORKERS; default 1):
                         one primary migrates, imports and runs the projector, N workers serve.
  migrate                Apply database migrations and exit.
  project                Run the projector on its own until stopped.
    --status             Show each projection's position, lag and failure; exit 1 if one failed.
    --once               Project up to the newest event, then exit.
  rebuild <projection>   Replay every event into fresh tables and swap them in while the app
    --all                keeps serving; with --all, every projection.
  admin grant <email>    Make the account with this email an admin (an audited event).
    --role analyst       With --role analyst, an analyst instead (--role admin: the default).
  admin revoke <email>   Make it a student again (with --role analyst: no longer an analyst).
  calibrate              Re-estimate the items' parameters from students' answers (marginal
                         maximum likelihood); records the new ones as events, flags bad fits.
  import-schools <file>  Load a school directory file (NCES CCD directory, Private School
                         Universe Survey, or ../shared/data/nces-high-schools-2009-10.csv)
                         into the school search; re-importing updates names and addresses.
  help, --help           Show this help.

Configuration comes from environment variables; see README.md ("Configuration").`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: "boolean", short: "h" },
      "no-projector": { type: "boolean" },
      "no-web": { type: "boolean" },
      status: { type: "boolean" },
      once: { type: "boolean" },
      all: { type: "boolean" },
      role: { type: "string" },
      workers: { type: "string" },
    },
  });
  const [command = "serve", ...rest] = positionals;
  if (values.help || command === "help") {
    console.log(HELP);
    return 0;
  }
  const config = loadConfig();
  switch (command) {
    case "serve": {
      const { serve } = await import("./serve.ts");
      await serve(config, {
        projector: !values["no-projector"],
        web: !values["no-web"],
        workers: apiWorkers(config, values.workers),
      });
      return -1; // keeps running
    }
    case "migrate": {
      const { createLogger } = await import("./logger.ts");
      const { openRuntime } = await import("./runtime.ts");
      const runtime = await openRuntime(config, createLogger(config, "levelfield-migrate"), {
        applicationName: "levelfield-migrate",
      });
      await runtime.close();
      return 0;
    }
    case "project": {
      const { project } = await import("./project.ts");
      return project(config, { status: Boolean(values.status), once: Boolean(values.once) });
    }
    case "rebuild": {
      const { rebuild } = await import("./rebuild.ts");
      return rebuild(config, rest, Boolean(values.all));
    }
    case "admin": {
      const { admin } = await import("./admin.ts");
      return admin(config, rest, { role: values.role });
    }
    case "calibrate": {
      const { calibrate } = await import("./calibrate.ts");
      return calibrate(config, rest);
    }
    case "import-schools": {
      const { importSchools } = await import("./import-schools.ts");
      return importSchools(config, rest);
    }
    default:
      console.error(`levelfield: unknown command "${command}"\n\n${HELP}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS")) {
      console.error(`levelfield: ${(error as Error).message}\n\n${HELP}`);
      process.exit(2);
    }
    console.error(`levelfield: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.LOG_LEVEL === "debug") console.error(error);
    process.exit(1);
  },
);
