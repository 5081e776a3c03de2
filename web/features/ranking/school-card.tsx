// My School: where the student stands among their school's students, their XP this week against
// the school's average, and the server's message. Without a chosen school, it says so.
import { School } from "lucide-react";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { Figures, RankingCard, Standing } from "./ranking-parts.tsx";
import { formatXpTotal } from "../../lib/xp.ts";

export function SchoolCard({ school }: { school: Rankings["school"] }) {
  return (
    <RankingCard
      icon={School}
      title="My School"
      group={school.name ?? "No school chosen yet"}
      message={school.message}
    >
      <Standing
        percentileBetter={school.percentileBetter}
        totalStudents={school.totalStudents}
        label="Your standing in your school"
      />
      <Figures
        figures={[
          { label: "Your XP this week", value: formatXpTotal(school.xpThisWeek) },
          { label: "School average this week", value: formatXpTotal(school.averageXpThisWeek) },
        ]}
      />
    </RankingCard>
  );
}
