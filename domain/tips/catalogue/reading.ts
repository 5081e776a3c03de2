// reading tips (issue 19): written for Levelfield, copied from nowhere.
import type { Tip } from "../tip.ts";

export const readingTips: readonly Tip[] = [
  // Information and Ideas: central ideas and details
  {
    id: "reading-state-the-main-idea-first",
    headline: "Put the main idea in your own words before looking at the choices",
    content:
      "After reading the passage, pause and say its main point in ten words or fewer, such as 'City trees cool streets more than expected.' Only then read the choices and pick the one closest to your summary. Reading the choices first lets a well-written wrong answer shape what you think the passage said.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "central_ideas_and_details",
  },
  {
    id: "reading-main-idea-not-too-narrow-or-broad",
    headline: "The main idea is neither a single detail nor a sweeping claim",
    content:
      "Wrong answers to main idea questions usually fail in one of two ways. Some are too narrow: a true detail from one sentence, like the year a study began. Others are too broad: a claim bigger than the passage, like 'Scientists now understand how all animals navigate.' The right answer covers the whole passage and nothing beyond it. Test each choice: would the author agree it sums up everything?",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "central_ideas_and_details",
  },
  {
    id: "reading-find-the-line-for-detail-questions",
    headline: "For a detail question, find the exact sentence, don't trust memory",
    content:
      "When a question asks what the passage says about a specific thing, such as the result of an experiment, go back and find the sentence that answers it. Short passages make this quick. Memory tends to blend details together or fill gaps with what seems likely, and the wrong choices are written to match exactly those blends. Point to the line that proves your answer.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "central_ideas_and_details",
  },
  {
    id: "reading-watch-for-the-turn",
    headline: "The main claim often comes right after 'however' or 'but'",
    content:
      "Many passages open with a common view and then challenge it: 'For decades, historians assumed the canal was built for trade. However, new excavations point to flood control.' The sentence after the turn usually holds the author's point, and the opening view is the idea being corrected. Choices that restate the opening view are tempting because they appear in the passage first.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "central_ideas_and_details",
  },
  {
    id: "reading-central-idea-in-literature",
    headline: "In a story excerpt, the central idea is usually about a person",
    content:
      "With a literary passage, ask what the excerpt shows about a character: a feeling, a change, or a conflict. Notice what the narrator lingers on. If a girl keeps counting the steps to the stage while her name is called, the passage is about her nervousness, not about the building or the ceremony. Choices about setting details alone are rarely the central idea.",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "central_ideas_and_details",
  },
  // Information and Ideas: inferences
  {
    id: "reading-inference-must-follow",
    headline: "A correct inference must follow from the text, not just be possible",
    content:
      "On the SAT, an inference is a small step the passage forces, not a guess about what might be true. If a passage says every sample from the north shore contained the algae and sample 12 came from the north shore, you can infer that sample 12 contained the algae. A choice that is merely plausible, like 'the algae is spreading south', is not supported.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "inferences",
  },
  {
    id: "reading-complete-the-logic",
    headline: "For 'most logically completes the text', trace the argument",
    content:
      "These questions end with a blank. Read the findings in order and ask what they add up to. Example: 'Bees visited blue flowers twice as often as white ones. When the blue flowers were moved into shade, visits dropped to the level of the white ones. This suggests that ___.' The blank needs a conclusion both facts support: the bees' preference depends on light, not on color alone.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "inferences",
  },
  {
    id: "reading-inference-extreme-words",
    headline: "Be suspicious of 'always', 'never' and 'proves' in inference choices",
    content:
      "A passage reporting that a medicine reduced symptoms in most patients can't support a choice saying it 'always works' or 'proves the cause of the illness'. Strong words need strong evidence, and short passages rarely provide it. Prefer choices with measured language, such as 'may', 'some', or 'suggests', unless the passage itself states something absolutely.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "inferences",
  },
  {
    id: "reading-inference-keep-the-scope",
    headline: "Don't stretch a finding about one group to everyone",
    content:
      "If a study of farms in Kenya found that planting trees between crops raised yields, the supported inference is about those farms or similar ones. A choice claiming the method would raise yields everywhere, or for every crop, overreaches. Check who was studied, where, and under what conditions, and reject choices that quietly widen any of them.",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "inferences",
  },
  {
    id: "reading-inference-connect-two-facts",
    headline: "Hard inferences join two facts that sit far apart in the passage",
    content:
      "The toughest inference questions need two sentences combined. Write them as a chain: 'Fact 1: the mineral forms only above 900°C. Fact 2: the mineral was found in the cave walls.' Together they imply the cave rock was once heated above 900°C. If a choice uses only one of the facts, it's usually too weak or off target. Find both links before you answer.",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "inferences",
  },
  // Information and Ideas: command of evidence (textual)
  {
    id: "reading-evidence-name-the-claim-first",
    headline: "Name the claim before you hunt for the evidence",
    content:
      "Evidence questions ask which finding or quotation would best support a claim. Before reading the choices, restate the claim in plain words: 'The researcher thinks crows can recognize individual human faces.' Then look for the choice that shows exactly that, such as crows reacting differently to two people wearing different masks. A choice about crows being clever in general doesn't prove the specific claim.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "command_of_evidence_textual",
  },
  {
    id: "reading-evidence-weaken-the-link",
    headline: "To weaken a claim, attack the link between cause and result",
    content:
      "If a passage claims that a new bike lane reduced accidents on Main Street, the strongest weakening finding breaks the connection: for example, that accidents fell by the same amount on nearby streets without bike lanes. A finding that bike lanes are expensive is true-sounding but irrelevant. Ask which choice, if true, would make the author's explanation less likely.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "command_of_evidence_textual",
  },
  {
    id: "reading-evidence-match-the-exact-trait",
    headline: "For a character claim, the quotation must show that exact trait",
    content:
      "If the claim is that a character is impatient, look for a quotation that shows impatience, such as tapping her foot while the clerk counts change, or interrupting before a question is finished. A quotation showing anger, sadness, or pride is close but wrong. Underline the key adjective in the claim, then check each quotation against that word alone.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "command_of_evidence_textual",
  },
  {
    id: "reading-evidence-true-but-irrelevant",
    headline: "Beware the choice that is true but supports a different point",
    content:
      "Evidence questions are full of choices that are accurate and even come from the passage, but support something other than the claim asked about. If the claim is about why an ancient city was abandoned, a quotation about how the city was built is true but beside the point. For each choice, ask: does this make the specific claim more believable?",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "command_of_evidence_textual",
  },
  {
    id: "reading-evidence-cover-both-halves",
    headline: "When a claim has two parts, the evidence must support both",
    content:
      "Some claims join two ideas: 'The sculptor worked quickly and rarely revised her designs.' A quotation about her speed alone supports only half. The right choice covers both, or the half the question specifically asks about. Split the claim at 'and', 'but' or 'because' and check each part separately against each choice.",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "command_of_evidence_textual",
  },
  // Information and Ideas: command of evidence (quantitative)
  {
    id: "reading-data-read-title-axes-and-units",
    headline: "Read a graph's title, axes and units before its bars and lines",
    content:
      "Before looking at any values, spend ten seconds on the frame: what does the title say is measured, what is on each axis, and in what units? A chart in thousands of tons or percent of households changes what the numbers mean. Many wrong choices misread the units or swap the categories, and reading the frame first protects you from both.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "command_of_evidence_quantitative",
  },
  {
    id: "reading-data-true-and-relevant",
    headline: "The right data choice is both true to the graph and on topic",
    content:
      "In data questions, some choices describe the graph correctly but don't support the claim in the text, and some support the claim but misread the graph. You need both. First rule out any choice that the graph contradicts. Then, among the accurate ones, pick the one that actually backs up the sentence the question points to.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "command_of_evidence_quantitative",
  },
  {
    id: "reading-data-trend-versus-one-point",
    headline: "A claim about a trend needs more than a single data point",
    content:
      "If the text claims that library visits rose steadily from 2015 to 2020, a choice saying visits were highest in 2020 isn't enough: that could be true even if visits dipped in the middle. The supporting choice describes the pattern across the years. Match the kind of evidence to the kind of claim: trends need several points, comparisons need both items compared.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "command_of_evidence_quantitative",
  },
  {
    id: "reading-data-compare-the-right-cells",
    headline: "In a table, check that you compare the right rows and columns",
    content:
      "Tables often include several years or groups, and trap choices quote a real number from the wrong cell. If the claim is about 2022 rainfall in two cities, put a finger on the 2022 column and read both cities from it, such as 710 millimeters against 540. A choice using 2021 figures, even if its comparison is correct, doesn't support a claim about 2022.",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "command_of_evidence_quantitative",
  },
  {
    id: "reading-data-percent-versus-count",
    headline: "Don't confuse a larger percentage with a larger number",
    content:
      "Town A has 500 households and 20% of them own a bicycle: 100 households. Town B has 2,000 households and 10% own one: 200 households. Town A has the higher percentage, but Town B has more bicycle owners. When a graph shows percentages and the claim is about numbers, or the reverse, the obvious choice may be the wrong one.",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "command_of_evidence_quantitative",
  },
  // Craft and Structure: words in context
  {
    id: "reading-words-fill-the-blank-yourself",
    headline: "Fill in the blank with your own word before reading the choices",
    content:
      "Cover the choices and read the sentence with the blank. Put in a simple word of your own that fits the meaning: 'The results were so ___ that the team repeated the experiment twice to be sure.' Your word might be 'surprising'. Now find the choice closest to it, such as 'unexpected'. Predicting first keeps fancy but wrong words from distracting you.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "words_in_context",
  },
  {
    id: "reading-words-uncommon-meanings",
    headline: "A common word may be used in an uncommon sense",
    content:
      "In 'The engineer's plan was sound, resting on three independent tests', sound means reliable or well-founded, not noise. The SAT likes familiar words with a second meaning, and the trap choice is the everyday sense. Replace the word with each choice and ask whether the sentence still means what the author intended. Context, not your first association, decides.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "words_in_context",
  },
  {
    id: "reading-words-positive-or-negative",
    headline: "Decide whether the blank needs a positive or negative word",
    content:
      "Often you can rule out half the choices by tone alone. In 'Critics dismissed the film as ___, complaining that every scene dragged', the word must be negative, so 'captivating' and 'ambitious' go. Between 'tedious' and 'hostile', the clue 'every scene dragged' points to tedious. Mark the blank as plus or minus first, then use the specific clue to choose.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "words_in_context",
  },
  {
    id: "reading-words-read-the-whole-sentence-back",
    headline: "Read your chosen word back into the full sentence",
    content:
      "After picking a word, read the entire sentence aloud in your head with your choice in place. A word can match your prediction and still sound wrong in the sentence. In 'The scientist was reluctant to ___ her findings until the data were checked', you might predict 'share'. 'Boast' is close in spirit, but 'boast her findings' isn't good English; 'publicize' fits. The right word fits both the meaning and the sentence.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "words_in_context",
  },
  {
    id: "reading-words-contrast-clues",
    headline: "Words like 'although' tell you the blank means the opposite",
    content:
      "Contrast words flip meaning. In 'Although the reviewer was usually ___, she praised the novel warmly', the blank must contrast with warm praise, so it means harsh or severe, perhaps 'scathing'. Clues like 'although', 'despite', 'unlike' and 'rather than' signal a contrast; 'and', 'because' and 'similarly' signal agreement. Find the clue, then decide which way the blank must lean.",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "words_in_context",
  },
  // Craft and Structure: text structure and purpose
  {
    id: "reading-purpose-starts-with-a-verb",
    headline: "State the author's purpose as a verb: argue, describe, explain",
    content:
      "Purpose questions ask why the author wrote the passage. Answer with a verb: is the author arguing for a view, describing something, explaining how it works, or challenging an idea? Most answer choices begin with such a verb, so you can often rule out two at once. A passage that just explains how tides work isn't 'criticizing' anyone.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "text_structure_and_purpose",
  },
  {
    id: "reading-function-of-a-sentence",
    headline: "To find a sentence's function, read what comes before and after",
    content:
      "When asked about the role of an underlined sentence, look at its neighbors. Does it give an example of the claim before it? Introduce a problem that the next sentence solves? Offer a counterpoint? For instance, 'Yet the method has a flaw' after two sentences of praise introduces a limitation. The answer describes the sentence's relationship to the passage, not just its content.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "text_structure_and_purpose",
  },
  {
    id: "reading-map-the-passage",
    headline: "Label each sentence's job to see the passage's structure",
    content:
      "For structure questions, give each sentence a one-word label: claim, background, example, objection, response, conclusion. A passage might map as background, claim, example, example. The correct choice describes that same order, such as 'introduces a topic, then offers a claim and supports it with examples.' A choice with the steps in a different order is wrong.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "text_structure_and_purpose",
  },
  {
    id: "reading-purpose-half-right-trap",
    headline: "A purpose choice that fits only half the passage is wrong",
    content:
      "A tricky wrong answer describes the first part of a passage perfectly and ignores the rest. If a passage describes a traditional theory and then presents evidence against it, 'to describe a traditional theory' is half right and therefore wrong. The correct choice accounts for the whole movement, such as 'to present a theory and then question it with new evidence.'",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "text_structure_and_purpose",
  },
  // Craft and Structure: cross-text connections
  {
    id: "reading-cross-text-summarize-each-side",
    headline: "With two texts, sum up each author's view in one line",
    content:
      "Paired-text questions ask how the authors relate. Before looking at the choices, write a one-line summary of each: 'Text 1: remote work raises productivity. Text 2: it does, but only for tasks done alone.' Now the relationship is clear, partial agreement with a limit, and you can match it to a choice without rereading both texts three times.",
    category: "reading",
    difficultyLevel: "beginner",
    subSkill: "cross_text_connections",
  },
  {
    id: "reading-cross-text-how-would-they-respond",
    headline: "For 'how would the author of Text 2 respond', use only Text 2's view",
    content:
      "These questions ask you to apply one author's view to the other's claim. Find the exact point in Text 1 being asked about, then ask what Text 2's author believes about that point. If Text 2 argues that small samples make a finding unreliable, the author would likely question a Text 1 conclusion drawn from a twelve-person study. Don't bring in your own opinion.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "cross_text_connections",
  },
  {
    id: "reading-cross-text-agree-on-facts-differ-on-meaning",
    headline: "Paired authors often agree on the facts but read them differently",
    content:
      "Two authors may accept the same observation, such as a drop in city bird populations, and disagree about its cause: one blames glass buildings, the other blames fewer insects. Choices that say the authors 'completely disagree' miss the shared ground. Ask separately what they agree on and where they part ways; the right choice usually reflects both.",
    category: "reading",
    difficultyLevel: "advanced",
    subSkill: "cross_text_connections",
  },
  {
    id: "reading-cross-text-dont-overstate-the-response",
    headline: "A measured response beats a dramatic one in paired texts",
    content:
      "When one author responds to another, the correct choice usually describes a qualified reaction, such as 'would argue the finding applies only to some cases', not a total rejection. Authors of short academic texts rarely dismiss each other outright. If a choice says Text 2's author would 'ridicule' or 'entirely reject' Text 1, check whether Text 2's wording is really that strong.",
    category: "reading",
    difficultyLevel: "intermediate",
    subSkill: "cross_text_connections",
  },
];
