// What a student may write in a question report's note, checked before it is sealed: at most
// REPORT_TEXT_MAX characters after control characters are stripped, no links (reports are not a
// channel for spam), and no profanity or slurs. The username lists need no such filter at run
// time (domain/usernames/safety.ts: the words are curated and a dev-only filter proves them), so
// free text gets its own small list here: the common English profanity and slurs, matched as whole
// words or word beginnings after undoing the usual letter-for-digit spellings (text.test.ts
// checks each entry against the maintained filter the username proof uses). It is a floor, not a
// moderation system: an admin reads every note, and a note is only ever shown to admins.
import { CommandRefused, refusal } from "../../decider.ts";
import { isHiddenCharacter } from "../../text.ts";
import { REPORT_TEXT_MAX } from "./events.ts";

export const REPORT_NOTE_TOO_LONG = refusal(
  "invalid",
  "note-too-long",
  "Your note must be 500 characters or fewer.",
);
export const REPORT_NOTE_HAS_LINK = refusal(
  "invalid",
  "note-has-link",
  "Your note can't contain links or web addresses. Describe the problem in words.",
);
export const REPORT_NOTE_IS_RUDE = refusal(
  "invalid",
  "note-is-rude",
  "Your note contains a rude or hateful word. Please describe the problem without it.",
);

/**
 * Words refused wherever a word starts with them ("fucking", "shitty"): stems long or rare enough
 * that no ordinary word starts with them.
 */
export const BLOCKED_STEMS: readonly string[] = [
  "fuck",
  "motherfuck",
  "shit",
  "bullshit",
  "cunt",
  "nigger",
  "nigga",
  "faggot",
  "bitch",
  "whore",
  "slut",
  "twat",
  "wank",
  "asshole",
  "dickhead",
  "porn",
];

/** Words refused only as whole words: each starts ordinary words too ("class", "cocktail"). */
export const BLOCKED_WORDS: readonly string[] = [
  "ass",
  "arse",
  "cock",
  "cocks",
  "dick",
  "dicks",
  "fag",
  "fags",
  "kike",
  "kikes",
  "spic",
  "spics",
  "chink",
  "chinks",
  "tits",
  "piss",
  "pissed",
  "pussy",
  "dumbass",
  "jackass",
  "bastard",
  "bastards",
  "retard",
  "retards",
  "retarded",
  "tranny",
  "trannies",
  "wtf",
  "stfu",
];

/** The note with the free-text rule's hidden characters (domain/text.ts: controls but the line
 *  break and tab a textarea holds, bidi and other invisible format characters) stripped, lines
 *  joined by \n, trimmed. A note is stripped rather than refused: it is only ever read by an
 *  admin, and a student should not lose a report to a character they cannot see. */
export function cleanNote(text: string): string {
  return [...text.replace(/\r\n?/g, "\n")]
    .filter((c) => !isHiddenCharacter(c, { lines: true }))
    .join("")
    .trim();
}

const LINK =
  /\b(?:https?:\/\/|ftp:\/\/|www\.)|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ly|gg|co|me|xyz|info|biz|ru|tk|app|dev|site|online|link|click|top|us|uk|edu|gov)\b(?:\/|\b)/i;

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

/** The words of a text as the filter reads them: lower case, digits read as letters. */
function wordsOf(text: string): string[] {
  const spelled = text.toLowerCase().replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  return spelled.split(/[^\p{L}]+/u).filter(Boolean);
}

/** Whether the text holds a blocked word (the profanity and slurs of the lists above). */
export function hasBlockedWord(text: string): boolean {
  return wordsOf(text).some(
    (word) => BLOCKED_WORDS.includes(word) || BLOCKED_STEMS.some((stem) => word.startsWith(stem)),
  );
}

/** Whether the text holds a link or a web address. */
export function hasLink(text: string): boolean {
  return LINK.test(text);
}

/** An admin's note on a resolution: cleaned, null when absent or blank, refused when too long. */
export function adminNote(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const cleaned = cleanNote(text);
  if (cleaned === "") return null;
  if ([...cleaned].length > REPORT_TEXT_MAX) {
    throw new CommandRefused(REPORT_NOTE_TOO_LONG);
  }
  return cleaned;
}

/**
 * A student's note as it will be sealed: cleaned and bounded like an admin's, and refused too
 * (400, the message shown to the student) when it holds a link or a blocked word.
 */
export function reportText(text: string | null | undefined): string | null {
  const cleaned = adminNote(text);
  if (cleaned === null) return null;
  if (hasLink(cleaned)) throw new CommandRefused(REPORT_NOTE_HAS_LINK);
  if (hasBlockedWord(cleaned)) throw new CommandRefused(REPORT_NOTE_IS_RUDE);
  return cleaned;
}
