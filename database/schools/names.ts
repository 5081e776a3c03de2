// School and city names as students expect to see them. The NCES files write them in capitals
// with their own abbreviations ("ALBERTVILLE HIGH SCH", "MT MEIGS"); the directory stores them
// in proper case with the abbreviations spelled out ("Albertville High School", "Mount Meigs").
// Pure functions: the importer calls them once per row.
import {
  ACRONYMS,
  BEFORE_PLACE_NAME,
  CITY_ABBREVIATIONS,
  CITY_DIRECTIONS,
  MAC_NAMES,
  NAME_ABBREVIATIONS,
  ROMAN_NUMERALS,
  SMALL_WORDS,
  TRUNCATED_LAST_WORDS,
} from "./abbreviations.ts";

type Token = {
  /** The word in capitals, without a final period: "ST" for "ST.". */
  core: string;
  /** It ended with a period ("ST.", "JR."). */
  dotted: boolean;
  /** What stood before it: "" for the first word, " ", "-", "/", " (", ", " … */
  before: string;
};

type Context = { tokens: readonly Token[]; i: number };
/** A rule's answer: the text for tokens[i] (and `consumes` tokens in all, default 1), or null. */
type Rule = (ctx: Context) => { text: string; consumes?: number } | string | null;

const WORD = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*\.?/gu;
const HAS_LOWER = /\p{Ll}/u;

function tokenize(text: string): { tokens: Token[]; tail: string } {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const dotted = raw.endsWith(".");
    tokens.push({
      core: (dotted ? raw.slice(0, -1) : raw).toUpperCase(),
      dotted,
      before: text.slice(last, match.index).replace(/\s+/g, " "),
    });
    last = match.index + raw.length;
  }
  return { tokens, tail: text.slice(last).replace(/\s+/g, " ") };
}

const capitalize = (word: string) =>
  word.slice(0, 1).toLocaleUpperCase("en-US") + word.slice(1).toLocaleLowerCase("en-US");

const isLetters = (word: string) => /^\p{L}+$/u.test(word);
const isNumber = (word: string | undefined) => word !== undefined && /^\d+$/.test(word);
const breaksBefore = (token: Token) => /[-(/:]/.test(token.before);

/** The casing every word gets unless a rule says otherwise; place names know no acronyms. */
function defaultCase(token: Token, acronyms: boolean): string {
  const { core } = token;
  const dot = token.dotted ? "." : "";
  if (/^\d+(ST|ND|RD|TH)$/.test(core)) return core.toLowerCase(); // 9TH → 9th
  if (/\d/.test(core)) return core + dot; // K12, 281
  if (core.length === 1) return core + dot; // initials: J E B Stuart, A. Philip
  if (acronyms && (ROMAN_NUMERALS.has(core) || ACRONYMS.has(core))) return core + dot;
  if (/^[\p{L}]{1,2}(\.[\p{L}]{1,2})+$/u.test(core)) return core + dot; // H.D., U.S.
  if (core.includes(".")) return core.split(".").map(capitalize).join(".") + dot;
  if (/['’]/.test(core)) return apostrophes(core) + dot;
  if (isLetters(core) && !/[AEIOUY]/.test(core)) return core + dot; // CTC, DJJ, PS, MS
  if (/^MC\p{L}{2,}$/u.test(core)) return `Mc${capitalize(core.slice(2))}${dot}`;
  if (MAC_NAMES.has(core)) return `Mac${capitalize(core.slice(3))}${dot}`;
  return capitalize(core) + dot;
}

/** O'Connor, D'Iberville, but Wade's and Colorado's. */
function apostrophes(core: string): string {
  const [head = "", ...rest] = core.split(/(['’])/);
  let out = head.length === 1 ? head : capitalize(head);
  for (let k = 0; k < rest.length; k += 2) {
    const mark = rest[k] ?? "";
    const part = rest[k + 1] ?? "";
    out +=
      mark +
      (head.length === 1 && k === 0 && part.length > 1 ? capitalize(part) : part.toLowerCase());
  }
  return out;
}

function caseWith(text: string, rule: Rule, acronyms: boolean): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean === "" || HAS_LOWER.test(clean)) return clean; // already cased by the source
  const { tokens, tail } = tokenize(clean);
  let out = "";
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    const answer = rule({ tokens, i });
    const { text: word, consumes = 1 } =
      answer === null
        ? { text: defaultCase(token, acronyms) }
        : typeof answer === "string"
          ? { text: answer }
          : answer;
    out += token.before + word;
    i += consumes;
  }
  return (out + tail).trim();
}

const schoolRule: Rule = ({ tokens, i }) => {
  const token = tokens[i]!;
  const { core, dotted } = token;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  const first = i === 0;
  const last = i === tokens.length - 1;
  const afterWord = prev !== undefined && !breaksBefore(token) && !isNumber(prev.core);
  const beforePlace = !afterWord || BEFORE_PLACE_NAME.has(prev?.core ?? "");

  // "COMM H S": the two letters H and S, not inside a run of initials.
  if (core === "H" && !dotted && next?.core === "S" && next.before === " ") {
    const after = tokens[i + 2];
    if ((prev?.core.length ?? 2) > 1 && (after?.core.length ?? 2) > 1) {
      return { text: "High School", consumes: 2 };
    }
  }
  if (core === "H.S") return "High School";
  if (
    core === "MC" &&
    next &&
    next.before === " " &&
    isLetters(next.core) &&
    next.core.length > 1
  ) {
    return { text: `Mc${capitalize(next.core)}`, consumes: 2 }; // MC CLAVE → McClave
  }
  const hyphenated = (next?.before ?? "") === "-";
  if (SMALL_WORDS.has(core) && !first && !dotted && !breaksBefore(token) && !hyphenated) {
    return core.toLowerCase();
  }
  if (core === "A" && !dotted && (prev?.core.length ?? 0) > 1 && (next?.core.length ?? 0) > 1) {
    return "a"; // "School for a New Society", but "C R E A T E" keeps its letters
  }
  switch (core) {
    case "JR":
      // "Martin Luther King, Jr. High School" and "King Jr High" are people; "Corinth Jr High" is not
      if (token.before.includes(",") || prev?.core === "KING") return "Jr.";
      return /\//.test(next?.before ?? "") ||
        ["HIGH", "HI", "H", "HS", "SHS", "SR", "SENIOR", "AND"].includes(next?.core ?? "")
        ? "Junior"
        : "Jr.";
    case "SR":
      return ["JR", "JUNIOR"].includes(prev?.core ?? "") ||
        ["HIGH", "HI", "H", "H.S", "HS", "SCH", "SCHOOL"].includes(next?.core ?? "")
        ? "Senior"
        : "Sr.";
    case "ST":
      return dotted || beforePlace ? "St." : "Street";
    case "STE":
      return "Ste.";
    case "MT":
      return dotted ? "Mt." : beforePlace ? "Mount" : "Mountain";
    case "DR":
      return "Dr.";
    case "CS":
      return last && !first ? "Charter School" : "CS";
    case "CO":
      if (next?.core === "OP") return "Co"; // CO-OP
      return first ? null : "County";
    case "OP":
      return prev?.core === "CO" ? "op" : null;
    case "ED":
      return first ? null : "Education"; // "Ed White High School" keeps its Ed
  }
  const expanded = NAME_ABBREVIATIONS[core] ?? (last ? TRUNCATED_LAST_WORDS[core] : undefined);
  return expanded ?? null;
};

const cityRule: Rule = ({ tokens, i }) => {
  const token = tokens[i]!;
  const { core, dotted } = token;
  const next = tokens[i + 1];
  const first = i === 0;
  const last = i === tokens.length - 1;

  if (first && next && CITY_DIRECTIONS[core]) return CITY_DIRECTIONS[core];
  if (core === "MC" && next && next.before === " ") {
    return { text: `Mc${capitalize(next.core)}`, consumes: 2 }; // MC ALLEN → McAllen
  }
  if (core === "O" && first && next && next.before === " ") {
    return { text: `O'${capitalize(next.core)}`, consumes: 2 }; // O FALLON → O'Fallon
  }
  if (core === "C" && next?.core === "H" && i + 2 === tokens.length) {
    return { text: "Court House", consumes: 2 }; // CHARLOTTE C H
  }
  if ((core === "CIT" || core === "CI") && last && !first) return "City"; // cut at 13 letters
  if (core === "ST") return "St.";
  if (core === "STE") return "Ste.";
  if (SMALL_WORDS.has(core) && !first && !dotted && core !== "Y") return core.toLowerCase();
  return CITY_ABBREVIATIONS[core] ?? null;
};

/** "ALBERTVILLE HIGH SCH" → "Albertville High School". A name with lower case is kept as it is. */
export function properCaseSchoolName(name: string): string {
  return caseWith(name, schoolRule, true);
}

/** "MT MEIGS" → "Mount Meigs", "SAINT LOUIS" → "Saint Louis". Mixed case is kept as it is. */
export function properCaseCity(city: string): string {
  return caseWith(city, cityRule, false);
}
