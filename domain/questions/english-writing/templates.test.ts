// The templates on known frames: the key and the named errors they build, and hand-checked items
// of the bank (the key a reader of the frame expects, whatever the seed).
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../random.ts";
import { letters, type QuestionItem } from "../item.ts";
import { BLANK, balancedLetters, blankCount, place, wordCount } from "./assemble.ts";
import { boundaryOptions } from "./conventions.ts";
import { transitionOptions, wrongRelations } from "./expression.ts";
import { buildEnglishWritingItems } from "./index.ts";
import {
  boundaryFrames,
  formFrames,
  relations,
  synthesisFrames,
  transitionFrames,
  transitionWords,
  type BoundaryFrame,
  type TransitionFrame,
} from "./sentences.ts";

const byId = (list: QuestionItem[], id: string) => {
  const item = list.find((i) => i.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};
const keyOf = (item: QuestionItem) => item.choices[letters.indexOf(item.answer)]!;
const random = () => seededRandom(7);

describe("given a comma-plus-conjunction frame, when the boundary template builds it", () => {
  const frame: BoundaryFrame = {
    kind: "fanboys",
    level: 1,
    topic: "test",
    passage: `It ${BLANK} roads flooded.`,
    left: "rained",
    conjunction: "so",
    right: "the",
  };

  it("then the key is the comma before the conjunction and the distractors are the named errors", () => {
    const built = boundaryOptions(frame, random());
    expect(built.key.text).toBe("rained, so the");
    expect(built.wrong.map((o) => o.text)).toEqual(["rained so, the", "rained, the", "rained the"]);
    expect(built.wrong[1]!.why).toMatch(/comma splice/);
    expect(built.wrong[2]!.why).toMatch(/run-on/);
  });
});

describe("given a transition-adverb frame, when the boundary template builds it", () => {
  const frame: BoundaryFrame = {
    kind: "adverb",
    level: 4,
    topic: "test",
    passage: `The path was closed ${BLANK} walked along the river.`,
    left: "today",
    adverb: "however",
    right: "we",
  };

  it("then the key ends the first clause with a semicolon or a period, and the seed picks which", () => {
    const keys = new Set(
      Array.from({ length: 20 }, (_, seed) => boundaryOptions(frame, seededRandom(seed)).key.text),
    );
    expect([...keys].sort()).toEqual(["today. However, we", "today; however, we"]);
  });

  it("then the distractors are the comma splice, the run-on and the splice missing its comma", () => {
    const built = boundaryOptions(frame, random());
    expect(built.wrong.map((o) => o.text)).toEqual([
      "today, however, we",
      "today however, we",
      "today, however we",
    ]);
  });
});

describe("given a subject-and-verb frame, when the boundary template builds it", () => {
  const frame: BoundaryFrame = {
    kind: "subjectVerb",
    level: 6,
    topic: "test",
    passage: `The list of winners ${BLANK} on the door.`,
    subject: "The list of winners",
    left: "winners",
    right: "hangs",
  };

  it("then the key has no punctuation and a comma between subject and verb is always offered", () => {
    for (let seed = 0; seed < 10; seed++) {
      const built = boundaryOptions(frame, seededRandom(seed));
      expect(built.key.text).toBe("winners hangs");
      expect(built.wrong[0]!.text).toBe("winners, hangs");
      for (const option of built.wrong.slice(1)) {
        expect(["winners; hangs", "winners: hangs", "winners—hangs"]).toContain(option.text);
      }
    }
  });
});

describe("given a dash pair, when the boundary template builds it", () => {
  it("then the key closes with a dash and a closing comma is a named mismatch", () => {
    const frame = boundaryFrames.find((f) => f.kind === "pair" && f.mark === "—")!;
    const built = boundaryOptions(frame, random());
    expect(built.key.text).toBe(`${frame.left}—${frame.right}`);
    const comma = built.wrong.find((o) => o.text === `${frame.left}, ${frame.right}`)!;
    expect(comma.why).toMatch(/pair must match/);
  });
});

describe("given the bank's items, when a reader checks known frames by hand", () => {
  const seeds = [20261121, 5, 99];

  it("then the garden frame's key is 'expected, so the' for every seed", () => {
    for (const seed of seeds) {
      const item = byId(buildEnglishWritingItems(seed), "e-sec-bnd-001");
      expect(keyOf(item)).toBe("expected, so the");
      expect(item.passage!.replace(BLANK, keyOf(item))).toContain(
        "Demand was higher than anyone had expected, so the volunteers built eight more beds",
      );
    }
  });

  it("then the sea otter frame's key adds no punctuation before 'because'", () => {
    const item = byId(buildEnglishWritingItems(20261121), "e-sec-bnd-005");
    expect(keyOf(item)).toBe("Pacific because their");
    expect(item.choices).toContain("Pacific. Because their");
    expect(item.passage!.replace(BLANK, keyOf(item))).toContain(
      "northern Pacific because their fur, the densest of any animal's, traps",
    );
  });

  it("then the Polynesian navigation frame keeps its long subject next to its verb", () => {
    const item = byId(buildEnglishWritingItems(20261121), "e-sec-bnd-012");
    expect(keyOf(item)).toBe("voyagers relied");
    expect(item.choices).toContain("voyagers, relied");
  });

  it("then the Wright brothers list separates its places with a semicolon", () => {
    const item = byId(buildEnglishWritingItems(20261121), "e-sec-bnd-019");
    expect(keyOf(item)).toBe("Ohio; Kitty");
  });

  it("then the recipe collection takes the singular 'includes' across 'of handwritten recipes'", () => {
    const item = byId(buildEnglishWritingItems(20261121), "e-sec-fss-007");
    expect(keyOf(item)).toBe("includes");
    expect(item.choices).toContain("include");
    const include = letters[item.choices.indexOf("include")]!;
    expect(item.explanation).toContain(`Choice ${include} ("include") agrees with "recipes,"`);
  });

  it("then the Pony Express frame asks for the past perfect progressive", () => {
    const item = byId(buildEnglishWritingItems(20261121), "e-sec-fss-019");
    expect(keyOf(item)).toBe("had been carrying");
  });

  it("then the coquí frame's key is a contrast and its traps name their relations", () => {
    for (const seed of seeds) {
      const item = byId(buildEnglishWritingItems(seed), "e-eoi-trn-011");
      expect(["By contrast,", "In contrast,"]).toContain(keyOf(item));
      expect(item.choices.some((c) => transitionWords.example.includes(c))).toBe(true);
      expect(item.explanation).toMatch(/signals an example, but the coquí is an exception/);
    }
  });

  it("then the festival frame's key is 'Meanwhile,' and 'Afterward'-type sequence words are wrong", () => {
    const item = byId(buildEnglishWritingItems(20261121), "e-eoi-trn-015");
    expect(keyOf(item)).toBe("Meanwhile,");
    expect(item.choices.filter((c) => transitionWords.sequence.includes(c))).toHaveLength(1);
  });

  it("then the footbridge notes' key gives the opening date the goal asks for", () => {
    const item = byId(buildEnglishWritingItems(20261121), "e-eoi-rsy-001");
    expect(keyOf(item)).toBe(
      "The Millbrook Footbridge opened to walkers and cyclists in May 2023.",
    );
    expect(item.stem).toContain("tell readers when the Millbrook Footbridge opened");
    expect(item.choices.filter((c) => c.includes("May 2023"))).toHaveLength(1);
  });
});

describe("given the frames in sentences.ts", () => {
  it("then every frame's passage holds the blank once (notes none) and transitions open a sentence", () => {
    for (const frame of [...boundaryFrames, ...formFrames, ...transitionFrames]) {
      expect(blankCount(frame.passage), frame.topic).toBe(1);
    }
    for (const frame of transitionFrames) {
      expect(frame.passage, frame.topic).toMatch(/(^|[.?!] )______ \S/);
    }
    for (const frame of synthesisFrames) {
      expect(frame.notes.join(" "), frame.topic).not.toContain(BLANK);
    }
  });

  it("then each boundary frame's passage starts or continues around the junction's words", () => {
    for (const frame of boundaryFrames) {
      expect(frame.left.trim(), frame.topic).toBe(frame.left);
      expect(frame.right.trim(), frame.topic).toBe(frame.right);
      expect(frame.passage, frame.topic).toMatch(/\S ______[ ,]/);
    }
  });

  it("then each transition frame has three wrong relations, none its own, and keys of its own relation's meaning", () => {
    for (const frame of transitionFrames) {
      const wrongs = wrongRelations(frame);
      expect(wrongs, frame.topic).toHaveLength(3);
      expect(wrongs).not.toContain(frame.relation);
      for (const word of frame.keys) {
        for (const relation of relations) {
          if (relation !== frame.relation) {
            expect(transitionWords[relation], `${frame.topic}: ${word}`).not.toContain(word);
          }
        }
      }
    }
  });

  it("then no transition word stands for two relations", () => {
    const all = relations.flatMap((relation) => transitionWords[relation]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("then a transition frame with a wrong relation equal to its own is refused", () => {
    const bad: TransitionFrame = {
      ...transitionFrames[0]!,
      wrong: { contrast: "x", example: "y", similarity: "z" },
    };
    expect(() => transitionOptions(bad, random())).toThrow(/three wrong relations/);
  });

  it("then each form and synthesis frame's key differs from its three distractors", () => {
    for (const frame of [...formFrames, ...synthesisFrames]) {
      const texts = [frame.key, ...frame.wrong.map(([text]) => text)].map((t) => t.toLowerCase());
      expect(new Set(texts).size, frame.topic).toBe(4);
      for (const [, why] of frame.wrong) expect(why.length, frame.topic).toBeGreaterThan(15);
    }
  });

  it("then the topics are all different", () => {
    const topics = [...boundaryFrames, ...formFrames, ...transitionFrames, ...synthesisFrames].map(
      (f) => f.topic,
    );
    expect(new Set(topics).size).toBe(topics.length);
  });
});

describe("given the assembly helpers", () => {
  it("then the blank and bare punctuation are not counted as words", () => {
    expect(wordCount(`One two ${BLANK} three — four.`)).toBe(4);
    expect(wordCount("axolotl—a salamander")).toBe(2);
  });

  it("then balanced letters give each letter ⌊n/4⌋ or ⌈n/4⌉ keys", () => {
    const answers = balancedLetters(seededRandom(3), 43);
    for (const letter of letters) {
      const count = answers.filter((a) => a === letter).length;
      expect([10, 11]).toContain(count);
    }
  });

  it("then placing puts the key at its letter and every distractor once elsewhere", () => {
    const key = { text: "k", why: "right" };
    const wrong = [
      { text: "x", why: "1" },
      { text: "y", why: "2" },
      { text: "z", why: "3" },
    ] as const;
    for (const answer of letters) {
      const placed = place(seededRandom(11), answer, key, wrong);
      expect(placed.choices[letters.indexOf(answer)]).toBe("k");
      expect([...placed.choices].sort()).toEqual(["k", "x", "y", "z"]);
    }
  });
});
