// Accuracy by skill: every skill practiced, grouped by subject and domain, weakest first, each
// as a bar in its subject's colour (the percentages are in the text beside it).
import { Target } from "lucide-react";
import type { PerformanceDetailed } from "../../../../api/schemas/practice.ts";
import { subjectColor } from "../../../components/chart/theme.ts";
import { skillAccuracyText, skillGroups } from "../progress-model.ts";
import { SectionCard } from "./section-card.tsx";

export function SkillsCard({ bySkill }: { bySkill: PerformanceDetailed["bySkill"] }) {
  const groups = skillGroups(bySkill);
  return (
    <SectionCard
      title="Accuracy by skill"
      icon={Target}
      description="Every skill you have practiced, weakest first within each area."
    >
      {groups.length === 0 ? (
        <p className="text-muted-foreground">No answers yet.</p>
      ) : (
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          {groups.map((group) => (
            <section key={group.subject} className="grid min-w-0 content-start gap-4">
              <h3 className="text-base font-bold">{group.label}</h3>
              {group.domains.map((domain) => (
                <div key={domain.domain} className="grid min-w-0 gap-2">
                  <h4 className="text-sm font-semibold text-muted-foreground">{domain.label}</h4>
                  <ul className="grid gap-3">
                    {domain.skills.map((skill) => (
                      <li key={skill.skill} className="grid min-w-0 gap-1">
                        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                          <span className="min-w-0 font-medium first-letter:uppercase">
                            {skill.label}
                          </span>
                          <span className="text-muted-foreground tabular-nums">
                            {skillAccuracyText(skill)}
                          </span>
                        </div>
                        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
                          <div
                            className="h-full rounded-full"
                            style={{
                              width: `${Math.round(skill.accuracy * 100)}%`,
                              background: subjectColor[group.subject],
                            }}
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
