// A passage as the card lays it out: paragraphs separated by a blank line, and runs of lines
// starting with "• " as a bulleted list (a student's notes, a list of findings). Single line
// breaks inside a paragraph are kept (poems, addresses).

export type PassageBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^\s*•\s+/;

export function passageBlocks(passage: string | null | undefined): PassageBlock[] {
  if (!passage) return [];
  const blocks: PassageBlock[] = [];
  for (const chunk of passage.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      const text = lines.join("\n").trim();
      if (text) blocks.push({ kind: "paragraph", text });
      lines = [];
    };
    const flushItems = () => {
      if (items.length > 0) blocks.push({ kind: "list", items });
      items = [];
    };
    for (const line of chunk.split("\n")) {
      if (BULLET.test(line)) {
        flushLines();
        items.push(line.replace(BULLET, "").trim());
      } else {
        flushItems();
        lines.push(line);
      }
    }
    flushLines();
    flushItems();
  }
  return blocks;
}
