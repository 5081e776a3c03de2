// All Students: the rank badge from percentileBetter (spec §9), where the student stands among
// all ranked students, the four metric percentiles each in its colour step (80/60/40/20) when
// anyone was ranked last week, the averages across all students, and the server's message.
import { Globe } from "lucide-react";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { cn } from "../../lib/cn.ts";
import { Figures, RankingCard, Standing } from "./ranking-parts.tsx";
import {
  averageStreakText,
  globalMetrics,
  percentileTone,
  percentText,
  rankBadge,
  toneClasses,
} from "./ranking-model.ts";
import { formatXpTotal } from "../../lib/xp.ts";

export function GlobalCard({ global }: { global: Rankings["global"] }) {
  const { globalStats } = global;
  return (
    <RankingCard
      icon={Globe}
      title="All Students"
      badge={<Badge variant="xp">{rankBadge(global.percentileBetter)}</Badge>}
      message={global.message}
    >
      <Standing
        percentileBetter={global.percentileBetter}
        totalStudents={global.totalStudents}
        label="Your standing among all students"
      />
      {/* Nobody ranked last week: no standing, so no percentiles (four empty 0% bars) either. */}
      {global.totalStudents > 0 && (
        <section className="grid gap-3" aria-label="Your percentiles">
          <h3 className="text-sm font-semibold">Your percentiles</h3>
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
      <section className="grid gap-2" aria-label="All students this week">
        <h3 className="text-sm font-semibold">All students, on average</h3>
        <Figures
          figures={[
            { label: "XP per week", value: formatXpTotal(globalStats.averageXpPerWeek) },
            { label: "Streak", value: averageStreakText(globalStats.averageStreak) },
            {
              label: "Daily Drops completed",
              value: percentText(globalStats.averageCompletionRate),
            },
          ]}
        />
      </section>
    </RankingCard>
  );
}
