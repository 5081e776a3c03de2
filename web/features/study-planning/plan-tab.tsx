// Study Plan: the current plan (test date, hours, time, intensity, adherence, the projected score
// with the plan against without it, the week-by-week schedule), and 'Create Study Plan', which
// shows the form; Cancel or a created plan hides it again (spec §3, §4).
import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, ClipboardList } from "lucide-react";
import { useState } from "react";
import type { StudyPlan } from "../../../api/schemas/planning.ts";
import { QueryStatus } from "../../components/status.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { localIsoDate } from "../../lib/dates.ts";
import { PlanFormCard } from "./plan-form.tsx";
import { PlanProjection } from "./plan-projection.tsx";
import { PlanSchedule } from "./plan-schedule.tsx";
import { Figures } from "./planning-parts.tsx";
import {
  adherenceText,
  intensityLabels,
  planFormFrom,
  preferredTimeLabels,
  shortDate,
  type PlanForm,
} from "./planning-model.ts";
import { planningQueries, useCreateStudyPlan } from "./queries.ts";

export function PlanTab({ forceLogin }: { forceLogin: () => void }) {
  const plan = useQuery(planningQueries.plan());
  const [formOpen, setFormOpen] = useState(false);
  const create = useCreateStudyPlan({ hideForm: () => setFormOpen(false), forceLogin });
  // The student's calendar day, read once: the schedule's "this week" and the date's minimum.
  const [today] = useState(() => new Date());
  return (
    <QueryStatus
      read={plan}
      loadingText="Loading your study plan..."
      errorTitle="We couldn't load your study plan"
    >
      {(current) => (
        <PlanTabView
          plan={current}
          today={localIsoDate(today)}
          tomorrow={localIsoDate(
            new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1),
          )}
          formOpen={formOpen}
          saving={create.isPending}
          onOpenForm={() => setFormOpen(true)}
          onCancel={() => setFormOpen(false)}
          onSubmit={(form) => create.mutate(form)}
        />
      )}
    </QueryStatus>
  );
}

export function PlanTabView({
  plan,
  today,
  tomorrow,
  formOpen,
  saving,
  onOpenForm,
  onCancel,
  onSubmit,
}: {
  plan: StudyPlan | null;
  today: string;
  tomorrow: string;
  formOpen: boolean;
  saving: boolean;
  onOpenForm: () => void;
  onCancel: () => void;
  onSubmit: (form: PlanForm) => void;
}) {
  return (
    <div className="grid min-w-0 gap-4">
      {formOpen ? (
        <PlanFormCard
          initial={planFormFrom(plan)}
          tomorrow={tomorrow}
          saving={saving}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      ) : plan ? null : (
        <NoPlanYet onCreate={onOpenForm} />
      )}
      {plan && (
        <>
          <PlanSummary plan={plan} onCreate={formOpen ? null : onOpenForm} />
          <div className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
            <PlanProjection plan={plan} />
            <PlanSchedule plan={plan} today={today} />
          </div>
        </>
      )}
    </div>
  );
}

function CreateButton({ onCreate }: { onCreate: () => void }) {
  return (
    <Button onClick={onCreate}>
      <CalendarPlus aria-hidden />
      Create Study Plan
    </Button>
  );
}

function NoPlanYet({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="border-dashed">
      <CardHeader className="gap-2">
        <div className="flex items-center gap-2">
          <ClipboardList className="size-5 text-primary" aria-hidden />
          <CardTitle as="h3">No study plan yet</CardTitle>
        </div>
        <CardDescription className="text-base">
          Choose how many hours a week you can give and when you like to study. You'll get a
          week-by-week schedule to your test date and the score it puts within reach.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CreateButton onCreate={onCreate} />
      </CardContent>
    </Card>
  );
}

export function PlanSummary({
  plan,
  onCreate,
}: {
  plan: StudyPlan;
  /** Shows 'Create Study Plan' (a new plan replaces this one); null while the form is open. */
  onCreate: (() => void) | null;
}) {
  return (
    <Card className="min-w-0" data-testid="plan-summary">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden />
            <CardTitle as="h3">Your study plan</CardTitle>
          </div>
          <CardDescription>Created {shortDate(plan.createdAt.slice(0, 10))}</CardDescription>
        </div>
        {onCreate && <CreateButton onCreate={onCreate} />}
      </CardHeader>
      <CardContent className="grid gap-4">
        <Figures
          columns={4}
          figures={[
            {
              label: "Test date",
              value: (
                <>
                  {shortDate(plan.testDate)}
                  {plan.testDateFromProfile && (
                    <span className="block text-xs font-normal text-muted-foreground">
                      your SAT date
                    </span>
                  )}
                </>
              ),
            },
            { label: "Weekly hours", value: `${plan.weeklyHours} hours` },
            { label: "Preferred time", value: preferredTimeLabels[plan.preferredTime] },
            { label: "Intensity", value: intensityLabels[plan.studyIntensity] },
          ]}
        />
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">
            <span className="font-semibold">Adherence: </span>
            {adherenceText(plan.adherence)}
          </p>
          {plan.adherence !== null && (
            <Progress
              value={plan.adherence}
              aria-label="Plan adherence"
              getValueLabel={() => `${plan.adherence}%`}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
