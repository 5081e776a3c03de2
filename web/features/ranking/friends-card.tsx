// My Friends: how many friends and how many practiced this week, the student's XP this week
// against the top friend's, the week's top performers (at most 3) and the server's message.
// With no friends yet, the way to add some.
import { HeartHandshake } from "lucide-react";
import { Link } from "wouter";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { Button } from "../../components/ui/button.tsx";
import { Figures, RankingCard, TopPerformers } from "./ranking-parts.tsx";
import { formatNumber } from "./ranking-model.ts";
import { formatXpTotal } from "../../lib/xp.ts";

export function FriendsCard({ friends }: { friends: Rankings["friends"] }) {
  const alone = friends.totalFriends === 0;
  return (
    <RankingCard
      icon={HeartHandshake}
      title="My Friends"
      group={
        alone
          ? "No friends yet"
          : `${formatNumber(friends.friendsActive)} of ${formatNumber(friends.totalFriends)} ${
              friends.totalFriends === 1 ? "friend" : "friends"
            } active this week`
      }
      message={friends.message}
    >
      <Figures
        figures={[
          { label: "Your XP this week", value: formatXpTotal(friends.yourXpThisWeek) },
          { label: "Top friend's XP this week", value: formatXpTotal(friends.topFriendXp) },
        ]}
      />
      <TopPerformers performers={friends.topPerformers} />
      {alone && (
        <Button asChild variant="outline" className="justify-self-start">
          <Link href="/friends">Add friends</Link>
        </Button>
      )}
    </RankingCard>
  );
}
