// Lint rules, including the layering of docs/ARCHITECTURE.md: which folder may import which.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import levelfield from "./eslint-rules/layering.js";
import globals from "globals";

const listDirs = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

// Each web feature may import only itself (and web/app, web/lib, web/components).
const featureZones = listDirs("web/features").map((feature) => ({
  target: `./web/features/${feature}`,
  from: ["./web/features"],
  except: [`./web/features/${feature}`],
  message: "Web features do not import each other; move shared code to web/lib or web/components.",
}));

const layering = [
  {
    target: "./domain",
    from: [
      "./eventstore",
      "./database",
      "./vault",
      "./projections",
      "./api",
      "./web",
      "./cli",
      "./bench",
      "./testing",
      "./e2e",
    ],
    message: "domain/ is pure: it imports only zod, date-fns and itself.",
  },
  {
    target: "./eventstore",
    from: ["./vault", "./projections", "./api", "./web", "./cli", "./bench", "./e2e"],
    message: "eventstore/ imports only domain types, the database pool and its drivers.",
  },
  {
    target: "./database",
    from: ["./vault", "./projections", "./api", "./web", "./cli", "./bench", "./e2e"],
    message: "database/ imports only its driver and the event store's positions.",
  },
  {
    target: "./vault",
    from: ["./eventstore", "./projections", "./api", "./web", "./cli", "./bench", "./e2e"],
    message: "vault/ imports only the database pool.",
  },
  {
    target: "./projections",
    from: ["./api", "./web", "./cli", "./bench", "./e2e"],
    message: "projections/ and api/ never import each other: they meet at the tables.",
  },
  {
    target: "./api",
    from: ["./projections", "./web", "./cli", "./bench", "./e2e"],
    message: "api/ and projections/ never import each other: they meet at the tables.",
  },
  {
    target: "./web",
    from: [
      "./eventstore",
      "./database",
      "./vault",
      "./projections",
      "./cli",
      "./bench",
      "./testing",
      "./e2e",
    ],
    message: "web/ imports only its own folders and shared request/response schemas.",
  },
  {
    target: "./web",
    from: ["./api"],
    except: ["./api/schemas"],
    message: "web/ may import only api/schemas (the shared request/response schemas).",
  },
  {
    // The domain modules the browser runs: pure rules the screens share with the server. Any
    // other would grow the bundle or drag server-only code along; add one here on purpose.
    target: "./web",
    from: ["./domain"],
    except: [
      "./domain/identity/age.ts",
      "./domain/identity/onboarding-rules.ts",
      "./domain/identity/password-policy.ts",
      "./domain/practice/goal-score.ts",
      "./domain/practice/levels.ts",
      "./domain/questions/item.ts",
      "./domain/questions/reports/labels.ts",
      "./domain/text.ts",
      "./domain/usernames/safety.ts",
      "./domain/usernames/username.ts",
      "./domain/usernames/words.ts",
    ],
    message: "web/ may import only the domain modules listed in eslint.config.js.",
  },
  ...featureZones,
];

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", ".data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: "module",
      globals: { ...globals.node },
    },
    plugins: { levelfield },
    rules: {
      "levelfield/layering": ["error", { zones: layering }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "smart"],
      // A statement run for its effect is database/pool.ts's `statement`; a query that reads
      // rows gives their schema with sql.type. sql.unsafe has neither.
      "no-restricted-properties": [
        "error",
        {
          object: "sql",
          property: "unsafe",
          message: "Use statement`…` (database/pool.ts) or sql.type(schema)`…`.",
        },
      ],
      "no-console": "off",
    },
  },
  {
    files: ["domain/**/*.ts"],
    ignores: ["domain/**/*.test.ts", "domain/testing/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|zod/|date-fns$|date-fns/|@date-fns/tz$|\\.).*",
              message:
                "domain/ does no I/O: it may import only zod, date-fns (and @date-fns/tz) and itself.",
            },
          ],
        },
      ],
    },
  },
  {
    // Code that ships never imports test support (testing/ folders); tests, test support,
    // benchmarks and the e2e suite may.
    files: ["{api,cli,database,domain,eventstore,projections,vault,web}/**/*.{ts,tsx}"],
    rules: { "levelfield/test-support": "error" },
  },
  {
    // Not yet applied to bench/: its scratch tables are still written with sql.unsafe.
    files: ["bench/**/*.ts"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
