// Every visible string is US English (issue 30): the string literals, template texts and JSX
// text of the code that speaks to users (web/, domain/, api/; tests aside) hold none of the
// British spellings below. Comments and identifiers may keep theirs: only what a user can read
// is scanned. A spelling that comes back fails here with the file, line and text.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const SOURCES = ["web", "domain", "api"];

/** British spellings and their US forms (word stems: "practise" catches "practised"). */
export const BRITISH_SPELLINGS: readonly [british: RegExp, us: string][] = [
  [/\bpractis(e|es|ed|ing)\b/i, "practice, practiced, practicing"],
  [/\bcolour/i, "color"],
  [/\bfavourite/i, "favorite"],
  [/\bfavour/i, "favor"],
  [/\bhonour/i, "honor"],
  [/\bbehaviour/i, "behavior"],
  [/\bneighbour/i, "neighbor"],
  [/\blabour/i, "labor"],
  [
    /\b(organis|recognis|realis|summaris|prioritis|personalis|customis|optimis|minimis|maximis|apologis|categoris|memoris|criticis|finalis|standardis|normalis|visualis|emphasis)(e|es|ed|ing|ation|ations)\b/i,
    "-ize, -ization",
  ],
  [/\banalys(e|es|ed|ing)\b/i, "analyze"],
  [/\b(centre|centres|centred|theatre|metre|metres|litre|litres|fibre)\b/i, "center, meter, liter"],
  [/\blicence/i, "license"],
  [/\bdefence/i, "defense"],
  [/\boffence/i, "offense"],
  [/\bprogramme/i, "program"],
  [
    /\b(travelled|travelling|traveller|labelled|labelling|modelled|modelling|levelled|levelling|signalled|fuelled)\b/i,
    "traveled, labeled, modeled, leveled",
  ],
  [/\bcatalogue/i, "catalog"],
  [/\bjudgement/i, "judgment"],
  [/\benrol(s|ment)?\b/i, "enroll"],
  [/\bgrey\b/i, "gray"],
  [/\bmaths\b/i, "math"],
  [/\btyres?\b/i, "tire"],
  [/\bcheque/i, "check"],
  [/\baeroplane/i, "airplane"],
  [/\bmum\b/i, "mom"],
];

/**
 * Texts no user reads as ours: a reading question's passage quotes a public-domain text as it was
 * written (Austen's "neighbour", Thoreau's "practise"), and internal names.
 */
const QUOTED_OR_INTERNAL = [/^The following text is from /, /^levelfield-route-catalogue$/];

/** The first British spelling in a text, as "british (US: …)", or null. */
export function britishSpelling(text: string): string | null {
  for (const [british, us] of BRITISH_SPELLINGS) {
    const found = british.exec(text);
    if (found) return `${found[0]} (US: ${us})`;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** The texts a user could read in a file: string literals, template texts and JSX text. */
function visibleTexts(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(join(ROOT, path), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    // Module paths are not read by anyone.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      texts.push({ line, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe("US English", () => {
  it("given the British spellings, when a text holds one, then it is found, and US spellings pass", () => {
    expect(britishSpelling("You practised 5 questions")).toMatch(/^practised/);
    expect(britishSpelling("Your favourite colour")).toMatch(/^colour|^favourite/);
    expect(britishSpelling("Organised by the centre")).not.toBeNull();
    expect(britishSpelling("You practiced 5 questions in the center; your favorite color")).toBe(
      null,
    );
    expect(britishSpelling("Practice Mode: practicing, analyzed, licensed, canceled")).toBe(null);
  });

  it("given the code users read (web/, domain/, api/), then no visible string is British", () => {
    const found = SOURCES.flatMap(sourceFiles).flatMap((path) =>
      visibleTexts(path).flatMap(({ line, text }) => {
        if (QUOTED_OR_INTERNAL.some((quoted) => quoted.test(text))) return [];
        const spelling = britishSpelling(text);
        return spelling
          ? [`${relative(ROOT, join(ROOT, path))}:${line}: ${spelling}: ${text}`]
          : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
