// Splitting text into plain text and `$…$` mathematics, and the mathematics rendered as MathML.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MathText, renderTex } from "./math.tsx";
import { splitMath } from "./math-text.ts";

describe("splitMath", () => {
  it("given text with one $…$ pair, when split, then text, math and text come back in order", () => {
    expect(splitMath("Solve $2x + 3 = 11$ for x.")).toEqual([
      { kind: "text", text: "Solve " },
      { kind: "math", tex: "2x + 3 = 11" },
      { kind: "text", text: " for x." },
    ]);
  });

  it("given several pairs and math at the edges, when split, then each pair is its own segment", () => {
    expect(splitMath("$a$ and $\\frac{1}{2}$")).toEqual([
      { kind: "math", tex: "a" },
      { kind: "text", text: " and " },
      { kind: "math", tex: "\\frac{1}{2}" },
    ]);
  });

  it("given a $ with no closing pair ('$5 tickets'), when split, then it is literal text", () => {
    expect(splitMath("Each costs $5 tickets")).toEqual([
      { kind: "text", text: "Each costs $5 tickets" },
    ]);
    expect(splitMath("ends with $")).toEqual([{ kind: "text", text: "ends with $" }]);
  });

  it("given two prices ('between $3 and $4'), when split, then nothing is read as math", () => {
    expect(splitMath("between $3 and $4 each")).toEqual([
      { kind: "text", text: "between $3 and $4 each" },
    ]);
    expect(splitMath("$ 5 and 6 $")).toEqual([{ kind: "text", text: "$ 5 and 6 $" }]);
  });

  it("given an escaped \\$ or an empty $$, when split, then they are literal dollars", () => {
    expect(splitMath("It costs \\$12.")).toEqual([{ kind: "text", text: "It costs $12." }]);
    expect(splitMath("$$")).toEqual([{ kind: "text", text: "$$" }]);
  });

  it("given \\$ inside mathematics, when split, then it stays part of the TeX", () => {
    expect(splitMath("$\\$x + 1$")).toEqual([{ kind: "math", tex: "\\$x + 1" }]);
  });

  it("given text without dollars, when split, then it is one text segment (or none when empty)", () => {
    expect(splitMath("plain")).toEqual([{ kind: "text", text: "plain" }]);
    expect(splitMath("")).toEqual([]);
  });
});

describe("math rendering", () => {
  it("given a fraction, an exponent and a root, when rendered, then each is MathML", () => {
    expect(renderTex("\\frac{3}{4}")).toMatch(/^<math[^>]*>.*<mfrac>/);
    expect(renderTex("x^2")).toContain("<msup>");
    expect(renderTex("\\sqrt{x}")).toContain("<msqrt>");
  });

  it("given TeX that does not parse, when rendered, then there is no MathML to show", () => {
    expect(renderTex("\\frac{3")).toBeNull();
  });

  it("given text with math, when rendered, then the math is a <math> element inside the text", () => {
    const html = renderToStaticMarkup(<MathText text="If $x^2 = 9$, what is x?" />);
    expect(html).toMatch(/^If <span[^>]*><math[^>]*>.*<msup>.*<\/math><\/span>, what is x\?$/);
  });

  it("given text whose TeX is broken, when rendered, then the source shows as written", () => {
    expect(renderToStaticMarkup(<MathText text="See $\frac{3$ here" />)).toBe(
      "See $\\frac{3$ here",
    );
  });

  it("given a price and no math, when rendered, then there is no <math> element", () => {
    expect(renderToStaticMarkup(<MathText text="Tickets cost $5 each." />)).toBe(
      "Tickets cost $5 each.",
    );
  });
});
