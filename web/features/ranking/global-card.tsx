// All Students: the rank badge from percentileBetter (spec §9), this week's standing so far
// beside last week's final one among all ranked students, last week's four metric percentiles
// each in its colour step (80/60/40/20) when there was a standing, last week's averages across
// all students (labelled with the week; hidden under 5 students), and the server's message.
import { Globe } from "lucide-react";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { cn } from "../../lib/cn.ts";
import { Figures, RankingCard, WeekStandings, type Figure } from "./ranking-parts.tsx";
import {
  averageStreakText,
  moreStudentsText,
  noStandingText,
  globalMetrics,
  percentileTone,
  percentText,
  rankBadge,
  toneClasses,
  weekText,
} from "./ranking-model.ts";
import { formatXpTotal } from "../../lib/xp.ts";

export function GlobalCard({ global }: { global: Rankings["global"] }) {
  const { globalStats } = global;
  // All three are shown or hidden together (one rule, docs/rules.md "Small groups").
  const stat = (label: string, value: number | null, shown: (value: number) => string): Figure => ({
    label,
    value: value === null ? "" : shown(value),
  });
  return (
    <RankingCard
      icon={Globe}
      title="All Students"
      badge={<Badge variant="xp">{rankBadge(global.percentileBetter)}</Badge>}
      message={global.message}
    >
      <WeekStandings
        lastWeek={global.lastWeek}
        thisWeek={global.thisWeek}
        label="among all students"
      />
      {/* No standing last week: no percentiles (four empty 0% bars) either. */}
      {global.lastWeek.percentileBetter !== null && (
        <section className="grid gap-3" aria-label="Your percentiles last week">
          <h3 className="text-sm font-semibold">Your percentiles last week</h3>
          <ul className="grid gap-3">
            {globalMetrics(global).map(({ label, percentile }) => {
              const tone = toneClasses[percentileTone(percentile)];
              return (
                <li key={label} className="grid gap-1.5">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span>{label}</span>
                    <span className={cn("font-bold tabular-nums", tone.text)}>
                      {percentText(percentile)}
                    </span>
                  </div>
                  <Progress
                    value={percentile}
                    aria-label={`${label} percentile`}
                    getValueLabel={(value) => `${value}%`}
                    className={cn("h-2", tone.bar)}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section className="grid gap-2" aria-label="All students last week, on average">
        <h3 className="flex flex-wrap items-baseline gap-x-1.5 text-sm font-semibold">
          All students last week, on average
          <span className="font-normal text-muted-foreground">{weekText(globalStats.week)}</span>
        </h3>
        {globalStats.averageXpPerWeek === null ? (
          <p className="text-sm text-muted-foreground">
            {/* More than the week's own shortfall: too few students outside the student's
                school (its figures and these could be subtracted). */}
            {globalStats.studentsNeeded > global.lastWeek.studentsNeeded
              ? `Shown once 5 students from other schools practice: ${moreStudentsText(globalStats.studentsNeeded)} needed`
              : noStandingText({ ranked: true, studentsNeeded: globalStats.studentsNeeded }, false)}
          </p>
        ) : (
          <Figures
            figures={[
              stat("XP per week", globalStats.averageXpPerWeek, formatXpTotal),
              stat("Streak", globalStats.averageStreak, averageStreakText),
              stat("Daily Drops completed", globalStats.averageCompletionRate, percentText),
            ]}
          />
        )}
      </section>
    </RankingCard>
  );
}
