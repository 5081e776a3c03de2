// The dataset overview's numbers, apart from React: the stats rows grouped by section, category
// and difficulty with totals, next to the spec's targets (375 questions: 210 Math and 165
// Reading and Writing; Easy 35%, Medium 45%, Hard 20%) and the bank's per-domain plan.
import type { DatasetStatsRow } from "../../../api/schemas/questions.ts";
import {
  BANK_PLAN,
  BANK_TARGET,
  bands,
  domainNames,
  sectionNames,
  type Band,
  type Domain,
} from "../../../domain/questions/item.ts";

export { bands, type Band };

/** The spec's difficulty distribution. */
const TARGET_SHARES: Record<Band, number> = { easy: 0.35, medium: 0.45, hard: 0.2 };

export const bandLabels: Record<Band, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

export type BandCounts = Record<Band, number> & { total: number };

export type CategoryOverview = {
  category: string;
  counts: BandCounts;
  /** The plan's count for this domain, when the category is one of the bank's domains. */
  target: number | null;
};

export type SectionOverview = {
  section: string;
  categories: CategoryOverview[];
  counts: BandCounts;
  /** 210 for Math, 165 for Reading and Writing; null for a section the targets do not name. */
  target: number | null;
};

export type BandShare = {
  band: Band;
  count: number;
  /** count / all questions, or null when there are none. */
  share: number | null;
  target: number;
};

export type DatasetOverview = {
  sections: SectionOverview[];
  counts: BandCounts;
  target: number;
  distribution: BandShare[];
};

const emptyCounts = (): BandCounts => ({ easy: 0, medium: 0, hard: 0, total: 0 });

const isBand = (value: string): value is Band => (bands as readonly string[]).includes(value);

/** "Problem-Solving and Data Analysis" → "problem_solving_and_data_analysis". */
export function keyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

const domainOrder = Object.keys(BANK_PLAN) as Domain[];

/** The domain a category row names (the API sends the names in domainNames), or null. */
function domainOf(category: string): Domain | null {
  const key = keyOf(category);
  return domainOrder.find((d) => d === key || domainNames[d] === category) ?? null;
}

function sectionTarget(section: string): number | null {
  if (section === sectionNames.math) return BANK_TARGET.math;
  if (section === sectionNames.english) return BANK_TARGET.english;
  return null;
}

function sectionRank(section: string): number {
  if (section === sectionNames.math) return 0;
  if (section === sectionNames.english) return 1;
  return 2;
}

function categoryTarget(category: string): number | null {
  const domain = domainOf(category);
  if (!domain) return null;
  const plan = BANK_PLAN[domain];
  return plan.easy + plan.medium + plan.hard;
}

function categoryRank(category: string): number {
  const domain = domainOf(category);
  return domain ? domainOrder.indexOf(domain) : domainOrder.length;
}

/** A domain id as words ("advanced_math" → "Advanced math"); a name ("Algebra") as it is. */
export function categoryLabel(category: string): string {
  if (!category.includes("_") && category !== category.toLowerCase()) return category;
  const words = category.replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function add(counts: BandCounts, band: Band, count: number): void {
  counts[band] += count;
  counts.total += count;
}

/** Groups the rows: sections (Math first, then Reading and Writing), categories, bands. */
export function datasetOverview(rows: readonly DatasetStatsRow[]): DatasetOverview {
  const sections = new Map<string, Map<string, BandCounts>>();
  for (const row of rows) {
    if (!isBand(row.difficultyLevel)) continue;
    const categories = sections.get(row.section) ?? new Map<string, BandCounts>();
    sections.set(row.section, categories);
    const counts = categories.get(row.category) ?? emptyCounts();
    categories.set(row.category, counts);
    add(counts, row.difficultyLevel, row.count);
  }

  const byName = (a: string, b: string) => a.localeCompare(b, "en");
  const overall = emptyCounts();
  const sectionList = [...sections.entries()]
    .sort(([a], [b]) => sectionRank(a) - sectionRank(b) || byName(a, b))
    .map(([section, categories]): SectionOverview => {
      const counts = emptyCounts();
      const categoryList = [...categories.entries()]
        .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || byName(a, b))
        .map(([category, categoryCounts]) => {
          for (const band of bands) add(counts, band, categoryCounts[band]);
          return { category, counts: categoryCounts, target: categoryTarget(category) };
        });
      for (const band of bands) add(overall, band, counts[band]);
      return { section, categories: categoryList, counts, target: sectionTarget(section) };
    });

  return {
    sections: sectionList,
    counts: overall,
    target: BANK_TARGET.total,
    distribution: bands.map((band) => ({
      band,
      count: overall[band],
      share: overall.total > 0 ? overall[band] / overall.total : null,
      target: TARGET_SHARES[band],
    })),
  };
}

/** A share as a percent with at most one decimal: 0.35 → "35%", 0.3493 → "34.9%". */
export function formatPercent(share: number | null): string {
  if (share === null) return "—";
  return `${Number((share * 100).toFixed(1))}%`;
}

/** A count as the tables show it: grouped digits in US English. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
