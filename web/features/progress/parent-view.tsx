// The Parent View, as the spec has it: English and Math progress (the level's label and
// 'Level x → projected'), Test Readiness as a percent with the days until the test, and the
// week's questions, accuracy, participation and day streak. Plain props, so it renders in tests.
import { BookOpen, Calculator, CalendarDays, Gauge, type LucideIcon } from "lucide-react";
import type { DetailedProgress } from "../../../api/schemas/practice.ts";
import { MAX_LEVEL } from "../../../domain/questions/item.ts";
import { StatGrid } from "../../components/stat-grid.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { formatRange } from "../../lib/scores.ts";
import { EmptyPractice } from "./progress-parts.tsx";
import {
  accuracyNote,
  daysUntilTestText,
  formatPercent,
  levelChange,
  levelChangeSpoken,
  levelLabel,
  NOT_ENOUGH_DATA,
  NOT_MEASURED,
  participationNote,
  questionsNote,
} from "./progress-model.ts";

export function ParentView({ progress }: { progress: DetailedProgress }) {
  return (
    <div className="grid min-w-0 gap-6">
      <p className="text-center text-muted-foreground">
        A summary for parents and guardians: levels, readiness for the test and this week's
        practice.
      </p>
      {progress.totalQuestionsAnswered === 0 && (
        <EmptyPractice>
          Levels and readiness start from the diagnostic and move with every Daily Drop: five
          questions, about five minutes a day.
        </EmptyPractice>
      )}
      <div className="grid min-w-0 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        <SubjectProgress
          title="English Progress"
          icon={BookOpen}
          current={progress.currentEnglishLevel}
          projected={progress.projectedEnglishLevel}
          measured={progress.measured.english}
        />
        <SubjectProgress
          title="Math Progress"
          icon={Calculator}
          current={progress.currentMathLevel}
          projected={progress.projectedMathLevel}
          measured={progress.measured.math}
        />
        <Readiness
          percent={progress.testReadiness}
          total={progress.estimatedTotal}
          daysUntilTest={progress.daysUntilTest}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
      <WeeklySummary weekly={progress.weekly} />
    </div>
  );
}

function SubjectProgress({
  title,
  icon: Icon,
  current,
  projected,
  measured,
}: {
  title: string;
  icon: LucideIcon;
  current: number;
  projected: number;
  /** False before the diagnostic or any answer: no label without evidence. */
  measured: boolean;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="items-start gap-2 pb-3">
        <div className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden />
          <CardTitle>{title}</CardTitle>
        </div>
        {measured ? (
          <Badge variant="secondary" className="text-sm">
            {levelLabel(current)}
          </Badge>
        ) : (
          <Badge variant="outline" className="text-sm">
            {NOT_MEASURED}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-3xl font-extrabold tracking-tight tabular-nums">
          <span aria-hidden>{levelChange(current, projected)}</span>
          <span className="sr-only">{levelChangeSpoken(current, projected)}</span>
        </p>
        <Progress
          value={current}
          max={MAX_LEVEL}
          aria-label={`${title}: level`}
          getValueLabel={(value, max) => `Level ${value} of ${max}`}
        />
        <p className="text-sm text-muted-foreground">
          {measured
            ? `Level ${current} of ${MAX_LEVEL} now; level ${projected} projected by test day.`
            : `The starting level. The diagnostic or a first Daily Drop measures it.`}
        </p>
      </CardContent>
    </Card>
  );
}

function Readiness({
  percent,
  total,
  daysUntilTest,
  className,
}: {
  /** null until both subjects are measured. */
  percent: number | null;
  total: { score: number; low: number; high: number };
  daysUntilTest: number;
  className?: string;
}) {
  const shown = percent === null ? null : Math.min(Math.max(Math.round(percent), 0), 100);
  return (
    <Card className={`min-w-0 ${className ?? ""}`}>
      <CardHeader className="pb-3">
        <div className="flex items-center gap-2">
          <Gauge className="size-5 text-primary" aria-hidden />
          <CardTitle>Test Readiness</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {shown === null ? (
          <>
            <p className="text-xl font-bold tracking-tight">{NOT_ENOUGH_DATA}</p>
            <p className="text-sm text-muted-foreground">
              Readiness appears once the diagnostic or Daily Drops have measured both English and
              Math.
            </p>
          </>
        ) : (
          <>
            <p className="text-3xl font-extrabold tracking-tight tabular-nums">{shown}%</p>
            <Progress
              value={shown}
              aria-label="Test readiness"
              getValueLabel={(value) => `${value}%`}
            />
            <p className="text-sm text-muted-foreground">
              Estimated total {total.score.toLocaleString("en-US")} (likely {formatRange(total)}) on
              the SAT's 400–1600 scale.
            </p>
          </>
        )}
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          {daysUntilTestText(daysUntilTest)}
        </p>
      </CardContent>
    </Card>
  );
}

function WeeklySummary({ weekly }: { weekly: DetailedProgress["weekly"] }) {
  const tiles = [
    {
      label: "Questions Answered",
      value: weekly.questionsAnswered.toLocaleString("en-US"),
      note: questionsNote(weekly),
    },
    {
      label: "Accuracy",
      value: weekly.accuracy === null ? null : formatPercent(weekly.accuracy),
      note: accuracyNote(weekly),
    },
    {
      label: "Participation",
      value: weekly.participation === null ? null : formatPercent(weekly.participation),
      note: participationNote(weekly),
    },
    {
      label: "Day Streak",
      value: weekly.streakDays.toLocaleString("en-US"),
      note: weekly.streakDays === 1 ? "Day in a row" : "Days in a row",
    },
  ];
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-3">
        <CardTitle>This Week</CardTitle>
        <CardDescription>This week so far.</CardDescription>
      </CardHeader>
      <CardContent>
        <StatGrid
          variant="muted"
          columns={4}
          stats={tiles.map(({ label, value, note }) => ({
            label,
            value: value ?? NOT_ENOUGH_DATA,
            placeholder: value === null,
            note: <span className="text-xs text-muted-foreground">{note}</span>,
          }))}
        />
      </CardContent>
    </Card>
  );
}
