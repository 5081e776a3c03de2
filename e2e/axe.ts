// Accessibility scans with axe (WCAG 2.1 A and AA): the serious and critical findings on a page,
// and a report that says where each one is.
//
// A page without frames is scanned with one axe.run in the page (AxeBuilder's legacy mode). The
// default mode runs axe.runPartial in every frame and then axe.finishRun in a blank page it opens
// for the purpose: half of each scan's time here (≈ 0.85 s against ≈ 0.4 s), for frames our
// pages do not have. Both modes gave the same violations, passes and incomplete results, node
// for node, on the 13 public pages in both colour schemes (docs/performance.md, "CI time").
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

export type Finding = { path: string; id: string; impact: string; help: string; nodes: string[] };

export async function seriousViolations(page: Page, path: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      path,
      id: v.id,
      impact: v.impact ?? "",
      help: `${v.help} (${v.helpUrl})`,
      nodes: v.nodes.map(
        (node) =>
          `${node.target.join(" ")}\n        ${(node.failureSummary ?? "").replace(/\n/g, "\n        ")}`,
      ),
    }));
}

export function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.path}: [${f.impact}] ${f.id}: ${f.help}\n` +
        f.nodes.map((node) => `    - ${node}`).join("\n"),
    )
    .join("\n");
}

/**
 * Switches the page to a colour scheme in place (the app's scheme is CSS only:
 * `prefers-color-scheme` in web/app/styles.css) and ends the colour transitions that started at
 * once (Animation.finish(): each at its end value, the new scheme's), so a scan never reads a
 * colour half-way. Answers whether the page now matches `prefers-color-scheme: dark`.
 */
export async function useColorScheme(page: Page, colorScheme: "light" | "dark"): Promise<boolean> {
  await page.emulateMedia({ colorScheme });
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    return matchMedia("(prefers-color-scheme: dark)").matches;
  });
}

/**
 * axe on the page as it is, in the light colour scheme and then in the dark one (switched in
 * place, useColorScheme; `schemes` to scan fewer); the page is left in the last. Fails on a
 * serious or critical finding.
 */
export async function noSeriousViolations(
  page: Page,
  path: string,
  schemes: readonly ("light" | "dark")[] = ["light", "dark"],
) {
  const found: Record<"light" | "dark", Finding[]> = { light: [], dark: [] };
  for (const colorScheme of schemes) {
    expect(await useColorScheme(page, colorScheme), `${path}: ${colorScheme}`).toBe(
      colorScheme === "dark",
    );
    found[colorScheme] = await seriousViolations(page, `${path} (${colorScheme})`);
  }
  expect(found.light, `axe (light):\n${report(found.light)}`).toEqual([]);
  expect(found.dark, `axe (dark):\n${report(found.dark)}`).toEqual([]);
}
