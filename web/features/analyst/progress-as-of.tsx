// Time travel: a day (today at most) and the student's progress as it stood at the end of it:
// levels, total XP, streak, the estimated scores with their ranges, the goal score, readiness
// (against that goal) and questions answered.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AnalystProgress } from "../../../api/schemas/analyst.ts";
import { QueryStatus } from "../../components/status.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import { localIsoDate } from "../../lib/dates.ts";
import { formatRange } from "../../lib/scores.ts";
import { formatDay } from "./model.ts";
import { analystQueries } from "./queries.ts";

export function ProgressAsOf({ studentId, today }: { studentId: string; today?: string }) {
  const max = today ?? localIsoDate(new Date());
  const [asOf, setAsOf] = useState(max);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(asOf) && asOf <= max;
  const progress = useQuery({ ...analystQueries.progress(studentId, asOf), enabled: valid });
  const inputId = useId();
  return (
    <div className="grid gap-4">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={inputId}>Progress as of</Label>
        <Input
          id={inputId}
          type="date"
          value={asOf}
          max={max}
          onChange={(event) => setAsOf(event.target.value)}
        />
      </div>
      {valid ? (
        <QueryStatus
          read={progress}
          size="inline"
          loadingText="Loading the progress..."
          errorTitle="We couldn't load the progress."
        >
          {(data) => <ProgressFigures progress={data} />}
        </QueryStatus>
      ) : (
        <p role="alert" className="text-sm font-medium text-destructive">
          Pick a day no later than today.
        </p>
      )}
    </div>
  );
}

/** The figures, compactly: one tile each. */
export function ProgressFigures({ progress }: { progress: AnalystProgress }) {
  const p = progress.progress;
  const score = (subject: "english" | "math") => {
    const estimate = p.estimatedScores[subject];
    return estimate.measured
      ? `${estimate.score} (${formatRange(estimate)})`
      : `${estimate.score} (${formatRange(estimate)}), not measured`;
  };
  const tiles: [label: string, value: string][] = [
    ["English level", String(p.currentEnglishLevel)],
    ["Math level", String(p.currentMathLevel)],
    ["Total XP", progress.totalXP.toLocaleString("en-US")],
    ["Streak", `${p.streakDays} ${p.streakDays === 1 ? "day" : "days"}`],
    ["English estimate", score("english")],
    ["Math estimate", score("math")],
    ["Total estimate", `${p.estimatedTotal.score} (${formatRange(p.estimatedTotal)})`],
    ["Goal score", p.goalScore === null ? "None set" : String(p.goalScore)],
    ["Test readiness", p.testReadiness === null ? "—" : `${p.testReadiness}%`],
    [
      "Questions answered",
      `${p.totalQuestionsAnswered.toLocaleString("en-US")} (${p.correctAnswers.toLocaleString(
        "en-US",
      )} right)`,
    ],
  ];
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        At the end of {formatDay(progress.asOf)}, in the student's time zone.
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-3">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
