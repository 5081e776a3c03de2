// The card's labels, timer formats, passage layout and when Submit Answer is enabled.
import { describe, expect, it } from "vitest";
import { taxonomy } from "../../../domain/questions/item.ts";
import { canSubmit, questionLabel, skillLabel, subjectLabel } from "./card-model.ts";
import { passageBlocks } from "./passage.ts";
import { formatElapsed, spokenElapsed } from "./timer.ts";

describe("labels", () => {
  it("given a subject and a skill id the bank knows, when labelled, then the skill's name, never its id", () => {
    expect(questionLabel("math", "linear_equations_in_one_variable")).toBe(
      "Math · Linear Equations in One Variable",
    );
    expect(questionLabel("english", "command_of_evidence_quantitative")).toBe(
      "English · Command of Evidence: Quantitative",
    );
    for (const skills of [...Object.values(taxonomy.math), ...Object.values(taxonomy.english)]) {
      for (const skill of skills) expect(skillLabel(skill)).not.toContain("_");
    }
  });

  it("given a skill id the bank does not know, when labelled, then underscores become spaces (spec)", () => {
    expect(skillLabel("  two__spaces_ ")).toBe("two spaces");
    expect(skillLabel("constructor")).toBe("constructor");
  });

  it("given no skill or an unknown subject, when labelled, then what is known shows", () => {
    expect(questionLabel("math", "")).toBe("Math");
    expect(subjectLabel("science")).toBe("science");
  });
});

describe("formatElapsed", () => {
  it("given milliseconds, when shown as m:ss, then seconds are padded and minutes are not", () => {
    expect(formatElapsed(0, "mm:ss")).toBe("0:00");
    expect(formatElapsed(9_999, "mm:ss")).toBe("0:09");
    expect(formatElapsed(65_000, "mm:ss")).toBe("1:05");
    expect(formatElapsed(600_000, "mm:ss")).toBe("10:00");
    expect(formatElapsed(3_725_000, "mm:ss")).toBe("62:05");
  });

  it("given milliseconds, when shown in seconds, then whole seconds are counted", () => {
    expect(formatElapsed(0, "seconds")).toBe("0s");
    expect(formatElapsed(45_900, "seconds")).toBe("45s");
    expect(formatElapsed(125_000, "seconds")).toBe("125s");
  });

  it("given a negative time (a clock step), when shown, then it reads zero", () => {
    expect(formatElapsed(-500, "mm:ss")).toBe("0:00");
    expect(formatElapsed(-500, "seconds")).toBe("0s");
  });

  it("given milliseconds, when spoken, then units are words with plurals", () => {
    expect(spokenElapsed(1_000)).toBe("1 second");
    expect(spokenElapsed(45_000)).toBe("45 seconds");
    expect(spokenElapsed(60_000)).toBe("1 minute");
    expect(spokenElapsed(125_000)).toBe("2 minutes 5 seconds");
  });
});

describe("passageBlocks", () => {
  it("given paragraphs separated by blank lines, when laid out, then each is a paragraph", () => {
    expect(passageBlocks("First line.\nSame paragraph.\n\nSecond.\r\n  \r\nThird.")).toEqual([
      { kind: "paragraph", text: "First line.\nSame paragraph." },
      { kind: "paragraph", text: "Second." },
      { kind: "paragraph", text: "Third." },
    ]);
  });

  it("given lines starting with '• ', when laid out, then they form a list after the lead-in", () => {
    expect(
      passageBlocks(
        "While researching a topic, a student took these notes:\n• One\n•  Two\nAfter.",
      ),
    ).toEqual([
      { kind: "paragraph", text: "While researching a topic, a student took these notes:" },
      { kind: "list", items: ["One", "Two"] },
      { kind: "paragraph", text: "After." },
    ]);
  });

  it("given no passage, when laid out, then there is nothing to show", () => {
    expect(passageBlocks(null)).toEqual([]);
    expect(passageBlocks("\n\n")).toEqual([]);
  });
});

describe("canSubmit", () => {
  const ready = {
    selected: "B",
    hasChoices: true,
    loading: false,
    submitting: false,
    reviewing: false,
  };

  it("given a choice selected and nothing running, when checked, then Submit is enabled", () => {
    expect(canSubmit(ready)).toBe(true);
  });

  it("given no choice, loading, submitting, unreadable choices or a review, when checked, then Submit is disabled", () => {
    expect(canSubmit({ ...ready, selected: null })).toBe(false);
    expect(canSubmit({ ...ready, loading: true })).toBe(false);
    expect(canSubmit({ ...ready, submitting: true })).toBe(false);
    expect(canSubmit({ ...ready, hasChoices: false })).toBe(false);
    expect(canSubmit({ ...ready, reviewing: true })).toBe(false);
  });
});
