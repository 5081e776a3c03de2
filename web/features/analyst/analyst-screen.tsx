// The analysts' screen (/analyst), two tabs: Learning history (find a student, then their
// timeline, downloads and progress as of a day) and Cohort (the items, the skills' mastery
// bands, the days' activity). A visitor is sent to sign in; a signed-in account without the
// analyst role sees that the page is for analysts, and the screen makes none of its reads (the
// API refuses them with 403 anyway: the role check is the server's).
import { ChartNoAxesCombined } from "lucide-react";
import { useEffect, useState } from "react";
import type { AnalystStudent } from "../../../api/schemas/analyst.ts";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { Status } from "../../components/status.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useAuth } from "../../lib/auth.ts";
import { CohortDaysSection } from "./cohort-days.tsx";
import { CohortItemsSection } from "./cohort-items.tsx";
import { CohortSkillsSection } from "./cohort-skills.tsx";
import { isAnalyst } from "./model.ts";
import { AnalystForbidden } from "./parts.tsx";
import { StudentPanel } from "./student-panel.tsx";
import { StudentSearch } from "./student-search.tsx";

export type AnalystTab = "history" | "cohort";

/** Where a visitor signs in. */
export const LOGIN_PATH = "/api/login";

export function AnalystScreen({ tab: initialTab = "history" }: { tab?: AnalystTab }) {
  useDocumentTitle("Analyst");
  const { user, isLoading } = useAuth();
  const visitor = !isLoading && !user;
  useEffect(() => {
    if (visitor) window.location.assign(LOGIN_PATH);
  }, [visitor]);

  if (isLoading) return <Status kind="loading" text="Loading..." />;
  if (visitor) return <Status kind="loading" text="Taking you to sign in..." />;
  if (!isAnalyst(user)) return <AnalystForbidden />;
  return <AnalystTabs initialTab={initialTab} />;
}

export function AnalystTabs({
  initialTab = "history",
  initialStudent = null,
}: {
  initialTab?: AnalystTab;
  initialStudent?: AnalystStudent | null;
}) {
  const [tab, setTab] = useState<AnalystTab>(initialTab);
  const [student, setStudent] = useState<AnalystStudent | null>(initialStudent);
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 px-4 py-8 sm:px-6">
      <ScreenHeader
        icon={ChartNoAxesCombined}
        title="Analyst"
        lead="Students' learning histories and how the question bank works across the cohort."
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as AnalystTab)}
        className="grid min-w-0 gap-4"
      >
        <TabsList
          aria-label="Analyst"
          className="grid w-full grid-cols-2 sm:mx-auto sm:flex sm:w-auto"
        >
          <TabsTrigger value="history">Learning history</TabsTrigger>
          <TabsTrigger value="cohort">Cohort</TabsTrigger>
        </TabsList>
        <TabsContent value="history" className="grid min-w-0 gap-4">
          <StudentSearch selectedId={student?.id ?? null} onSelect={setStudent} />
          {student && <StudentPanel key={student.id} student={student} />}
        </TabsContent>
        <TabsContent value="cohort" className="grid min-w-0 gap-6">
          <CohortItemsSection />
          <CohortSkillsSection />
          <CohortDaysSection />
        </TabsContent>
      </Tabs>
    </div>
  );
}
