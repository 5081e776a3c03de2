// XP per day: a bar chart of the XP earned on each day practiced, the Daily Drop's and Practice
// Mode's stacked, so a day's bar is the XP the header counts.
import { Zap } from "lucide-react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { PerformanceDetailed } from "../../../../api/schemas/practice.ts";
import { ChartFigure } from "../../../components/chart/chart-figure.tsx";
import { Legend } from "../../../components/chart/legend.tsx";
import { tooltipOf } from "../../../components/chart/chart-tooltip.tsx";
import {
  chartColors,
  chartMargin,
  dateAxisProps,
  gridProps,
  numberAxisProps,
} from "../../../components/chart/theme.ts";
import { formatShortDate, xpSummary } from "../progress-model.ts";
import { SectionCard } from "./section-card.tsx";

export function XpCard({ xpByDay }: { xpByDay: PerformanceDetailed["xpByDay"] }) {
  return (
    <SectionCard
      title="XP per day"
      icon={Zap}
      description="All the XP you earned each day: the Daily Drop's and Practice Mode's."
    >
      {xpByDay.length > 0 && (
        <Legend
          items={[
            { label: "Daily Drop", color: chartColors.xp },
            { label: "Practice Mode", color: chartColors.primary },
          ]}
        />
      )}
      {xpByDay.length === 0 ? (
        <p className="text-muted-foreground">No XP earned yet.</p>
      ) : (
        <ChartFigure
          summary={xpSummary(xpByDay)}
          caption="XP earned per day"
          columns={["Date", "Daily Drop XP", "Practice Mode XP", "Total XP"]}
          rows={xpByDay.map((day) => [
            formatShortDate(day.date),
            day.dailyDropXp,
            day.practiceXp,
            day.xp,
          ])}
        >
          <BarChart data={[...xpByDay]} margin={chartMargin} accessibilityLayer={false}>
            <CartesianGrid {...gridProps} />
            <XAxis {...dateAxisProps(formatShortDate, 16)} />
            <YAxis {...numberAxisProps({})} />
            <Tooltip
              cursor={{ fill: chartColors.cursor }}
              content={tooltipOf<PerformanceDetailed["xpByDay"][number]>((day) => (
                <>
                  <span className="font-semibold">{formatShortDate(day.date)}</span>
                  <span>Daily Drop: {day.dailyDropXp} XP</span>
                  <span>Practice Mode: {day.practiceXp} XP</span>
                  <span>Total: {day.xp} XP</span>
                </>
              ))}
            />
            <Bar
              dataKey="dailyDropXp"
              stackId="xp"
              fill={chartColors.xp}
              maxBarSize={32}
              isAnimationActive={false}
            />
            <Bar
              dataKey="practiceXp"
              stackId="xp"
              fill={chartColors.primary}
              radius={[4, 4, 0, 0]}
              maxBarSize={32}
              isAnimationActive={false}
            />
          </BarChart>
        </ChartFigure>
      )}
    </SectionCard>
  );
}
