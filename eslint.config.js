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
    from: ["./projections", "./api", "./web", "./cli", "./bench", "./e2e"],
    message: "eventstore/ imports only domain types and its drivers.",
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
    from: ["./eventstore", "./projections", "./cli", "./bench", "./testing", "./e2e"],
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
      "./domain/practice/levels.ts",
      "./domain/questions/item.ts",
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
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
