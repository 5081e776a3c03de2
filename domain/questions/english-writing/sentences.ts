// The sentences and fact frames behind the English writing items, all written for Levelfield
// (none copied from any test-prep source). Each frame is one item: the templates in
// conventions.ts and expression.ts turn it into a stem, four choices and an explanation.
// Facts about the real world are stated only where they are well established; people, towns
// and projects that are not famous are invented.
//
// A frame's passage holds the blank ("______") exactly once. Levels follow the difficulty knobs:
// sentence length and complexity, distance between subject and verb, subtler relations, and how
// plausible the distractors are.
import type { Level } from "../item.ts";

// ---------------------------------------------------------------------------------------------
// Boundaries: the blank covers the word before a junction, the junction and the word after it
// (`left` … `right`); the template builds the key and the named errors around them.

type BoundaryBase = { level: Level; topic: string; passage: string; left: string; right: string };

export type BoundaryFrame =
  /** Two independent clauses joined by a comma and a coordinating conjunction. */
  | (BoundaryBase & { kind: "fanboys"; conjunction: string })
  /** Two independent clauses, the second opening with a transition ("however", "as a result"). */
  | (BoundaryBase & { kind: "adverb"; adverb: string })
  /** An independent clause, then a colon before a list or an explanation that is not a clause. */
  | (BoundaryBase & { kind: "colon" })
  /** A (long) subject and its verb: no punctuation between them. `subject` names it. */
  | (BoundaryBase & { kind: "subjectVerb"; subject: string })
  /** A nonessential element opened by `mark` and closed at the blank by the same mark. */
  | (BoundaryBase & { kind: "pair"; mark: "," | "—"; element: string })
  /** A main clause, then a dependent clause beginning with `conjunction`. */
  | (BoundaryBase & { kind: "subordinate"; conjunction: string; comma: boolean })
  /** An introductory dependent clause (beginning with `opener`), then the main clause. */
  | (BoundaryBase & { kind: "intro"; opener: string })
  /** An essential name or title after a descriptor (`left`); `right` is the name. */
  | (BoundaryBase & { kind: "essential"; rule: string; trailingWhy: string })
  /** A list whose items contain commas, separated by semicolons. */
  | (BoundaryBase & { kind: "series" });

export const boundaryFrames: readonly BoundaryFrame[] = [
  // Easy
  {
    kind: "fanboys",
    level: 1,
    topic: "community garden",
    passage:
      "The community garden on Elm Street opened in April with twelve raised beds for neighbors to share. Demand was higher than anyone had ______ volunteers built eight more beds before the end of May.",
    left: "expected",
    conjunction: "so",
    right: "the",
  },
  {
    kind: "subjectVerb",
    level: 1,
    topic: "monarch butterflies",
    passage:
      "Every spring, the students in Ms. Rivera's biology class raise monarch butterflies from eggs they find on milkweed plants. After the adults' wings have dried, the ______ the butterflies in the school's pollinator garden.",
    subject: "the class",
    left: "class",
    right: "releases",
  },
  {
    kind: "fanboys",
    level: 2,
    topic: "early bicycles",
    passage:
      "Bicycles of the 1870s often had a huge front wheel and a tiny rear one. The tall front wheel let riders travel ______ also made falls from the high seat common.",
    left: "fast",
    conjunction: "but",
    right: "it",
  },
  {
    kind: "colon",
    level: 2,
    topic: "hiking club",
    passage:
      "Before the hike, the club leader checked that every member carried three ______ full water bottle, a paper map of the trail, and a whistle. Then the group set off toward the ridge.",
    left: "items",
    right: "a",
  },
  {
    kind: "subordinate",
    level: 3,
    topic: "sea otters",
    passage:
      "Sea otters have no layer of blubber, unlike seals and whales. They stay warm in the cold waters of the northern ______ fur, the densest of any animal's, traps a layer of air against their skin.",
    left: "Pacific",
    conjunction: "because",
    comma: false,
    right: "their",
  },
  {
    kind: "intro",
    level: 3,
    topic: "tool library",
    passage:
      "When the Oakdale library began lending gardening tools in ______ shelves of trowels and rakes were empty within a week. The library now keeps a waiting list for its most popular tools.",
    opener: "When",
    left: "2022",
    right: "the",
  },
  {
    kind: "adverb",
    level: 4,
    topic: "bee vision",
    passage:
      "Honeybees can see ultraviolet light, which reveals patterns on flowers that are invisible to ______ bees see red poorly, so many bright red flowers are pollinated by birds instead.",
    left: "people",
    adverb: "however",
    right: "bees",
  },
  {
    kind: "pair",
    level: 4,
    topic: "Rosetta Stone",
    passage:
      "The Rosetta Stone, which was found in 1799 near the Egyptian town of ______ the same decree in three scripts. Scholars used its Greek text to help decode Egyptian hieroglyphs.",
    mark: ",",
    element: "which was found in 1799 near the Egyptian town of Rashid",
    left: "Rashid",
    right: "carries",
  },
  // Medium
  {
    kind: "adverb",
    level: 5,
    topic: "LED streetlights",
    passage:
      "Two years ago, the town of Harlow replaced its old streetlights with LED fixtures. The new lamps use far less electricity than the old ______ town's lighting bill fell by nearly half in the first year.",
    left: "bulbs",
    adverb: "as a result",
    right: "the",
  },
  {
    kind: "pair",
    level: 5,
    topic: "axolotls",
    passage:
      "The axolotl—a salamander that keeps its feathery external gills throughout its adult ______ regrow lost limbs and even parts of its heart. Researchers study it to learn how such repairs happen.",
    mark: "—",
    element: "a salamander that keeps its feathery external gills throughout its adult life",
    left: "life",
    right: "can",
  },
  {
    kind: "colon",
    level: 5,
    topic: "violin making",
    passage:
      "Violin makers today still prefer the wood that craftspeople in Cremona chose for an instrument's top three centuries ______, which is light and stiff enough to vibrate freely. Its even grain also helps carry sound across the instrument.",
    left: "ago",
    right: "spruce",
  },
  {
    kind: "subjectVerb",
    level: 6,
    topic: "Polynesian navigation",
    passage:
      "The method of navigation used by early Polynesian ______ on close observation of ocean swells, stars, and the flight paths of seabirds. With these clues, crews crossed thousands of kilometers of open Pacific.",
    subject: "The method of navigation used by early Polynesian voyagers",
    left: "voyagers",
    right: "relied",
  },
  {
    kind: "subordinate",
    level: 6,
    topic: "Saturn",
    passage:
      "Saturn is the second-largest planet in the solar ______ is less dense than water. Its average density is about 0.7 grams per cubic centimeter, while water's is 1 gram per cubic centimeter.",
    left: "system",
    conjunction: "although",
    comma: true,
    right: "it",
  },
  {
    kind: "adverb",
    level: 7,
    topic: "desert plants",
    passage:
      "Keeping water inside is a constant challenge for plants in hot deserts. Many desert plants keep their pores closed during the heat of the ______ take in carbon dioxide at night, when cooler air means less water escapes.",
    left: "day",
    adverb: "instead",
    right: "they",
  },
  {
    kind: "pair",
    level: 7,
    topic: "tree roots and sidewalks",
    passage:
      "Tanvi Rao, a civil engineer who spent six years studying how tree roots crack sidewalks in older ______ advises the city on which trees to plant near walkways. Her guide favors species whose roots tend to grow downward rather than sideways.",
    mark: ",",
    element:
      "a civil engineer who spent six years studying how tree roots crack sidewalks in older neighborhoods",
    left: "neighborhoods",
    right: "now",
  },
  {
    kind: "intro",
    level: 7,
    topic: "bread baking",
    passage:
      "Once the dough has doubled in size and feels soft and slightly sticky to the ______ baker gently presses out the air and shapes it into loaves. A second, shorter rise follows before the bread goes into the oven.",
    opener: "Once",
    left: "touch",
    right: "the",
  },
  {
    kind: "essential",
    level: 8,
    topic: "textile art from fishing nets",
    passage:
      "In 2017, textile ______ began weaving wall hangings from fishing nets that had washed up on beaches. Her pieces, now shown in three museums, reveal how discarded gear can become art.",
    left: "designer",
    right: "Amara Voss",
    rule: 'When a description such as "textile designer" comes right before a name with no "a" or "the" in front of it, the name is essential to the phrase and is not set off with commas.',
    trailingWhy:
      'puts a comma after "Amara Voss," which splits the subject from its verb, "began."',
  },
  {
    kind: "adverb",
    level: 8,
    topic: "bike-share program",
    passage:
      "The city's first bike-share program, launched with only two hundred bicycles, was used far more on weekday mornings than planners had ______ city added docking stations near train stations, where commuters could leave bikes before boarding.",
    left: "predicted",
    adverb: "therefore",
    right: "the",
  },
  // Hard
  {
    kind: "series",
    level: 9,
    topic: "Wright brothers exhibit",
    passage:
      "The story of Wilbur and Orville Wright is tied to several places. A new exhibit on their work will travel to Dayton, ______ Hawk, North Carolina; and Le Mans, France, where Wilbur made public demonstration flights in 1908.",
    left: "Ohio",
    right: "Kitty",
  },
  {
    kind: "essential",
    level: 10,
    topic: "orchestral music from whale songs",
    passage:
      "Composer Rafael Mendes has written more than a dozen works for orchestra. He based his ______ on recordings of humpback whale songs, weaving their rising and falling calls into the string parts.",
    left: "piece",
    right: "Tidewater",
    rule: 'Mendes has written many pieces, so the title "Tidewater" is essential: it tells which piece is meant. Essential information is not set off with commas.',
    trailingWhy:
      'puts a comma after "Tidewater," which cuts the title off from the rest of its phrase, "based his piece … on recordings."',
  },
  {
    kind: "pair",
    level: 11,
    topic: "plastic-eating fungus",
    passage:
      "In 2011, researchers reported that a fungus collected by students on a university field trip to Ecuador's rainforest could digest a common plastic. The finding that the fungus could break down polyurethane, even in a container with no ______ researchers to ask whether fungi might one day help clean up landfills.",
    mark: ",",
    element: "even in a container with no oxygen",
    left: "oxygen",
    right: "led",
  },
  {
    kind: "pair",
    level: 12,
    topic: "coral reef fish",
    passage:
      "Coral reefs cover a tiny fraction of the ocean floor, yet they shelter about a quarter of all known marine species. A reef's most colorful residents—parrotfish, angelfish, and the tiny, brilliant blue ______ on the coral for both food and shelter.",
    mark: "—",
    element: "parrotfish, angelfish, and the tiny, brilliant blue damselfish",
    left: "damselfish",
    right: "depend",
  },
];

// ---------------------------------------------------------------------------------------------
// Form, structure and sense: the frame gives the key and the three wrong forms, each with the
// mistake it makes (written to follow "Choice B (…)").

export type FormKind =
  "agreement" | "pronoun" | "possessive" | "tense" | "modifier" | "parallel" | "verbForm";

export type FormFrame = {
  kind: FormKind;
  level: Level;
  topic: string;
  passage: string;
  key: string;
  keyWhy: string;
  wrong: readonly [readonly [string, string], readonly [string, string], readonly [string, string]];
};

export const formFrames: readonly FormFrame[] = [
  // Easy
  {
    kind: "pronoun",
    level: 1,
    topic: "octopus camouflage",
    passage:
      "The giant Pacific octopus can change the color and texture of ______ skin in less than a second. Tiny sacs of pigment just below the surface stretch or shrink to create each new pattern.",
    key: "its",
    keyWhy: 'the skin belongs to one octopus, and the possessive "its" has no apostrophe.',
    wrong: [
      ["it's", 'is the contraction of "it is," which makes no sense before "skin."'],
      ["their", "is plural, but it refers to one octopus."],
      ["there", "points to a place; it cannot show that the skin belongs to the octopus."],
    ],
  },
  {
    kind: "agreement",
    level: 1,
    topic: "food pantry",
    passage:
      "Every Saturday morning, volunteers at the Riverside Food Pantry sort donated cans and pack boxes for families. The pantry ______ about two hundred households each week, and local farms help restock its shelves.",
    key: "serves",
    keyWhy: 'the subject, "pantry," is singular, so it takes the singular verb "serves."',
    wrong: [
      ["serve", 'is a plural verb, but the subject, "pantry," is singular.'],
      ["are serving", 'uses the plural helping verb "are" with the singular subject "pantry."'],
      ["have served", 'uses the plural helping verb "have" with the singular subject "pantry."'],
    ],
  },
  {
    kind: "pronoun",
    level: 2,
    topic: "night-migrating songbirds",
    passage:
      "Many songbirds, including thrushes and warblers, migrate at night and call to one another as they fly. Using microphones placed on rooftops, researchers can identify many of these species by ______ calls alone.",
    key: "their",
    keyWhy: 'the calls belong to the birds (plural), and "their" is the plural possessive pronoun.',
    wrong: [
      ["there", "points to a place; it cannot show that the calls belong to the birds."],
      ["they're", 'is the contraction of "they are," which makes no sense before "calls."'],
      ["its", "is singular, but it refers to many species of birds."],
    ],
  },
  {
    kind: "possessive",
    level: 2,
    topic: "skate park design",
    passage:
      "The city's new skate park was designed with help from local teenagers. During planning meetings, the ______ suggestions shaped the layout of the ramps and rails. The park opened last summer and is busy every evening.",
    key: "teenagers'",
    keyWhy:
      'the suggestions belong to many teenagers, and a plural noun ending in "s" shows possession with an apostrophe alone.',
    wrong: [
      ["teenager's", "shows possession by one teenager, but the suggestions came from many."],
      ["teenagers", "is plural but not possessive: nothing shows that the suggestions are theirs."],
      [
        "teenagers's",
        'adds "\'s" to a plural that already ends in "s"; a plural possessive takes only the apostrophe.',
      ],
    ],
  },
  {
    kind: "tense",
    level: 3,
    topic: "discovery of penicillin",
    passage:
      "In 1928, Alexander Fleming returned from a vacation to find mold growing in one of his dishes of bacteria. He noticed that the bacteria closest to the mold ______, and his curiosity about why led to the discovery of penicillin.",
    key: "had died",
    keyWhy:
      'the passage tells a past event, and "had died" shows that the bacteria died before Fleming noticed.',
    wrong: [
      [
        "have died",
        "is present perfect, which ties the event to the present; the story is set in 1928.",
      ],
      ["will die", "is future tense, which clashes with a story told in the past."],
      ["are dying", "is present tense, which clashes with a story told in the past."],
    ],
  },
  {
    kind: "pronoun",
    level: 3,
    topic: "solar water pumps",
    passage:
      "Engineers tested new solar-powered water pumps in three villages last year. Because ______ motors run on sunlight instead of diesel fuel, the pumps kept working even when fuel deliveries were delayed.",
    key: "their",
    keyWhy: 'the motors belong to the pumps, a plural noun, so the plural possessive "their" fits.',
    wrong: [
      ["its", "is singular, but it refers to the pumps, which are plural."],
      ["it's", 'is the contraction of "it is," which makes no sense before "motors."'],
      ["they're", 'is the contraction of "they are," which makes no sense before "motors."'],
    ],
  },
  {
    kind: "agreement",
    level: 4,
    topic: "historical society recipes",
    passage:
      "The collection of handwritten recipes donated to the Maplewood Historical Society ______ dishes from at least five countries. Volunteers are now typing up the recipes so that families can search them online.",
    key: "includes",
    keyWhy:
      'the subject is "collection," which is singular; "of handwritten recipes" only describes it.',
    wrong: [
      [
        "include",
        'agrees with "recipes," the nearest noun, instead of with the subject, "collection."',
      ],
      ["have included", 'uses the plural "have" with the singular subject "collection."'],
      ["are including", 'uses the plural "are" with the singular subject "collection."'],
    ],
  },
  // Medium
  {
    kind: "agreement",
    level: 5,
    topic: "flamingo color",
    passage:
      "Flamingos hatch with gray feathers. The pink color of the feathers on adult flamingos ______ from pigments called carotenoids, which the birds take in from the algae and tiny shrimp they eat.",
    key: "comes",
    keyWhy:
      'the subject is "color," which is singular; "of the feathers on adult flamingos" comes between it and the verb.',
    wrong: [
      [
        "come",
        'agrees with "feathers" or "flamingos," the plural nouns just before it, not with the subject, "color."',
      ],
      ["are coming", 'uses the plural "are" with the singular subject "color."'],
      ["have come", 'uses the plural "have" with the singular subject "color."'],
    ],
  },
  {
    kind: "possessive",
    level: 5,
    topic: "reef fish recovery",
    passage:
      "Ten years ago, the island banned fishing in its central lagoon. Since then, the ______ of several fish species around the reef have grown, and divers report seeing groupers that had not been spotted there in decades.",
    key: "populations",
    keyWhy:
      'the sentence needs a plain plural noun to match the verb "have grown"; nothing here belongs to the populations.',
    wrong: [
      [
        "population's",
        'is a singular possessive, but nothing follows that belongs to the population, and the verb "have grown" needs a plural subject.',
      ],
      [
        "populations'",
        "is a plural possessive, but nothing follows that belongs to the populations.",
      ],
      ["population", 'is singular, so it does not agree with the plural verb "have grown."'],
    ],
  },
  {
    kind: "tense",
    level: 6,
    topic: "autumn leaves",
    passage:
      "Every autumn, sugar maples stop producing chlorophyll, the green pigment that hides other colors in their leaves. As the green fades, yellow and orange pigments that were present all summer ______ visible, and the hillsides change color within a few weeks.",
    key: "become",
    keyWhy:
      'the passage describes what happens every autumn in the present tense ("stop," "fades," "change"), so "become" fits.',
    wrong: [
      [
        "became",
        'is past tense; "were present all summer" is past, but the main events are told in the present.',
      ],
      [
        "had become",
        "is past perfect, which clashes with the present-tense account of what happens each autumn.",
      ],
      [
        "will have become",
        "is future perfect, which clashes with the present-tense account of what happens each autumn.",
      ],
    ],
  },
  {
    kind: "modifier",
    level: 6,
    topic: "library mosaic",
    passage:
      "The Eastside Library reopened last fall after a year of renovations. Assembled by hand from more than 200,000 pieces of recycled glass, ______ Visitors often find their own streets in its design.",
    key: "the mosaic on the library's east wall took local artist Dana Cruz and her students two years to complete.",
    keyWhy:
      'the phrase "Assembled by hand from … recycled glass" describes the mosaic, and "the mosaic" comes right after it.',
    wrong: [
      [
        "local artist Dana Cruz and her students spent two years completing the mosaic on the library's east wall.",
        "puts the artist and her students right after the phrase, so the sentence says the people were assembled from glass.",
      ],
      [
        "it took local artist Dana Cruz and her students two years to complete the mosaic on the library's east wall.",
        'puts "it" right after the phrase; that "it" is not the mosaic, so the phrase describes nothing sensible.',
      ],
      [
        "two years were spent by local artist Dana Cruz and her students on the mosaic on the library's east wall.",
        'puts "two years" right after the phrase, so the sentence says the years were assembled from glass.',
      ],
    ],
  },
  {
    kind: "parallel",
    level: 6,
    topic: "after-school coding",
    passage:
      "The after-school coding program at Westfield Middle School teaches students to design simple games, ______ and to present their finished projects to families at the end of each term. Last year, forty students took part.",
    key: "to test them with classmates,",
    keyWhy: 'like "to design" and "to present," it uses "to" + verb, so the three items match.',
    wrong: [
      [
        "testing them with classmates,",
        'uses an "-ing" form between two "to" + verb items, breaking the pattern.',
      ],
      [
        "tested them with classmates,",
        'uses a past-tense verb between two "to" + verb items, breaking the pattern.',
      ],
      [
        "the testing of them with classmates,",
        'uses a noun phrase between two "to" + verb items, breaking the pattern.',
      ],
    ],
  },
  {
    kind: "pronoun",
    level: 7,
    topic: "winter festival committee",
    passage:
      "The committee that organizes the town's winter festival voted last week to move ______ main event from the park to the covered market hall. Members said the change would keep visitors and vendors out of the snow.",
    key: "its",
    keyWhy:
      'the pronoun refers to "committee," a singular noun (one group), so it takes the singular possessive "its."',
    wrong: [
      [
        "their",
        'is plural; a committee has many members, but "committee" itself is a singular noun.',
      ],
      ["it's", 'is the contraction of "it is," which makes no sense before "main event."'],
      ["they're", 'is the contraction of "they are," which makes no sense before "main event."'],
    ],
  },
  {
    kind: "agreement",
    level: 7,
    topic: "neighborhood murals",
    passage:
      "Each of the twelve murals along Harbor Street ______ a moment from the neighborhood's history, from the arrival of the first ferry to the opening of the public pool. Local artists painted them over three summers.",
    key: "shows",
    keyWhy:
      'the subject is "Each," which is singular; "of the twelve murals" only says each of what.',
    wrong: [
      ["show", 'agrees with "murals" instead of with the singular subject, "Each."'],
      ["are showing", 'uses the plural "are" with the singular subject "Each."'],
      ["have shown", 'uses the plural "have" with the singular subject "Each."'],
    ],
  },
  {
    kind: "verbForm",
    level: 8,
    topic: "leafcutter ants",
    passage:
      "Researchers studying a colony of leafcutter ants in Costa Rica ______ that the ants do not eat the leaves they carry. Instead, the ants chew the leaves into a paste on which they grow a fungus, and the fungus becomes their food.",
    key: "observed",
    keyWhy:
      '"Researchers" needs a main verb, and "observed" supplies it ("studying … Costa Rica" only describes the researchers).',
    wrong: [
      [
        "observing",
        'is an "-ing" form, not a main verb, so the sentence becomes a fragment with no verb for "Researchers."',
      ],
      [
        "to observe",
        'is a "to" form, not a main verb, so the sentence becomes a fragment with no verb for "Researchers."',
      ],
      [
        "having observed",
        'is a participle phrase, not a main verb, so the sentence becomes a fragment with no verb for "Researchers."',
      ],
    ],
  },
  {
    kind: "modifier",
    level: 8,
    topic: "Caroline Herschel's comets",
    passage:
      "In eighteenth-century England, few people had the chance to work as astronomers. Working with a telescope that her brother William had built for her, ______ Her careful records also helped him catalog thousands of star clusters and nebulae.",
    key: "Caroline Herschel discovered eight comets between 1786 and 1797.",
    keyWhy:
      'the phrase "Working with a telescope … for her" describes Caroline Herschel, and her name comes right after it.',
    wrong: [
      [
        "eight comets were discovered by Caroline Herschel between 1786 and 1797.",
        "puts the comets right after the phrase, so the sentence says the comets were working with a telescope.",
      ],
      [
        "the discovery of eight comets was made by Caroline Herschel between 1786 and 1797.",
        'puts "the discovery" right after the phrase, so the sentence says a discovery was working with a telescope.',
      ],
      [
        "Caroline Herschel's discoveries between 1786 and 1797 included eight comets.",
        'makes "discoveries" the subject; the phrase then describes the discoveries, not Herschel herself.',
      ],
    ],
  },
  {
    kind: "agreement",
    level: 8,
    topic: "time capsule",
    passage:
      "The town's new time capsule was sealed inside the library wall last June and will be opened in 2075. Among the items inside ______ a letter that local fourth graders wrote to the students of the future.",
    key: "is",
    keyWhy:
      'in this inverted sentence the subject, "a letter," comes after the verb and is singular; the present tense fits a capsule that still holds the letter.',
    wrong: [
      [
        "are",
        'agrees with "items," but "items" is part of the opening phrase; the subject is "a letter."',
      ],
      ["were", 'is plural (and past), but the subject, "a letter," is singular.'],
      ["have been", 'uses the plural "have" with the singular subject "a letter."'],
    ],
  },
  // Hard
  {
    kind: "agreement",
    level: 9,
    topic: "community gardens",
    passage:
      "The number of community gardens in the Riverton area, which fell for several years after the old rail yard was sold, ______ sharply over the past decade. Many of the new gardens grow vegetables for local food pantries.",
    key: "has risen",
    keyWhy:
      'the subject is "The number," which is singular; "of community gardens … sold" comes between it and the verb.',
    wrong: [
      ["have risen", 'agrees with "gardens" instead of with the singular subject, "The number."'],
      ["are rising", 'uses the plural "are" with the singular subject "The number."'],
      [
        "were rising",
        'uses the plural "were" with the singular subject "The number" (and the past tense clashes with "over the past decade").',
      ],
    ],
  },
  {
    kind: "tense",
    level: 10,
    topic: "Pony Express and telegraph",
    passage:
      "The Pony Express began carrying mail between Missouri and California in April 1860, with riders changing horses at stations along the route. By the time the first transcontinental telegraph line was completed in October 1861, the service ______ mail for only about eighteen months, and it closed within days.",
    key: "had been carrying",
    keyWhy:
      'the past perfect "had been carrying" shows an action that ran up to a past moment (the telegraph\'s completion in 1861).',
    wrong: [
      [
        "has been carrying",
        "is present perfect, which runs up to now, but the service ended in 1861.",
      ],
      [
        "will have been carrying",
        "is future perfect, which looks ahead from now; the events are long past.",
      ],
      [
        "is carrying",
        "is present tense, which clashes with the past-tense account of 1860 and 1861.",
      ],
    ],
  },
  {
    kind: "modifier",
    level: 11,
    topic: "clover lawns",
    passage:
      "Long dismissed by gardeners as a weed that crowds out grass, ______ Clover also adds nitrogen to the soil, so lawns that include it need less fertilizer.",
    key: "clover is now planted on purpose by some homeowners because it stays green in dry weather and feeds bees.",
    keyWhy:
      'the phrase "Long dismissed … as a weed" describes clover, and "clover" comes right after it.',
    wrong: [
      [
        "some homeowners now plant clover on purpose because it stays green in dry weather and feeds bees.",
        "puts the homeowners right after the phrase, so the sentence says the homeowners were dismissed as a weed.",
      ],
      [
        "the lawns of some homeowners now include clover, which stays green in dry weather and feeds bees.",
        'puts "the lawns" right after the phrase, so the sentence says the lawns were dismissed as a weed.',
      ],
      [
        "there are now homeowners who plant clover on purpose because it stays green in dry weather and feeds bees.",
        'puts "there" right after the phrase, so the phrase describes nothing in the sentence.',
      ],
    ],
  },
  {
    kind: "verbForm",
    level: 12,
    topic: "a very strong fiber",
    passage:
      "In 1965, chemist Stephanie Kwolek, who was searching for a lightweight fiber strong enough to reinforce car tires, ______ an unusual cloudy liquid in her laboratory. Rather than throwing it away, she had it spun into fibers, which proved far stronger than steel of the same weight.",
    key: "noticed",
    keyWhy:
      '"Stephanie Kwolek" needs a main verb once the "who" clause closes, and "noticed" supplies it.',
    wrong: [
      [
        "noticing",
        'is an "-ing" form, not a main verb, so "Stephanie Kwolek" is left without a verb and the sentence is a fragment.',
      ],
      [
        "to notice",
        'is a "to" form, not a main verb, so "Stephanie Kwolek" is left without a verb and the sentence is a fragment.',
      ],
      [
        "who noticed",
        'starts a second "who" clause, which describes Kwolek but still leaves her without a main verb: a fragment.',
      ],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Transitions: the relation the blank must signal, the words that signal it, and for each of
// three wrong relations why it does not fit (written to follow "…, but").

export const relations = [
  "contrast",
  "concession",
  "result",
  "example",
  "addition",
  "similarity",
  "restatement",
  "sequence",
  "simultaneity",
  "replacement",
] as const;
export type Relation = (typeof relations)[number];

/** Sentence-opening transitions by the relation they signal. */
export const transitionWords: Record<Relation, readonly string[]> = {
  contrast: ["However,", "By contrast,"],
  concession: ["Nevertheless,", "Even so,", "Nonetheless,"],
  result: ["Therefore,", "Consequently,", "As a result,"],
  example: ["For example,", "For instance,"],
  addition: ["Moreover,", "In addition,", "Furthermore,"],
  similarity: ["Similarly,", "Likewise,"],
  restatement: ["In other words,", "That is,"],
  sequence: ["Next,", "Then,", "Afterward,"],
  simultaneity: ["Meanwhile,"],
  replacement: ["Instead,"],
};

/** How the explanation names each relation. */
export const relationNames: Record<Relation, string> = {
  contrast: "a contrast",
  concession: "a concession (something true in spite of what came before)",
  result: "a result",
  example: "an example",
  addition: "an additional point",
  similarity: "a similarity",
  restatement: "a restatement (the same idea in other words)",
  sequence: "the next step in a sequence",
  simultaneity: "something happening at the same time",
  replacement: "an alternative that takes the place of what came before",
};

export type TransitionFrame = {
  level: Level;
  topic: string;
  passage: string;
  relation: Relation;
  /** The transitions of `relation` that fit this passage (one is drawn as the key). */
  keys: readonly string[];
  /** What the sentence after the blank does, as a full sentence. */
  does: string;
  /** Exactly three wrong relations, each with why it does not fit. */
  wrong: Partial<Record<Relation, string>>;
};

export const transitionFrames: readonly TransitionFrame[] = [
  // Easy
  {
    level: 1,
    topic: "cheetah speed",
    passage:
      "Cheetahs are the fastest land animals, reaching speeds of about 100 kilometers per hour in short bursts. ______ they tire quickly and can hold that pace for only about thirty seconds.",
    relation: "contrast",
    keys: ["However,"],
    does: "The second sentence names a weakness that contrasts with the cheetah's great speed.",
    wrong: {
      example: "tiring quickly is not an example of great speed",
      similarity: "the second sentence describes a weakness, not a strength like the first",
      addition:
        "the second sentence is not one more point in the cheetah's favor; it is a limit on its speed",
    },
  },
  {
    level: 1,
    topic: "memory foam from space research",
    passage:
      "Many everyday products grew out of research funded by NASA, the US space agency. ______ memory foam, now common in mattresses and pillows, was first developed in the 1960s to make aircraft seats safer.",
    relation: "example",
    keys: ["For example,", "For instance,"],
    does: "The second sentence gives one product, memory foam, that fits the general claim in the first.",
    wrong: {
      contrast: "memory foam supports the first sentence instead of contrasting with it",
      result: "memory foam is a case of the first sentence's claim, not something it caused",
      sequence: "the second sentence does not describe a later step; it gives a case of the claim",
    },
  },
  {
    level: 2,
    topic: "hummingbird energy",
    passage:
      "A hummingbird's heart can beat more than 1,000 times per minute, and its wings beat dozens of times per second. Such a fast pace burns energy quickly. ______ hummingbirds must feed every few minutes during the day, visiting hundreds of flowers.",
    relation: "result",
    keys: ["Therefore,", "As a result,", "Consequently,"],
    does: "The last sentence states what follows from burning energy so quickly: hummingbirds must feed often.",
    wrong: {
      contrast: "feeding often follows from burning energy quickly; it does not contrast with it",
      replacement: "feeding does not take the place of anything mentioned before",
      similarity: "the last sentence does not describe a similar case; it describes an effect",
    },
  },
  {
    level: 2,
    topic: "community center programs",
    passage:
      "The new Ridgeview Community Center will offer free homework help to students on weekday afternoons. ______ it will host weekend workshops on cooking, budgeting, and basic bicycle repair for adults.",
    relation: "addition",
    keys: ["In addition,", "Moreover,"],
    does: "The second sentence adds another service the center will offer.",
    wrong: {
      replacement: "the workshops do not replace the homework help; the center will offer both",
      example: "the adult workshops are not an example of homework help for students",
      result: "the workshops are not caused by the homework help",
    },
  },
  {
    level: 3,
    topic: "handmade paper",
    passage:
      "To make paper by hand, workers first beat plant fibers in water until they form a thin pulp. ______ they dip a screen into the pulp and lift it out, leaving a layer of fibers that dries into a sheet.",
    relation: "sequence",
    keys: ["Next,", "Then,"],
    does: 'The second sentence gives the step that comes after making the pulp (the first sentence says "first").',
    wrong: {
      contrast:
        "dipping the screen does not contrast with making the pulp; it is the following step",
      example: "dipping the screen is not an example of beating fibers",
      replacement: "the workers do not skip making pulp; they use the pulp in this step",
    },
  },
  {
    level: 4,
    topic: "echolocation in bats and dolphins",
    passage:
      "Bats find insects in the dark by making high-pitched calls and listening for the echoes that bounce back. ______ dolphins send out rapid clicks and use the returning echoes to locate fish in murky water.",
    relation: "similarity",
    keys: ["Similarly,", "Likewise,"],
    does: "The second sentence shows a different animal, the dolphin, using the same method as bats.",
    wrong: {
      example:
        "dolphins are not an example of bats; they are a different animal that uses a similar method",
      result: "what dolphins do is not caused by what bats do",
      replacement:
        "the dolphins' method does not take the place of the bats'; both animals use echoes",
    },
  },
  // Medium
  {
    level: 5,
    topic: "Madagascar's reptiles",
    passage:
      "A species is called endemic to a place if it lives there and nowhere else on Earth. More than nine out of ten reptile species on Madagascar are endemic to the island. ______ almost all of the reptiles that live on Madagascar cannot be found in the wild anywhere else.",
    relation: "restatement",
    keys: ["In other words,", "That is,"],
    does: 'The last sentence says the same thing as the one before it in plainer words, without the term "endemic."',
    wrong: {
      example: "the last sentence gives no single example; it repeats the whole point",
      contrast: "the last sentence agrees with the sentence before it",
      addition: "the last sentence adds no new fact; it restates the one before it",
    },
  },
  {
    level: 5,
    topic: "porous pavement",
    passage:
      "Last summer, the town replaced the asphalt in the Lakeside School parking lot with porous pavement, which lets rainwater soak into the ground below. ______ the lot no longer floods during heavy storms, and less runoff carries oil into the nearby creek.",
    relation: "result",
    keys: ["As a result,", "Consequently,"],
    does: "The second sentence describes what the new pavement brought about: a lot that no longer floods.",
    wrong: {
      concession:
        "the dry lot is not something true in spite of the new pavement; the pavement causes it",
      example: "a dry lot is not an example of porous pavement; it is an effect of it",
      similarity: "the second sentence does not describe a similar change somewhere else",
    },
  },
  {
    level: 6,
    topic: "park fountain design",
    passage:
      "The sculptor's first design for the park's fountain was rejected because it would have used too much water. ______ she kept several features of that design, including its spiral basin, in the version that was finally built.",
    relation: "concession",
    keys: ["Nevertheless,", "Even so,"],
    does: "The second sentence tells what the sculptor did in spite of the rejection: she kept parts of the design.",
    wrong: {
      result: "keeping parts of the design was not caused by its rejection; it happened despite it",
      example: "keeping the spiral basin is not an example of the design being rejected",
      restatement:
        "the second sentence does not repeat the first; it adds what happened in spite of it",
    },
  },
  {
    level: 6,
    topic: "measuring mountains",
    passage:
      "Nineteenth-century surveyors had no way to measure the height of a tall mountain directly with a rope or a measuring rod. ______ they used trigonometry, measuring the angle to the summit from two points a known distance apart.",
    relation: "replacement",
    keys: ["Instead,"],
    does: "The second sentence gives the method surveyors used in place of measuring directly.",
    wrong: {
      example:
        "using trigonometry is not an example of being unable to measure; it is what surveyors did in its place",
      addition:
        "the second sentence is not one more limitation; it gives the method used in place of direct measurement",
      similarity:
        "measuring angles is not similar to measuring with a rope; it is an alternative to it",
    },
  },
  {
    level: 7,
    topic: "coquí frogs",
    passage:
      "Most frogs lay their eggs in water, where the eggs hatch into swimming tadpoles that later grow legs. ______ the coquí frog of Puerto Rico lays its eggs on land, and its young hatch as tiny, fully formed frogs.",
    relation: "contrast",
    keys: ["By contrast,", "In contrast,"],
    does: "The second sentence describes a frog that does the opposite of what most frogs do.",
    wrong: {
      example:
        "the coquí is an exception to the pattern in the first sentence, not an example of it",
      similarity: "the coquí's eggs and young differ from those of most frogs",
      result: "what most frogs do does not cause what the coquí does",
    },
  },
  {
    level: 7,
    topic: "rail lines turned into parks",
    passage:
      "Some cities are turning abandoned railway lines into public parks. ______ New York City's High Line, which opened in 2009, runs along a stretch of elevated track on Manhattan's West Side.",
    relation: "example",
    keys: ["For example,", "For instance,"],
    does: "The second sentence names one park that is a case of the trend in the first sentence.",
    wrong: {
      similarity:
        "the High Line is itself one of the parks the first sentence describes, not a separate, similar case",
      contrast: "the High Line supports the first sentence instead of contrasting with it",
      result: "the High Line is a case of the trend, not something the trend caused",
    },
  },
  {
    level: 8,
    topic: "sound in space",
    passage:
      "Sound is a vibration that must travel through a material, such as air or water, to be heard. Space is nearly empty, with almost no particles to carry such vibrations. ______ a collision between two asteroids would make no sound that an astronaut floating nearby could hear.",
    relation: "result",
    keys: ["Therefore,", "Consequently,"],
    does: "The last sentence draws a conclusion from the two facts before it.",
    wrong: {
      addition:
        "the last sentence is not a separate new fact; it is what the first two facts lead to",
      restatement:
        "the last sentence applies the facts to a new case (asteroids); it does not say them again",
      contrast:
        "the silent collision follows from the facts before it instead of contrasting with them",
    },
  },
  {
    level: 8,
    topic: "fog plants in the Atacama",
    passage:
      "The Atacama Desert in Chile is one of the driest places on Earth, and some of its weather stations have never recorded rain. ______ a few plants survive along its coast by collecting moisture from thick morning fogs that roll in from the Pacific.",
    relation: "concession",
    keys: ["Even so,", "Nevertheless,"],
    does: "The second sentence describes life that survives in spite of the dryness described in the first.",
    wrong: {
      result: "the dryness does not cause plants to survive; they survive in spite of it",
      example: "plants that survive are not an example of the desert's dryness",
      restatement: "the second sentence does not restate the first; it adds something surprising",
    },
  },
  // Hard
  {
    level: 9,
    topic: "youth orchestra at a festival",
    passage:
      "For the first two weeks of the city's music festival, the youth orchestra performed every evening in the main concert hall. ______ a smaller group of its musicians spent those same mornings visiting nearby schools, where they gave short lessons to young students.",
    relation: "simultaneity",
    keys: ["Meanwhile,"],
    does: 'The second sentence describes something that happened during the same two weeks ("those same mornings").',
    wrong: {
      sequence: "the school visits happened during the same two weeks, not after the concerts",
      replacement:
        "the orchestra still performed every evening; the school visits did not take the place of the concerts",
      result: "the evening concerts did not cause the morning school visits",
    },
  },
  {
    level: 10,
    topic: "urban trees",
    passage:
      "Urban trees lower summer temperatures on the streets beneath them by shading the pavement and releasing water vapor through their leaves. ______ their roots soak up rainwater that would otherwise rush into storm drains, reducing flooding in low-lying neighborhoods.",
    relation: "addition",
    keys: ["Moreover,", "In addition,", "Furthermore,"],
    does: "The second sentence adds a second, separate benefit of urban trees (less flooding) to the first (cooler streets).",
    wrong: {
      restatement:
        "soaking up rainwater is a new benefit, not a rewording of how trees cool streets",
      example:
        "absorbing rainwater is not an example of cooling the streets; it is a separate benefit",
      concession:
        "nothing in the first sentence works against the second; both describe benefits of trees",
    },
  },
  {
    level: 11,
    topic: "pedestrian bridge use",
    passage:
      "City planners expected the new pedestrian bridge over the Alder River to be used mostly by commuters walking to the train station. Counts taken during its first year, however, showed that most crossings happened on weekends, when families walked to the riverside market. ______ the city added benches, shade trees, and a small playground at the bridge's eastern end.",
    relation: "result",
    keys: ["Consequently,", "As a result,"],
    does: "The last sentence tells what the city did because of the counts: it added features for weekend families.",
    wrong: {
      concession:
        "the benches and playground respond to the weekend crowds; they were not added in spite of the counts",
      similarity:
        "adding benches is not a similar finding; it is the city's response to the finding",
      example:
        "the benches and playground are not an example of weekend crossings; they were added because of them",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Rhetorical synthesis: a student's notes, a goal, the sentence that meets it, and three
// accurate sentences that miss it (each "why" follows "Choice B").

export type SynthesisFrame = {
  level: Level;
  topic: string;
  notes: readonly string[];
  goal: string;
  key: string;
  keyWhy: string;
  wrong: readonly [readonly [string, string], readonly [string, string], readonly [string, string]];
};

export const synthesisFrames: readonly SynthesisFrame[] = [
  // Easy
  {
    level: 1,
    topic: "footbridge",
    notes: [
      "The Millbrook Footbridge crosses the Sable River in the town of Millbrook.",
      "It opened to walkers and cyclists in May 2023.",
      "It is 140 meters long.",
      "It was built from recycled steel.",
    ],
    goal: "tell readers when the Millbrook Footbridge opened",
    key: "The Millbrook Footbridge opened to walkers and cyclists in May 2023.",
    keyWhy: "it gives the opening date, May 2023.",
    wrong: [
      [
        "The Millbrook Footbridge, which crosses the Sable River, is 140 meters long.",
        "gives the bridge's length, not when it opened.",
      ],
      [
        "Built from recycled steel, the Millbrook Footbridge crosses the Sable River.",
        "tells what the bridge is made of and where it is, not when it opened.",
      ],
      [
        "The Millbrook Footbridge is in the town of Millbrook.",
        "gives only the bridge's location.",
      ],
    ],
  },
  {
    level: 2,
    topic: "blue whale heart",
    notes: [
      "The blue whale is the largest animal known to have ever lived.",
      "An adult blue whale can be about 30 meters long.",
      "Its heart weighs about 180 kilograms.",
      "Blue whales eat mainly krill, tiny shrimplike animals.",
    ],
    goal: "emphasize the size of the blue whale's heart",
    key: "The heart of a blue whale alone weighs about 180 kilograms.",
    keyWhy: 'it is about the heart and gives its weight, stressing its size with "alone."',
    wrong: [
      [
        "The blue whale is the largest animal known to have ever lived.",
        "is about the size of the whole whale, not its heart.",
      ],
      [
        "An adult blue whale, which eats mainly krill, can be about 30 meters long.",
        "gives the whale's length and diet but says nothing about its heart.",
      ],
      [
        "Blue whales eat mainly krill, which are tiny shrimplike animals.",
        "is about the whale's diet, not its heart.",
      ],
    ],
  },
  {
    level: 3,
    topic: "windshield wiper inventor",
    notes: [
      "Mary Anderson was born in Alabama in 1866.",
      "On a trip to New York City in 1902, she saw streetcar drivers open their windows to clear away snow and sleet.",
      "She designed a hand-operated device that cleared a windshield from inside the vehicle.",
      "She received a patent for her device in 1903.",
    ],
    goal: "introduce Mary Anderson and her invention to an audience unfamiliar with her",
    key: "In 1903, Alabama-born Mary Anderson received a patent for a hand-operated device that let drivers clear a windshield from inside the vehicle.",
    keyWhy:
      "it gives her full name, where she was from, and what she invented, which is what a new reader needs.",
    wrong: [
      [
        "Mary Anderson, who was born in Alabama in 1866, received a patent for her device in 1903.",
        "introduces Anderson but never says what her device did.",
      ],
      [
        "On a trip to New York City in 1902, Mary Anderson saw streetcar drivers open their windows to clear away snow and sleet.",
        "tells what Anderson saw on a trip but not what she invented.",
      ],
      [
        "Anderson's device let drivers clear a windshield from inside the vehicle.",
        'calls her only "Anderson," as if readers already knew who she was.',
      ],
    ],
  },
  {
    level: 3,
    topic: "school seed library",
    notes: [
      "In 2022, students at Dunmore High School started the Seed Library.",
      "The library lends packets of vegetable and flower seeds for free.",
      "At the end of the season, borrowers return seeds saved from their own plants.",
      "The goal is to grow local varieties suited to the region's short summers.",
    ],
    goal: "explain the purpose of the Seed Library",
    key: "The Seed Library at Dunmore High School aims to grow local plant varieties suited to the region's short summers.",
    keyWhy: "it states what the library is for: growing local varieties suited to short summers.",
    wrong: [
      [
        "The Seed Library lends packets of vegetable and flower seeds for free.",
        "tells what the library does, not why it does it.",
      ],
      [
        "Students at Dunmore High School started the Seed Library in 2022.",
        "tells who started the library and when, not its purpose.",
      ],
      [
        "At the end of each growing season, borrowers from the Dunmore High School Seed Library return seeds saved from their own plants.",
        "explains how borrowing works, not what the library is for.",
      ],
    ],
  },
  {
    level: 4,
    topic: "theremin and violin",
    notes: [
      "The theremin and the violin are both used to play melodies.",
      "A violinist makes sound by drawing a bow across strings.",
      "A thereminist never touches the instrument.",
      "Moving the hands near the theremin's two antennas changes its pitch and volume.",
      "The theremin was invented by Leon Theremin in the 1920s.",
    ],
    goal: "emphasize a difference between how the violin and the theremin are played",
    key: "Whereas a violinist draws a bow across strings, a thereminist plays without touching the instrument, moving the hands near its antennas.",
    keyWhy: 'it sets the two ways of playing side by side and marks the difference with "Whereas."',
    wrong: [
      [
        "The theremin and the violin are both used to play melodies.",
        "points out a similarity, not a difference.",
      ],
      [
        "The theremin, invented by Leon Theremin in the 1920s, has two antennas.",
        "is only about the theremin's history and parts; the violin is left out.",
      ],
      [
        "Invented by Leon Theremin in the 1920s, the theremin is played without being touched: moving the hands near its two antennas changes its pitch and volume.",
        "describes only how the theremin is played, so there is no comparison with the violin.",
      ],
    ],
  },
  // Medium
  {
    level: 5,
    topic: "city and forest birdsong",
    notes: [
      "Ecologist Marisol Ortega studied song sparrows in two settings: downtown parks and quiet forests.",
      "She wanted to know whether traffic noise affects the pitch of the birds' songs.",
      "She recorded 60 males in each setting over two spring seasons.",
      "City birds sang their lowest notes at a higher pitch than forest birds did.",
    ],
    goal: "present the study's aim and methodology",
    key: "To find out whether traffic noise affects the pitch of song sparrows' songs, Marisol Ortega recorded 60 males in downtown parks and 60 in quiet forests over two spring seasons.",
    keyWhy:
      "it gives both the aim (whether traffic noise affects pitch) and the method (recording 60 males in each setting over two springs).",
    wrong: [
      [
        "Marisol Ortega found that song sparrows in downtown parks sang their lowest notes at a higher pitch than forest birds did.",
        "gives the study's result, not its aim or method.",
      ],
      [
        "Marisol Ortega recorded 60 male song sparrows in each of two settings over two spring seasons.",
        "gives the method but not the aim.",
      ],
      [
        "Marisol Ortega wanted to know whether traffic noise affects the pitch of song sparrows' songs.",
        "gives the aim but not the method.",
      ],
    ],
  },
  {
    level: 5,
    topic: "a perfect score in gymnastics",
    notes: [
      "Nadia Comăneci competed for Romania at the 1976 Summer Olympics in Montreal.",
      "She was 14 years old.",
      "On the uneven bars, she earned a score of 10.0, the first perfect score in Olympic gymnastics.",
      "The scoreboard could show only three digits, so it displayed her score as 1.00.",
    ],
    goal: "explain why the scoreboard showed an unusual number for Comăneci's score",
    key: "Because the scoreboard could show only three digits, Nadia Comăneci's perfect 10.0 appeared as 1.00.",
    keyWhy: "it gives the reason (only three digits) for the odd display (1.00 for a 10.0).",
    wrong: [
      [
        "At the 1976 Olympics in Montreal, 14-year-old Nadia Comăneci earned the first perfect score in Olympic gymnastics.",
        "describes her achievement but says nothing about the scoreboard.",
      ],
      [
        "The scoreboard displayed Nadia Comăneci's score on the uneven bars as 1.00.",
        "states the unusual number but not why it appeared.",
      ],
      [
        "Nadia Comăneci, who competed for Romania, earned a score of 10.0 on the uneven bars.",
        "gives her score but not the scoreboard's problem.",
      ],
    ],
  },
  {
    level: 6,
    topic: "egg-laying mammals",
    notes: [
      "The platypus lives in rivers and streams in eastern Australia.",
      "The echidna lives on land in Australia and New Guinea.",
      "Both animals are mammals that lay eggs.",
      "The platypus hunts underwater using sensors in its bill.",
      "The echidna uses its long tongue to catch ants and termites.",
    ],
    goal: "emphasize a similarity between the platypus and the echidna",
    key: "Though the platypus lives in streams and the echidna on land, both are mammals that lay eggs.",
    keyWhy:
      'it names both animals and stresses what they share ("both are mammals that lay eggs").',
    wrong: [
      [
        "The platypus hunts underwater using sensors in its bill, while the echidna catches ants and termites with its long tongue.",
        "compares the two animals but stresses a difference in how they feed.",
      ],
      [
        "The platypus lives in rivers and streams in eastern Australia.",
        "is about the platypus alone.",
      ],
      [
        "The echidna, which lives in Australia and New Guinea, is a mammal that lays eggs.",
        "describes only the echidna, so no similarity with the platypus is shown.",
      ],
    ],
  },
  {
    level: 6,
    topic: "green roof",
    notes: [
      "A green roof is a roof covered with plants growing in soil over a waterproof layer.",
      "Green roofs can lower a building's cooling costs in summer.",
      "In 2020, the Eastgate Public Library added a green roof of native grasses and wildflowers.",
      "The library's roof now attracts bees and butterflies.",
    ],
    goal: "explain to readers unfamiliar with green roofs what the Eastgate Public Library added in 2020",
    key: "In 2020, the Eastgate Public Library added a green roof—a roof covered with plants growing in soil over a waterproof layer—planted with native grasses and wildflowers.",
    keyWhy:
      'it tells what the library added and explains the term "green roof" for readers who do not know it.',
    wrong: [
      [
        "In 2020, the Eastgate Public Library added a green roof of native grasses and wildflowers.",
        'uses the term "green roof" without explaining it to readers who do not know it.',
      ],
      [
        "Green roofs can lower a building's cooling costs in summer.",
        "gives a benefit of green roofs but not what the library added.",
      ],
      [
        "The Eastgate Public Library's roof now attracts bees and butterflies.",
        "says what the roof attracts without explaining what was added.",
      ],
    ],
  },
  {
    level: 7,
    topic: "Arctic dinosaurs",
    notes: [
      "Scientists long believed that the Arctic was too cold for dinosaurs to live there all year.",
      "Since the 1980s, researchers have found many dinosaur fossils along the Colville River in northern Alaska.",
      "The fossils include bones of very young dinosaurs, even hatchlings.",
      "Hatchlings could not have migrated long distances, so some dinosaurs likely lived in the Arctic all year.",
    ],
    goal: "emphasize how the Alaskan fossils challenged an earlier belief",
    key: "Although scientists long thought the Arctic too cold for dinosaurs to live there all year, fossils of hatchlings found in northern Alaska suggest that some dinosaurs did just that.",
    keyWhy: "it states the earlier belief and shows how the hatchling fossils go against it.",
    wrong: [
      [
        "Since the 1980s, researchers working along the Colville River in northern Alaska have found many dinosaur fossils, including bones of very young dinosaurs and even hatchlings.",
        "reports the finds but never mentions the belief they challenged.",
      ],
      [
        "Scientists long believed that the Arctic was too cold for dinosaurs to live there all year.",
        "states the earlier belief but not the fossils that challenged it.",
      ],
      [
        "Because hatchlings could not have migrated long distances, some dinosaurs likely lived in the Arctic all year.",
        "gives the conclusion but not the earlier belief, so the challenge is not clear.",
      ],
    ],
  },
  {
    level: 7,
    topic: "community fridge",
    notes: [
      "The Carver Street community fridge opened in March 2024.",
      "In its first month, neighbors donated about 300 kilograms of food.",
      "By December 2024, monthly donations had grown to about 1,100 kilograms.",
      "Volunteers clean and restock the fridge twice a day.",
    ],
    goal: "emphasize how much donations to the fridge grew during 2024",
    key: "Donations to the Carver Street community fridge grew from about 300 kilograms in its first month to about 1,100 kilograms a month by December 2024.",
    keyWhy: "it gives both the starting and the later amount, so the growth is clear.",
    wrong: [
      [
        "Neighbors donated about 300 kilograms of food to the Carver Street community fridge in its first month.",
        "gives only the first month's amount, so no growth is shown.",
      ],
      [
        "By December 2024, nine months after it opened in March, the Carver Street community fridge was receiving about 1,100 kilograms of food each month.",
        "gives only the later amount, with nothing to compare it to.",
      ],
      [
        "Since the Carver Street community fridge opened in March 2024, volunteers have cleaned and restocked it twice a day.",
        "describes the volunteers' work, not the donations.",
      ],
    ],
  },
  {
    level: 8,
    topic: "the kora",
    notes: [
      "The kora is a 21-string instrument from West Africa.",
      "Its body is made from a large gourd cut in half and covered with cow skin.",
      "Players pluck the strings with the thumbs and index fingers of both hands.",
      "Its sound is often compared to that of a harp.",
    ],
    goal: "introduce the kora to an audience unfamiliar with it, using a comparison to a familiar instrument",
    key: "The kora, a 21-string instrument from West Africa, has a sound often compared to that of a harp.",
    keyWhy:
      "it says what the kora is and where it comes from, and it compares it to the harp, a familiar instrument.",
    wrong: [
      [
        "The kora, a 21-string instrument from West Africa, has a body made from a gourd covered with cow skin.",
        "introduces the kora but makes no comparison to a familiar instrument.",
      ],
      [
        "The kora's sound is often compared to that of a harp.",
        "makes the comparison but never says what the kora is or where it comes from.",
      ],
      [
        "Kora players pluck the strings with the thumbs and index fingers of both hands.",
        "describes how the kora is played, with no introduction and no comparison.",
      ],
    ],
  },
  // Hard
  {
    level: 9,
    topic: "microwave oven",
    notes: [
      "In 1945, engineer Percy Spencer was working with magnetrons, devices that produce microwaves for radar.",
      "While standing near an active magnetron, he noticed that a candy bar in his pocket had melted.",
      "He then tested the effect on popcorn kernels, which popped.",
      "His company filed a patent for a microwave cooking device in 1945.",
      "The first commercial microwave oven, sold in 1947, stood nearly 1.8 meters tall.",
    ],
    goal: "explain how an accidental observation led to an invention",
    key: "After noticing that a candy bar in his pocket had melted near a magnetron, engineer Percy Spencer tested the effect on popcorn, and his company soon patented a microwave cooking device.",
    keyWhy:
      "it links the accident (the melted candy bar) to the invention (the patented microwave cooking device).",
    wrong: [
      [
        "In 1945, engineer Percy Spencer noticed that a candy bar in his pocket had melted while he stood near a magnetron.",
        "describes the accidental observation but never says it led to an invention.",
      ],
      [
        "In 1945, engineer Percy Spencer's company filed a patent for a microwave cooking device, and in 1947 the first commercial microwave oven, which stood nearly 1.8 meters tall, went on sale.",
        "describes the invention but leaves out the accident that led to it.",
      ],
      [
        "The first commercial microwave oven, sold in 1947, stood nearly 1.8 meters tall.",
        "describes the first oven's size, not how the invention came about.",
      ],
    ],
  },
  {
    level: 10,
    topic: "drip irrigation",
    notes: [
      "Flood irrigation covers a whole field with water.",
      "Drip irrigation delivers water through tubes directly to each plant's roots.",
      "In a two-year trial at a university test farm, drip irrigation used about 40 percent less water than flood irrigation.",
      "Tomato harvests in the trial were about the same with both methods.",
      "Drip systems cost more to install.",
    ],
    goal: "emphasize an advantage of drip irrigation over flood irrigation, using data from the trial",
    key: "In a two-year trial, drip irrigation used about 40 percent less water than flood irrigation yet produced about the same tomato harvest.",
    keyWhy: "it uses the trial's data to show an advantage: much less water for the same harvest.",
    wrong: [
      [
        "Drip irrigation systems cost more to install than flood irrigation systems do.",
        "points out a disadvantage of drip irrigation, not an advantage.",
      ],
      [
        "Unlike flood irrigation, which covers a whole field with water, drip irrigation delivers water through tubes directly to each plant's roots.",
        "explains a difference between the methods but uses no data from the trial.",
      ],
      [
        "In a two-year trial, tomato harvests were about the same with drip irrigation as with flood irrigation.",
        "uses trial data, but equal harvests alone show no advantage for either method.",
      ],
    ],
  },
  {
    level: 11,
    topic: "octopus tool use",
    notes: [
      "In 2009, researchers reported that veined octopuses off the coast of Indonesia gather halves of coconut shells.",
      "The octopuses stack the shells and carry them while walking awkwardly on their arm tips.",
      "Carrying the shells slows the octopuses down and brings no immediate benefit.",
      "Later, the octopuses assemble the shells into a shelter.",
      "The researchers argued that collecting an object now for use later counts as tool use.",
    ],
    goal: "explain why the researchers considered the octopuses' behavior to be tool use",
    key: "The researchers considered it tool use because the octopuses collected the shells, which slowed them down and brought no immediate benefit, in order to use them later as a shelter.",
    keyWhy:
      "it gives the researchers' reason: the octopuses collect the shells now, at a cost, to use them later.",
    wrong: [
      [
        "In 2009, researchers reported that veined octopuses off the coast of Indonesia gather halves of coconut shells, stack them, and carry them while walking awkwardly on their arm tips.",
        "describes the behavior but not the reasoning that made researchers call it tool use.",
      ],
      [
        "In 2009, researchers reported that veined octopuses use coconut shells as tools.",
        "states the conclusion without the reason behind it.",
      ],
      [
        "Carrying coconut shells slows veined octopuses down and brings them no immediate benefit.",
        "gives the cost of carrying the shells but leaves out the later use that, by the researchers' argument, makes it tool use.",
      ],
    ],
  },
  {
    level: 12,
    topic: "Braille",
    notes: [
      "Louis Braille was born in France in 1809 and lost his sight as a young child.",
      'At a school in Paris, he learned of "night writing," a code of raised dots designed by army officer Charles Barbier.',
      "Barbier's code used cells of up to 12 dots, too large to feel with one fingertip.",
      "By 1824, Braille had developed a system based on cells of just 6 dots.",
      "Each 6-dot cell can be felt with a single touch of a fingertip.",
    ],
    goal: "explain how Braille's system improved on Barbier's code to an audience unfamiliar with Barbier",
    key: "Louis Braille improved on a raised-dot code designed by army officer Charles Barbier: where Barbier's cells had up to 12 dots, too many to feel with one fingertip, Braille's had just 6.",
    keyWhy:
      "it introduces Barbier (an army officer who designed a raised-dot code) and shows the improvement: cells small enough to feel with one fingertip.",
    wrong: [
      [
        "Braille's system used 6-dot cells that could be felt with a single touch of a fingertip, unlike the cells of up to 12 dots in Barbier's code.",
        "shows the improvement but names Barbier as if readers already knew who he was.",
      ],
      [
        'Army officer Charles Barbier designed "night writing," a code of raised dots that Louis Braille learned about at a school in Paris.',
        "introduces Barbier but does not say how Braille's system improved on his code.",
      ],
      [
        "By 1824, Louis Braille, who had lost his sight as a young child, had developed a system of raised dots based on cells of just 6 dots.",
        "describes Braille's system without comparing it to Barbier's code.",
      ],
    ],
  },
];
