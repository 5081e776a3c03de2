// A local ESLint rule for the layering in docs/ARCHITECTURE.md: an import whose resolved path
// falls in a forbidden folder for the importing file's folder is an error. It resolves relative
// imports by path only (every import in this repository names its file), so it needs no module
// resolver — the usual plugins pull in native resolver binaries that the lockfile cannot hold
// for every platform.
import path from "node:path";

const root = process.cwd();
const inside = (file, folder) => {
  const rel = path.relative(path.resolve(root, folder), file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

/** Calls `check(node, source)` for every import and re-export a file makes, static or dynamic. */
const importVisitors = (check) => ({
  ImportDeclaration: (node) => check(node.source, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
  ExportAllDeclaration: (node) => check(node.source, node.source.value),
  ImportExpression: (node) =>
    node.source.type === "Literal" && check(node.source, node.source.value),
});

export const layering = {
  meta: {
    type: "problem",
    docs: { description: "Enforce which folders may import which" },
    schema: [
      {
        type: "object",
        properties: {
          zones: {
            type: "array",
            items: {
              type: "object",
              properties: {
                target: { type: "string" },
                from: { type: "array", items: { type: "string" } },
                except: { type: "array", items: { type: "string" } },
                message: { type: "string" },
              },
              required: ["target", "from", "message"],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const file = context.filename;
    const active = zones.filter((z) => inside(file, z.target));
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const resolved = path.resolve(path.dirname(file), source);
      for (const zone of active) {
        const banned = zone.from.some((f) => inside(resolved, f));
        const excepted = (zone.except ?? []).some((e) => inside(resolved, e));
        if (banned && !excepted) {
          context.report({ node, message: `${source}: ${zone.message}` });
          return;
        }
      }
    };
    return importVisitors(check);
  },
};

/**
 * Test support is named as such: fixtures and helpers live in a folder named `testing/` (the
 * top-level one, or one per layer: domain/testing/, api/testing/, …), and code that ships —
 * anything but a test file or test support itself — never imports them. A test file is
 * `*.test.ts(x)` or `*.e2e.ts`.
 */
const isTestFile = (file) => /\.(test|e2e)\.tsx?$/.test(file);
const isTestSupport = (file) => file.split(path.sep).includes("testing");

export const testSupport = {
  meta: {
    type: "problem",
    docs: { description: "App code never imports test support (testing/ folders)" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (isTestFile(file) || isTestSupport(path.relative(root, file))) return {};
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const resolved = path.relative(root, path.resolve(path.dirname(file), source));
      if (isTestSupport(resolved)) {
        context.report({
          node,
          message: `${source}: app code does not import test support (testing/ folders).`,
        });
      }
    };
    return importVisitors(check);
  },
};

export default { rules: { layering, "test-support": testSupport } };
