// Splitting question text into plain text and `$…$` LaTeX, the bank's convention for
// mathematics. The rule is Pandoc's, so prices stay prices: an opening `$` must be followed by a
// non-space, a closing `$` must follow a non-space and not be followed by a digit. A `$` that
// forms no such pair is literal ("$5 tickets", "between $3 and $4"), and `\$` is always a literal
// dollar outside mathematics.

export type TextSegment = { kind: "text"; text: string } | { kind: "math"; tex: string };

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/** Where the `$` closing the mathematics opened at `open` is, or -1 when there is none. */
function closingDollar(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") {
      i++; // an escaped character (\$ included) belongs to the TeX
      continue;
    }
    if (char === "$" && !isSpace(text[i - 1]) && !isDigit(text[i + 1])) return i;
  }
  return -1;
}

/** The text's segments in order; adjacent plain text is merged into one segment. */
export function splitMath(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = "";
  const flush = () => {
    if (plain) segments.push({ kind: "text", text: plain });
    plain = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\" && text[i + 1] === "$") {
      plain += "$";
      i++;
      continue;
    }
    if (char === "$") {
      const next = text[i + 1];
      const close = !isSpace(next) && next !== "$" ? closingDollar(text, i) : -1;
      if (close !== -1) {
        flush();
        segments.push({ kind: "math", tex: text.slice(i + 1, close) });
        i = close;
        continue;
      }
    }
    plain += char;
  }
  flush();
  return segments;
}
