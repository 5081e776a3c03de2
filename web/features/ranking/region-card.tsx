// My Region: the school's ZIP area ("ZIP 021xx"), where the student stands among the region's
// students, their school's place among the region's schools ("#3 in your region"), their XP
// this week against the region's average, the trending schools (or "No trend yet") and the
// server's message.
import { MapPin, TrendingUp } from "lucide-react";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { Figures, RankingCard, Standing, type Figure } from "./ranking-parts.tsx";
import { schoolRankText, xpGainText, zipText } from "./ranking-model.ts";
import { formatXpTotal } from "../../lib/xp.ts";

export function RegionCard({ region }: { region: Rankings["region"] }) {
  const rank = schoolRankText(region.yourSchoolRank);
  const figures: Figure[] = [
    { label: "Your XP this week", value: formatXpTotal(region.xpThisWeek) },
    { label: "Region average this week", value: formatXpTotal(region.averageXpThisWeek) },
  ];
  return (
    <RankingCard
      icon={MapPin}
      title="My Region"
      group={zipText(region.zipCode) ?? "No region yet: your school isn't in our directory"}
      message={region.message}
    >
      <Standing
        percentileBetter={region.percentileBetter}
        totalStudents={region.totalStudents}
        label="Your standing in your region"
      />
      {rank && (
        <p className="text-sm">
          Your school: <span className="font-bold">{rank}</span>
        </p>
      )}
      <Figures figures={figures} />
      <section className="grid gap-2" aria-label="Trending schools">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <TrendingUp className="size-4 text-primary" aria-hidden />
          Trending schools
        </h3>
        {region.trendingSchools.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trend yet</p>
        ) : (
          <ul className="grid gap-1.5">
            {region.trendingSchools.slice(0, 3).map((school) => (
              <li
                key={school.name}
                className="flex min-w-0 items-baseline justify-between gap-3 text-sm"
              >
                <span className="min-w-0 wrap-anywhere">{school.name}</span>
                <span className="shrink-0 font-medium text-primary tabular-nums">
                  {xpGainText(school.xpGain)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </RankingCard>
  );
}
