// Standard English Conventions: boundaries (the junction between clauses and phrases) and form,
// structure and sense (agreement, pronouns, possessives, tense, modifiers, parallelism, verb
// forms). Each frame in sentences.ts becomes one item; the boundary templates build the key and
// the named errors from the words around the junction.
import { seededRandom, shuffled } from "../../random.ts";
import { difficultyOfLevel, type QuestionItem } from "../item.ts";
import {
  balancedLetters,
  capitalize,
  explain,
  place,
  quotedLabel,
  serial,
  streamSeed,
  type Option,
} from "./assemble.ts";
import { boundaryFrames, formFrames, type BoundaryFrame, type FormKind } from "./sentences.ts";

const CONVENTIONS_STEM =
  "Which choice completes the text so that it conforms to the conventions of Standard English?";

const LICENSE = "Levelfield original";

type Built = {
  template: string;
  a: number;
  rule: string;
  key: Option;
  wrong: [Option, Option, Option];
};

const SEMICOLON_NEEDS_CLAUSES = "a semicolon must join two independent clauses";

/** The key, the three named errors and the rule for one boundary frame. */
export function boundaryOptions(frame: BoundaryFrame, random: () => number): Built {
  const { left: l, right: r } = frame;
  switch (frame.kind) {
    case "fanboys": {
      const c = frame.conjunction;
      return {
        template: "sec-bnd-fanboys",
        a: 1.45,
        rule: `Two independent clauses (each could stand alone as a sentence) can be joined by a comma followed by a coordinating conjunction such as "and," "but," or "so."`,
        key: {
          text: `${l}, ${c} ${r}`,
          why: `a comma followed by "${c}" joins the two independent clauses.`,
        },
        wrong: [
          { text: `${l} ${c}, ${r}`, why: `puts the comma after "${c}" instead of before it.` },
          {
            text: `${l}, ${r}`,
            why: "is a comma splice: a comma alone cannot join two independent clauses.",
          },
          {
            text: `${l} ${r}`,
            why: "is a run-on (fused) sentence: the two independent clauses run together with no punctuation and no conjunction.",
          },
        ],
      };
    }
    case "adverb": {
      const a = frame.adverb;
      const period = random() < 0.5;
      return {
        template: "sec-bnd-adverb",
        a: 1.35,
        rule: `A transition such as "${a}" cannot join two independent clauses on its own: the first clause must end with a semicolon or a period, and a comma follows "${a}."`,
        key: period
          ? {
              text: `${l}. ${capitalize(a)}, ${r}`,
              why: `a period ends the first independent clause, and a comma follows "${capitalize(a)}."`,
            }
          : {
              text: `${l}; ${a}, ${r}`,
              why: `a semicolon ends the first independent clause, and a comma follows "${a}."`,
            },
        wrong: [
          {
            text: `${l}, ${a}, ${r}`,
            why: `is a comma splice: commas around "${a}" still leave two independent clauses joined only by a comma.`,
          },
          {
            text: `${l} ${a}, ${r}`,
            why: `is a run-on sentence: nothing marks where the first independent clause ends before "${a}."`,
          },
          {
            text: `${l}, ${a} ${r}`,
            why: `joins the two independent clauses with only a comma (a comma splice) and also leaves out the comma after "${a}."`,
          },
        ],
      };
    }
    case "colon":
      return {
        template: "sec-bnd-colon",
        a: 1.3,
        rule: "A colon can follow a complete independent clause to introduce a list or an explanation of what that clause announces.",
        key: {
          text: `${l}: ${r}`,
          why: "the colon follows a complete clause and introduces what that clause announces.",
        },
        wrong: [
          {
            text: `${l}; ${r}`,
            why: `uses a semicolon, but ${SEMICOLON_NEEDS_CLAUSES}, and what follows here is not a complete clause.`,
          },
          {
            text: `${l}. ${capitalize(r)}`,
            why: "creates a fragment: the words after the period have no main verb, so they cannot stand as a sentence.",
          },
          {
            text: `${l} ${r}`,
            why: "runs the clause straight into what it announces, with no punctuation to introduce it.",
          },
        ],
      };
    case "subjectVerb": {
      const subject = frame.subject;
      const others = shuffled(random, [
        {
          text: `${l}; ${r}`,
          why: `puts a semicolon between the subject and its verb; ${SEMICOLON_NEEDS_CLAUSES}.`,
        },
        {
          text: `${l}: ${r}`,
          why: "puts a colon between the subject and its verb; a colon must follow a complete clause.",
        },
        {
          text: `${l}—${r}`,
          why: "puts a single dash between the subject and its verb, splitting the core of the sentence.",
        },
      ]).slice(0, 2) as [Option, Option];
      return {
        template: "sec-bnd-subject-verb",
        a: 1.4,
        rule: "No punctuation belongs between a subject and its verb, however long the subject is.",
        key: {
          text: `${l} ${r}`,
          why: `nothing separates the subject, "${subject}," from its verb, "${r}."`,
        },
        wrong: [
          {
            text: `${l}, ${r}`,
            why: `puts a comma between the subject, "${subject}," and its verb, "${r}."`,
          },
          ...others,
        ],
      };
    }
    case "pair": {
      const mark = frame.mark;
      const name = mark === "," ? "comma" : "dash";
      const join = (m: string) => (m === "—" ? `${l}—${r}` : `${l}${m} ${r}`);
      const other = mark === "," ? "—" : ",";
      const otherName = mark === "," ? "dash" : "comma";
      return {
        template: "sec-bnd-pair",
        a: 1.35,
        rule: `Extra (nonessential) information is set off by a matching pair of punctuation marks. Here "${frame.element}" opens with a ${name}, so it must close with a ${name} before the sentence goes on.`,
        key: {
          text: join(mark),
          why: `a ${name} after "${l}" closes the element, matching the ${name} that opens it.`,
        },
        wrong: [
          {
            text: `${l} ${r}`,
            why: `leaves out the closing ${name}, so nothing marks where the extra information ends and the main sentence picks up again at "${r}."`,
          },
          {
            text: join(";"),
            why: `uses a semicolon, which cannot close an element opened by a ${name}; ${SEMICOLON_NEEDS_CLAUSES}.`,
          },
          {
            text: join(other),
            why: `closes with a ${otherName} although the element opened with a ${name}; the pair must match.`,
          },
        ],
      };
    }
    case "subordinate": {
      const s = frame.conjunction;
      return {
        template: "sec-bnd-subordinate",
        a: 1.3,
        rule: `A clause that begins with "${s}" is a dependent clause: it cannot stand alone as a sentence, and it cannot follow a semicolon or a colon.`,
        key: frame.comma
          ? {
              text: `${l}, ${s} ${r}`,
              why: `a comma sets off the dependent "${s}" clause, which adds a contrast at the end of the sentence.`,
            }
          : {
              text: `${l} ${s} ${r}`,
              why: `"${s}" joins the dependent clause directly to the main clause; no punctuation is needed.`,
            },
        wrong: [
          {
            text: `${l}; ${s} ${r}`,
            why: `puts a semicolon before a dependent clause; ${SEMICOLON_NEEDS_CLAUSES}.`,
          },
          {
            text: `${l}. ${capitalize(s)} ${r}`,
            why: `creates a fragment: the new sentence beginning with "${capitalize(s)}" is only a dependent clause.`,
          },
          {
            text: `${l}: ${s} ${r}`,
            why: `puts a colon before "${s}"; a colon introduces a list or an explanation on its own, never a clause that begins with a word like "${s}."`,
          },
        ],
      };
    }
    case "intro": {
      const o = frame.opener;
      return {
        template: "sec-bnd-intro",
        a: 1.35,
        rule: "An introductory dependent clause is joined to the main clause that follows it with a comma.",
        key: {
          text: `${l}, ${r}`,
          why: `a comma links the introductory clause, which begins with "${o}," to the main clause.`,
        },
        wrong: [
          {
            text: `${l}; ${r}`,
            why: `puts a semicolon after a dependent clause; ${SEMICOLON_NEEDS_CLAUSES}.`,
          },
          {
            text: `${l}. ${capitalize(r)}`,
            why: `creates a fragment: the clause beginning with "${o}" cannot stand alone as a sentence.`,
          },
          {
            text: `${l}: ${r}`,
            why: "puts a colon after a dependent clause; a colon must follow a complete independent clause.",
          },
        ],
      };
    }
    case "essential":
      return {
        template: "sec-bnd-essential",
        a: 1.2,
        rule: frame.rule,
        key: {
          text: `${l} ${r}`,
          why: `no commas set off "${r}," which is essential to the sentence.`,
        },
        wrong: [
          {
            text: `${l}, ${r},`,
            why: `sets "${r}" off with a pair of commas, treating essential information as if it were extra.`,
          },
          {
            text: `${l}, ${r}`,
            why: `puts a comma before the essential "${r}" (and the comma has no partner to close it).`,
          },
          { text: `${l} ${r},`, why: frame.trailingWhy },
        ],
      };
    case "series":
      return {
        template: "sec-bnd-series",
        a: 1.15,
        rule: 'When the items in a list already contain commas (like "Dayton, Ohio"), semicolons separate the items.',
        key: {
          text: `${l}; ${r}`,
          why: "a semicolon marks where one list item ends and the next begins, as in the rest of the list.",
        },
        wrong: [
          {
            text: `${l}, ${r}`,
            why: "uses a comma, which blurs where one item ends and the next begins when the items themselves contain commas.",
          },
          {
            text: `${l}: ${r}`,
            why: "uses a colon, which would wrongly announce that what follows explains or lists what came before.",
          },
          { text: `${l} ${r}`, why: "leaves out any punctuation between two items of the list." },
        ],
      };
  }
}

const formRules: Record<FormKind, string> = {
  agreement:
    "A verb must agree in number with its subject, even when other words come between them.",
  pronoun:
    'A pronoun must match the noun it stands for, and possessive pronouns ("its," "their") take no apostrophe.',
  possessive:
    'A plain plural adds "s"; a possessive adds an apostrophe ("\'s" for one owner, just "\'" after the "s" of a plural owner).',
  tense: "A verb's tense must fit the time frame that the rest of the passage sets up.",
  modifier:
    "An introductory phrase describes whatever comes right after its comma, so that word must name the thing the phrase describes.",
  parallel: "Items in a series must share the same grammatical form.",
  verbForm:
    'Every sentence needs a main verb for its subject; "-ing" forms and "to" forms cannot be the main verb on their own.',
};

const formTemplates: Record<FormKind, { template: string; a: number; quote: boolean }> = {
  agreement: { template: "sec-fss-agreement", a: 1.4, quote: true },
  pronoun: { template: "sec-fss-pronoun", a: 1.4, quote: true },
  possessive: { template: "sec-fss-possessive", a: 1.3, quote: true },
  tense: { template: "sec-fss-tense", a: 1.3, quote: true },
  modifier: { template: "sec-fss-modifier", a: 1.15, quote: false },
  parallel: { template: "sec-fss-parallel", a: 1.25, quote: true },
  verbForm: { template: "sec-fss-verb-form", a: 1.25, quote: true },
};

/** The 43 Standard English Conventions items: 22 boundaries, then 21 form, structure and sense. */
export function buildConventionsItems(seed: number): QuestionItem[] {
  const random = seededRandom(streamSeed(seed, "standard_english_conventions"));
  const answers = balancedLetters(random, boundaryFrames.length + formFrames.length);
  const items: QuestionItem[] = [];

  boundaryFrames.forEach((frame, index) => {
    const built = boundaryOptions(frame, random);
    const placed = place(random, answers[items.length]!, built.key, built.wrong);
    items.push({
      id: `e-sec-bnd-${serial(index)}`,
      subject: "english",
      domain: "standard_english_conventions",
      skill: "boundaries",
      level: frame.level,
      passage: frame.passage,
      stem: CONVENTIONS_STEM,
      choices: placed.choices,
      answer: placed.answer,
      explanation: explain(built.rule, placed, quotedLabel),
      irt: { a: built.a, b: difficultyOfLevel(frame.level), c: 0.2 },
      source: `template:${built.template}#${seed}:${index + 1}`,
      license: LICENSE,
    });
  });

  formFrames.forEach((frame, index) => {
    const { template, a, quote } = formTemplates[frame.kind];
    const key: Option = { text: frame.key, why: frame.keyWhy };
    const wrong = frame.wrong.map(([text, why]) => ({ text, why })) as [Option, Option, Option];
    const placed = place(random, answers[items.length]!, key, wrong);
    items.push({
      id: `e-sec-fss-${serial(index)}`,
      subject: "english",
      domain: "standard_english_conventions",
      skill: "form_structure_and_sense",
      level: frame.level,
      passage: frame.passage,
      stem: CONVENTIONS_STEM,
      choices: placed.choices,
      answer: placed.answer,
      explanation: explain(formRules[frame.kind], placed, quote ? quotedLabel : undefined),
      irt: { a, b: difficultyOfLevel(frame.level), c: 0.2 },
      source: `template:${template}#${seed}:${index + 1}`,
      license: LICENSE,
    });
  });

  return items;
}
