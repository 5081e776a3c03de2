// The cohort's activity per day over the last 90 days: answers as bars and active students as a
// line, on their own axes, with the sentence and the hidden table of the chart kit's figure.
import { useQuery } from "@tanstack/react-query";
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { CohortDay } from "../../../api/schemas/analyst.ts";
import { ChartFigure } from "../../components/chart/chart-figure.tsx";
import { tooltipOf } from "../../components/chart/chart-tooltip.tsx";
import { Legend } from "../../components/chart/legend.tsx";
import { axisTick, chartColors, chartMargin, gridProps } from "../../components/chart/theme.ts";
import { QueryStatus } from "../../components/status.tsx";
import {
  activityRows,
  activitySummary,
  cohortCsvHref,
  COHORT_DAYS,
  daysAgo,
  formatDay,
} from "./model.ts";
import { DownloadLink, Section } from "./parts.tsx";
import { analystQueries } from "./queries.ts";

/** Today as the API counts days (UTC). */
const utcToday = () => new Date().toISOString().slice(0, 10);

export function CohortDaysSection({ today = utcToday() }: { today?: string }) {
  const from = daysAgo(today, COHORT_DAYS);
  const days = useQuery(analystQueries.cohortDays(from, today));
  return (
    <Section
      title="Days"
      description={`Active students and answers per day (UTC) over the last ${COHORT_DAYS} days.`}
      action={<DownloadLink href={cohortCsvHref("days")}>Download CSV</DownloadLink>}
    >
      <QueryStatus
        read={{ data: days.data?.days, error: days.error, refetch: days.refetch }}
        size="inline"
        loadingText="Loading the days..."
        errorTitle="We couldn't load the days."
      >
        {(rows) => <ActivityChart days={rows} />}
      </QueryStatus>
    </Section>
  );
}

const answersColor = chartColors.primary;
const studentsColor = chartColors.math;

export function ActivityChart({ days }: { days: readonly CohortDay[] }) {
  if (days.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        No activity in these days.
      </p>
    );
  }
  const rows = activityRows(days);
  return (
    <div className="grid gap-3">
      <Legend
        items={[
          { label: "Answers", color: answersColor },
          { label: "Active students", color: studentsColor },
        ]}
      />
      <ChartFigure
        summary={activitySummary(days)}
        caption="Active students and answers per day"
        columns={["Day", "Active students", "Answers"]}
        rows={days.map((day) => [formatDay(day.date), day.activeStudents, day.answers])}
      >
        <ComposedChart data={rows} margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid {...gridProps} />
          <XAxis
            dataKey="short"
            tick={axisTick}
            stroke={chartColors.grid}
            minTickGap={24}
            tickLine={false}
          />
          <YAxis
            yAxisId="answers"
            tick={axisTick}
            stroke={chartColors.grid}
            width={40}
            allowDecimals={false}
          />
          <YAxis
            yAxisId="students"
            orientation="right"
            tick={axisTick}
            stroke={chartColors.grid}
            width={32}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: chartColors.cursor }}
            content={tooltipOf<(typeof rows)[number]>((day) => (
              <>
                <span className="font-semibold">{formatDay(day.date)}</span>
                <span>Answers: {day.answers}</span>
                <span>Active students: {day.activeStudents}</span>
              </>
            ))}
          />
          <Bar
            yAxisId="answers"
            dataKey="answers"
            name="Answers"
            fill={answersColor}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="students"
            dataKey="activeStudents"
            name="Active students"
            stroke={studentsColor}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ChartFigure>
    </div>
  );
}
