// writing tips (issue 19): written for Levelfield, copied from nowhere.
import type { Tip } from "../tip.ts";

export const writingTips: readonly Tip[] = [
  // Expression of Ideas: rhetorical synthesis
  {
    id: "writing-synthesis-read-the-goal-first",
    headline: "In notes questions, read the student's goal before the notes",
    content:
      "Rhetorical synthesis questions give a list of notes and ask which sentence achieves a specific goal, such as 'emphasize the age of the fossil'. Read that goal first, then skim the notes. Every choice will be accurate to the notes, so accuracy can't decide; only the goal can. Pick the sentence that does exactly what the goal says, and nothing else.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "rhetorical_synthesis",
  },
  {
    id: "writing-synthesis-skim-the-notes",
    headline: "You don't need to study every note; the goal tells you which matter",
    content:
      "The bulleted notes can run to six or seven lines, and reading each carefully wastes time. Once you know the goal, for example 'introduce the researcher to a new audience', you only need the notes that serve it: her name, her field, her best-known work. Skim the rest. Then compare the choices against the two or three notes that matter.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "rhetorical_synthesis",
  },
  {
    id: "writing-synthesis-difference-or-similarity",
    headline: "If the goal is a contrast, the sentence must name both sides",
    content:
      "Say the goal is to 'highlight a difference between the two bridges'. A choice like 'The Alder Bridge is 300 meters long' describes one bridge only. A choice like 'The Alder Bridge is 300 meters long, while the Birch Bridge is only 120' shows the difference. For similarity goals, look for words like 'both' or 'like'. The sentence must do the comparing itself.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "rhetorical_synthesis",
  },
  {
    id: "writing-synthesis-unfamiliar-audience",
    headline: "For an audience 'unfamiliar' with a topic, the sentence must explain it",
    content:
      "When the goal says the audience is unfamiliar with something, such as a technique called pointillism, the right choice briefly explains it: 'pointillism, a technique of painting with small dots of color'. A choice that uses the term without explaining it assumes knowledge the audience doesn't have. If the audience is described as familiar, the explanation becomes unnecessary.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "rhetorical_synthesis",
  },
  {
    id: "writing-synthesis-every-choice-is-accurate",
    headline: "Every choice is true to the notes, so judge only the goal",
    content:
      "The most common mistake on synthesis questions is picking the choice with the most information or the most impressive detail. The test builds every choice from the notes, so every choice is factually correct. If the goal is 'to present the study's conclusion', a sentence about the study's funding fails even if it is longer and more detailed. Check each choice against the goal word by word.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "rhetorical_synthesis",
  },
  {
    id: "writing-synthesis-goals-with-two-parts",
    headline: "When the goal has two parts, the right sentence does both",
    content:
      "Some goals ask for two things at once, such as 'present the study and explain its method'. A sentence naming the study's finding but not how it was done meets only half. Underline both parts of the goal, then rule out any choice that misses one. Often only a single choice survives, and it may be the one that first looked plain.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "rhetorical_synthesis",
  },
  // Expression of Ideas: transitions
  {
    id: "writing-transitions-name-the-relationship",
    headline: "Name the relationship between the sentences before picking a transition",
    content:
      "Read the sentence before the blank and the one after, then decide how they connect: contrast, cause and effect, addition, example, or time sequence. Only then look at the choices. 'The trail was steep. ___, most hikers reached the top.' This is a contrast between difficulty and success, so 'Nevertheless' fits, while 'Therefore' or 'For example' doesn't.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "transitions",
  },
  {
    id: "writing-transitions-contrast-words",
    headline: "Use 'however' or 'in contrast' only when the ideas truly clash",
    content:
      "Contrast transitions such as 'however', 'in contrast' and 'on the other hand' need two ideas that pull in different directions. 'Most desert plants store water in thick leaves. In contrast, the creosote bush has small, waxy leaves.' If the second sentence simply adds another example of the same pattern, a contrast word is wrong even though it sounds academic and smooth.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "transitions",
  },
  {
    id: "writing-transitions-cause-and-effect",
    headline: "Use 'therefore' only when the second idea follows from the first",
    content:
      "Cause-and-effect transitions, such as 'therefore', 'as a result' and 'consequently', claim that the second sentence happens because of the first. 'The river flooded in April. As a result, planting was delayed until June.' Test it by adding 'because': planting was delayed because the river flooded. If the 'because' version doesn't make sense, the transition is wrong.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "transitions",
  },
  {
    id: "writing-transitions-synonyms-cancel-out",
    headline: "If two transition choices mean the same thing, both are likely wrong",
    content:
      "A question has only one right answer, so two choices that work identically can't both be right. If the options include 'however' and 'nevertheless', which play the same role in most sentences, the answer is probably one of the other two. This doesn't replace reading the sentences, but it's a useful way to narrow four choices to two when you are unsure.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "transitions",
  },
  {
    id: "writing-transitions-example-versus-addition",
    headline: "'For example' needs an instance; 'moreover' needs a new point",
    content:
      "'For example' introduces a specific case of the general claim just made: 'Some metals are liquid at room temperature. For example, mercury melts at about −39°C.' 'Moreover' adds a separate point that supports the same argument. If the second sentence is a specific case, choose the example transition; if it's a second, independent reason, choose the addition transition.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "transitions",
  },
  {
    id: "writing-transitions-look-further-back",
    headline: "A transition may connect to the claim two sentences back",
    content:
      "Sometimes the sentence just before the blank is a side detail, and the transition links to the main claim earlier. 'The city planted 5,000 trees. The project cost $2 million. ___, summer street temperatures fell by 2°C.' The temperature drop follows from the trees, not from the cost, so 'As a result' works once you connect it to the first sentence. Read the whole passage, not just the neighbor.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "transitions",
  },
  {
    id: "writing-transitions-concession",
    headline: "Use 'admittedly' to grant a point before answering it",
    content:
      "Concession transitions, such as 'admittedly', 'granted' and 'to be sure', grant a point against the author's own view before the author answers it. 'Electric buses are the better choice for the city. Admittedly, they cost more to buy. Still, lower fuel and repair costs make them cheaper over ten years.' Look for a sentence that concedes a weakness and is then followed by a 'still' or 'but' that answers it.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "transitions",
  },
  // Standard English Conventions: boundaries
  {
    id: "writing-boundaries-comma-splice",
    headline: "Two complete sentences can't be joined by a comma alone",
    content:
      "'The museum opened in 1998, it now hosts a million visitors a year' is a comma splice: both halves could stand alone as sentences. Fix it with a period, a semicolon, or a comma plus a joining word: 'The museum opened in 1998, and it now hosts a million visitors a year.' On the test, cover each side of the comma and ask whether it could stand alone.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-semicolon-test",
    headline: "A semicolon needs a complete sentence on both sides",
    content:
      "Use a semicolon like a soft period: both sides must be complete sentences. 'The storm weakened overnight; by morning, the roads were open' works. 'The storm weakened overnight; leaving the roads open' doesn't, because 'leaving the roads open' can't stand alone. If you could swap the semicolon for a period and get two real sentences, the semicolon is fine.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-comma-and-conjunction",
    headline: "Join two sentences with a comma plus 'and', 'but' or 'so'",
    content:
      "When two complete sentences are joined by a coordinating conjunction, such as and, but, or, so, yet, for, or nor, put a comma before it: 'The bakery sold out by noon, so the owner doubled the next day's order.' If the part after the conjunction isn't a full sentence, as in 'sold out by noon and closed early', no comma is needed.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-colon-needs-a-sentence-first",
    headline: "What comes before a colon must be a complete sentence",
    content:
      "A colon introduces a list, an explanation or an example, and the words before it must form a complete sentence. 'The kit contains three tools: a wrench, a hammer, and a level' is correct. 'The kit contains: a wrench, a hammer, and a level' is wrong, because 'The kit contains' is unfinished. What follows a colon can be a full sentence or just a list.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-match-the-pair",
    headline: "Close an interruption with the same mark that opened it",
    content:
      "Extra information in the middle of a sentence needs a matching pair of marks: two commas, two dashes, or two parentheses. 'The painter, who was born in Lagos, moved to Paris in 1960.' If the first mark is a dash, the second must be a dash too: 'The painter — born in Lagos — moved to Paris.' Mixing a dash with a comma is a common wrong choice.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-no-comma-between-subject-and-verb",
    headline: "Never put a single comma between a subject and its verb",
    content:
      "A long subject tempts you to pause, but a comma can't split it from its verb. 'The students who finished the survey early, left the room' is wrong; it should read 'The students who finished the survey early left the room.' Find the subject and the verb, and if one comma sits between them with no partner comma, remove it.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-semicolon-before-however",
    headline: "When 'however' joins two sentences, put a semicolon before it",
    content:
      "Words like however, therefore and moreover aren't conjunctions, so a comma alone can't join two sentences with them. 'The trial was small; however, its results were striking' is correct. 'The trial was small, however, its results were striking' is a comma splice. Inside a single sentence, 'however' takes commas on both sides: 'The results, however, were striking.'",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-no-comma-before-that-clause",
    headline: "Don't put a comma before a clause that begins with 'that'",
    content:
      "When a verb like found, showed or argued is followed by what was found, no comma comes between them: 'The study found that sleep improves recall.' A comma after 'found' would split the verb from its object. The same is true of restrictive 'that' clauses after nouns: 'The book that I borrowed is overdue' needs no commas at all.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-essential-or-extra",
    headline: "Commas mark extra information, not information the sentence needs",
    content:
      "If removing a phrase changes which thing you mean, the phrase is essential and takes no commas: 'Students who study daily improve faster.' Without 'who study daily', the claim is about all students. If the phrase just adds detail, use commas: 'My brother, who studies daily, improved quickly.' If you have only one brother, 'my brother' already identifies him, so the clause is extra.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-names-after-titles",
    headline: "No commas around a name that identifies which person you mean",
    content:
      "In 'The novelist Ana Ruiz spoke at the festival', the name tells you which novelist, so it is essential: no commas. In 'The town's only novelist, Ana Ruiz, spoke at the festival', the words before the name already identify one person, so the name is extra and takes a pair of commas. A descriptive title like 'physicist' or 'chef' before a name almost never takes a comma.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "boundaries",
  },
  {
    id: "writing-boundaries-semicolons-in-complex-lists",
    headline: "Use semicolons to separate list items that already contain commas",
    content:
      "When the items in a list contain commas themselves, commas alone become confusing. Separate the items with semicolons: 'The tour stops in Lima, Peru; Quito, Ecuador; and Bogotá, Colombia.' With only commas, a reader couldn't tell whether there are three stops or six. If a list's items have no internal commas, plain commas are correct.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "boundaries",
  },
  // Standard English Conventions: form, structure and sense
  {
    id: "writing-form-skip-the-middle-phrase",
    headline: "Match the verb to the real subject, not the nearest noun",
    content:
      "In 'The box of old letters ___ in the attic', the subject is 'box', not 'letters', so the verb is 'is'. Cross out the phrase between the subject and the verb, usually one starting with of, with or in, and the answer becomes obvious. Test writers put a plural noun right before the blank precisely to make 'are' sound natural.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "form_structure_and_sense",
  },
  {
    id: "writing-form-its-and-possessive-apostrophes",
    headline: "Know its from it's and researcher's from researchers'",
    content:
      "'It's' always means 'it is' or 'it has'; the possessive is 'its' with no apostrophe: 'The company changed its logo.' For nouns, a singular possessive adds 's ('the researcher's notes', one researcher), and a plural ending in s adds only an apostrophe ('the researchers' notes', several). Decide first whether the sentence needs ownership, and then whether there is one owner or several.",
    category: "writing",
    difficultyLevel: "beginner",
    subSkill: "form_structure_and_sense",
  },
  {
    id: "writing-form-pronoun-agreement",
    headline: "A pronoun must agree with the noun it replaces",
    content:
      "'Each of the teams submitted ___ report' needs 'its', because 'each' is singular. 'The teams submitted their reports' uses 'their' because 'teams' is plural. Find the noun the pronoun refers to and check its number. On the test, words like each, either and neither are singular, even when a plural noun follows them in an 'of' phrase.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "form_structure_and_sense",
  },
  {
    id: "writing-form-tense-from-time-clues",
    headline: "Let the time words in the passage choose the verb tense",
    content:
      "Look for clues like 'in 1887', 'since 2010', 'next year', or the tense of nearby verbs. 'In 1887, the engineer ___ the first design' needs the past, 'completed'. 'Since 2010, the team ___ three satellites' needs the present perfect, 'has launched', because the period runs up to now. If the rest of the paragraph is in the past, a present tense choice is usually wrong.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "form_structure_and_sense",
  },
  {
    id: "writing-form-every-sentence-needs-a-main-verb",
    headline: "Watch for '-ing' choices that leave the sentence without a main verb",
    content:
      "'The archaeologists, working in the Andes for a decade, ___ a hidden road.' Choices like 'discovering' or 'having discovered' leave the sentence without a main verb, making it a fragment. The answer is a verb that can act by itself, such as 'discovered'. When a long phrase separates the subject from the blank, check that the finished sentence has a subject and a real verb.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "form_structure_and_sense",
  },
  {
    id: "writing-form-collective-nouns-are-singular",
    headline: "Treat team, committee and audience as singular",
    content:
      "In American English, collective nouns such as team, committee, jury, audience and company usually take singular verbs and pronouns: 'The committee has released its report.' It's tempting to write 'have' and 'their', because a committee has many members. Unless the sentence clearly stresses the members acting separately, choose the singular forms.",
    category: "writing",
    difficultyLevel: "intermediate",
    subSkill: "form_structure_and_sense",
  },
  {
    id: "writing-form-dangling-modifiers",
    headline: "An opening phrase must describe the noun that comes right after it",
    content:
      "'After analyzing the samples, the results surprised the team' says the results analyzed the samples. The phrase 'After analyzing the samples' must be followed by whoever did the analyzing: 'After analyzing the samples, the team was surprised by the results.' When a question starts with a modifying phrase and a blank, choose the option that puts the right doer first.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "form_structure_and_sense",
  },
  {
    id: "writing-form-neither-nor-agreement",
    headline: "With 'neither…nor' or 'either…or', the verb agrees with the nearer noun",
    content:
      "When two subjects are joined by 'or' or 'nor', the verb matches the one closest to it. 'Neither the coach nor the players were ready' uses 'were' because 'players' is plural and nearer. 'Neither the players nor the coach was ready' uses 'was'. This is one of the few places where the nearest noun really does decide the verb.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "form_structure_and_sense",
  },
  {
    id: "writing-form-inverted-sentences",
    headline: "When the subject comes after the verb, find it before choosing",
    content:
      "Sentences that start with a place or 'there' often put the subject after the verb: 'Among the museum's treasures ___ two rare fossils.' The subject is 'fossils', plural, so the verb is 'are', even though 'treasures' and 'museum' come first. Flip the sentence in your head, 'Two rare fossils are among the treasures', and the agreement is easy to check.",
    category: "writing",
    difficultyLevel: "advanced",
    subSkill: "form_structure_and_sense",
  },
];
