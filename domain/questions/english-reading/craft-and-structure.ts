// Craft and Structure (Reading and Writing): 46 hand-written items, one short passage and one
// question each, like the digital SAT. Words in context, text structure and purpose, and
// cross-text connections. Passages are ours, or public-domain literature and speeches (US
// publication before 1929) copied word for word with a one-line attribution.
//
// Each draft names its key and, for every distractor, why it is wrong. The build places the key
// at a letter drawn from a balanced, seeded shuffle (so the key letters spread evenly over A–D),
// shuffles the distractors into the other places, and writes the explanation by letter.

import { difficultyOfLevel, letters } from "../item.ts";
import type { Letter, Level, QuestionItem } from "../item.ts";
import { seededRandom, shuffled } from "../../random.ts";

type CraftSkill = "words_in_context" | "text_structure_and_purpose" | "cross_text_connections";

type Distractor = {
  text: string;
  /** Completes "Choice X is wrong because …"; a clause ending with a full stop. */
  why: string;
};

type Draft = {
  skill: CraftSkill;
  level: Level;
  passage: string;
  stem: string;
  key: string;
  /** Why the key is right: one or two full sentences. */
  keyWhy: string;
  wrong: readonly [Distractor, Distractor, Distractor];
  /** Where the passage comes from, when it is not ours (public-domain literature or speech). */
  origin?: string;
};

/** Discrimination per item type (reading items ~0.9–1.3). */
const DISCRIMINATION: Record<CraftSkill, number> = {
  words_in_context: 1.2,
  text_structure_and_purpose: 1.1,
  cross_text_connections: 1.0,
};

/** The seed of the published bank: fixes where each key and distractor sits. */
export const CRAFT_AND_STRUCTURE_SEED = 20260501;

const BLANK_STEM = `Which choice completes the text with the most logical and precise word or phrase?`;
const wordStem = (word: string) =>
  `As used in the text, what does the word "${word}" most nearly mean?`;
const functionStem = (sentence: string) =>
  `Which choice best describes the function of the sentence "${sentence}" in the text as a whole?`;
const STRUCTURE_STEM = `Which choice best describes the overall structure of the text?`;
const PURPOSE_STEM = `What is the main purpose of the text?`;
const crossStem = (what: string) =>
  `Based on the texts, how would the author of Text 2 most likely respond to ${what}?`;
const twoTexts = (text1: string, text2: string) => `Text 1\n\n${text1}\n\nText 2\n\n${text2}`;

const drafts: readonly Draft[] = [
  // ── Words in context ──────────────────────────────────────────────────────────────────────
  {
    skill: "words_in_context",
    level: 1,
    passage: `The new library branch opened last spring, and it quickly became one of the busiest places in town. After school, students fill the study tables, and on weekends families crowd into the children's room for story time. Because so many people now use the building, the city plans to ______ its hours, keeping the doors open until nine o'clock on weeknights.`,
    stem: BLANK_STEM,
    key: "extend",
    keyWhy: `The library is crowded, and the plan keeps the doors open until nine o'clock at night, so the city is making its hours longer: it will extend them.`,
    wrong: [
      {
        text: "reduce",
        why: `cutting the hours would not fit a plan made because so many people use the building, and keeping the doors open until nine adds time instead of removing it.`,
      },
      {
        text: "copy",
        why: `no other building's schedule is mentioned, so there is nothing for the city to copy.`,
      },
      {
        text: "forget",
        why: `a city cannot plan to forget its hours, and forgetting them would not keep the doors open until nine o'clock.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 1,
    passage: `Honeybees share information through movement. When a worker bee finds a rich patch of flowers, she returns to the hive and performs a "waggle dance." The angle of her dance shows the other bees which direction to fly, and the length of the dance tells them how far away the flowers are.`,
    stem: wordStem("patch"),
    key: "small area",
    keyWhy: `The bee finds flowers growing together in one place, which the other bees then fly to, so "patch" means a small area of ground.`,
    wrong: [
      {
        text: "piece of cloth",
        why: `that is the meaning of "patch" used for mending clothes, but the bee finds flowers, not fabric.`,
      },
      {
        text: "short period of time",
        why: `that is the meaning in a phrase like "going through a rough patch," but the text describes a place the bees fly to, not a stretch of time.`,
      },
      {
        text: "software update",
        why: `that is a computer meaning of "patch"; the text is about bees and flowers.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 2,
    passage: `Many desert plants are ______ dry conditions. Cacti, for example, store water in their thick stems, and their spines, which are a kind of leaf, lose far less water than broad, flat leaves would. Some desert shrubs drop their leaves entirely during the driest months, saving water until the rains return.`,
    stem: BLANK_STEM,
    key: "well suited to",
    keyWhy: `Every example shows a feature that helps a plant survive with little water, so the plants are well suited to dry conditions.`,
    wrong: [
      {
        text: "harmed by",
        why: `the text describes how the plants save water and survive, not damage that dryness does to them.`,
      },
      {
        text: "unaware of",
        why: `whether plants are aware of anything is never discussed, and the examples show the plants responding to dryness.`,
      },
      {
        text: "protected from",
        why: `the plants are not shielded from dry conditions; they live in them, and the examples show how they cope.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 3,
    passage: `The town's old train station sat empty for decades. Last year, a group of local artists proposed turning it into a gallery and workshop space. The city council hesitated, worried about repair costs, but the artists raised enough money from neighbors to cover the new roof and windows. Now the building is open again, and its once-silent platform hosts weekend craft fairs.`,
    stem: wordStem("cover"),
    key: "pay for",
    keyWhy: `The council was worried about repair costs, and the artists answered that worry by raising money, so the money was enough to pay for the new roof and windows.`,
    wrong: [
      {
        text: "hide from view",
        why: `the artists were not trying to conceal the roof and windows; they were paying to repair them.`,
      },
      {
        text: "spread a layer over",
        why: `money cannot be spread over a roof; the sentence is about what the money was enough to pay for, not about covering something physically.`,
      },
      {
        text: "report on",
        why: `that is the meaning used for news stories ("cover an event"), but the artists were raising money, not writing about the station.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 3,
    passage: `Octopuses are remarkably ______ animals. In laboratory studies, they have learned to unscrew the lids of jars to reach the food inside, and some have found their way through simple mazes after only a few tries.`,
    stem: BLANK_STEM,
    key: "clever",
    keyWhy: `Unscrewing lids and getting through mazes after only a few tries are signs of problem-solving, so "clever" fits the examples.`,
    wrong: [
      {
        text: "sluggish",
        why: `slow, inactive animals would not quickly learn to open jars and solve mazes.`,
      },
      {
        text: "aggressive",
        why: `the examples show octopuses solving problems, not attacking or fighting.`,
      },
      {
        text: "colorful",
        why: `the text says nothing about the animals' color; both of its examples are about learning and problem-solving.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 4,
    passage: `When the engineer Mira Patel reviewed the design for a new bridge, she found that its supports could bear far more weight than the city required. Some council members suggested trimming the design to save money, but Patel argued that the extra strength was a sensible safeguard, since the road might someday carry heavier trucks than it does today.`,
    stem: wordStem("bear"),
    key: "hold up",
    keyWhy: `The supports are judged by how much weight they can handle, so "bear" means hold up, or support, that weight.`,
    wrong: [
      {
        text: "put up with",
        why: `that is the meaning in "I can't bear the noise," which describes a person's feelings; the text is about how much weight the supports can physically hold.`,
      },
      {
        text: "give birth to",
        why: `that meaning (as in "bear a child") makes no sense for a bridge's supports and the weight on them.`,
      },
      {
        text: "turn toward",
        why: `that is the meaning in "bear left at the fork"; the supports are not changing direction.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 5,
    origin: "Jack London, The Call of the Wild (1903), public domain",
    passage: `The following text is from Jack London's 1903 novel The Call of the Wild. Buck is a large, strong dog living in California.\n\nBuck did not read the newspapers, or he would have known that trouble was brewing, not alone for himself, but for every tide-water dog, strong of muscle and with warm, long hair, from Puget Sound to San Diego. Because men, groping in the Arctic darkness, had found a yellow metal, and because steamship and transportation companies were booming the find, thousands of men were rushing into the Northland.`,
    stem: wordStem("brewing"),
    key: "beginning to develop",
    keyWhy: `The second sentence explains the cause: thousands of men are rushing north, which will soon mean trouble for strong, long-haired dogs. The trouble is taking shape, so "brewing" means beginning to develop.`,
    wrong: [
      {
        text: "being steeped in hot water",
        why: `that is the literal meaning used for making tea; trouble is not something prepared in a pot.`,
      },
      {
        text: "fading away",
        why: `the trouble is growing as men rush north, not disappearing.`,
      },
      {
        text: "being reported",
        why: `the newspapers would have told Buck about the trouble, but "brewing" describes the trouble itself forming, not the act of reporting it.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 5,
    passage: `Early astronomers assumed that the rings of Saturn were solid sheets. In 1859, the physicist James Clerk Maxwell showed mathematically that a solid ring would be torn apart by the planet's gravity, so the rings must instead be made of countless separate pieces. Observations by spacecraft more than a century later ______ his conclusion: the rings consist of chunks of ice and rock ranging from tiny grains to pieces as large as houses.`,
    stem: BLANK_STEM,
    key: "confirmed",
    keyWhy: `The spacecraft found separate chunks of ice and rock, exactly what Maxwell said the rings must be made of, so the observations confirmed his conclusion.`,
    wrong: [
      {
        text: "overturned",
        why: `the observations matched Maxwell's conclusion instead of disproving it.`,
      },
      {
        text: "anticipated",
        why: `to anticipate something is to come before it, but these observations came more than a century after Maxwell's work.`,
      },
      {
        text: "complicated",
        why: `nothing in the observations makes Maxwell's conclusion harder to accept; the colon introduces findings that match it.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 6,
    origin: "Louisa May Alcott, Little Women (1868), public domain",
    passage: `The following text is from Louisa May Alcott's 1868 novel Little Women. Four sisters are talking at home shortly before Christmas.\n\n"Christmas won't be Christmas without any presents," grumbled Jo, lying on the rug.\n\n"It's so dreadful to be poor!" sighed Meg, looking down at her old dress.\n\n"I don't think it's fair for some girls to have plenty of pretty things, and other girls nothing at all," added little Amy, with an injured sniff.\n\n"We've got Father and Mother, and each other," said Beth contentedly from her corner.`,
    stem: wordStem("injured"),
    key: "resentful",
    keyWhy: `Amy has just complained that it isn't fair for other girls to have more than she does, so her sniff shows that she feels wronged: it is a resentful sniff.`,
    wrong: [
      {
        text: "physically hurt",
        why: `nothing in the text suggests that Amy has a wound or is in pain; she is complaining about unfairness.`,
      },
      {
        text: "broken",
        why: `that sense applies to damaged objects, not to the way a person sniffs.`,
      },
      {
        text: "contented",
        why: `that word describes Beth's cheerful remark, not Amy's complaint about fairness.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 6,
    passage: `Among the lab's technicians, Daniel Osei was known for his exacting work. Before recording any measurement, he recalibrated the scale, checked the room's temperature, and repeated each weighing three times. Newer staff members sometimes found his routine slow, but the lab's results became noticeably more consistent after he arrived.`,
    stem: wordStem("exacting"),
    key: "careful and precise",
    keyWhy: `Recalibrating the scale, checking the temperature, and weighing everything three times show work done with great care and precision, which is what "exacting" means here.`,
    wrong: [
      {
        text: "demanding payment",
        why: `to "exact" a fee is to demand it, but the text describes how Osei measures, not anything he charges.`,
      },
      {
        text: "harsh toward coworkers",
        why: `newer staff found his routine slow, not his manner harsh; the word describes his work, not how he treated people.`,
      },
      {
        text: "copied from a model",
        why: `nothing suggests that Osei was imitating someone else's work; the text describes his own careful routine.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 7,
    origin: "L. M. Montgomery, Anne of Green Gables (1908), public domain",
    passage: `The following text is from L. M. Montgomery's 1908 novel Anne of Green Gables. Anne, a talkative and imaginative girl, is speaking.\n\n"Well, that is one of the things to find out sometime. Isn't it splendid to think of all the things there are to find out about? It just makes me feel glad to be alive—it's such an interesting world. It wouldn't be half so interesting if we knew all about everything, would it? There'd be no scope for imagination then, would there?"`,
    stem: wordStem("scope"),
    key: "opportunity",
    keyWhy: `Anne says that if everyone knew everything, there would be nothing left for imagination to do, so "scope" means room or opportunity for imagination to work.`,
    wrong: [
      {
        text: "viewing instrument",
        why: `that sense comes from words like "telescope," but Anne is talking about imagination, not a device for seeing.`,
      },
      {
        text: "official limit",
        why: `Anne is not describing boundaries placed on imagination; she means imagination would have no chance to work at all.`,
      },
      {
        text: "close examination",
        why: `to "scope out" something is to look it over, but Anne means imagination would have nothing left to do, not that it would go unexamined.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 7,
    passage: `Historians of mapmaking caution against treating old maps as simple records of what their makers saw. A sixteenth-century map might enlarge a patron's territory, place the mapmaker's home city near the center, or fill unexplored regions with guessed-at rivers and mountains. Such maps are best read as ______ documents, revealing the ambitions and assumptions of the people who made them as much as the land itself.`,
    stem: BLANK_STEM,
    key: "subjective",
    keyWhy: `The examples show maps shaped by their makers' interests and beliefs, and the sentence says the maps reveal the "ambitions and assumptions" of the people who made them, so they are subjective documents.`,
    wrong: [
      {
        text: "neutral",
        why: `maps that enlarge a patron's territory and put the maker's home city at the center are not neutral; the word contradicts the text's point.`,
      },
      {
        text: "fraudulent",
        why: `it is too strong: guesses about unexplored regions reflect the makers' views, and the text says the maps are worth reading for what they reveal, not that they are deliberate fakes.`,
      },
      {
        text: "obsolete",
        why: `the issue is not that the maps are out of date but that they reflect their makers' views, and the text recommends reading them, not discarding them.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 8,
    passage: `In the 1960s, most biologists regarded as fanciful the idea that mitochondria—the tiny structures that supply energy inside our cells—were once free-living bacteria. The biologist Lynn Margulis nonetheless pressed the case, assembling evidence that mitochondria carry their own DNA and divide much as bacteria do. The theory, once dismissed, is now a standard part of biology textbooks.`,
    stem: wordStem("fanciful"),
    key: "far-fetched",
    keyWhy: `The idea was "once dismissed," so most biologists thought it unlikely to be true: they regarded it as far-fetched.`,
    wrong: [
      {
        text: "elaborately decorated",
        why: `that meaning describes ornate objects, like a "fancy" dress, not a scientific idea.`,
      },
      {
        text: "expensive",
        why: `nothing in the text concerns cost; the issue is whether biologists believed the idea.`,
      },
      {
        text: "affectionate",
        why: `to "fancy" someone can mean to be fond of them, but the biologists dismissed the idea rather than liking it.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 8,
    origin: "Jane Austen, Pride and Prejudice (1813), public domain",
    passage: `The following text is from Jane Austen's 1813 novel Pride and Prejudice.\n\nIt is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife. However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters.`,
    stem: wordStem("fixed"),
    key: "firmly established",
    keyWhy: `The families are so sure of this "truth" that they treat a newcomer they know little about as belonging to one of their daughters, so the belief is firmly established in their minds.`,
    wrong: [
      {
        text: "repaired",
        why: `nothing in the families' minds was broken and then mended; "fixed" here means settled, not mended.`,
      },
      {
        text: "dishonestly arranged",
        why: `that sense, as in a "fixed" contest, would mean someone rigged the belief, but the text describes a belief the families hold sincerely.`,
      },
      {
        text: "steadily gazed at",
        why: `people can fix their eyes on something, but the text is about how firmly a belief is held in the families' minds, not about looking.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 9,
    origin: "Henry David Thoreau, Walden (1854), public domain",
    passage: `The following text is from Henry David Thoreau's 1854 book Walden, about the time he spent living in a small cabin he built in the woods.\n\nI went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach, and not, when I came to die, discover that I had not lived. I did not wish to live what was not life, living is so dear; nor did I wish to practise resignation, unless it was quite necessary.`,
    stem: wordStem("front"),
    key: "deal directly with",
    keyWhy: `Thoreau wants to meet the essential facts of life head-on and "learn what it had to teach," so "front" means confront, or deal directly with.`,
    wrong: [
      {
        text: "pretend to have",
        why: `that idea comes from "putting up a front," but Thoreau wants to live honestly: he did "not wish to live what was not life."`,
      },
      {
        text: "stand at the head of",
        why: `to front a band is to lead it, but Thoreau is not leading the facts of life; he wants to face them.`,
      },
      {
        text: "look out over",
        why: `a house can front a lake by facing it, but Thoreau means engaging with the facts of life, not having a view of them.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 10,
    origin: "Jane Austen, Emma (1815), public domain",
    passage: `The following text is from Jane Austen's 1815 novel Emma.\n\nEmma Woodhouse, handsome, clever, and rich, with a comfortable home and happy disposition, seemed to unite some of the best blessings of existence; and had lived nearly twenty-one years in the world with very little to distress or vex her. She was the youngest of the two daughters of a most affectionate, indulgent father; and had, in consequence of her sister's marriage, been mistress of his house from a very early period.`,
    stem: wordStem("unite"),
    key: "combine",
    keyWhy: `The sentence lists Emma's looks, intelligence, wealth, home, and cheerful nature, so she seems to combine many of life's blessings in one person.`,
    wrong: [
      {
        text: "marry",
        why: `although the text mentions her sister's marriage, Emma is not marrying anyone here; "unite" means bringing many blessings together in herself.`,
      },
      {
        text: "reconcile",
        why: `to reconcile is to bring opposing sides into agreement, but Emma's blessings are not in conflict with one another.`,
      },
      {
        text: "enlist",
        why: `to enlist is to join a group or sign someone up, but Emma is not joining anything; the blessings are gathered in her.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 11,
    passage: `The composer's late string quartets puzzled many of his contemporaries, who heard in their abrupt pauses and unresolved harmonies only the signs of a fading talent. Later listeners, however, came to regard these same features as deliberate experiments that anticipated the music of the following century. What one generation dismissed as ______, another celebrated as daring.`,
    stem: BLANK_STEM,
    key: "ineptitude",
    keyWhy: `The first listeners heard the pauses and harmonies as "signs of a fading talent," that is, as a lack of skill, while later listeners saw "deliberate experiments." "Ineptitude" names the first judgment and sets up the contrast with "daring."`,
    wrong: [
      {
        text: "recklessness",
        why: `recklessness is deliberate risk-taking, but the composer's contemporaries did not think the features were deliberate at all; they heard a talent in decline.`,
      },
      {
        text: "virtuosity",
        why: `virtuosity is dazzling technical skill, which is praise, but the contemporaries "dismissed" the quartets.`,
      },
      {
        text: "conventionality",
        why: `the features were abrupt, unresolved, and later heard as ahead of their time, so no one objected that they were too ordinary.`,
      },
    ],
  },
  {
    skill: "words_in_context",
    level: 12,
    origin: "Charles Dickens, A Christmas Carol (1843), public domain",
    passage: `The following text is from Charles Dickens's 1843 novella A Christmas Carol.\n\nOh! But he was a tight-fisted hand at the grindstone, Scrooge! a squeezing, wrenching, grasping, scraping, clutching, covetous, old sinner! Hard and sharp as flint, from which no steel had ever struck out generous fire; secret, and self-contained, and solitary as an oyster. The cold within him froze his old features, nipped his pointed nose, shrivelled his cheek, stiffened his gait; made his eyes red, his thin lips blue; and spoke out shrewdly in his grating voice.`,
    stem: wordStem("self-contained"),
    key: "reserved and withdrawn",
    keyWhy: `"Self-contained" sits between "secret" and "solitary as an oyster," a creature sealed inside its shell, so it describes a man who keeps his thoughts and himself away from others: reserved and withdrawn.`,
    wrong: [
      {
        text: "calm and composed",
        why: `"self-contained" can describe someone who keeps their emotions under control, but the passage stresses how closed-off, cold, and grasping Scrooge is, not any calmness.`,
      },
      {
        text: "complete in itself",
        why: `that meaning fits things, such as a self-contained apartment that has everything it needs, not a description of a person's character.`,
      },
      {
        text: "financially independent",
        why: `Scrooge does love money, but the word appears in a list of traits about how he shuts others out ("secret," "solitary"), not about where his money comes from.`,
      },
    ],
  },

  // ── Text structure and purpose ────────────────────────────────────────────────────────────
  {
    skill: "text_structure_and_purpose",
    level: 1,
    passage: `Sea otters spend most of their lives in the ocean, and they even sleep floating on their backs. To keep from drifting away while they rest, otters often wrap themselves in long strands of kelp, a seaweed anchored to the sea floor. Otters resting in a group may also hold paws, forming a floating cluster called a raft.`,
    stem: PURPOSE_STEM,
    key: "To describe how sea otters keep from drifting while they rest",
    keyWhy: `After the first sentence says otters sleep floating on the water, the rest of the text explains two ways they stay in place while resting: wrapping themselves in kelp and holding paws.`,
    wrong: [
      {
        text: "To argue that the kelp forests otters use need more protection",
        why: `kelp appears only as something otters use; the text never argues that it needs protecting.`,
      },
      {
        text: "To compare sea otters with the otters that live in rivers and lakes",
        why: `otters that live in rivers and lakes are never mentioned.`,
      },
      {
        text: "To explain how sea otters find food while floating on the water",
        why: `the text is about resting and sleeping; food is never mentioned.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 2,
    passage: `For years, many gardeners pulled up dandelions as soon as the yellow flowers appeared. Recently, some gardeners have started leaving a few dandelions in their lawns. The flowers bloom early in spring, when few other plants offer nectar and pollen, so a scattering of dandelions can help bees through the first weeks of the season.`,
    stem: STRUCTURE_STEM,
    key: "It describes a common practice, notes a change in it, and gives a reason for the change.",
    keyWhy: `The text moves from what gardeners did "for years" (pulling dandelions), to what some do "recently" (leaving a few), to why (the early flowers feed bees).`,
    wrong: [
      {
        text: "It states a problem that gardeners face and then compares several possible solutions to it.",
        why: `the text describes only one change, leaving some dandelions, and never weighs several solutions against one another.`,
      },
      {
        text: "It traces the life cycle of a dandelion from a seed in the lawn to a flower.",
        why: `seeds and growth stages are never mentioned; the text is about how gardeners treat dandelions.`,
      },
      {
        text: "It presents a claim about bees and flowers and then argues against that claim.",
        why: `the text supports its point about bees; it does not argue against anything.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 2,
    passage: `Most people picture a volcano as a tall, cone-shaped mountain. Many of the world's volcanoes look nothing like that, however. Shield volcanoes, such as those in Hawaii, have broad, gently sloping sides that can stretch for many kilometers, and some eruptions pour out of long cracks in nearly flat ground.`,
    stem: functionStem("Many of the world's volcanoes look nothing like that, however."),
    key: "It challenges the common image in the first sentence and introduces the examples that follow.",
    keyWhy: `"That" points back to the tall cone most people picture, and "however" signals a contrast; the next sentence then gives examples of volcanoes that are not cone-shaped.`,
    wrong: [
      {
        text: "It gives an example of the kind of tall, cone-shaped mountain that most people picture when they think of a volcano.",
        why: `the sentence names no particular volcano, and it turns away from the cone shape instead of illustrating it.`,
      },
      {
        text: "It explains what causes volcanoes to erupt in some places and not in others.",
        why: `the text describes the shapes of volcanoes, and this sentence says nothing about why eruptions happen.`,
      },
      {
        text: "It sums up the evidence about volcano shapes presented earlier in the text.",
        why: `it comes before the evidence about shield volcanoes and cracks in the ground, so it introduces that evidence instead of summing it up.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 3,
    passage: `The Japanese craft of kintsugi repairs broken pottery with lacquer mixed with powdered gold. Instead of hiding the cracks, the repair makes them shine. People who practice kintsugi often describe breakage as part of an object's history rather than something to disguise, and a mended bowl can come to be valued more highly than it was before it broke.`,
    stem: PURPOSE_STEM,
    key: "To explain a method of repair and the idea behind it",
    keyWhy: `The text first describes how kintsugi mends pottery with gold and then explains the attitude that guides it: breakage is part of an object's history, not something to hide.`,
    wrong: [
      {
        text: "To give step-by-step instructions for mending pottery",
        why: `the text describes the craft in general terms and gives no steps to follow.`,
      },
      {
        text: "To argue that broken pottery should be thrown away",
        why: `the text says the opposite: a mended bowl can be valued even more than before.`,
      },
      {
        text: "To compare the price of gold with the price of lacquer",
        why: `both materials are named, but their prices are never discussed.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 4,
    passage: `Researchers wondered whether birds living in cities sing differently from birds of the same species living in forests. To find out, they recorded great tits in ten European cities and in ten nearby forests. The city birds consistently sang at higher pitches. The researchers suggest that higher songs are easier to hear over the low rumble of traffic.`,
    stem: STRUCTURE_STEM,
    key: "It poses a question, describes a study that addressed it, reports a result, and offers an explanation.",
    keyWhy: `The sentences follow that order exactly: the researchers' question, the recordings in cities and forests, the higher pitches, and the suggestion about traffic noise.`,
    wrong: [
      {
        text: "It describes a disagreement between two research teams about birdsong and then sides with one of them.",
        why: `only one group of researchers appears, and no disagreement is described.`,
      },
      {
        text: "It lists several ways that cities harm birds and then proposes solutions.",
        why: `the text reports a single finding about the pitch of birdsong and proposes no solutions.`,
      },
      {
        text: "It explains how young birds learn their songs and then describes an exception.",
        why: `song learning is never discussed; the study compares the pitch of songs in two settings.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 4,
    passage: `Some critics have dismissed video games as mere entertainment with no artistic value. Museums, though, have begun to see them differently. In 2012, the Museum of Modern Art in New York added fourteen video games to its permanent collection of design. Visitors could examine them alongside chairs, posters, and other works of design.`,
    stem: functionStem(
      "In 2012, the Museum of Modern Art in New York added fourteen video games to its permanent collection of design.",
    ),
    key: "It gives a specific example of the change described in the previous sentence.",
    keyWhy: `The previous sentence says museums "have begun to see" video games differently; a major museum adding games to its collection is a concrete case of that change.`,
    wrong: [
      {
        text: "It supports the critics' claim that video games are entertainment with no artistic value.",
        why: `a major museum collecting games works against the critics' claim, not for it.`,
      },
      {
        text: "It explains the process by which video games are designed.",
        why: `the sentence reports what a museum did; it says nothing about how games are made.`,
      },
      {
        text: "It introduces a new topic unrelated to the critics' view.",
        why: `the sentence is tied directly to what comes before it: it shows museums disagreeing with the critics.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 5,
    passage: `Early telephone networks relied on human operators, who connected each call by plugging cords into a switchboard. In 1891 Almon Strowger, an undertaker in Kansas City, patented an automatic switch that could connect calls without an operator. According to a popular story, he was driven by the suspicion that a local operator was sending his customers to a competitor. Whatever his reasons, his invention began the long shift toward telephone systems in which callers connected their own calls by dialing.`,
    stem: PURPOSE_STEM,
    key: "To describe the origin of a technology that changed how telephone calls were connected",
    keyWhy: `The text sets up how calls were connected by operators, then tells how Strowger's automatic switch came about and says it began the shift to dialing.`,
    wrong: [
      {
        text: "To criticize early telephone operators for steering customers toward businesses they favored",
        why: `the text reports only a popular story about one suspected operator, and "Whatever his reasons" sets that story aside instead of building a criticism on it.`,
      },
      {
        text: "To explain in technical detail how operators used a switchboard to connect calls",
        why: `the switchboard is described in a single clause; the text focuses on the invention that replaced operators.`,
      },
      {
        text: "To argue that most inventions grow out of personal grievances",
        why: `the text discusses one inventor and never generalizes about where inventions come from.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 5,
    origin:
      "Frederick Douglass, Narrative of the Life of Frederick Douglass, an American Slave (1845), public domain",
    passage: `The following text is from Frederick Douglass's 1845 autobiography, Narrative of the Life of Frederick Douglass, an American Slave.\n\nI have often been utterly astonished, since I came to the north, to find persons who could speak of the singing, among slaves, as evidence of their contentment and happiness. It is impossible to conceive of a greater mistake. Slaves sing most when they are most unhappy. The songs of the slave represent the sorrows of his heart; and he is relieved by them, only as an aching heart is relieved by its tears.`,
    stem: STRUCTURE_STEM,
    key: "The narrator reports others' interpretation of a behavior, rejects it, and offers a different explanation.",
    keyWhy: `Douglass first reports that some people read the singing as a sign of happiness, then calls that the greatest possible "mistake," and finally explains that the songs express sorrow.`,
    wrong: [
      {
        text: "The narrator describes one particular song and then explains the meaning of each of its lines.",
        why: `no particular song or lyrics are given; the text is about why enslaved people sang.`,
      },
      {
        text: "The narrator compares the music he heard in the North with the music he had known in the South.",
        why: `the North is mentioned only as the place where the narrator met people holding the mistaken view; northern music is never discussed.`,
      },
      {
        text: "The narrator presents a view held by people in the North, partly agrees with it, and then adds a small qualification.",
        why: `the narrator does not partly agree: he says it is impossible to imagine "a greater mistake."`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 6,
    passage: `Astronomers use certain exploding stars to measure distances across the universe. These explosions, called Type Ia supernovae, were long thought to reach nearly the same peak brightness every time, so how bright one appears from Earth reveals how far away it is. Recent studies, however, suggest that their peak brightness may vary slightly with the age of the stars involved. If so, some distance estimates based on these explosions may need to be revised.`,
    stem: functionStem(
      "Recent studies, however, suggest that their peak brightness may vary slightly with the age of the stars involved.",
    ),
    key: "It reports a finding that challenges the assumption described in the previous sentence.",
    keyWhy: `The previous sentence says the explosions were "long thought" to reach the same peak brightness every time; this sentence, signaled by "however," reports that the brightness may vary, which challenges that assumption.`,
    wrong: [
      {
        text: "It offers further support for the idea that the explosions always reach the same brightness.",
        why: `the sentence suggests the brightness may vary, which is the opposite of support.`,
      },
      {
        text: "It explains what causes some stars to explode in the first place.",
        why: `the sentence concerns how bright the explosions are, not why they happen.`,
      },
      {
        text: "It states the conclusion that the earlier sentences were building toward.",
        why: `the earlier sentences describe a trusted method, and this sentence challenges it; the consequence of that challenge comes only in the final sentence.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 6,
    origin: "Charles Dickens, A Tale of Two Cities (1859), public domain",
    passage: `The following text is from Charles Dickens's 1859 novel A Tale of Two Cities, which is set in the late 1700s.\n\nIt was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair, we had everything before us, we had nothing before us, we were all going direct to Heaven, we were all going direct the other way—in short, the period was so far like the present period, that some of its noisiest authorities insisted on its being received, for good or for evil, in the superlative degree of comparison only.`,
    stem: STRUCTURE_STEM,
    key: "It sets a series of opposites side by side and then likens the period to the narrator's own time.",
    keyWhy: `Each pair sets a quality against its opposite (best and worst, wisdom and foolishness, Light and Darkness), and "in short" introduces the summing-up: the period was "so far like the present period."`,
    wrong: [
      {
        text: "It narrates a sequence of events in the order in which they happened during the period.",
        why: `nothing happens in the text; it characterizes a period instead of telling a story.`,
      },
      {
        text: "It describes a particular place in detail and then introduces the novel's main character.",
        why: `no particular place or character is described.`,
      },
      {
        text: "It argues that the period was better than the narrator's present and supports that claim with examples.",
        why: `the text sets good qualities against bad ones without ranking the period above the present; it says the period was "like the present period."`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 7,
    passage: `Conservation campaigns have traditionally centered on charismatic animals such as tigers and whales, which draw public attention and donations. Yet the health of an ecosystem often depends just as much on organisms few people ever notice. Many soil fungi, for instance, form underground networks that help tree roots take in water and nutrients; without them, many forests would struggle to grow. Protecting such organisms will require persuading the public to care about life it rarely sees.`,
    stem: PURPOSE_STEM,
    key: "To argue for protecting the overlooked organisms that ecosystems depend on",
    keyWhy: `The text contrasts the usual focus on famous animals with organisms "few people ever notice," gives soil fungi as an example of how much ecosystems rely on them, and ends by saying the public must be persuaded to care about them.`,
    wrong: [
      {
        text: "To explain how soil fungi form networks that help tree roots take in water and nutrients",
        why: `the fungi are offered "for instance," as one example supporting the larger point about overlooked organisms; explaining them is not the purpose of the whole text.`,
      },
      {
        text: "To criticize people who donate money to campaigns that protect tigers and whales",
        why: `the text notes that such animals attract donations but never says that giving to them is wrong.`,
      },
      {
        text: "To describe the methods scientists use to study fungi and other organisms underground",
        why: `no research methods are described anywhere in the text.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 8,
    passage: `A popular story holds that Isaac Newton thought of gravity after an apple fell on his head. The story is not entirely invented: late in life, Newton told a friend that the sight of an apple falling in a garden had set him thinking about why objects fall straight down. But none of the early accounts mention the apple striking him, and the theory he finally published took some twenty years of work to complete. The popular version squeezes a long struggle into a single moment.`,
    stem: functionStem(
      "The story is not entirely invented: late in life, Newton told a friend that the sight of an apple falling in a garden had set him thinking about why objects fall straight down.",
    ),
    key: "It grants that the story has some basis in fact before the text explains what the story gets wrong.",
    keyWhy: `The sentence grants that a falling apple really did start Newton thinking; the next sentence ("But…") then shows what the story gets wrong: no apple hit him, and the theory took some twenty years.`,
    wrong: [
      {
        text: "It shows that every detail of the popular story about Newton and the apple is accurate.",
        why: `the next sentence says no early account has the apple striking Newton, so the text does not accept every detail.`,
      },
      {
        text: "It provides evidence that Newton worked out his theory of gravity in a single sudden moment of insight.",
        why: `the text says the theory took some twenty years, and this sentence describes only the moment that started Newton's thinking.`,
      },
      {
        text: "It introduces a second legend about Newton that competes with the popular story about the apple.",
        why: `the sentence adds no new legend; it reports what Newton himself said, which partly supports the same story.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 8,
    origin: "Kate Chopin, The Awakening (1899), public domain",
    passage: `The following text is from Kate Chopin's 1899 novel The Awakening.\n\nA green and yellow parrot, which hung in a cage outside the door, kept repeating over and over: "Allez vous-en! Allez vous-en! Sapristi! That's all right!" He could speak a little Spanish, and also a language which nobody understood, unless it was the mocking-bird that hung on the other side of the door, whistling his fluty notes out upon the breeze with maddening persistence.\n\nMr. Pontellier, unable to read his newspaper with any degree of comfort, arose with an expression and an exclamation of disgust.`,
    stem: PURPOSE_STEM,
    key: "To portray a noisy scene that keeps a character from reading in comfort",
    keyWhy: `The first paragraph fills the scene with the parrot's endless repeating and the mockingbird's "maddening" whistling; the second shows the result: Mr. Pontellier cannot read in comfort and gets up in disgust.`,
    wrong: [
      {
        text: "To explain how the parrot outside the door came to speak several languages",
        why: `the text says what the parrot can say but never explains how it learned.`,
      },
      {
        text: "To show Mr. Pontellier's fondness for the birds outside the door",
        why: `he reacts with "an exclamation of disgust," the opposite of fondness.`,
      },
      {
        text: "To contrast the parrot's harsh speech with the mockingbird's pleasant song",
        why: `the mockingbird's whistling goes on "with maddening persistence," so the text presents both birds as irritating instead of setting one against the other.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 9,
    origin: "Mark Twain, The Adventures of Tom Sawyer (1876), public domain",
    passage: `The following text is from Mark Twain's 1876 novel The Adventures of Tom Sawyer. Tom has just persuaded other boys to give him their treasures in exchange for a turn at whitewashing a fence, a chore he had been ordered to do.\n\nTom said to himself that it was not such a hollow world, after all. He had discovered a great law of human action, without knowing it—namely, that in order to make a man or a boy covet a thing, it is only necessary to make the thing difficult to attain. If he had been a great and wise philosopher, like the writer of this book, he would now have comprehended that Work consists of whatever a body is obliged to do, and that Play consists of whatever a body is not obliged to do.`,
    stem: functionStem(
      "If he had been a great and wise philosopher, like the writer of this book, he would now have comprehended that Work consists of whatever a body is obliged to do, and that Play consists of whatever a body is not obliged to do.",
    ),
    key: "It has the narrator spell out a general lesson from Tom's experience that Tom himself does not consciously grasp.",
    keyWhy: `The previous sentence says Tom made his discovery "without knowing it"; this sentence says what he "would now have comprehended" if he were a philosopher, and the narrator, not Tom, spells out that lesson as definitions of work and play.`,
    wrong: [
      {
        text: "It reveals that Tom fully understands the reasons why his plan for the fence succeeded.",
        why: `the sentence describes what Tom would have understood "if he had been" a philosopher, which implies that he does not understand it, as "without knowing it" already said.`,
      },
      {
        text: "It sincerely sets out the narrator's scholarly qualifications to make the story more believable.",
        why: `calling himself "a great and wise philosopher" in a story about whitewashing a fence is playful, and the sentence's job is to define work and play, not to prove the narrator's credentials.`,
      },
      {
        text: "It contradicts the law of human action that Tom is said to have discovered in the previous sentence.",
        why: `the definitions of work and play build on that law: the same chore feels like play to the boys because they are not obliged to do it.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 10,
    passage: `Economists have long been puzzled by tipping. Diners often leave tips at restaurants they will never visit again, yet a purely self-interested diner gains nothing by paying a stranger extra. One explanation holds that tipping is a way of buying better service, but this cannot account for tips paid at the end of a meal, when the service is already over. A more persuasive account treats tipping as a social norm: people tip largely to avoid the discomfort of breaking an expectation that others share, whether or not anyone is watching.`,
    stem: STRUCTURE_STEM,
    key: "It presents a puzzle, rejects one explanation for it, and then endorses another.",
    keyWhy: `The text opens with the puzzle (why tip strangers?), dismisses the "better service" explanation because it cannot account for tips paid after the meal, and calls the social-norm account "more persuasive."`,
    wrong: [
      {
        text: "It describes a behavior, offers two explanations for it, and concludes that neither is adequate.",
        why: `the text calls the second explanation "more persuasive," so it does not reject both.`,
      },
      {
        text: "It presents a theory, raises an objection to it, and then defends the theory against that objection.",
        why: `after raising the objection to the "better service" theory, the text abandons that theory for another one instead of defending it.`,
      },
      {
        text: "It compares tipping customs in several countries and explains why they differ.",
        why: `no countries or differences between customs are mentioned.`,
      },
    ],
  },
  {
    skill: "text_structure_and_purpose",
    level: 11,
    origin: "Abraham Lincoln, Gettysburg Address (1863), public domain",
    passage: `The following text is from Abraham Lincoln's 1863 Gettysburg Address, given during the US Civil War at the dedication of a cemetery for soldiers. Lincoln has just spoken of the nation's founding and of the war that is testing it.\n\nWe are met on a great battle-field of that war. We have come to dedicate a portion of that field, as a final resting place for those who here gave their lives that that nation might live. It is altogether fitting and proper that we should do this.\n\nBut, in a larger sense, we can not dedicate—we can not consecrate—we can not hallow—this ground. The brave men, living and dead, who struggled here, have consecrated it, far above our poor power to add or detract. The world will little note, nor long remember what we say here, but it can never forget what they did here.`,
    stem: functionStem(
      "But, in a larger sense, we can not dedicate—we can not consecrate—we can not hallow—this ground.",
    ),
    key: "It qualifies the previous claim and sets up the point that the soldiers have already made the ground sacred.",
    keyWhy: `The previous sentence calls dedicating the field "altogether fitting and proper." "But, in a larger sense" limits that claim: the speakers cannot truly consecrate the ground, because the men who struggled there "have consecrated it, far above our poor power to add or detract."`,
    wrong: [
      {
        text: "It argues that the ceremony should be called off because holding it on the battlefield is improper.",
        why: `Lincoln has just called the dedication "altogether fitting and proper"; he questions how much words can add, not whether the ceremony should take place.`,
      },
      {
        text: "It restates, in more solemn words, the purpose of the gathering that the previous sentences describe.",
        why: `the verbs echo the purpose of dedicating the field, but "But" signals a turn: the sentence says the speakers cannot truly do what they came to do, which is not a restatement.`,
      },
      {
        text: "It predicts that the world will soon forget the soldiers who fought and died on the battlefield.",
        why: `the text says the opposite: the world "can never forget what they did here"; only the speeches will be little remembered.`,
      },
    ],
  },

  // ── Cross-text connections ────────────────────────────────────────────────────────────────
  {
    skill: "cross_text_connections",
    level: 1,
    passage: twoTexts(
      `Many students take notes on laptops during class. Typing is faster than writing by hand, so students who type can record more of what their teachers say.`,
      `Some studies comparing the two methods have found that students who take notes by hand often remember the ideas from a lesson better. Because writing is slower, these students must decide what matters and put it in their own words, and that effort helps them learn.`,
    ),
    stem: crossStem("the point made in Text 1 about typing notes"),
    key: "By suggesting that the thinking handwriting requires may matter more than recording more words",
    keyWhy: `Text 2 accepts that writing is slower but argues that the slowness makes students choose what matters and use their own words, which helps them learn, so typing more words is not the whole story.`,
    wrong: [
      {
        text: "By agreeing that laptops are the better choice because they let students capture more of a lesson",
        why: `that repeats Text 1's view; Text 2 reports that handwriting often leads to better memory of the ideas.`,
      },
      {
        text: "By arguing that most students can actually write by hand faster than they can type",
        why: `Text 2 agrees that writing is slower; it argues that the slowness helps.`,
      },
      {
        text: "By recommending that students stop taking notes and simply listen in class",
        why: `Text 2 favors one way of taking notes; it never suggests giving up notes.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 2,
    passage: twoTexts(
      `For much of the twentieth century, scientists pictured dinosaurs as slow, cold-blooded creatures, much like oversized lizards. Cold-blooded animals depend on their surroundings for warmth, and many of them grow slowly.`,
      `Thin slices of dinosaur bone tell a different story. Many dinosaur bones contain dense networks of blood vessels and growth patterns like those of fast-growing birds and mammals. Such evidence suggests that many dinosaurs had active, warm-blooded bodies.`,
    ),
    stem: crossStem("the view of dinosaurs described in Text 1"),
    key: "By arguing that evidence from inside dinosaur bones contradicts that view",
    keyWhy: `Text 2 says the bones "tell a different story": their blood vessels and fast growth patterns suggest active, warm-blooded animals, not slow, cold-blooded ones.`,
    wrong: [
      {
        text: "By agreeing that dinosaur bones show the slow growth of cold-blooded animals",
        why: `Text 2 says the bones show growth patterns like those of fast-growing birds and mammals.`,
      },
      {
        text: "By claiming that the view fits large dinosaurs but not small ones",
        why: `Text 2 never sorts dinosaurs by size.`,
      },
      {
        text: "By pointing out that dinosaur bones are too damaged to be studied",
        why: `Text 2 builds its whole argument on studying thin slices of dinosaur bone.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 3,
    passage: twoTexts(
      `A growing number of schools have replaced printed textbooks with tablets. Supporters point out that digital books are lighter to carry, cheaper to update, and can include videos and practice quizzes.`,
      `Several studies comparing reading on paper with reading on screens have found that, for long informational texts, students tend to understand and remember more when they read on paper. Screens seem to encourage skimming. Schools switching to digital books should consider keeping printed copies for long assigned readings.`,
    ),
    stem: crossStem("the supporters of digital books described in Text 1"),
    key: "By cautioning that students tend to understand long texts better on paper than on screens",
    keyWhy: `Text 2 does not dispute the supporters' points, but it reports that students understand long texts better on paper and recommends keeping printed copies, which is a caution to weigh against those advantages.`,
    wrong: [
      {
        text: "By agreeing that tablets should completely replace printed books in schools as soon as possible",
        why: `Text 2 recommends keeping printed copies for long readings.`,
      },
      {
        text: "By arguing that digital books are actually more expensive to keep up to date than printed ones",
        why: `Text 2 never disputes the cost or weight advantages; its concern is how well students understand what they read.`,
      },
      {
        text: "By claiming that the videos and quizzes in digital books distract students from the reading itself",
        why: `Text 2 says screens seem to encourage skimming, but it never mentions videos or quizzes.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 4,
    passage: twoTexts(
      `The printing press, introduced in Europe in the mid-1400s, made books far cheaper to produce. Within a few decades, millions of printed copies were circulating, and some historians describe the invention as having sparked a sudden revolution in how ordinary people learned.`,
      `Books did become cheaper after the printing press arrived, but most Europeans could not read, and schooling remained rare for generations. Literacy rates rose only gradually, over centuries, as schools spread. The press made a reading public possible; it did not create one overnight.`,
    ),
    stem: crossStem("the historians' description of the printing press in Text 1"),
    key: "By arguing that the press changed ordinary people's learning slowly, not suddenly",
    keyWhy: `Text 2 agrees that books became cheaper but says literacy rose "only gradually, over centuries"; the press "did not create" a reading public "overnight," which answers the claim of a "sudden revolution."`,
    wrong: [
      {
        text: "By denying that the printing press made books any cheaper to produce than before",
        why: `Text 2 opens by agreeing that books did become cheaper.`,
      },
      {
        text: "By agreeing that most Europeans learned to read within a few decades of the press",
        why: `Text 2 says literacy rose only gradually, over centuries.`,
      },
      {
        text: "By claiming that the printing press had no real effect at all on who could read",
        why: `Text 2 says the press "made a reading public possible," so it grants the press an important effect.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 5,
    passage: twoTexts(
      `Many teachers have been trained to identify each student's "learning style"—visual, auditory, or hands-on—and to teach in that style. The idea is appealing: if a student learns best by seeing, lessons full of diagrams should help that student most.`,
      `People certainly have preferences about how they take in information. But when researchers have tested whether matching lessons to a student's preferred style improves learning, they have generally found no benefit. What does help is matching the method to the material: maps for geography, for example, and spoken practice for a new language, whatever a student's style.`,
    ),
    stem: crossStem("the idea described in Text 1"),
    key: "By granting that students have preferences but doubting that teaching to them helps",
    keyWhy: `Text 2 accepts that "people certainly have preferences" but reports that tests of matching lessons to preferred styles have "generally found no benefit."`,
    wrong: [
      {
        text: "By arguing that students have no real preferences about the way they take in information",
        why: `Text 2 says people "certainly have preferences"; it questions only whether matching lessons to them helps.`,
      },
      {
        text: "By recommending that teachers remove diagrams, maps, and other visuals from their lessons",
        why: `Text 2 supports visual tools when they suit the material, such as maps for geography.`,
      },
      {
        text: "By agreeing that lessons full of diagrams help visual learners more than other students",
        why: `Text 2 reports that tests of this kind of matching have generally found no benefit.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 5,
    passage: twoTexts(
      `On hot summer days, streets lined with trees can be several degrees cooler than streets without them, because leaves shade the pavement and release water vapor. For this reason, many cities have launched campaigns to plant as many trees as possible.`,
      `Urban trees do cool the air, but not every tree is suited to city streets. Some species need more water than a dry city can easily supply, and others have roots that crack sidewalks. A campaign that counts only the number of trees planted may end up with many that struggle or cause damage.`,
    ),
    stem: crossStem("the campaigns described in Text 1"),
    key: "By agreeing that trees cool streets but warning that the choice of species matters",
    keyWhy: `Text 2 begins by granting that "urban trees do cool the air," then warns that a campaign counting "only the number of trees planted" may end up with trees that struggle or cause damage.`,
    wrong: [
      {
        text: "By arguing that trees do not actually lower the temperature of city streets in summer",
        why: `Text 2 begins by agreeing that urban trees "do cool the air."`,
      },
      {
        text: "By recommending that cities stop planting trees along their streets altogether",
        why: `Text 2 criticizes how trees are chosen, not planting itself.`,
      },
      {
        text: "By claiming that cracked sidewalks are a more serious problem for cities than hot streets are",
        why: `Text 2 mentions cracked sidewalks as one problem with poorly chosen species; it never ranks sidewalks above cooling.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 6,
    passage: twoTexts(
      `When a centuries-old painting has darkened under layers of grime and yellowed varnish, restorers do viewers a great service by cleaning it thoroughly. Removing those layers lets us see the bright colors the artist actually chose.`,
      `Cleaning is valuable, but restorers should proceed cautiously. Some artists brushed thin tinted glazes over their paint to soften it, and these glazes can look much like dirty varnish. An overeager cleaning may strip away part of the painting itself, leaving colors brighter than the artist ever intended.`,
    ),
    stem: crossStem(
      `the claim in Text 1 that thorough cleaning reveals "the bright colors the artist actually chose"`,
    ),
    key: "By warning that thorough cleaning may remove the artist's own glazes",
    keyWhy: `Text 2 explains that an artist's own tinted glazes can look like dirty varnish, so an overeager cleaning may remove them and leave colors "brighter than the artist ever intended," the opposite of revealing the artist's choices.`,
    wrong: [
      {
        text: "By arguing that old paintings should never be cleaned, however dirty they have become",
        why: `Text 2 calls cleaning "valuable"; it asks only for caution.`,
      },
      {
        text: "By agreeing that the brightest version of a painting is always the most faithful one",
        why: `Text 2 warns that cleaning can make colors brighter than the artist intended.`,
      },
      {
        text: "By claiming that yellowed varnish protects old paintings and so should be left in place",
        why: `Text 2 never argues for keeping varnish; its concern is glazes that look like varnish.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 7,
    passage: twoTexts(
      `Thomas Edison's 1879 light bulb is often presented as the triumph of a single inventive mind. Working late into the night, Edison tested thousands of materials for the bulb's filament until he found one that glowed for many hours.`,
      `Stories of solitary inventors leave out most of the people involved. By 1879, others had been building experimental electric lamps for decades, and Edison's own laboratory employed a large team of machinists, chemists, and assistants who carried out much of the testing. Invention is usually the work of many hands, spread over many years.`,
    ),
    stem: crossStem("the way Text 1 presents Edison's light bulb"),
    key: "By arguing that it ignores earlier inventors and Edison's own laboratory team",
    keyWhy: `Text 2 says stories of solitary inventors "leave out most of the people involved," pointing to decades of earlier lamp builders and the large team in Edison's laboratory.`,
    wrong: [
      {
        text: "By disputing that thousands of materials were tested to find a long-lasting filament",
        why: `Text 2 does not question the testing; it points out that much of it was done by Edison's assistants.`,
      },
      {
        text: "By claiming that the light bulb was not an especially important invention",
        why: `Text 2 discusses who deserves credit, not whether the invention mattered.`,
      },
      {
        text: "By agreeing that the bulb was mainly the product of Edison's own late nights of work",
        why: `Text 2 says invention is "usually the work of many hands."`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 7,
    passage: twoTexts(
      `Teachers sometimes worry that the shortcuts common in text messages—dropped vowels, missing punctuation, abbreviations like "u" for "you"—are seeping into students' formal writing. If students practice careless spelling every day on their phones, the reasoning goes, their schoolwork will suffer.`,
      `Several studies of children have found no evidence that texting shortcuts damage spelling; in some, children who used more abbreviations actually scored slightly higher on spelling tests. Writing a shortcut like "gr8" requires knowing how sounds map onto letters. Most young writers, it seems, move between casual and formal styles as easily as they move between talking with friends and talking with teachers.`,
    ),
    stem: crossStem("the reasoning described in Text 1"),
    key: "By noting that studies have not found the feared harm and that students switch styles easily",
    keyWhy: `Text 2 reports that studies found "no evidence that texting shortcuts damage spelling" and says young writers move easily between casual and formal styles, which answers the worry that shortcuts seep into schoolwork.`,
    wrong: [
      {
        text: "By agreeing that students should send fewer text messages in order to protect their spelling",
        why: `Text 2 reports that texting shortcuts have not been shown to damage spelling.`,
      },
      {
        text: "By arguing that text-message shortcuts should be accepted in students' formal schoolwork too",
        why: `Text 2 says young writers switch to a formal style when it is called for; it never suggests that shortcuts belong in formal writing.`,
      },
      {
        text: "By suggesting that teachers, not phones, are to blame for students' spelling errors",
        why: `Text 2 does not blame teachers for anything.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 8,
    passage: twoTexts(
      `In 2018, researchers dated thin mineral crusts that had formed over red paintings in three Spanish caves. The crusts were more than 64,000 years old—older than any evidence of modern humans in Europe. Because paint must be older than the crust above it, the team concluded that Neanderthals made the paintings and were therefore capable of symbolic art.`,
      `The reasoning that paint must be older than the crust covering it is sound. But the dating method assumes that no chemical elements moved into or out of the crust after it formed, and water seeping through cave walls can break that assumption, making a crust appear older than it is. Until other methods confirm the dates, Neanderthal authorship should be considered possible rather than established.`,
    ),
    stem: crossStem("the research team's conclusion in Text 1"),
    key: "By accepting the logic about paint and crust but doubting the crusts' dates",
    keyWhy: `Text 2 calls the paint-before-crust reasoning "sound" but explains that seeping water can make a crust "appear older than it is," so the dates, and the conclusion built on them, are not yet established.`,
    wrong: [
      {
        text: "By rejecting the idea that a mineral crust could ever form on top of a painted surface",
        why: `Text 2 accepts that the crusts cover the paint and calls the reasoning about their order "sound."`,
      },
      {
        text: "By arguing that modern humans, not Neanderthals, must have made the paintings after all",
        why: `Text 2 calls Neanderthal authorship "possible" and never names anyone else as the painters.`,
      },
      {
        text: "By agreeing that the dates prove that Neanderthals were capable of creating symbolic art",
        why: `Text 2 says Neanderthal authorship is possible "rather than established," so it does not accept the proof.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 9,
    passage: twoTexts(
      `A translator's first duty is to the words of the original. When translators smooth over an author's odd phrasing or replace an unfamiliar image with a familiar one, they substitute their own taste for the author's. Readers of a translation deserve to meet the text as it was written, strangeness and all.`,
      `No translation can reproduce both an original's words and its effect. A pun that delighted the author's first readers becomes, if rendered word for word, a puzzling line that delights no one. The translator who keeps every word may betray the author's intentions more thoroughly than one who invents a new pun in the new language.`,
    ),
    stem: crossStem(
      `the claim in Text 1 that translators who replace an unfamiliar image "substitute their own taste for the author's"`,
    ),
    key: "By arguing that such a change can serve the author's intentions better than a literal rendering",
    keyWhy: `Text 2 argues that keeping every word can betray the author's intentions, while inventing a new pun, a replacement much like swapping an unfamiliar image for a familiar one, can preserve the effect the author wanted. So such a change need not put the translator's taste above the author's.`,
    wrong: [
      {
        text: "By agreeing that translators should keep every word of the original, whatever the effect on readers",
        why: `Text 2 says the translator who keeps every word may betray the author's intentions.`,
      },
      {
        text: "By pointing out that readers of translations generally prefer familiar images to strange ones",
        why: `Text 2's argument rests on preserving the author's intended effect, not on what readers prefer.`,
      },
      {
        text: "By arguing that puns should be left out of translations because they cannot be translated",
        why: `Text 2 suggests inventing a new pun in the new language, not dropping puns.`,
      },
    ],
  },
  {
    skill: "cross_text_connections",
    level: 12,
    passage: twoTexts(
      `Historians who study ordinary people of the distant past face a shortage of sources: few peasants kept diaries, and official records mention them mostly when they paid taxes or broke laws. Some scholars respond by reading court records "against the grain," treating a trial transcript as a window onto the beliefs of the accused rather than merely as evidence of a crime. The method has produced vivid portraits of people otherwise lost to history.`,
      `Trial records tempt historians because they seem to let the accused speak. Yet every word in them passed through a clerk who summarized, translated, or tidied the testimony, usually guided by the questions the judges considered important. Such records can still illuminate the past, but a historian who reads them as direct testimony risks mistaking the court's concerns for the defendant's.`,
    ),
    stem: crossStem("the method described in Text 1"),
    key: "By cautioning that the method must account for how court officials shaped the records",
    keyWhy: `Text 2 grants that trial records "can still illuminate the past" but warns that clerks and judges shaped every word, so reading them as the accused's own voice risks confusing the court's concerns with the defendant's.`,
    wrong: [
      {
        text: "By objecting that court records are too few to support conclusions about ordinary people",
        why: `Text 1 mentions a shortage of sources, but Text 2's concern is how the records were produced, not how many exist.`,
      },
      {
        text: "By arguing that trial transcripts preserve the words of the accused exactly as they were spoken",
        why: `Text 2 says the testimony passed through clerks who summarized, translated, or tidied it.`,
      },
      {
        text: "By insisting that the method be abandoned because the records reveal only the judges' concerns",
        why: `Text 2 says such records "can still illuminate the past"; it calls for caution, not abandonment.`,
      },
    ],
  },
];

/**
 * Builds the items: ids in draft order ("e-cs-001" …), the key letter from a balanced shuffle of
 * A–D (each letter 11 or 12 times), the distractors shuffled into the other places, and the
 * explanation written by letter. The same seed gives the same items on any machine.
 */
export function buildCraftAndStructureItems(
  seed: number = CRAFT_AND_STRUCTURE_SEED,
): QuestionItem[] {
  const random = seededRandom(seed);
  const keyLetters = shuffled(
    random,
    drafts.map((_, index) => letters[index % letters.length]!),
  );
  return drafts.map((draft, index) => {
    const answer: Letter = keyLetters[index]!;
    const keyIndex = letters.indexOf(answer);
    const options: (Distractor | null)[] = shuffled(random, draft.wrong);
    options.splice(keyIndex, 0, null);
    const choices = options.map((option) => (option === null ? draft.key : option.text));
    const reasons = options.flatMap((option, position) =>
      option === null ? [] : [`Choice ${letters[position]} is wrong because ${option.why}`],
    );
    return {
      id: `e-cs-${String(index + 1).padStart(3, "0")}`,
      subject: "english",
      domain: "craft_and_structure",
      skill: draft.skill,
      level: draft.level,
      passage: draft.passage,
      stem: draft.stem,
      choices: choices as unknown as readonly [string, string, string, string],
      answer,
      explanation: [`Choice ${answer} is correct. ${draft.keyWhy}`, ...reasons].join(" "),
      irt: {
        a: DISCRIMINATION[draft.skill],
        b: difficultyOfLevel(draft.level),
        c: 0.2,
      },
      source:
        draft.origin === undefined
          ? "author:levelfield"
          : `author:levelfield; passage: ${draft.origin}`,
      license:
        draft.origin === undefined
          ? "Levelfield original"
          : "Levelfield original item; passage public domain (US)",
    };
  });
}

/** The 46 Craft and Structure items of the bank. */
export const craftAndStructureItems: readonly QuestionItem[] = buildCraftAndStructureItems();
