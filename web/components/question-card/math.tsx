// Text with `$…$` LaTeX, the mathematics rendered as MathML by temml: browsers lay out
// fractions, exponents and roots natively, and screen readers read MathML as mathematics.
// temml is imported statically here; only the lazily loaded screens that show questions import
// this card, so it stays out of the landing bundle.
import { Fragment, useMemo } from "react";
import temml from "temml";
// The library's stylesheet for local math fonts (Cambria Math, STIX Two Math, Noto Sans Math,
// then the browser's own `math` font), loaded with the card's chunk.
import "temml/dist/Temml-Local.css";
import { splitMath } from "./math-text.ts";

/**
 * The MathML for `tex`, or null when it is not valid TeX. (temml's `throwOnError: false` would
 * show its parser message in red; a student is better served by the source as written.) Set in
 * display style, so a fraction in a sentence or a choice is full size, not a tiny inline one.
 */
export function renderTex(tex: string): string | null {
  try {
    return temml.renderToString(`\\displaystyle ${tex}`, { throwOnError: true });
  } catch {
    return null;
  }
}

/** Plain text with its `$…$` parts as mathematics. */
export function MathText({ text }: { text: string }) {
  const segments = useMemo(() => splitMath(text), [text]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === "text" ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : (
          <MathSpan key={index} tex={segment.tex} />
        ),
      )}
    </>
  );
}

function MathSpan({ tex }: { tex: string }) {
  const html = useMemo(() => renderTex(tex), [tex]);
  if (html === null) return <>{`$${tex}$`}</>;
  return (
    <span
      // MathML inherits the text colour (light and dark alike); a touch larger than the text
      // around it so exponents and fraction parts stay readable.
      className="[&_math]:text-[1.12em]"
      translate="no"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
