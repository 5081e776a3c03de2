// Accessibility scans with axe (WCAG 2.1 A and AA): the serious and critical findings on a page,
// and a report that says where each one is.
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

export type Finding = { path: string; id: string; impact: string; help: string; nodes: string[] };

export async function seriousViolations(page: Page, path: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
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
