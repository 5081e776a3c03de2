// Reading the HTML that renderToStaticMarkup writes, for the views' tests (no browser): the text
// a reader gets (tags out, entities decoded, MathML as "[math]") and the target of a link.

/** The entities React writes in text and attributes, decoded. */
export const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");

/** The markup's text: MathML as " [math] ", tags out, entities decoded, whitespace collapsed. */
export const text = (html: string) =>
  decode(html.replace(/<math[^]*?<\/math>/g, " [math] ").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** The href of the link whose text is `label`. */
export const hrefOf = (html: string, label: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].find(
    ([, , inner]) => text(inner!) === label,
  )?.[1];
