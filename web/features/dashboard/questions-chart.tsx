// The progress card's bar chart: questions answered per day over the last 14 days. recharts is
// large, so this module is its own lazy chunk (dashboard-parts.tsx loads it on demand): neither
// the landing page nor the dashboard's first paint waits for it. The chart is decoration for
// sighted users; the card's table says the same to screen readers, so the chart is hidden from
// them and takes no keyboard focus.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
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
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis
        dataKey="short"
        tickLine={false}
        axisLine={false}
        tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
        interval="preserveStartEnd"
        minTickGap={8}
      />
      <YAxis
        allowDecimals={false}
        tickLine={false}
        axisLine={false}
        tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
        width={40}
      />
      <Tooltip
        cursor={{ fill: "var(--muted)" }}
        contentStyle={{
          background: "var(--popover)",
          color: "var(--popover-foreground)",
          border: "1px solid var(--border)",
          borderRadius: 8,
          fontSize: 14,
        }}
        labelStyle={{ fontWeight: 600 }}
        labelFormatter={(_, payload) => (payload[0]?.payload as ChartDay | undefined)?.long ?? ""}
        formatter={(value) => [String(value), "Questions"]}
      />
      <Bar
        dataKey="count"
        name="Questions"
        fill="var(--primary)"
        radius={[4, 4, 0, 0]}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
