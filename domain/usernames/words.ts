// The words usernames are made of. A username is built only from these lists (never from text a
// student types), so it can hold no personal information and no word we have not read. Rules
// for a word: capitalised, letters only, 3 to 9 letters; adjectives describe character or
// energy, never looks, size, weight or body; no insults, no violence, no slang with a second
// meaning, no common first names (so a username never reads as a real person: hence no Sunny,
// Robin, Jay, Raven, Wren or Drake); no animal with a rude nickname or a use as a slur (no Ass,
// Cock, Tit, Booby, Beaver, Cougar, Monkey, Gorilla, Pig, Whale, Camel, Swallow, Bustard...).
// safety.test.ts runs a profanity filter over every word, every pair and every number; a word it
// flags is removed here, never excused. Removed for that reason so far: Gazelle and Gerbil (after
// an adjective ending in "ng"), Kea and Kestrel (after one ending in "dy"), Corgi ("orgi" + a
// 3 or 5), Bunting, Lapwing and Starling ("ng" + 64), Jellyfish and Starfish ("sh" + 1 + 7).
// Each list is sorted and has no duplicates (username.test.ts checks both).

// prettier-ignore
export const ADJECTIVES = [
  "Active", "Agile", "Alert", "Amazing", "Arctic", "Awesome", "Balanced", "Blissful", "Bold",
  "Brainy", "Brave", "Breezy", "Bright", "Brilliant", "Bubbly", "Calm", "Candid", "Capable",
  "Careful", "Caring", "Cheerful", "Chipper", "Clever", "Cosmic", "Creative", "Curious", "Daring",
  "Diligent", "Driven", "Dynamic", "Eager", "Easygoing", "Epic", "Fearless", "Festive", "Focused",
  "Friendly", "Frosty", "Gallant", "Generous", "Gentle", "Genuine", "Gifted", "Glad", "Gleeful",
  "Golden", "Grand", "Grateful", "Happy", "Helpful", "Heroic", "Honest", "Hopeful", "Humble",
  "Intrepid", "Inventive", "Jazzy", "Jolly", "Joyful", "Jubilant", "Keen", "Kind", "Lively",
  "Logical", "Loyal", "Lucky", "Lunar", "Majestic", "Mellow", "Mighty", "Nifty", "Nimble",
  "Noble", "Patient", "Peaceful", "Peppy", "Playful", "Plucky", "Polar", "Positive", "Proud",
  "Quick", "Quirky", "Rapid", "Ready", "Regal", "Reliable", "Resolute", "Robust", "Savvy",
  "Serene", "Sharp", "Smart", "Snappy", "Solar", "Speedy", "Spirited", "Splendid", "Sporty",
  "Starry", "Steady", "Stellar", "Strong", "Sturdy", "Super", "Swift", "Tenacious", "Terrific",
  "Thankful", "Upbeat", "Valiant", "Vibrant", "Vivid", "Warm", "Wise", "Witty", "Wonderful",
  "Zany", "Zesty", "Zippy",
] as const;

// prettier-ignore
export const ANIMALS = [
  "Albatross", "Alpaca", "Antelope", "Armadillo", "Axolotl", "Badger", "Barracuda", "Beetle",
  "Bison", "Bluebird", "Bobcat", "Buffalo", "Bumblebee", "Butterfly", "Capybara", "Cardinal",
  "Caribou", "Chameleon", "Cheetah", "Chipmunk", "Condor", "Coyote", "Crane", "Cricket",
  "Dolphin", "Dragonfly", "Eagle", "Egret", "Elephant", "Elk", "Emu", "Falcon", "Ferret", "Finch",
  "Firefly", "Flamingo", "Gecko", "Giraffe", "Gnu", "Goldfinch", "Hamster", "Hare", "Hawk",
  "Hedgehog", "Heron", "Ibex", "Ibis", "Iguana", "Impala", "Jaguar", "Kangaroo", "Kiwi", "Koala",
  "Koi", "Ladybug", "Lark", "Lemur", "Leopard", "Lion", "Llama", "Lobster", "Lynx", "Macaw",
  "Magpie", "Mallard", "Manatee", "Mantis", "Marlin", "Marmot", "Meerkat", "Mongoose", "Moose",
  "Moth", "Narwhal", "Ocelot", "Octopus", "Okapi", "Orca", "Osprey", "Ostrich", "Otter", "Owl",
  "Panda", "Pangolin", "Panther", "Parrot", "Pelican", "Penguin", "Pika", "Platypus", "Pony",
  "Porcupine", "Puffin", "Puma", "Quail", "Quokka", "Rabbit", "Raccoon", "Reindeer", "Rhino",
  "Salmon", "Seahorse", "Seal", "Sparrow", "Springbok", "Squirrel", "Stingray", "Stork", "Swan",
  "Tapir", "Tiger", "Tortoise", "Toucan", "Turtle", "Wallaby", "Warbler", "Wolf", "Wombat", "Yak",
  "Zebra",
] as const;

export type Adjective = (typeof ADJECTIVES)[number];
export type Animal = (typeof ANIMALS)[number];

/** What `GET /api/username/options` answers: the custom picker's two lists. */
export const USERNAME_OPTIONS: {
  readonly adjectives: readonly Adjective[];
  readonly animals: readonly Animal[];
} = { adjectives: ADJECTIVES, animals: ANIMALS };
