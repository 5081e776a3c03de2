// A question in the bank: what every generator and author produces, what the bank validation
// checks, what the admin build publishes as events, and what the diagnostic and the Daily Drop
// serve. The taxonomy is the digital SAT's (category names only; ../shared/design/content.md).
//
// Text conventions: plain Unicode text; mathematics inside `$…$` as LaTeX (e.g.
// "$\frac{3}{4}x + 2 = 11$"), rendered as MathML in the browser; a passage's paragraphs are
// separated by a blank line ("\n\n"). Choices hold only their text (no "A)" prefix).

export const subjects = ["english", "math"] as const;
export type Subject = (typeof subjects)[number];

export const letters = ["A", "B", "C", "D"] as const;
export type Letter = (typeof letters)[number];

/** Domains and their skills (the skill is the question card's `subsection`). */
export const taxonomy = {
  math: {
    algebra: [
      "linear_equations_in_one_variable",
      "linear_functions",
      "linear_equations_in_two_variables",
      "systems_of_two_linear_equations",
      "linear_inequalities",
    ],
    advanced_math: [
      "equivalent_expressions",
      "nonlinear_equations_and_systems",
      "nonlinear_functions",
    ],
    problem_solving_and_data_analysis: [
      "ratios_rates_proportions_and_units",
      "percentages",
      "one_variable_data",
      "two_variable_data",
      "probability",
      "inference_from_samples_and_margin_of_error",
      "evaluating_statistical_claims",
    ],
    geometry_and_trigonometry: [
      "area_and_volume",
      "lines_angles_and_triangles",
      "right_triangles_and_trigonometry",
      "circles",
    ],
  },
  english: {
    information_and_ideas: [
      "central_ideas_and_details",
      "inferences",
      "command_of_evidence_textual",
      "command_of_evidence_quantitative",
    ],
    craft_and_structure: [
      "words_in_context",
      "text_structure_and_purpose",
      "cross_text_connections",
    ],
    expression_of_ideas: ["rhetorical_synthesis", "transitions"],
    standard_english_conventions: ["boundaries", "form_structure_and_sense"],
  },
} as const;

export type MathDomain = keyof (typeof taxonomy)["math"];
export type EnglishDomain = keyof (typeof taxonomy)["english"];
export type Domain = MathDomain | EnglishDomain;

export const bands = ["easy", "medium", "hard"] as const;
export type Band = (typeof bands)[number];

export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export const MAX_LEVEL = 12;

/** The spec's bands: Easy = levels 1–4, Medium 5–8, Hard 9–12. */
export function bandOf(level: number): Band {
  if (level <= 4) return "easy";
  if (level <= 8) return "medium";
  return "hard";
}

/**
 * Level ↔ IRT difficulty: levels are 50-point bands of the 200–800 scale (learning-model.md),
 * and an item of level L is pitched at the middle of its band: score 225 + 50·(L − 1), so
 * b = (score − 500) / 100 = −2.75 + 0.5·(L − 1). Level 1 → −2.75, level 6 → −0.25, level 12 → 2.75.
 */
export function difficultyOfLevel(level: number): number {
  return -2.75 + 0.5 * (level - 1);
}

/** Three-parameter logistic item parameters (with the usual scaling constant D = 1.7). */
export type ItemParameters = { a: number; b: number; c: number };

export type QuestionItem = {
  /** Stable across builds: the same seed gives the same ids (e.g. "m-alg-lin1-003"). */
  id: string;
  subject: Subject;
  domain: Domain;
  /** One of its domain's skills in `taxonomy`. */
  skill: string;
  level: Level;
  /** A passage (English, and the occasional Math table or context), or null. */
  passage: string | null;
  stem: string;
  choices: readonly [string, string, string, string];
  answer: Letter;
  /** Why the key is right and, for each wrong choice, the mistake it comes from. */
  explanation: string;
  irt: ItemParameters;
  /** Where it came from: "template:<template id>#<seed>" or "author:<who>" (+ the passage's source). */
  source: string;
  /** The item's licence, e.g. "Levelfield original" or "CC0-1.0 passage; Levelfield original item". */
  license: string;
};

/** The admin dataset's targets (spec §9, content.md): 375 items, 210 Math and 165 English. */
export const BANK_TARGET = { total: 375, math: 210, english: 165 } as const;

/**
 * Exact item counts per domain and band. The spec's 35/45/20 split of 375 is 131.25/168.75/75;
 * rounded by largest remainder per subject and per domain, keeping every row and column sum:
 * Math 74/94/42 and English 57/75/33, so 131 Easy, 169 Medium, 75 Hard in all.
 */
export const BANK_PLAN: Record<Domain, Record<Band, number>> = {
  algebra: { easy: 26, medium: 33, hard: 15 },
  advanced_math: { easy: 26, medium: 33, hard: 14 },
  problem_solving_and_data_analysis: { easy: 11, medium: 14, hard: 7 },
  geometry_and_trigonometry: { easy: 11, medium: 14, hard: 6 },
  information_and_ideas: { easy: 15, medium: 19, hard: 9 },
  craft_and_structure: { easy: 16, medium: 21, hard: 9 },
  expression_of_ideas: { easy: 11, medium: 15, hard: 7 },
  standard_english_conventions: { easy: 15, medium: 20, hard: 8 },
};

/** The sections and domains as the College Board names them (the admin stats rows). */
export const sectionNames: Record<Subject, string> = {
  math: "Math",
  english: "Reading and Writing",
};

export const domainNames: Record<Domain, string> = {
  algebra: "Algebra",
  advanced_math: "Advanced Math",
  problem_solving_and_data_analysis: "Problem-Solving and Data Analysis",
  geometry_and_trigonometry: "Geometry and Trigonometry",
  information_and_ideas: "Information and Ideas",
  craft_and_structure: "Craft and Structure",
  expression_of_ideas: "Expression of Ideas",
  standard_english_conventions: "Standard English Conventions",
};

/** A stored domain's display name; a domain the taxonomy does not know is shown as stored. */
export const domainNameOf = (domain: string): string =>
  Object.hasOwn(domainNames, domain) ? domainNames[domain as Domain] : domain;

type SkillsOf<T> = T extends Record<string, readonly (infer K)[]> ? K : never;
export type Skill = SkillsOf<(typeof taxonomy)["math"]> | SkillsOf<(typeof taxonomy)["english"]>;

/** Each skill's name as students read it (the College Board's skill names, shortened where
 *  theirs run to a sentence); the question card and the progress screens show these. */
export const skillNames: Record<Skill, string> = {
  linear_equations_in_one_variable: "Linear Equations in One Variable",
  linear_functions: "Linear Functions",
  linear_equations_in_two_variables: "Linear Equations in Two Variables",
  systems_of_two_linear_equations: "Systems of Linear Equations",
  linear_inequalities: "Linear Inequalities",
  equivalent_expressions: "Equivalent Expressions",
  nonlinear_equations_and_systems: "Nonlinear Equations and Systems",
  nonlinear_functions: "Nonlinear Functions",
  ratios_rates_proportions_and_units: "Ratios, Rates, Proportions and Units",
  percentages: "Percentages",
  one_variable_data: "One-Variable Data",
  two_variable_data: "Two-Variable Data",
  probability: "Probability",
  inference_from_samples_and_margin_of_error: "Inference from Samples and Margin of Error",
  evaluating_statistical_claims: "Evaluating Statistical Claims",
  area_and_volume: "Area and Volume",
  lines_angles_and_triangles: "Lines, Angles and Triangles",
  right_triangles_and_trigonometry: "Right Triangles and Trigonometry",
  circles: "Circles",
  central_ideas_and_details: "Central Ideas and Details",
  inferences: "Inferences",
  command_of_evidence_textual: "Command of Evidence: Textual",
  command_of_evidence_quantitative: "Command of Evidence: Quantitative",
  words_in_context: "Words in Context",
  text_structure_and_purpose: "Text Structure and Purpose",
  cross_text_connections: "Cross-Text Connections",
  rhetorical_synthesis: "Rhetorical Synthesis",
  transitions: "Transitions",
  boundaries: "Boundaries",
  form_structure_and_sense: "Form, Structure and Sense",
};

/** The subject a domain belongs to. */
export function subjectOf(domain: Domain): Subject {
  return domain in taxonomy.math ? "math" : "english";
}
