// Information and Ideas (Reading and Writing): 43 hand-written items, one short passage and one
// question each, like the digital SAT (content.md "Reading"). The passages are ours, except nine
// short excerpts of US public-domain literature, each introduced by a one-line attribution.
//
// Each draft names its key and its three distractors, each distractor with the mistake it comes
// from. The build places the keys over A–D with the seeded random (a shuffled pool holding each
// letter 10 or 11 times, so every letter keys 20–30% of the items), shuffles the distractors into
// the other slots, and writes the explanation from the drafts, so the letters always agree.

import { difficultyOfLevel, letters, type Letter, type Level, type QuestionItem } from "../item.ts";
import { seededRandom, shuffled } from "../../random.ts";

type Skill =
  | "central_ideas_and_details"
  | "inferences"
  | "command_of_evidence_textual"
  | "command_of_evidence_quantitative";

/** A wrong choice and the mistake it comes from, worded to follow "Choice B …". */
type Distractor = { text: string; mistake: string };

type Draft = {
  skill: Skill;
  level: Level;
  passage: string;
  stem: string;
  key: string;
  /** Why the key is right (full sentences). */
  why: string;
  distractors: readonly [Distractor, Distractor, Distractor];
  /** For excerpts of public-domain literature: the work, e.g. "Jack London, The Call of the Wild (1903)". */
  publicDomainWork?: string;
};

/**
 * The seed of the key placement: the same seed gives the same bank on any machine. Chosen so
 * that no key letter repeats more than twice in a row in id order.
 */
export const INFORMATION_AND_IDEAS_SEED = 20_260_627;

/**
 * Discrimination per item type: reading items sit at 0.9–1.3. Data items are the most
 * clear-cut, inferences the least; a literary excerpt adds noise from its older prose.
 */
const discrimination: Record<Skill, number> = {
  central_ideas_and_details: 1.1,
  inferences: 1.0,
  command_of_evidence_textual: 1.05,
  command_of_evidence_quantitative: 1.2,
};
const LITERATURE_DISCRIMINATION_PENALTY = 0.1;

const MAIN_IDEA = "Which choice best states the main idea of the text?";
const COMPLETES = "Which choice most logically completes the text?";
const USES_DATA =
  "Which choice most effectively uses data from the text to complete the statement?";

const drafts: readonly Draft[] = [
  // ───────────────────────────── Easy: level 1 ─────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 1,
    passage:
      "Sea otters often float on their backs while they eat. An otter places a flat rock on its chest and bangs a clam or a sea urchin against the rock until the shell cracks open. Young otters learn this skill by watching their mothers. Because few other mammals use tools in this way, scientists find sea otters especially interesting to study.",
    stem: MAIN_IDEA,
    key: "Sea otters use rocks as tools to open their food, a skill the young learn from their mothers.",
    why: "The text explains how an otter cracks shells on a rock, adds that young otters learn this by watching their mothers, and says this tool use is what makes otters interesting to scientists.",
    distractors: [
      {
        text: "Sea otters eat more clams than any other ocean animal does.",
        mistake: "is not supported: the text never compares how many clams different animals eat.",
      },
      {
        text: "Scientists have trained sea otters to crack shells with rocks.",
        mistake:
          "contradicts the text: young otters learn the skill from their mothers, not from scientists.",
      },
      {
        text: "Sea otters spend most of their lives sleeping on their backs.",
        mistake:
          "misreads a detail: the text mentions otters floating on their backs only while they eat, and says nothing about sleep.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 1,
    passage:
      "Maya set up a small weather station at her school. For two weeks, she recorded the temperature every morning at 8:00 and every afternoon at 2:00. On each of the fourteen days, the afternoon reading was higher than the morning reading, which suggests that ______",
    stem: COMPLETES,
    key: "at Maya's school, afternoons were warmer than mornings during those two weeks.",
    why: "Every afternoon reading was higher than that day's morning reading, so the afternoons were warmer than the mornings for the whole period Maya measured.",
    distractors: [
      {
        text: "at Maya's school, mornings were warmer than afternoons during those two weeks.",
        mistake: "reverses the relation: the afternoon readings were the higher ones.",
      },
      {
        text: "the temperature at Maya's school never changed during the day.",
        mistake: "contradicts the text: the morning and afternoon readings differed on every day.",
      },
      {
        text: "it rained more often in the afternoon than in the morning.",
        mistake: "is not supported: Maya recorded only temperatures, not rain.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 1,
    passage:
      "Leo claims that the tomato plants in his school's garden grow taller when they get more sunlight. He plants tomato seedlings in two beds. One bed gets sunlight for eight hours a day; the other is shaded by a wall and gets sunlight for only four hours a day. He gives both beds the same amount of water.",
    stem: "Which finding, if true, would most directly support Leo's claim?",
    key: "After six weeks, the plants in the eight-hour bed were taller, on average, than the plants in the four-hour bed.",
    why: "Leo's claim links more sunlight to taller plants. Taller plants in the sunnier bed, with the water kept the same, is exactly what the claim predicts.",
    distractors: [
      {
        text: "After six weeks, the plants in both beds were the same height, on average.",
        mistake:
          "would weaken the claim: equal heights suggest that the extra sunlight made no difference.",
      },
      {
        text: "After six weeks, the plants in the four-hour bed were taller, on average, than the plants in the eight-hour bed.",
        mistake: "reverses the relation: it shows the shadier plants growing taller.",
      },
      {
        text: "The plants in the four-hour bed needed less water than the plants in the eight-hour bed.",
        mistake:
          "is about water, not height, so it does not address Leo's claim (and Leo watered both beds the same).",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 1,
    passage:
      "A librarian counted the books students borrowed from the school library each day for one week. On Monday, students borrowed 42 books; on Tuesday, 35; on Wednesday, 58; on Thursday, 40; and on Friday, 27. Looking at these numbers, the librarian noted that ______",
    stem: USES_DATA,
    key: "students borrowed the most books on Wednesday, when they took out 58.",
    why: "Wednesday's 58 is larger than every other day's count (42, 35, 40 and 27).",
    distractors: [
      {
        text: "students borrowed the most books on Monday, when they took out 42.",
        mistake: "misreads the data: Monday's 42 is less than Wednesday's 58.",
      },
      {
        text: "students borrowed the fewest books on Tuesday, when they took out 35.",
        mistake: "misreads the data: Friday's 27 is fewer than Tuesday's 35.",
      },
      {
        text: "students borrowed the same number of books every day.",
        mistake: "contradicts the data: the daily counts are all different.",
      },
    ],
  },
  // ───────────────────────────── Easy: level 2 ─────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 2,
    passage:
      "Before the electric telegraph, news could travel only as fast as a horse, a train, or a ship could carry it. A letter sent from one side of a large country to the other might take weeks to arrive. In the 1840s, the telegraph changed this by sending coded electrical signals along wires. Within a few decades, messages that had once taken weeks could arrive in minutes.",
    stem: MAIN_IDEA,
    key: "The telegraph greatly shortened the time it took for messages to travel long distances.",
    why: "The text contrasts weeks-long delivery before the telegraph with messages arriving in minutes after it; that change is its main point.",
    distractors: [
      {
        text: "Horses carried letters faster than trains did before the 1840s.",
        mistake:
          "is not supported: the text lists horses, trains and ships together without comparing their speeds.",
      },
      {
        text: "Sending a message by telegraph usually took several weeks.",
        mistake:
          "misreads a detail: weeks describes letters sent before the telegraph, not telegraph messages.",
      },
      {
        text: "The telegraph was invented to replace newspapers.",
        mistake: "is not supported: the text never mentions newspapers.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 2,
    passage:
      "Monarch butterfly caterpillars feed only on milkweed plants. Female monarchs lay their eggs on milkweed leaves so that the caterpillars have food as soon as they hatch. Over several years, farmers and road crews in one region removed most of the milkweed that grew along fields and roadsides, which suggests that ______",
    stem: COMPLETES,
    key: "fewer monarch caterpillars would be able to find food in that region.",
    why: "The caterpillars eat only milkweed, so removing most of the milkweed leaves fewer places where they can feed.",
    distractors: [
      {
        text: "monarch caterpillars in that region would start feeding on other plants.",
        mistake: "contradicts the text: the caterpillars feed only on milkweed.",
      },
      {
        text: "more female monarchs would lay their eggs along the roadsides.",
        mistake:
          "contradicts the text: the roadside milkweed, where the eggs are laid, was removed.",
      },
      {
        text: "the farmers wanted to attract more butterflies to their fields.",
        mistake:
          "is not supported: removing the caterpillars' only food would not attract butterflies, and the text gives no such goal.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 2,
    passage:
      "For a school project, a student interviewed Ms. Okafor, a nurse who has worked at a children's hospital for twenty years. In her report, the student claims that Ms. Okafor especially values helping worried families feel calmer.",
    stem: "Which quotation from Ms. Okafor would most effectively support the student's claim?",
    key: "“The best part of my job is when a worried parent finally relaxes because I've explained what is happening.”",
    why: "This quotation names helping a worried parent relax as the best part of her job, which is exactly the value the student describes.",
    distractors: [
      {
        text: "“I started working at the hospital twenty years ago, right after I finished school.”",
        mistake:
          "gives background about her career but says nothing about helping families feel calmer.",
      },
      {
        text: "“Our hospital recently opened a new wing with forty more beds.”",
        mistake: "describes the hospital building, not what Ms. Okafor values.",
      },
      {
        text: "“Night shifts can be tiring, so I always bring a healthy snack.”",
        mistake: "is about her own routine, not about the families she helps.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 2,
    passage:
      "In a survey, 200 students at a high school were asked how they usually get to school. Of these students, 46% said they ride a bus, 28% said they walk, 18% said a family member drives them, and 8% said they ride a bicycle. The student council used these results to point out that the most common way to get to school is ______",
    stem: USES_DATA,
    key: "riding a bus, which 46% of students reported.",
    why: "At 46%, riding a bus is the largest share in the survey, so it is the most common way to get to school.",
    distractors: [
      {
        text: "walking, which 28% of students reported.",
        mistake: "picks the second-largest share: 28% is less than the 46% who ride a bus.",
      },
      {
        text: "being driven by a family member, which 46% of students reported.",
        mistake:
          "misreads the data: it pairs the bus riders' 46% with the wrong answer (being driven was 18%).",
      },
      {
        text: "riding a bicycle, which 8% of students reported.",
        mistake: "picks the least common way, not the most common one.",
      },
    ],
  },
  // ───────────────────────────── Easy: level 3 ─────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 3,
    passage:
      "Many people picture an architect drawing buildings alone at a desk. In fact, architects spend much of their time working with others. They meet with clients to learn what a building needs, talk with engineers about whether a design is safe, and visit builders at the construction site. For this reason, the ability to listen and to explain ideas clearly is as important to an architect as skill at drawing.",
    stem: MAIN_IDEA,
    key: "Architects' work involves a great deal of communication with other people, not just drawing.",
    why: "The text corrects the picture of an architect working alone, lists the people architects work with, and concludes that listening and explaining matter as much as drawing.",
    distractors: [
      {
        text: "Architects should spend more time drawing and less time in meetings.",
        mistake:
          "contradicts the text, which says that communicating with others is an essential part of the job.",
      },
      {
        text: "Engineers, not architects, decide what a building will look like.",
        mistake:
          "is not supported: architects talk with engineers about safety; the text never says engineers decide a building's look.",
      },
      {
        text: "Most architects spend their workdays at construction sites.",
        mistake:
          "is too narrow and overstated: visiting sites is one task among several, and the text does not say it takes most of their time.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 3,
    passage:
      "A chemistry class placed identical iron nails in three jars. The first jar held plain water open to the air. The second held only dry air, with a packet that soaks up moisture. The third held water covered by a layer of oil that kept air out. After a week, only the nail in plain water, which touched both water and air, had rusted. These results suggest that ______",
    stem: COMPLETES,
    key: "iron needs both water and air in order to rust.",
    why: "The nail with air but no water did not rust, and the nail with water but no air did not rust; only the nail with both rusted.",
    distractors: [
      {
        text: "iron rusts fastest in dry air.",
        mistake: "contradicts the results: the nail in dry air did not rust at all.",
      },
      {
        text: "water alone is enough to make iron rust.",
        mistake:
          "contradicts the results: the nail in water sealed under oil, away from air, did not rust.",
      },
      {
        text: "a layer of oil causes iron to rust.",
        mistake: "contradicts the results: the nail under the oil layer stayed free of rust.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 3,
    passage:
      "Some birds that live in cities sing at a higher pitch than birds of the same species that live in forests. A team of biologists hypothesizes that city birds raise the pitch of their songs so that the songs can be heard over the low rumble of traffic.",
    stem: "Which finding, if true, would most directly support the biologists' hypothesis?",
    key: "Within the same city, birds living beside busy roads sing at a higher pitch than birds of the same species living in quiet parks.",
    why: "If traffic noise is what pushes the pitch up, birds near noisy roads should sing higher than birds in quiet parts of the same city, which is what this finding shows.",
    distractors: [
      {
        text: "City birds and forest birds of the same species eat similar foods.",
        mistake: "is about diet, which has nothing to do with song pitch or traffic noise.",
      },
      {
        text: "Within the same city, birds living in quiet parks sing at a higher pitch than birds of the same species living beside busy roads.",
        mistake:
          "reverses the relation: it links higher songs to quiet places, which would weaken the hypothesis.",
      },
      {
        text: "Traffic in cities is louder during the day than at night.",
        mistake:
          "describes only the noise and says nothing about how the birds' songs respond to it.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 3,
    passage:
      "Volunteers counted the frogs they heard calling at a pond on four spring evenings. They heard 12 frogs on March 10, 19 frogs on March 20, 27 frogs on March 30, and 34 frogs on April 9. The volunteers reported that, over these four evenings, the number of calling frogs ______",
    stem: USES_DATA,
    key: "rose steadily, from 12 on March 10 to 34 on April 9.",
    why: "Each count is higher than the one before (12, 19, 27, 34), so the number of calling frogs rose steadily from the first evening to the last.",
    distractors: [
      {
        text: "fell steadily, from 34 on March 10 to 12 on April 9.",
        mistake: "reverses the data: it swaps the first and last counts.",
      },
      {
        text: "stayed about the same, at roughly 19 frogs each evening.",
        mistake: "ignores the change: the counts almost tripled, from 12 to 34.",
      },
      {
        text: "peaked at 27 on March 30 and then declined.",
        mistake: "misreads the data: the count on April 9, 34, was higher than 27.",
      },
    ],
  },
  // ───────────────────────────── Easy: level 4 ─────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 4,
    passage:
      "Quilting has long been a way for communities to record their histories. In many places, quilters have stitched patterns that stand for local events, family members, or important places. A single quilt might include a square cut from a grandparent's shirt or a pattern that follows the curve of a nearby river. Museums now collect such quilts because they preserve stories that were never written down.",
    stem: MAIN_IDEA,
    key: "Quilts can serve as records of family and community history that may not exist in written form.",
    why: "The text opens by calling quilting a way to record history, gives examples of what quilts preserve, and ends by saying museums collect them for stories never written down.",
    distractors: [
      {
        text: "Museums value quilts more than they value written documents.",
        mistake:
          "is not supported: the text says museums collect quilts but never compares them with written records.",
      },
      {
        text: "Quilters usually make their quilts from old shirts.",
        mistake:
          "is too narrow: a square from a grandparent's shirt is only one example, not how quilts are usually made.",
      },
      {
        text: "Quilting began as a way to decorate museums.",
        mistake:
          "contradicts the text: quilts were made within communities, and museums collect them only now.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 4,
    publicDomainWork: "Louisa May Alcott, Little Women (1868)",
    passage:
      'The following text is from Louisa May Alcott\'s 1868 novel Little Women. The four March sisters are talking at home shortly before Christmas.\n\n"Christmas won\'t be Christmas without any presents," grumbled Jo, lying on the rug.\n\n"It\'s so dreadful to be poor!" sighed Meg, looking down at her old dress.\n\n"I don\'t think it\'s fair for some girls to have plenty of pretty things, and other girls nothing at all," added little Amy, with an injured sniff.\n\n"We\'ve got Father and Mother, and each other," said Beth contentedly from her corner.',
    stem: "Based on the text, what can most reasonably be inferred about Beth?",
    key: "She feels grateful for her family even though they have little money.",
    why: "While her sisters complain about what they lack, Beth points to what they have (their parents and one another) and speaks contentedly, which shows gratitude.",
    distractors: [
      {
        text: "She is more upset about being poor than her sisters are.",
        mistake:
          "contradicts the text: Beth speaks contentedly, while the others grumble and sigh.",
      },
      {
        text: "She agrees with Amy that their situation is unfair.",
        mistake:
          "misattributes a view: the complaint about fairness is Amy's, and Beth answers it with a different view.",
      },
      {
        text: "She has already received a Christmas present from her parents.",
        mistake: "is not supported: Beth mentions no present at all.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 4,
    passage:
      "A city library began offering free homework help for students every weekday afternoon. Volunteers help with math, science, and writing assignments. The library's director claims that the program has made the library more popular with teenagers.",
    stem: "Which finding, if true, would most directly support the director's claim?",
    key: "The number of visitors aged 13 to 18 rose by about a third in the months after the program began.",
    why: "The claim is about teenagers' use of the library, and a rise in visitors aged 13 to 18 after the program started is direct evidence of that.",
    distractors: [
      {
        text: "The library bought 500 new picture books for young children.",
        mistake: "is about young children, not teenagers, and not about the program.",
      },
      {
        text: "Most of the volunteer tutors are retired teachers.",
        mistake: "describes who runs the program, not whether teenagers use the library more.",
      },
      {
        text: "The number of adult visitors rose after the program began.",
        mistake: "uses the right kind of data for the wrong group: adults, not teenagers.",
      },
    ],
  },
  // ──────────────────────────── Medium: level 5 ────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 5,
    passage:
      "For decades, scientists assumed that the deep ocean floor was nearly lifeless, since sunlight never reaches it and plants cannot grow there. That view changed in 1977, when researchers exploring hydrothermal vents (cracks in the seafloor that release hot, mineral-rich water) found crowded communities of tube worms, clams, and crabs. These animals depend on bacteria that make food from chemicals in the vent water rather than from sunlight.",
    stem: MAIN_IDEA,
    key: "The discovery of life around hydrothermal vents showed that some ecosystems can thrive without energy from sunlight.",
    why: "The text sets up the old belief that the dark seafloor was lifeless, then shows it overturned by vent communities whose food comes from chemicals instead of sunlight.",
    distractors: [
      {
        text: "Tube worms are the most common animals on the deep ocean floor.",
        mistake:
          "is not supported and too narrow: tube worms are one of several animals found at the vents, and the text ranks none of them.",
      },
      {
        text: "Plants grow around hydrothermal vents because the vent water is warm.",
        mistake:
          "contradicts the text: plants cannot grow there, and the animals' food comes from bacteria.",
      },
      {
        text: "The researchers in 1977 were searching for new kinds of bacteria.",
        mistake: "is not supported: the text does not say what the researchers were looking for.",
      },
    ],
  },
  {
    skill: "central_ideas_and_details",
    level: 5,
    passage:
      "Early mapmakers often filled the unexplored parts of their maps with sea creatures and decorative designs. Modern viewers sometimes assume that these images show what the mapmakers believed lived in those places. Historians point out, however, that many decorations simply filled empty space or displayed the mapmaker's artistic skill to possible buyers. For a mapmaker who earned a living from sales, an elaborate map was easier to sell than a blank one.",
    stem: MAIN_IDEA,
    key: "Decorations on early maps often served artistic or commercial purposes rather than recording what mapmakers believed.",
    why: "The text presents a common assumption and then the historians' correction: the images often filled space and helped sell maps.",
    distractors: [
      {
        text: "Early mapmakers believed that sea creatures lived in every unexplored ocean.",
        mistake: "repeats the assumption the historians question instead of the text's main point.",
      },
      {
        text: "Historians have found that early maps were mostly inaccurate.",
        mistake: "is not supported: the text discusses decorations, not the maps' accuracy.",
      },
      {
        text: "Buyers of early maps preferred blank maps to decorated ones.",
        mistake: "reverses the text: decorated maps were easier to sell than blank ones.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 5,
    publicDomainWork: "Jack London, The Call of the Wild (1903)",
    passage:
      "The following text is from Jack London's 1903 novel The Call of the Wild. Buck is a large dog living on a country estate in California.\n\nBuck did not read the newspapers, or he would have known that trouble was brewing, not alone for himself, but for every tide-water dog, strong of muscle and with warm, long hair, from Puget Sound to San Diego. Because men, groping in the Arctic darkness, had found a yellow metal, and because steamship and transportation companies were booming the find, thousands of men were rushing into the Northland. These men wanted dogs, and the dogs they wanted were heavy dogs, with strong muscles by which to toil, and furry coats to protect them from the frost.",
    stem: "Based on the text, what can most reasonably be inferred about why trouble was brewing for Buck?",
    key: "The people rushing to the Northland wanted strong, warm-coated dogs like Buck to work for them in the cold.",
    why: "The text says trouble was coming for every strong, long-haired dog, and that the men rushing north wanted exactly such dogs to toil in the frost; Buck is one of those dogs.",
    distractors: [
      {
        text: "Buck had read newspaper reports warning that dogs were in danger.",
        mistake:
          "contradicts the text: Buck did not read the newspapers, which is why he did not know.",
      },
      {
        text: "Steamship companies were trying to keep people away from the Northland.",
        mistake:
          "contradicts the text: the companies were booming (promoting) the find, which drew people north.",
      },
      {
        text: "Only small dogs with short hair were wanted in the Northland.",
        mistake: "contradicts the text: the men wanted heavy dogs with furry coats.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 5,
    passage:
      "Psychologists have asked whether taking notes by hand helps students remember a lecture better than typing notes on a laptop. One team hypothesizes that because handwriting is slower, students who write by hand cannot copy a lecture word for word; they must instead summarize its ideas in their own words, and this summarizing improves memory.",
    stem: "Which finding, if true, would most directly support the team's hypothesis?",
    key: "Students who took notes by hand wrote down fewer word-for-word sentences from the lecture and remembered more of its ideas than students who typed.",
    why: "The hypothesis has two links: handwriting leads to less copying and more summarizing, and summarizing leads to better memory. This finding shows both: fewer copied sentences and better recall for the handwriters.",
    distractors: [
      {
        text: "Students who typed their notes wrote down more words than students who took notes by hand.",
        mistake: "shows only that typing is faster; it says nothing about summarizing or memory.",
      },
      {
        text: "Most students said they preferred typing notes because it felt faster.",
        mistake: "is about students' preferences, not about how well they remembered the lecture.",
      },
      {
        text: "Students who typed notes copied the lecture word for word and remembered more of its ideas than students who wrote by hand.",
        mistake: "contradicts the hypothesis: it links word-for-word copying to better memory.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 5,
    passage:
      "An ecologist counted the bird species seen in four habitats in a state park during one spring. She recorded 46 species in the wetland, 31 in the grassland, 24 in the pine forest, and 9 around the parking area. The ecologist argues that the park's wetland is especially important for the variety of birds in the park.",
    stem: "Which choice most effectively uses data from the text to support the ecologist's argument?",
    key: "The wetland had 46 bird species, more than any other habitat in the count.",
    why: "The argument singles out the wetland, and its 46 species, the highest of the four counts, is the data that supports it.",
    distractors: [
      {
        text: "The grassland had 31 bird species, more than the pine forest had.",
        mistake: "is accurate but compares two other habitats and says nothing about the wetland.",
      },
      {
        text: "The parking area had 9 bird species, the fewest of any habitat.",
        mistake: "is accurate but irrelevant: it does not show anything about the wetland.",
      },
      {
        text: "The wetland had 24 bird species, fewer than the grassland had.",
        mistake:
          "misreads the data: 24 is the pine forest's count, and the wetland had the most species, not fewer.",
      },
    ],
  },
  // ──────────────────────────── Medium: level 6 ────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 6,
    passage:
      "When a small town's only grocery store closes, residents often have to travel much farther to buy fresh food. Some towns have responded by opening cooperative grocery stores, which are owned by the shoppers themselves. Because the owners are also the customers, a cooperative can choose to stock items that residents request, even items that earn only small profits. Supporters argue that this makes cooperatives well suited to small communities that large chains have left behind.",
    stem: MAIN_IDEA,
    key: "Grocery stores owned by their shoppers can meet the needs of small towns that have lost their regular stores.",
    why: "The text describes the problem (a closed store), the cooperative response, and why shopper ownership lets a cooperative serve such towns.",
    distractors: [
      {
        text: "Cooperative grocery stores earn larger profits than chain stores do.",
        mistake:
          "is not supported: the text suggests cooperatives may accept small profits, and it never compares them with chains.",
      },
      {
        text: "Residents of small towns prefer to travel long distances to buy fresh food.",
        mistake: "contradicts the text, which presents the long trips as a hardship.",
      },
      {
        text: "Large grocery chains have begun copying the cooperative model.",
        mistake: "is not supported: the text says only that chains have left these towns.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 6,
    passage:
      "Astronomers can estimate the surface temperature of a star from its color, because hotter objects give off more of their light at bluer wavelengths. The hottest stars glow blue-white, stars of medium temperature such as the Sun appear yellow, and the coolest stars glow red. Betelgeuse, a bright star in the constellation Orion, looks distinctly reddish, while Rigel, another bright star in Orion, looks blue-white. This suggests that ______",
    stem: COMPLETES,
    key: "Rigel's surface is hotter than Betelgeuse's.",
    why: "Blue-white marks the hottest stars and red the coolest, so blue-white Rigel must be hotter than reddish Betelgeuse.",
    distractors: [
      {
        text: "Betelgeuse's surface is hotter than Rigel's.",
        mistake: "reverses the relation: red marks the coolest stars, not the hottest.",
      },
      {
        text: "Rigel is closer to Earth than Betelgeuse is.",
        mistake:
          "is not supported: the text ties a star's color to its temperature, not to its distance.",
      },
      {
        text: "both stars have about the same surface temperature as the Sun.",
        mistake:
          "contradicts the text: the Sun looks yellow, and neither of these stars is described as yellow.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 6,
    publicDomainWork: "Charles Dickens, A Christmas Carol (1843)",
    passage:
      "The following text is from Charles Dickens's 1843 novella A Christmas Carol.\n\nOh! But he was a tight-fisted hand at the grindstone, Scrooge! a squeezing, wrenching, grasping, scraping, clutching, covetous, old sinner! Hard and sharp as flint, from which no steel had ever struck out generous fire; secret, and self-contained, and solitary as an oyster. The cold within him froze his old features, nipped his pointed nose, shrivelled his cheek, stiffened his gait; made his eyes red, his thin lips blue; and spoke out shrewdly in his grating voice. A frosty rime was on his head, and on his eyebrows, and his wiry chin. He carried his own low temperature always about with him; he iced his office in the dog-days; and didn't thaw it one degree at Christmas.",
    stem: "Which quotation from the text most effectively illustrates the claim that Scrooge's cold nature shows in his physical appearance?",
    key: "“The cold within him froze his old features, nipped his pointed nose, shrivelled his cheek”",
    why: "This quotation turns the coldness inside Scrooge into visible marks on his body: his features, his nose and his cheek.",
    distractors: [
      {
        text: "“a squeezing, wrenching, grasping, scraping, clutching, covetous, old sinner!”",
        mistake: "describes his greedy behavior, not how he looks.",
      },
      {
        text: "“secret, and self-contained, and solitary as an oyster”",
        mistake: "describes how he keeps apart from others, not his physical appearance.",
      },
      {
        text: "“he iced his office in the dog-days; and didn't thaw it one degree at Christmas”",
        mistake:
          "shows his coldness affecting his surroundings (his office), not his own appearance.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 6,
    passage:
      "When insects chew their leaves, tomato plants release certain chemicals into the air. A team of botanists hypothesizes that nearby tomato plants that have not been attacked can detect these airborne chemicals and respond by making compounds that make their own leaves harder for insects to digest.",
    stem: "Which finding, if true, would most directly support the botanists' hypothesis?",
    key: "Undamaged tomato plants placed downwind of chewed plants made more of the digestion-blocking compounds than undamaged plants kept in separate, sealed chambers.",
    why: "The hypothesis is about undamaged neighbors responding to the air from chewed plants. Plants sharing that air made more defensive compounds than plants cut off from it, which is the predicted response.",
    distractors: [
      {
        text: "Tomato plants with chewed leaves released more airborne chemicals than undamaged tomato plants did.",
        mistake:
          "confirms only the starting fact the text already states; it shows nothing about how neighboring plants respond.",
      },
      {
        text: "Insects avoided tomato plants that had been sprayed with water.",
        mistake: "is irrelevant: water spray is not the airborne chemicals from chewed plants.",
      },
      {
        text: "Undamaged tomato plants near chewed plants made the same amount of digestion-blocking compounds as undamaged plants kept in sealed chambers.",
        mistake:
          "would weaken the hypothesis: the neighbors showed no response to the airborne chemicals.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 6,
    passage:
      "A city's bike-share program reported the average number of rides taken per day in each season of one year: 1,200 in winter, 3,400 in spring, 4,900 in summer, and 3,100 in fall. A transportation planner claims that the weather strongly affects how often people use the program, pointing out that ______",
    stem: USES_DATA,
    key: "the average number of daily rides in summer was about four times the average in winter.",
    why: "Summer's 4,900 rides a day is about four times winter's 1,200, a large gap between the warmest and coldest seasons that fits a strong effect of weather.",
    distractors: [
      {
        text: "the average number of daily rides in spring was slightly higher than in fall.",
        mistake:
          "is accurate, but a small gap between two mild seasons does little to show a strong effect of weather.",
      },
      {
        text: "the average number of daily rides in winter was higher than in summer.",
        mistake: "misreads the data: winter had the fewest rides, not more than summer.",
      },
      {
        text: "the average number of daily rides in fall was about twice the average in summer.",
        mistake: "misreads the data: fall's 3,100 is less than summer's 4,900.",
      },
    ],
  },
  // ──────────────────────────── Medium: level 7 ────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 7,
    publicDomainWork: "Kate Chopin, The Awakening (1899)",
    passage:
      "The following text is from Kate Chopin's 1899 novel The Awakening.\n\nThe voice of the sea is seductive; never ceasing, whispering, clamoring, murmuring, inviting the soul to wander for a spell in abysses of solitude; to lose itself in mazes of inward contemplation. The voice of the sea speaks to the soul. The touch of the sea is sensuous, enfolding the body in its soft, close embrace.",
    stem: MAIN_IDEA,
    key: "The sea is portrayed as a constant, appealing presence that draws a person inward, toward solitude and reflection.",
    why: "The sea's voice never stops and invites the soul to wander in solitude and lose itself in inward contemplation; its touch is soft and enfolding. Together these make the sea an attractive pull toward reflection.",
    distractors: [
      {
        text: "The sea is described as a danger that swimmers must learn to respect.",
        mistake:
          "is not supported: the text describes the sea as inviting and gentle, and never as dangerous.",
      },
      {
        text: "The text recounts a particular afternoon that a character spends swimming with friends.",
        mistake:
          "is not supported: the text is a general description of the sea, with no event or companions.",
      },
      {
        text: "The sound of the sea is presented as a noise that interrupts a person's thoughts.",
        mistake:
          "contradicts the text: the sea's voice invites contemplation rather than disturbing it.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 7,
    passage:
      "At an ancient inland settlement, archaeologists found hundreds of seashells with small holes drilled through them. The settlement lies more than 200 kilometers from the nearest coast, and the shells come from species that live only in the sea. The holes are all about the same size, and many shells show smooth wear around the holes, as if a cord had rubbed against them for a long time. Together, these findings suggest that ______",
    stem: COMPLETES,
    key: "the shells were brought from the coast and strung on cords, perhaps to be worn as ornaments.",
    why: "Sea-only species found far inland must have been carried there, and the even holes with cord wear point to shells strung and worn or carried for a long time.",
    distractors: [
      {
        text: "the settlement was once located on the coast.",
        mistake:
          "is not supported: nothing in the text suggests that the coast was ever nearby, and the cord wear points to shells that people carried.",
      },
      {
        text: "the people of the settlement ate large amounts of shellfish.",
        mistake:
          "is not supported: drilled, cord-worn shells point to use as objects, not to meals, and the text gives no evidence of eating.",
      },
      {
        text: "the holes were bored by small animals that attack shells.",
        mistake:
          "does not fit the evidence: the holes' uniform size and the cord wear point to people, not animals.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 7,
    passage:
      "Economists have noticed that people often value an object more once they own it. In one type of experiment, some participants are given a mug and asked the lowest price at which they would sell it, while other participants are asked the highest price they would pay for the same mug. A researcher hypothesizes that simply owning an object, even for a very short time, raises how much a person values it.",
    stem: "Which finding, if true, would most directly support the researcher's hypothesis?",
    key: "Participants who had been given the mug only five minutes earlier asked about twice as much to sell it as other participants offered to pay for it.",
    why: "After just five minutes of owning the mug, owners put a much higher price on it than non-owners did, so brief ownership raised its value to them, as the hypothesis predicts.",
    distractors: [
      {
        text: "Participants who drink coffee offered more money for the mug than participants who do not.",
        mistake:
          "is about personal taste among buyers; it does not compare owners with non-owners.",
      },
      {
        text: "Participants who owned the mug and participants who did not put about the same value on it.",
        mistake: "would weaken the hypothesis: ownership made no difference to the mug's value.",
      },
      {
        text: "The mugs used in the experiment were the same kind sold in the campus store.",
        mistake: "describes the mugs, not how ownership affected anyone's valuation.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 7,
    passage:
      "A nutrition researcher measured how much of the vitamin C in raw broccoli remained after four cooking methods. Steaming for five minutes kept 85% of the vitamin C, microwaving kept 80%, stir-frying kept 70%, and boiling in water for five minutes kept only 55%. The researcher concluded that keeping broccoli out of the cooking water helps preserve its vitamin C.",
    stem: "Which choice most effectively uses data from the text to support the researcher's conclusion?",
    key: "Broccoli steamed above the water kept 85% of its vitamin C, while broccoli boiled in the water for the same time kept only 55%.",
    why: "Steaming and boiling both lasted five minutes, and the main difference is whether the broccoli sits in the water; the in-water method kept far less vitamin C (55% against 85%).",
    distractors: [
      {
        text: "Microwaved broccoli kept 80% of its vitamin C, while stir-fried broccoli kept 70%.",
        mistake:
          "is accurate, but neither method puts broccoli in cooking water, so the comparison says nothing about water.",
      },
      {
        text: "Boiled broccoli kept 85% of its vitamin C, while steamed broccoli kept only 55%.",
        mistake: "misreads the data: it swaps the steaming and boiling figures.",
      },
      {
        text: "All four cooking methods kept more than half of the vitamin C in raw broccoli.",
        mistake:
          "is accurate but does not separate methods that use water from those that do not, so it cannot support the conclusion.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 7,
    passage:
      "A school compared students who joined its summer reading club with students who did not. Club members read an average of 9 books over the summer, and nonmembers read an average of 3. In the fall, 72% of club members scored at or above grade level on a reading test, compared with 58% of nonmembers. A teacher cautions that students who choose to join a reading club may already enjoy reading more than other students, so the results ______",
    stem: COMPLETES,
    key: "do not show, on their own, that joining the club is what raised students' test scores.",
    why: "The teacher's point is that club members may have been stronger readers to begin with, so the 72% versus 58% gap could come from who joined rather than from the club itself.",
    distractors: [
      {
        text: "prove that the club raised its members' scores by 14 percentage points.",
        mistake:
          "ignores the teacher's caution: the gap of 14 points is real, but it cannot be credited to the club when the groups may have differed from the start.",
      },
      {
        text: "show that nonmembers read more books over the summer than club members did.",
        mistake: "misreads the data: nonmembers averaged 3 books and members 9.",
      },
      {
        text: "suggest that 72% of nonmembers scored at or above grade level.",
        mistake: "misreads the data: 72% belongs to club members; nonmembers scored 58%.",
      },
    ],
  },
  // ──────────────────────────── Medium: level 8 ────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 8,
    publicDomainWork: "Henry David Thoreau, Walden (1854)",
    passage:
      "The following text is from Henry David Thoreau's 1854 book Walden, in which he describes living in a small cabin he built in the woods near Walden Pond.\n\nI went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach, and not, when I came to die, discover that I had not lived. I did not wish to live what was not life, living is so dear; nor did I wish to practise resignation, unless it was quite necessary.",
    stem: MAIN_IDEA,
    key: "Thoreau went to the woods so that he could live with purpose and learn what the basic facts of life could teach him.",
    why: "Thoreau says he went to live deliberately, to face only life's essential facts and learn from them, so that he would not reach death without having truly lived.",
    distractors: [
      {
        text: "Thoreau went to the woods because he had given up hope of living a meaningful life.",
        mistake:
          "contradicts the text: he did not wish to practice resignation, and he went in order to live fully.",
      },
      {
        text: "Thoreau believes that everyone should leave town and live alone in the woods.",
        mistake:
          "is too broad: he explains his own reasons and never says what everyone else should do.",
      },
      {
        text: "Thoreau regrets the time he spent living in the woods.",
        mistake:
          "is not supported: the text gives his hopes for the experience and expresses no regret.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 8,
    passage:
      "Linguists studying a language spoken in a mountain valley noticed that older speakers use several different words for snow depending on its texture, while many younger speakers use a single general word. Most younger speakers now spend the winter in a nearby city for school or work, where snow is cleared from the streets quickly. Older speakers, by contrast, have spent their winters herding animals across the valley's slopes. These observations suggest that ______",
    stem: COMPLETES,
    key: "how many words a speaker uses for snow may depend on how much the speaker's daily life requires telling kinds of snow apart.",
    why: "The speakers with several snow words spent their winters working on snowy slopes; those with one word live where snow is quickly cleared. The difference lines up with how much each group needs to distinguish snow.",
    distractors: [
      {
        text: "younger speakers are unable to see differences between kinds of snow.",
        mistake:
          "overstates the evidence: using fewer words does not show that younger speakers cannot perceive the differences.",
      },
      {
        text: "the language will lose all of its words for snow within one generation.",
        mistake: "is not supported: it predicts the future far beyond what the observations show.",
      },
      {
        text: "older speakers learned their many words for snow while living in the city.",
        mistake:
          "contradicts the text: it is the younger speakers who spend winters in the city; the older ones herded animals in the valley.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 8,
    passage:
      "In the late 1800s, inventors developed the first machines that could record and play back sound. Today, recorded sound is mostly associated with music. A historian argues, however, that the earliest sound recording was valued less as a source of entertainment than as a way to preserve speech, such as the voices of family members or the words of public speakers.",
    stem: "Which finding, if true, would most directly support the historian's argument?",
    key: "Advertisements for the first recording machines mainly promoted them for saving spoken messages and voices and rarely mentioned music.",
    why: "How the machines were promoted shows what people valued them for at the time; ads stressing saved voices over music match the historian's argument.",
    distractors: [
      {
        text: "Early recordings could play for only a few minutes before they had to be changed.",
        mistake:
          "describes a technical limit, not whether people valued recordings for speech or for entertainment.",
      },
      {
        text: "By the 1920s, most records sold in stores contained music.",
        mistake:
          "concerns a later period and points toward entertainment, so it does not support the argument about the earliest recordings.",
      },
      {
        text: "Several inventors competed to build the first machine that could record sound.",
        mistake: "restates background about the inventors, not how recordings were valued.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 8,
    passage:
      "In 2015, a coastal reserve added new shallow wetlands as part of a restoration project. The reserve's population of one wading bird averaged 140 birds from 2010 to 2014 and 310 birds from 2016 to 2020. Over the same two periods, a nearby reserve without any restoration averaged 150 and 145 birds of the same species. The researchers argue that the restoration, rather than a change across the whole region, caused the increase at the restored reserve, since ______",
    stem: USES_DATA,
    key: "the unrestored reserve's population barely changed (150 to 145) while the restored reserve's population more than doubled (140 to 310).",
    why: "A regional change would have affected both reserves. Only the restored reserve grew, more than doubling, while the nearby unrestored one stayed level, which points to the restoration.",
    distractors: [
      {
        text: "the restored reserve's population averaged 140 birds from 2010 to 2014.",
        mistake:
          "is accurate but gives only the 'before' figure for one reserve, so it shows neither the increase nor the comparison.",
      },
      {
        text: "the populations at both reserves more than doubled between the two periods.",
        mistake:
          "misreads the data: the unrestored reserve went from 150 to 145; and growth at both would suggest a regional change.",
      },
      {
        text: "the unrestored reserve had a larger population than the restored reserve from 2016 to 2020.",
        mistake: "misreads the data: 145 is smaller than 310.",
      },
    ],
  },
  // ───────────────────────────── Hard: level 9 ─────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 9,
    publicDomainWork: "Jane Austen, Pride and Prejudice (1813)",
    passage:
      "The following text is from Jane Austen's 1813 novel Pride and Prejudice.\n\nIt is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.\n\nHowever little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters.",
    stem: MAIN_IDEA,
    key: "Local families take for granted that a wealthy, unmarried newcomer will marry one of their daughters, whatever his own wishes may be.",
    why: "The second paragraph shows what the 'truth' really is: an idea fixed in the minds of the neighboring families, who treat the newcomer as belonging to one of their daughters even though his feelings are 'little known.'",
    distractors: [
      {
        text: "Wealthy single men usually move to new neighborhoods in order to find wives.",
        mistake:
          "takes the opening 'truth' at face value: the text says the man's own feelings are little known, and the belief belongs to the families.",
      },
      {
        text: "Neighboring families try to learn a newcomer's true feelings before deciding whether he would be a good match.",
        mistake:
          "contradicts the text: the families decide his future however little his feelings are known.",
      },
      {
        text: "Young women in the neighborhood compete openly for the attention of wealthy newcomers.",
        mistake:
          "is not supported: the text describes the families' assumptions, not any actions by the daughters.",
      },
    ],
  },
  {
    skill: "inferences",
    level: 9,
    publicDomainWork: "L. M. Montgomery, Anne of Green Gables (1908)",
    passage:
      "The following text is adapted from L. M. Montgomery's 1908 novel Anne of Green Gables.\n\nMrs. Rachel Lynde lived just where the Avonlea main road dipped down into a little hollow, traversed by a brook that had its source away back in the woods of the old Cuthbert place; it was reputed to be an intricate, headlong brook in its earlier course through those woods; but by the time it reached Lynde's Hollow it was a quiet, well-conducted little stream, for not even a brook could run past Mrs. Rachel Lynde's door without due regard for decency and decorum; it probably was conscious that Mrs. Rachel was sitting at her window, keeping a sharp eye on everything that passed, from brooks and children up, and that if she noticed anything odd or out of place she would never rest until she had ferreted out the whys and wherefores thereof.",
    stem: "Based on the text, what can most reasonably be inferred about Mrs. Rachel Lynde?",
    key: "She is so watchful and so determined to explain anything unusual that the narrator jokes that even the brook behaves properly near her house.",
    why: "The narrator playfully credits the brook's calm to Mrs. Rachel: it behaves because she watches everything that passes and must find the reasons for anything odd. The joke shows how watchful and curious she is.",
    distractors: [
      {
        text: "She has made the brook near her house calmer by changing its course.",
        mistake:
          "reads the narrator's joke literally: the brook's 'good conduct' is a humorous way of describing her watchfulness, not something she did to it.",
      },
      {
        text: "She prefers the wild part of the brook in the woods to the quiet part near her home.",
        mistake:
          "is not supported: the text contrasts the two parts of the brook but says nothing about her preferences.",
      },
      {
        text: "She notices little that happens on the road unless it involves children.",
        mistake:
          "contradicts the text: she keeps a sharp eye on everything that passes, 'from brooks and children up.'",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 9,
    passage:
      "In most firefly species, each male flashes on his own. In a few species, however, thousands of males gathered in one place flash in near-perfect unison. One team of biologists proposes that this synchrony helps a female pick out her own species' flash pattern amid the visual clutter of many other flashing insects, rather than simply making the group as a whole easier to see from far away.",
    stem: "Which finding, if true, would most directly support the team's hypothesis?",
    key: "In tests with LED lights, females answered a synchronized display more often than an unsynchronized display of equal brightness, but only when flashes imitating other species were also present.",
    why: "Equal brightness rules out the 'easier to see' explanation, and the advantage appearing only amid other species' flashes ties the benefit of synchrony to cutting through visual clutter, which is the team's hypothesis.",
    distractors: [
      {
        text: "A synchronized display can be seen from farther away than an unsynchronized display made by the same number of fireflies.",
        mistake:
          "supports the rival explanation the team sets aside (visibility from a distance), not the clutter explanation.",
      },
      {
        text: "In tests with LED lights, females answered synchronized and unsynchronized displays equally often, whether or not other flashes were present.",
        mistake: "would weaken the hypothesis: synchrony gave no advantage, even amid clutter.",
      },
      {
        text: "Some firefly species that flash in unison live in forests where almost no other firefly species are found.",
        mistake:
          "would weaken the hypothesis if anything: where there is little visual clutter, the hypothesis offers no reason for synchrony.",
      },
    ],
  },
  // ──────────────────────────── Hard: level 10 ─────────────────────────────
  {
    skill: "inferences",
    level: 10,
    publicDomainWork: "Edith Wharton, The Age of Innocence (1920)",
    passage:
      'The following text is from Edith Wharton\'s 1920 novel The Age of Innocence.\n\nOn a January evening of the early seventies, Christine Nilsson was singing in Faust at the Academy of Music in New York.\n\nThough there was already talk of the erection, in remote metropolitan distances "above the Forties," of a new Opera House which should compete in costliness and splendour with those of the great European capitals, the world of fashion was still content to reassemble every winter in the shabby red and gold boxes of the sociable old Academy. Conservatives cherished it for being small and inconvenient, and thus keeping out the "new people" whom New York was beginning to dread and yet be drawn to.',
    stem: "Based on the text, what can most reasonably be inferred about the conservatives' attachment to the old Academy?",
    key: "They valued the building's drawbacks because those drawbacks helped limit who could enter their social world.",
    why: "Conservatives cherished the Academy for being small and inconvenient, and the text gives the reason: its limits kept out the 'new people.' Its flaws were valued as a social barrier.",
    distractors: [
      {
        text: "They believed that the performances there were finer than those in the great European opera houses.",
        mistake:
          "misplaces a detail: the comparison with European capitals concerns the costly new Opera House, not the quality of the Academy's performances.",
      },
      {
        text: "They hoped it would soon be replaced by a larger hall that could welcome more people.",
        mistake:
          "contradicts the text: they cherished the Academy precisely because it was small and kept people out.",
      },
      {
        text: "They disliked its shabby boxes but kept attending out of loyalty to the singers.",
        mistake:
          "is not supported: the text says they cherished the Academy and never mentions loyalty to singers.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 10,
    passage:
      "A city lowered the speed limit on its residential streets from 30 to 20 miles per hour. In the year before the change, there were 420 traffic collisions on those streets, 60 of which caused serious injuries. In the year after the change, there were 400 collisions, 30 of which caused serious injuries. A city official argues that the lower limit mainly made collisions less severe rather than much less frequent.",
    stem: "Which choice most effectively uses data from the text to support the official's argument?",
    key: "The total number of collisions fell by only about 5%, from 420 to 400, while the number causing serious injuries fell by half, from 60 to 30.",
    why: "The argument has two parts: frequency changed little and severity dropped a lot. Only this choice shows both: total collisions fell about 5% (20 of 420) while serious-injury collisions halved.",
    distractors: [
      {
        text: "The number of collisions causing serious injuries fell from 60 to 30.",
        mistake:
          "is accurate but supports only half of the argument: it shows the drop in severity without showing that collisions stayed nearly as frequent.",
      },
      {
        text: "The total number of collisions fell by half, from 420 to 400, while the number causing serious injuries fell by about 5%.",
        mistake:
          "misreads the data: it swaps the two changes (420 to 400 is about 5%; 60 to 30 is half).",
      },
      {
        text: "Before the change, about one in seven collisions caused serious injuries.",
        mistake:
          "is accurate (60 of 420) but describes only the year before, so it shows no change at all.",
      },
    ],
  },
  // ──────────────────────────── Hard: level 11 ─────────────────────────────
  {
    skill: "central_ideas_and_details",
    level: 11,
    passage:
      "Historians of science once described discovery as the sudden insight of a lone genius. More recent scholarship complicates that picture without discarding it. Drawing on laboratory notebooks, letters, and records of instruments, these historians find that celebrated breakthroughs typically emerged from long periods of incremental adjustment, during which technicians, correspondents, and even rival researchers shaped which questions seemed worth pursuing. The moment of insight, in this account, is real, but it is better understood as the visible culmination of a largely gradual and collaborative process than as that process's cause.",
    stem: MAIN_IDEA,
    key: "Recent historians treat scientific breakthroughs as the outcome of gradual, shared work, in which a moment of insight is the visible final step rather than the whole story.",
    why: "The text keeps the moment of insight ('is real') but places it at the end of a long, collaborative process; that revised picture is its main idea.",
    distractors: [
      {
        text: "Recent historians have shown that sudden moments of insight never actually occur in science.",
        mistake:
          "overstates the text: the new scholarship complicates the old picture 'without discarding it' and calls the moment of insight real.",
      },
      {
        text: "Laboratory notebooks are more reliable than letters as sources for the history of science.",
        mistake:
          "is not supported: the text lists notebooks, letters and instrument records together without ranking them.",
      },
      {
        text: "Technicians deserve more credit for scientific breakthroughs than the scientists whose names are attached to them.",
        mistake:
          "goes beyond the text: it says technicians and others helped shape the questions, not that they deserve more credit than the scientists.",
      },
    ],
  },
  {
    skill: "command_of_evidence_textual",
    level: 11,
    passage:
      "How do young children work out what a new word refers to? One possibility is that they simply link a new word to whatever object they happen to be looking at when they hear it. A developmental psychologist rejects that view, claiming instead that children as young as eighteen months use the speaker's focus of attention, such as where the speaker is looking, to decide which object a new word names.",
    stem: "Which finding, if true, would most directly support the psychologist's claim?",
    key: "When an adult said a new word while looking at one toy as the child was looking at a different toy, children later linked the word to the toy the adult had been looking at.",
    why: "Only a situation where the speaker and the child look at different toys can separate the two explanations. Children choosing the adult's toy shows they followed the speaker's attention, not their own gaze.",
    distractors: [
      {
        text: "When an adult said a new word while both the adult and the child were looking at the same toy, children later linked the word to that toy.",
        mistake:
          "fits both explanations equally: with both looking at the same toy, the finding cannot show which one children rely on.",
      },
      {
        text: "When an adult said a new word while looking at one toy as the child was looking at a different toy, children later linked the word to the toy they themselves had been looking at.",
        mistake:
          "supports the view the psychologist rejects: the children followed their own gaze, not the speaker's.",
      },
      {
        text: "Children learned more new words in a month when adults read to them every day than when adults read to them less often.",
        mistake:
          "is about how much language children hear, not about how they work out which object a word names.",
      },
    ],
  },
  // ──────────────────────────── Hard: level 12 ─────────────────────────────
  {
    skill: "inferences",
    level: 12,
    publicDomainWork: "Mark Twain, The Adventures of Tom Sawyer (1876)",
    passage:
      "The following text is adapted from Mark Twain's 1876 novel The Adventures of Tom Sawyer.\n\nTom had discovered a great law of human action, without knowing it—namely, that in order to make a man or a boy covet a thing, it is only necessary to make the thing difficult to attain. If he had been a great and wise philosopher, like the writer of this book, he would now have comprehended that Work consists of whatever a body is obliged to do, and that Play consists of whatever a body is not obliged to do. There are wealthy gentlemen in England who drive four-horse passenger-coaches twenty or thirty miles on a daily line, in the summer, because the privilege costs them considerable money; but if they were offered wages for the service, that would turn it into work and then they would resign.",
    stem: "Based on the text, what can most reasonably be inferred about the wealthy gentlemen who drive passenger-coaches?",
    key: "They enjoy the driving because they do it by choice, and being paid would make the same activity feel like an obligation.",
    why: "The narrator's rule is that work is what a person is obliged to do and play is what a person is not. The gentlemen pay to drive, so it is play for them; wages would make it an obligation, which is why they would quit.",
    distractors: [
      {
        text: "They drive the coaches because they need the money the job provides.",
        mistake:
          "contradicts the text: the privilege costs them money, and they would resign if they were paid.",
      },
      {
        text: "They would drive the coaches even more often if they were offered wages.",
        mistake:
          "reverses the text: wages would turn the driving into work, and they would resign.",
      },
      {
        text: "They believe that any activity a person pays for is a form of work.",
        mistake:
          "reverses the narrator's distinction: paying for the privilege keeps the driving play; being paid is what would make it work.",
      },
    ],
  },
  {
    skill: "command_of_evidence_quantitative",
    level: 12,
    passage:
      "An agricultural scientist tested whether planting clover between rows of corn raises corn yields. Four similar fields were used. The field with neither clover nor fertilizer yielded 120 bushels of corn per acre; the field with clover but no fertilizer, 150; the field with fertilizer but no clover, 175; and the field with both clover and fertilizer, 178. The scientist concluded that clover may be most useful to farmers who ______",
    stem: USES_DATA,
    key: "do not use fertilizer, since clover raised yields by 30 bushels per acre without fertilizer but by only 3 bushels per acre with it.",
    why: "Clover's effect is the difference it makes with everything else the same: 150 − 120 = 30 bushels without fertilizer, but 178 − 175 = 3 bushels with fertilizer. Clover helps far more where no fertilizer is used.",
    distractors: [
      {
        text: "already use fertilizer, since the field with both clover and fertilizer had the highest yield, 178 bushels per acre.",
        mistake:
          "uses the right figure for the wrong claim: 178 is the highest yield, but clover added only 3 bushels to the fertilized field's 175.",
      },
      {
        text: "do not use fertilizer, since the field with fertilizer but no clover yielded 175 bushels per acre.",
        mistake:
          "reaches the right conclusion with the wrong data: a field without clover says nothing about what clover adds.",
      },
      {
        text: "want the highest possible yield, since clover alone produced more corn than fertilizer alone.",
        mistake: "misreads the data: clover alone gave 150 bushels, less than fertilizer's 175.",
      },
    ],
  },
];

function sourceOf(draft: Draft): string {
  return draft.publicDomainWork === undefined
    ? "author:levelfield"
    : `author:levelfield; passage: ${draft.publicDomainWork}, public domain`;
}

function licenseOf(draft: Draft): string {
  return draft.publicDomainWork === undefined
    ? "Levelfield original"
    : "Levelfield original item; passage public domain (US)";
}

/** A pool holding each letter as evenly as the item count allows (here 11, 11, 11, 10). */
function balancedKeyLetters(count: number): Letter[] {
  return Array.from({ length: count }, (_, index) => letters[index % letters.length]!);
}

function buildItem(draft: Draft, index: number, keyLetter: Letter, random: () => number) {
  const keyIndex = letters.indexOf(keyLetter);
  const wrong = shuffled(random, draft.distractors);
  const slots: { text: string; mistake: string | null }[] = [];
  for (let slot = 0, next = 0; slot < letters.length; slot++) {
    slots.push(slot === keyIndex ? { text: draft.key, mistake: null } : wrong[next++]!);
  }
  const explanation = [
    `Choice ${keyLetter} is the best answer. ${draft.why}`,
    ...slots.flatMap((choice, slot) =>
      choice.mistake === null ? [] : [`Choice ${letters[slot]} ${choice.mistake}`],
    ),
  ].join(" ");
  const a =
    discrimination[draft.skill] - (draft.publicDomainWork ? LITERATURE_DISCRIMINATION_PENALTY : 0);
  const item: QuestionItem = {
    id: `e-ii-${String(index + 1).padStart(3, "0")}`,
    subject: "english",
    domain: "information_and_ideas",
    skill: draft.skill,
    level: draft.level,
    passage: draft.passage,
    stem: draft.stem,
    choices: [slots[0]!.text, slots[1]!.text, slots[2]!.text, slots[3]!.text],
    answer: keyLetter,
    explanation,
    irt: {
      a: Math.round(a * 100) / 100,
      b: difficultyOfLevel(draft.level),
      c: 0.2,
    },
    source: sourceOf(draft),
    license: licenseOf(draft),
  };
  return item;
}

/**
 * The 43 Information and Ideas items, in level order, ids "e-ii-001" … "e-ii-043". The same seed
 * gives the same items (same key letters, same choice order) on any machine.
 */
export function buildInformationAndIdeasItems(
  seed: number = INFORMATION_AND_IDEAS_SEED,
): QuestionItem[] {
  const random = seededRandom(seed);
  const keyLetters = shuffled(random, balancedKeyLetters(drafts.length));
  return drafts.map((draft, index) => buildItem(draft, index, keyLetters[index]!, random));
}

export const informationAndIdeasItems: readonly QuestionItem[] = buildInformationAndIdeasItems();
