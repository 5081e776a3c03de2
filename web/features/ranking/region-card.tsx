// My Region: the school's ZIP area ("ZIP 021xx"), this week's standing so far beside last week's
// final one among the region's students, their school's place last week among the region's
// schools ("#3 in your region", only among 2+ schools of 5+), their XP this week against the
// region's average (hidden for a small group), last week's trending schools (or "No trend yet")
// and the server's message.
import { MapPin, TrendingUp } from "lucide-react";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { Figures, RankingCard, WeekStandings, type Figure } from "./ranking-parts.tsx";
import {
  averageNeededText,
  schoolRankText,
  weekText,
  xpGainText,
  zipText,
} from "./ranking-model.ts";
import { formatXpTotal } from "../../lib/xp.ts";

export function RegionCard({ region }: { region: Rankings["region"] }) {
  const rank = schoolRankText(region.yourSchoolRank);
  const average: Figure =
    region.averageXpThisWeek === null
      ? {
          label: "Region average this week",
          value: "Not yet",
          // Enough students, but too few outside the student's school: its average is beside it.
          hint:
            region.thisWeek.studentsNeeded > 0
              ? averageNeededText(region.averageStudentsNeeded)
              : `${averageNeededText(region.averageStudentsNeeded)} from other schools`,
        }
      : { label: "Region average this week", value: formatXpTotal(region.averageXpThisWeek) };
  // Without a region (no directory school) there is no average to show.
  const figures: Figure[] = [
    { label: "Your XP this week", value: formatXpTotal(region.xpThisWeek) },
    ...(region.zipCode === null ? [] : [average]),
  ];
  return (
    <RankingCard
      icon={MapPin}
      title="My Region"
      group={zipText(region.zipCode) ?? "No region yet: your school isn't in our directory"}
      message={region.message}
    >
      {region.zipCode !== null && (
        <WeekStandings
          lastWeek={region.lastWeek}
          thisWeek={region.thisWeek}
          label="in your region"
        />
      )}
      {rank && (
        <p className="text-sm">
          Your school last week: <span className="font-bold">{rank}</span>
        </p>
      )}
      <Figures figures={figures} />
      <section className="grid gap-2" aria-label="Trending schools">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <TrendingUp className="size-4 text-primary" aria-hidden />
          Trending schools
          <span className="font-normal text-muted-foreground">
            {weekText(region.lastWeek.week)}
          </span>
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
                <span className="min-w-0 wrap-anywhere">
                  {school.name}
                  {school.isYourSchool && (
                    <span className="text-muted-foreground"> (your school)</span>
                  )}
                </span>
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
