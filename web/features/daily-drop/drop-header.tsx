// The Daily Drop's header (the title, the streak and XP badges, 'Question n of 5' and the bar)
// and its level cards; given only what they show, so they render without a browser in the tests.
import { BookOpen, Calculator, Flame, Zap, type LucideIcon } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { formatCount, type Stats } from "./daily-drop-model.ts";
import { progressPercent } from "./flow-progress.ts";

/** The streak and XP badges (the header's, and the completion screen's summary). */
export function GameBadges({ streakDays, totalXP }: { streakDays: number; totalXP: number }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="streak" className="px-3 py-1 text-sm">
        <Flame aria-hidden />
        {formatCount(streakDays)} day streak
      </Badge>
      <Badge variant="xp" className="px-3 py-1 text-sm">
        <Zap aria-hidden />
        {formatCount(totalXP)} XP
      </Badge>
    </div>
  );
}

/** The title, the streak and XP badges, 'Question n of 5' and the bar (answered out of total). */
export function DropHeader({
  stats,
  position,
  answered,
  total,
}: {
  stats: Pick<Stats, "streakDays" | "totalXP">;
  /** 1-based number of the question on screen. */
  position: number;
  answered: number;
  total: number;
}) {
  return (
    <header className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Daily Drop</h1>
        <GameBadges streakDays={stats.streakDays} totalXP={stats.totalXP} />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          Question {position} of {total}
        </p>
        <Progress
          value={progressPercent(answered, total)}
          aria-label="Daily Drop progress"
          getValueLabel={() => `${answered} of ${total} questions answered`}
        />
      </div>
    </header>
  );
}

function LevelTile({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
}) {
  return (
    <Card className="flex flex-col gap-1 p-3 sm:p-4">
      {/* Read as "English Level, 5"; shown as the icon and number above the label. */}
      <dt className="order-last text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2.5">
        <span
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground"
          aria-hidden
        >
          <Icon className="size-4" />
        </span>
        <span className="text-xl font-extrabold tracking-tight tabular-nums">{value}</span>
      </dd>
    </Card>
  );
}

/** The English Level and Math Level cards. */
export function LevelCards({ levels }: { levels: Stats["levels"] }) {
  return (
    <dl className="mb-5 grid grid-cols-2 gap-3 sm:gap-4">
      <LevelTile label="English Level" value={levels.english} icon={BookOpen} />
      <LevelTile label="Math Level" value={levels.math} icon={Calculator} />
    </dl>
  );
}
