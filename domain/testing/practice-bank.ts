// A small synthetic bank for tests of the practice rules (focused practice's given/when/then, the
// practice projection's random histories): 24 items per domain over its real skills and all
// twelve levels; English items two to a passage; every key is "B".
import {
  difficultyOfLevel,
  taxonomy,
  type Domain,
  type Letter,
  type Skill,
} from "../questions/item.ts";
import type { DropItem, PracticeContext } from "../practice/decide.ts";

export function testBank(): PracticeContext["bank"] {
  const items: DropItem[] = [];
  for (const subject of ["english", "math"] as const) {
    for (const [domain, skills] of Object.entries(taxonomy[subject]) as [Domain, Skill[]][]) {
      for (let i = 0; i < 24; i++) {
        items.push({
          id: `${domain}-${i}`,
          subject,
          domain,
          skill: skills[i % skills.length]!,
          level: (i % 12) + 1,
          passageKey: subject === "english" ? `${domain}-p${Math.floor(i / 2)}` : null,
          answer: "B" as Letter,
          irt: { a: 1.2, b: difficultyOfLevel((i % 12) + 1), c: 0.2 },
        });
      }
    }
  }
  const byId = new Map(items.map((i) => [i.id, i]));
  return { items, find: (id) => byId.get(id) };
}
