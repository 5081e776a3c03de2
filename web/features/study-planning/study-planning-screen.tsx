// The Study Planning screen (/study-planning): four tabs, Daily Recommendations, Performance
// Insights, Optimal Timing and Study Plan (the tab kept in the address as `?tab=…`, so Back and
// a shared link land on it). Each tab reads its own data when first shown. Login is forced when
// the student is not signed in or a call answers 401 (spec §6, §8).
import { CalendarCheck } from "lucide-react";
import { useLocation, useSearch } from "wouter";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { Status } from "../../components/status.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useAuth } from "../../lib/auth.ts";
import { useForcedLogin } from "./forced-login.ts";
import { InsightsTab } from "./insights-tab.tsx";
import { PlanTab } from "./plan-tab.tsx";
import { planningTabs, searchForTab, tabOf, type PlanningTab } from "./planning-model.ts";
import { RecommendationsTab } from "./recommendations-tab.tsx";
import { TimingTab } from "./timing-tab.tsx";

export function StudyPlanningScreen() {
  useDocumentTitle("Study Planning");
  const { isLoading, isAuthenticated } = useAuth();
  const { loggingIn, forceLogin } = useForcedLogin(!isLoading && !isAuthenticated);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = tabOf(search);
  const show = (next: string) =>
    navigate(`${location}${searchForTab(next as PlanningTab)}`, { replace: true });

  if (isLoading) return <Status kind="loading" text="Loading..." />;
  if (loggingIn || !isAuthenticated) return <Status kind="loading" text="Logging in again..." />;

  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 px-4 py-8 sm:px-6">
      <ScreenHeader
        icon={CalendarCheck}
        title="Study Planning"
        lead="What to practice today, what your answers show, when to study, and your plan to test day."
      />
      <PlanningTabs tab={tab} onTabChange={show} forceLogin={forceLogin} />
    </div>
  );
}

export function PlanningTabs({
  tab,
  onTabChange,
  forceLogin,
}: {
  tab: PlanningTab;
  onTabChange: (tab: string) => void;
  forceLogin: () => void;
}) {
  return (
    <Tabs value={tab} onValueChange={onTabChange} className="grid min-w-0 gap-2">
      <TabsList
        aria-label="Study planning"
        className="grid w-full grid-cols-2 sm:mx-auto sm:flex sm:w-auto"
      >
        {planningTabs.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="min-h-9 px-2 whitespace-normal sm:px-4">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="recommendations" className="min-w-0">
        <RecommendationsTab />
      </TabsContent>
      <TabsContent value="insights" className="min-w-0">
        <InsightsTab />
      </TabsContent>
      <TabsContent value="timing" className="min-w-0">
        <TimingTab />
      </TabsContent>
      <TabsContent value="plan" className="min-w-0">
        <PlanTab forceLogin={forceLogin} />
      </TabsContent>
    </Tabs>
  );
}
