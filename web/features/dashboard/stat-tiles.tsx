// The dashboard's stat tiles. Plain props, so they render and are tested on their own.
import { BookOpen, Calculator, Flame, Zap } from "lucide-react";
import { StatGrid, type Stat } from "../../components/stat-grid.tsx";
import { formatCount } from "./dashboard-model.ts";

export function StatTiles({
  streakDays,
  totalXP,
  levels,
}: {
  streakDays: number;
  totalXP: number;
  levels: { english: number; math: number };
}) {
  const tiles: Stat[] = [
    {
      label: "Day Streak",
      value: formatCount(streakDays),
      icon: Flame,
      tone: "bg-streak text-streak-foreground",
    },
    {
      label: "Total XP",
      value: formatCount(totalXP),
      icon: Zap,
      tone: "bg-xp text-xp-foreground",
    },
    {
      label: "English Level",
      value: formatCount(levels.english),
      icon: BookOpen,
      tone: "bg-secondary text-secondary-foreground",
    },
    {
      label: "Math Level",
      value: formatCount(levels.math),
      icon: Calculator,
      tone: "bg-accent text-accent-foreground",
    },
  ];
  return (
    <section aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="sr-only">
        Your stats
      </h2>
      <StatGrid stats={tiles} variant="card" columns={4} />
    </section>
  );
}
