// The How I Rank screen (/ranking): four cards, My School, My Friends, My Region and All
// Students (stacked on a phone, two by two from 768 px), from GET /api/rankings; the setting to
// hide oneself from others' rankings; and the spec's footer note.
import { useQuery } from "@tanstack/react-query";
import { Trophy } from "lucide-react";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { QueryStatus } from "../../components/status.tsx";
import { FriendsCard } from "./friends-card.tsx";
import { GlobalCard } from "./global-card.tsx";
import { rankingQueries } from "./queries.ts";
import { RANKINGS_NOTE } from "./ranking-model.ts";
import { RegionCard } from "./region-card.tsx";
import { SchoolCard } from "./school-card.tsx";
import { VisibilitySetting } from "./visibility-setting.tsx";

export function RankingScreen() {
  useDocumentTitle("How I Rank");
  const standings = useQuery(rankingQueries.standings());
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6 px-4 py-8 sm:px-6">
      <ScreenHeader
        icon={Trophy}
        title="How I Rank"
        lead="How this week's progress compares with your school, your friends, your region and everyone."
      />
      <QueryStatus
        read={standings}
        loadingText="Loading your rankings..."
        errorTitle="We couldn't load your rankings"
      >
        {(rankings) => <RankingCards rankings={rankings} />}
      </QueryStatus>
      <VisibilitySetting />
      <p className="text-center text-sm text-muted-foreground">{RANKINGS_NOTE}</p>
    </div>
  );
}

export function RankingCards({ rankings }: { rankings: Rankings }) {
  return (
    <div className="grid min-w-0 gap-6 md:grid-cols-2">
      <SchoolCard school={rankings.school} />
      <FriendsCard friends={rankings.friends} />
      <RegionCard region={rankings.region} />
      <GlobalCard global={rankings.global} />
    </div>
  );
}
