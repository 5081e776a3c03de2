// The dashboard (`/` for an onboarded student with a username): the greeting and today's date,
// quick actions, the streak, XP and level tiles, the diagnostic card and the daily-practice note.
// The Daily Drop card and the progress card arrive with the Daily Drop issue: the Daily Drop
// card becomes the first item of the cards grid below, the progress card sits beside it.
import { useState } from "react";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { useAuth } from "../../lib/auth.ts";
import {
  DiagnosticCard,
  Greeting,
  PracticeNote,
  QuickActions,
  StatTiles,
} from "./dashboard-parts.tsx";
import { DEFAULT_LEVEL, estimatedScores } from "./dashboard-model.ts";

export function Dashboard() {
  useDocumentTitle("Dashboard");
  const { user } = useAuth();
  // The browser's clock, read once when the dashboard opens.
  const [today] = useState(() => new Date());
  // Home renders the dashboard only for a signed-in user; nothing to show without one.
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:gap-8 sm:px-6">
      <header className="grid gap-4 lg:flex lg:items-end lg:justify-between">
        <Greeting firstName={user.firstName} today={today} />
        <QuickActions />
      </header>
      <StatTiles
        streakDays={user.streakDays}
        totalXP={user.totalXP}
        levels={{ english: DEFAULT_LEVEL, math: DEFAULT_LEVEL }}
      />
      <div className="grid gap-6">
        {user.diagnosticCompleted ? (
          <DiagnosticCard completed scores={estimatedScores(user)} />
        ) : (
          <DiagnosticCard completed={false} />
        )}
      </div>
      <PracticeNote />
    </div>
  );
}
