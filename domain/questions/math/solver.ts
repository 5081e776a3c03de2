// The independent checker for Math items. It never looks at the answer a template drew: it
// re-solves each item from its spec (the problem's parameters) with exact arithmetic, finds which
// choices are correct, and reports a problem when the key is not the one and only correct choice,
// when two choices are the same value, when a choice's text is not its value, or when the stem
// does not show the problem the spec describes. buildMathItems runs it on every item.
//
// The solvers sit in solvers/, one file per template family (mirroring templates/); `solvers`
// below joins them, and its type asks for one solver per spec kind, so a new kind without a
// solver does not compile.
import { difficultyOfLevel, letters, taxonomy } from "../item.ts";
import type { MathItem } from "./draft.ts";
import type { MathSpec } from "./spec.ts";
import type { Solvers, Verdict } from "./solvers/common.ts";
import { data } from "./solvers/data.ts";
import { equivalentExpressions } from "./solvers/equivalent-expressions.ts";
import { geometry } from "./solvers/geometry.ts";
import { inequalities } from "./solvers/inequalities.ts";
import { linearFunctions } from "./solvers/linear-functions.ts";
import { linearOneVariable } from "./solvers/linear-one-variable.ts";
import { linearTwoVariables } from "./solvers/linear-two-variables.ts";
import { nonlinearEquations } from "./solvers/nonlinear-equations.ts";
import { nonlinearFunctions } from "./solvers/nonlinear-functions.ts";
import { probabilityInference } from "./solvers/probability-inference.ts";
import { ratiosPercentages } from "./solvers/ratios-percentages.ts";
import { systems } from "./solvers/systems.ts";
import { renderValue, valueKey } from "./values.ts";

export { realRoots, type Verdict } from "./solvers/common.ts";

const solvers: Solvers = {
  ...linearOneVariable,
  ...linearFunctions,
  ...linearTwoVariables,
  ...systems,
  ...inequalities,
  ...equivalentExpressions,
  ...nonlinearEquations,
  ...nonlinearFunctions,
  ...ratiosPercentages,
  ...data,
  ...probabilityInference,
  ...geometry,
};

/** Re-solves an item from its spec. Throws Unsolvable when the spec is not a well-posed item. */
export function solve(spec: MathSpec): Verdict {
  return (solvers[spec.kind] as (spec: MathSpec) => Verdict)(spec);
}

// ---- the item check ---------------------------------------------------------------------------

const fold = (s: string) => s.trim().toLowerCase();

/** Every problem with a Math item; [] when it is sound. */
export function checkMathItem({ item, spec, values }: MathItem): string[] {
  const problems: string[] = [];
  const domainSkills = (taxonomy.math as Record<string, readonly string[]>)[item.domain];
  if (item.subject !== "math") problems.push("subject is not math");
  if (!domainSkills?.includes(item.skill))
    problems.push(`skill ${item.skill} is not in ${item.domain}`);
  if (!Number.isInteger(item.level) || item.level < 1 || item.level > 12) {
    problems.push(`level ${item.level} is outside 1–12`);
  }
  if (item.irt.b !== difficultyOfLevel(item.level)) problems.push("irt.b does not match the level");
  if (item.irt.c !== 0.2) problems.push("irt.c is not 0.2");
  if (!(item.irt.a >= 0.8 && item.irt.a <= 1.8))
    problems.push(`irt.a ${item.irt.a} is outside 0.8–1.8`);
  if (values.length !== 4 || item.choices.length !== 4) problems.push("not four choices");

  values.forEach((value, i) => {
    let rendered: string | null = null;
    try {
      rendered = renderValue(value);
    } catch (error) {
      problems.push(`choice ${letters[i]} cannot be rendered: ${(error as Error).message}`);
    }
    if (rendered !== null && rendered !== item.choices[i]) {
      problems.push(`choice ${letters[i]} reads "${item.choices[i]}" but its value is ${rendered}`);
    }
  });
  for (let i = 0; i < 4; i++) {
    for (let j = i + 1; j < 4; j++) {
      if (valueKey(values[i]!) === valueKey(values[j]!)) {
        problems.push(`choices ${letters[i]} and ${letters[j]} are the same value`);
      } else if (fold(item.choices[i] ?? "") === fold(item.choices[j] ?? "")) {
        problems.push(`choices ${letters[i]} and ${letters[j]} read the same`);
      }
    }
  }

  let verdict: Verdict;
  try {
    verdict = solve(spec);
  } catch (error) {
    problems.push(`the spec is not solvable as an item: ${(error as Error).message}`);
    return problems;
  }
  let correct: string[];
  try {
    correct = values.flatMap((value, i) => (verdict.accepts(value) ? [letters[i]!] : []));
  } catch (error) {
    problems.push(`the choices cannot be checked: ${(error as Error).message}`);
    return problems;
  }
  if (correct.length === 0) problems.push(`no choice is correct (key ${item.answer})`);
  else if (correct.length > 1) problems.push(`choices ${correct.join(", ")} are all correct`);
  else if (correct[0] !== item.answer) {
    problems.push(`the correct choice is ${correct[0]}, but the key is ${item.answer}`);
  }

  const shown = `${item.passage ?? ""}\n${item.stem}`;
  for (const fragment of verdict.shows) {
    if (!shown.includes(fragment)) problems.push(`the stem does not show ${fragment}`);
  }
  if (!item.explanation.includes(`Choice ${item.answer} is correct`)) {
    problems.push("the explanation does not say which choice is correct");
  }
  for (const letter of letters) {
    if (letter !== item.answer && !item.explanation.includes(`Choice ${letter} `)) {
      problems.push(`the explanation does not explain choice ${letter}`);
    }
  }
  return problems;
}

/** Throws with every problem found in any of the items. */
export function assertMathItems(items: readonly MathItem[]): void {
  const report = items.flatMap((mi) => checkMathItem(mi).map((p) => `${mi.item.id}: ${p}`));
  if (report.length > 0) throw new Error(`Math items failed the check:\n${report.join("\n")}`);
}
