// The dashboard (`/` for an onboarded student with a username): the greeting and today's date,
// quick actions, the streak, XP and level tiles, today's Daily Drop card beside the progress
// card (questions per day), the diagnostic card and the daily-practice note.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { useAuth } from "../../lib/auth.ts";
import { dailyDropQueries, progressQueries } from "../../lib/queries.ts";
import { DailyDropCard } from "./daily-drop-card.tsx";
import { DiagnosticCard } from "./diagnostic-card.tsx";
import { Greeting, PracticeNote, QuickActions } from "./greeting.tsx";
import { ProgressCard } from "./progress-card.tsx";
import { StatTiles } from "./stat-tiles.tsx";
import { dashboardStats, diagnosticScores } from "./dashboard-model.ts";

export function Dashboard() {
  useDocumentTitle("Dashboard");
  const { user } = useAuth();
  // The browser's clock, read once when the dashboard opens.
  const [today] = useState(() => new Date());
  const signedIn = user !== null;
  const dropProgress = useQuery({ ...dailyDropQueries.progress(), enabled: signedIn });
  // Read again whenever the dashboard opens (the cached numbers show meanwhile): the chart
  // changes with the day, which "fresh until refreshed" would miss in a tab left open.
  const detailed = useQuery({
    ...progressQueries.detailed(),
    refetchOnMount: "always",
    enabled: signedIn,
  });
  // Home renders the dashboard only for a signed-in user; nothing to show without one.
  if (!user) return null;
  const stats = dashboardStats(user, dropProgress.data);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:gap-8 sm:px-6">
      <header className="grid gap-4 lg:flex lg:items-end lg:justify-between">
        <Greeting firstName={user.firstName} today={today} />
        <QuickActions dropCompleted={dropProgress.data?.todaySession.isCompleted ?? false} />
      </header>
      <StatTiles streakDays={stats.streakDays} totalXP={stats.totalXP} levels={stats.levels} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DailyDropCard progress={dropProgress.data} failed={dropProgress.isError} />
        <ProgressCard detailed={detailed.data} failed={detailed.isError} />
        <div className="lg:col-span-2">
          {user.diagnosticCompleted ? (
            <DiagnosticCard
              completed
              scores={detailed.data?.estimatedScores}
              diagnostic={diagnosticScores(user)}
            />
          ) : (
            <DiagnosticCard completed={false} inProgress={user.diagnosticInProgress} />
          )}
        </div>
      </div>
      <PracticeNote />
    </div>
  );
}
