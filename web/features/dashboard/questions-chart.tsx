// The progress card's bar chart: questions answered per day over the last 14 days. recharts is
// large, so this module is its own lazy chunk (progress-card.tsx loads it on demand): neither
// the landing page nor the dashboard's first paint waits for it. The chart is decoration for
// sighted users; the card's table says the same to screen readers, so the chart is hidden from
// them and takes no keyboard focus. Colours, axis text and the tooltip are the chart kit's.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { tooltipOf } from "../../components/chart/chart-tooltip.tsx";
import { axisTick, chartColors } from "../../components/chart/theme.ts";
import { CHART_HEIGHT, type ChartDay } from "./dashboard-model.ts";

export function QuestionsChart({ days }: { days: ChartDay[] }) {
  return (
    <BarChart
      data={days}
      responsive
      style={{ width: "100%", height: CHART_HEIGHT }}
      margin={{ top: 8, right: 4, bottom: 0, left: -16 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={chartColors.grid} />
      <XAxis
        dataKey="short"
        tickLine={false}
        axisLine={false}
        tick={axisTick}
        interval="preserveStartEnd"
        minTickGap={8}
      />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={axisTick} width={40} />
      <Tooltip
        cursor={{ fill: chartColors.cursor }}
        content={tooltipOf<ChartDay>((day) => (
          <>
            <span className="font-semibold">{day.long}</span>
            <span>Questions: {day.count}</span>
          </>
        ))}
      />
      <Bar
        dataKey="count"
        name="Questions"
        fill={chartColors.primary}
        radius={[4, 4, 0, 0]}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
