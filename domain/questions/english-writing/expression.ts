// Expression of Ideas: transitions (the relation between two ideas picks one transition; the
// distractors signal other relations, the seed choosing which word stands for each) and
// rhetorical synthesis (a student's notes and a goal; the key meets the goal, the distractors
// are accurate but miss it).
import { pick, seededRandom } from "../../random.ts";
import { difficultyOfLevel, type Letter, type QuestionItem } from "../item.ts";
import { balancedLetters, explain, place, serial, streamSeed, type Option } from "./assemble.ts";
import {
  relationNames,
  relations,
  synthesisFrames,
  transitionFrames,
  transitionWords,
  type Relation,
  type SynthesisFrame,
  type TransitionFrame,
} from "./sentences.ts";

const TRANSITION_STEM = "Which choice completes the text with the most logical transition?";

const NOTES_INTRO = "A student has taken the following notes while researching a topic:";

const LICENSE = "Levelfield original";
const TRANSITION_TEMPLATE = "eoi-trn-relation";
const SYNTHESIS_TEMPLATE = "eoi-rsy-notes";
/** Discrimination: transitions are short, single-decision items; synthesis asks for more reading. */
const TRANSITION_A = 1.2;
const SYNTHESIS_A = 1.0;

/** `Choice B ("However")`: a transition named without its comma. */
function transitionLabel(letter: Letter, option: Option): string {
  return `Choice ${letter} ("${option.text.replace(/,$/, "")}")`;
}

/** The three wrong relations of a frame, in the order of `relations`. */
export function wrongRelations(frame: TransitionFrame): Relation[] {
  return relations.filter((relation) => frame.wrong[relation] !== undefined);
}

/** The key and the three distractors of a transition frame (the seed picks the words). */
export function transitionOptions(
  frame: TransitionFrame,
  random: () => number,
): { key: Option; wrong: [Option, Option, Option] } {
  const wrongs = wrongRelations(frame);
  if (wrongs.length !== 3 || wrongs.includes(frame.relation)) {
    throw new Error(
      `transition frame "${frame.topic}" needs three wrong relations other than its own`,
    );
  }
  const keyWord = pick(random, frame.keys);
  const key: Option = {
    text: keyWord,
    why: `it signals ${relationNames[frame.relation]}, which is exactly that relationship.`,
  };
  const wrong = wrongs.map((relation) => ({
    text: pick(random, transitionWords[relation]),
    why: `signals ${relationNames[relation]}, but ${frame.wrong[relation]}.`,
  })) as [Option, Option, Option];
  return { key, wrong };
}

/** The passage of a synthesis item: the introduction, then one "• " line per note. */
function notesPassage(frame: SynthesisFrame): string {
  return `${NOTES_INTRO}\n\n${frame.notes.map((note) => `• ${note}`).join("\n")}`;
}

function synthesisStem(frame: SynthesisFrame): string {
  return `The student wants to ${frame.goal}. Which choice most effectively uses relevant information from the notes to accomplish this goal?`;
}

/** The 33 Expression of Ideas items: 16 rhetorical synthesis, then 17 transitions. */
export function buildExpressionItems(seed: number): QuestionItem[] {
  const random = seededRandom(streamSeed(seed, "expression_of_ideas"));
  const answers = balancedLetters(random, synthesisFrames.length + transitionFrames.length);
  const items: QuestionItem[] = [];

  synthesisFrames.forEach((frame, index) => {
    const key: Option = { text: frame.key, why: frame.keyWhy };
    const wrong = frame.wrong.map(([text, why]) => ({ text, why })) as [Option, Option, Option];
    const placed = place(random, answers[items.length]!, key, wrong);
    items.push({
      id: `e-eoi-rsy-${serial(index)}`,
      subject: "english",
      domain: "expression_of_ideas",
      skill: "rhetorical_synthesis",
      level: frame.level,
      passage: notesPassage(frame),
      stem: synthesisStem(frame),
      choices: placed.choices,
      answer: placed.answer,
      explanation: explain(
        `The goal is to ${frame.goal}, so the right sentence must do exactly that with facts from the notes.`,
        placed,
      ),
      irt: { a: SYNTHESIS_A, b: difficultyOfLevel(frame.level), c: 0.2 },
      source: `template:${SYNTHESIS_TEMPLATE}#${seed}:${index + 1}`,
      license: LICENSE,
    });
  });

  transitionFrames.forEach((frame, index) => {
    const { key, wrong } = transitionOptions(frame, random);
    const placed = place(random, answers[items.length]!, key, wrong);
    items.push({
      id: `e-eoi-trn-${serial(index)}`,
      subject: "english",
      domain: "expression_of_ideas",
      skill: "transitions",
      level: frame.level,
      passage: frame.passage,
      stem: TRANSITION_STEM,
      choices: placed.choices,
      answer: placed.answer,
      explanation: explain(
        `A transition must match the logical relationship between the ideas it connects. ${frame.does}`,
        placed,
        transitionLabel,
      ),
      irt: { a: TRANSITION_A, b: difficultyOfLevel(frame.level), c: 0.2 },
      source: `template:${TRANSITION_TEMPLATE}#${seed}:${index + 1}`,
      license: LICENSE,
    });
  });

  return items;
}
