// My School: this week's standing so far beside last week's final one among the school's
// students, the student's XP this week against the school's average (hidden, with how many more
// students it needs, while the school has fewer than 5 this week), and the server's message.
// Without a chosen school, it says so.
import { School } from "lucide-react";
import type { Rankings } from "../../../api/schemas/rankings.ts";
import { Figures, RankingCard, WeekStandings } from "./ranking-parts.tsx";
import { averageNeededText } from "./ranking-model.ts";
import { formatXpTotal } from "../../lib/xp.ts";

export function SchoolCard({ school }: { school: Rankings["school"] }) {
  return (
    <RankingCard
      icon={School}
      title="My School"
      group={school.name ?? "No school chosen yet"}
      message={school.message}
    >
      {school.name !== null && (
        <WeekStandings
          lastWeek={school.lastWeek}
          thisWeek={school.thisWeek}
          label="in your school"
        />
      )}
      <Figures
        figures={[
          { label: "Your XP this week", value: formatXpTotal(school.xpThisWeek) },
          ...(school.name === null
            ? []
            : [
                school.averageXpThisWeek === null
                  ? {
                      label: "School average this week",
                      value: "Not yet",
                      hint: averageNeededText(school.averageStudentsNeeded),
                    }
                  : {
                      label: "School average this week",
                      value: formatXpTotal(school.averageXpThisWeek),
                    },
              ]),
        ]}
      />
    </RankingCard>
  );
}
