// The shared tip card rendered to HTML: the headline, the category, level and skill badges (the
// skill's name, or underscores as spaces), the advice, the reason line and the actions.
import { describe, expect, it } from "vitest";
import { text } from "../../testing/markup.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { TipCard, type TipCardTip } from "./tip-card.tsx";
import { tipCategoryLabel, tipLevelLabel, tipSkillLabel } from "./tip-labels.ts";

const tip: TipCardTip = {
  id: "math-slope-from-two-points",
  headline: "Find slope from two points before you do anything else",
  content: "Subtract the y-values, then the x-values, in the same order: (7 − 3) / (4 − 2) = 2.",
  category: "math",
  difficultyLevel: "beginner",
  subSkill: "linear_functions",
  reason: "For Linear Functions: you got 2 of your last 6 right.",
};

describe("the tip labels", () => {
  it("given a category, a level and a skill, when read, then as a student reads them", () => {
    expect(tipCategoryLabel("wildcard")).toBe("Wildcard");
    expect(tipLevelLabel("intermediate")).toBe("Intermediate");
    expect(tipSkillLabel("command_of_evidence_quantitative")).toBe(
      "Command of Evidence: Quantitative",
    );
    expect(tipSkillLabel("some_new_skill")).toBe("some new skill");
    expect(tipSkillLabel(undefined)).toBeNull();
  });
});

describe("the tip card", () => {
  it("given a tip with a skill and a reason, when shown, then the headline, the three badges, the advice and why", () => {
    const html = renderWithProviders(
      <TipCard tip={tip} eyebrow="Tip of the Day" actions={<button type="button">Go</button>} />,
    );
    expect(html).toMatch(
      /<h2 id="[^"]+"[^>]*>Find slope from two points before you do anything else<\/h2>/,
    );
    expect(html).toMatch(/<article aria-labelledby="([^"]+)"/);
    expect(text(html)).toBe(
      "Tip of the Day Find slope from two points before you do anything else " +
        "Category: Math Level: Beginner Skill: Linear Functions " +
        "Subtract the y-values, then the x-values, in the same order: (7 − 3) / (4 − 2) = 2. " +
        "Why this tip: For Linear Functions: you got 2 of your last 6 right. Go",
    );
  });

  it("given a tip about no one skill and no reason (a bookmark), when shown as h3, then two badges and no reason line", () => {
    const { subSkill: _s, reason: _r, ...general } = tip;
    const html = renderWithProviders(
      <TipCard tip={{ ...general, category: "general" }} heading="h3" />,
    );
    expect(html).toMatch(/<h3 /);
    expect(text(html)).toContain("Category: General Level: Beginner Subtract");
    expect(html).not.toContain("Skill:");
    expect(html).not.toContain("Why this tip");
  });
});
