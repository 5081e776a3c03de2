// The plan week by week to the test date: each week's focus, minutes and sessions, and for the
// weeks begun, the minutes done. This week is marked; a long plan shows the weeks from this one
// on, a few at a time, with a button for the rest.
import { CalendarRange } from "lucide-react";
import { useState } from "react";
import type { StudyPlan } from "../../../api/schemas/planning.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { cn } from "../../lib/cn.ts";
import { currentWeekIndex, minutesText, weekDate } from "./planning-model.ts";

/** Weeks shown before 'Show all weeks'. */
export const WEEKS_SHOWN = 4;

export function PlanSchedule({ plan, today }: { plan: StudyPlan; today: string }) {
  const [all, setAll] = useState(false);
  const current = currentWeekIndex(plan.weeks, today);
  const first = current ?? 0;
  const weeks = plan.weeks.map((week, index) => ({ ...week, index }));
  const shown = all ? weeks : weeks.slice(first, first + WEEKS_SHOWN);
  const hidden = plan.weeks.length - shown.length;
  return (
    <Card className="min-w-0" data-testid="plan-schedule">
      <CardHeader className="pb-3">
        <div className="flex items-center gap-2">
          <CalendarRange className="size-5 text-primary" aria-hidden />
          <CardTitle as="h3">Week by week</CardTitle>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ol className="grid gap-2">
          {shown.map((week) => {
            const isCurrent = week.index === current;
            const begun = week.weekStart <= today;
            return (
              <li
                key={week.weekStart}
                className={cn(
                  "grid gap-2 rounded-lg border p-3",
                  isCurrent && "border-primary bg-secondary/60",
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    Week {week.index + 1}
                    <span className="font-normal text-muted-foreground">
                      from {weekDate(week.weekStart)}
                    </span>
                    {isCurrent && <Badge>This week</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground tabular-nums">
                    {minutesText(week.minutes)} · {week.sessions} session
                    {week.sessions === 1 ? "" : "s"}
                  </p>
                </div>
                <p>{week.focus}</p>
                {begun && week.minutes > 0 && (
                  <div className="grid gap-1">
                    <Progress
                      value={week.minutesDone}
                      max={week.minutes}
                      aria-label={`Week ${week.index + 1}: minutes done`}
                      getValueLabel={() => `${week.minutesDone} of ${week.minutes} minutes`}
                    />
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {week.minutesDone} of {week.minutes} minutes done
                    </p>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        {(hidden > 0 || all) && plan.weeks.length > WEEKS_SHOWN && (
          <Button variant="outline" onClick={() => setAll(!all)} className="justify-self-start">
            {all ? "Show fewer weeks" : `Show all ${plan.weeks.length} weeks`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
