// The plan form (spec §5): test date (optional: the SAT date from onboarding otherwise), weekly
// hours (3, 5, 7, 10 or 15; 7 by default), preferred time (morning 6AM-12PM, afternoon 12PM-6PM,
// evening 6PM-10PM) and intensity (light, moderate, intensive). 'Save Plan' sends it; Cancel
// hides it. Shown only after 'Create Study Plan'.
import { CalendarPlus, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/ui/select.tsx";
import { cn } from "../../lib/cn.ts";
import {
  intensityHints,
  intensityLabels,
  PREFERRED_TIMES,
  preferredTimeLabels,
  STUDY_INTENSITIES,
  WEEKLY_HOURS_OPTIONS,
  type PlanForm,
  type PreferredTime,
  type WeeklyHours,
} from "./planning-model.ts";

export function PlanFormCard({
  initial,
  tomorrow,
  saving,
  onSubmit,
  onCancel,
}: {
  initial: PlanForm;
  /** The first day a test date may be (yyyy-MM-dd). */
  tomorrow: string;
  saving: boolean;
  onSubmit: (form: PlanForm) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const update = (changes: Partial<PlanForm>) => setForm((f) => ({ ...f, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(form);
  };

  return (
    <Card className="min-w-0 border-primary/40" data-testid="plan-form">
      <CardHeader>
        <div className="flex items-center gap-2">
          <CalendarPlus className="size-5 text-primary" aria-hidden />
          <CardTitle as="h3">New study plan</CardTitle>
        </div>
        <CardDescription>
          Tell us how much time you have. Your plan runs week by week to your test date.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-5" aria-label="New study plan" noValidate>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2 sm:col-span-2">
              <Label htmlFor={`${id}-date`}>Test date (optional)</Label>
              <Input
                id={`${id}-date`}
                name="testDate"
                type="date"
                min={tomorrow}
                value={form.testDate}
                onChange={(event) => update({ testDate: event.target.value })}
                aria-describedby={`${id}-date-hint`}
                className="sm:max-w-xs"
              />
              <p id={`${id}-date-hint`} className="text-sm text-muted-foreground">
                Leave it empty to plan to the SAT date you chose when you signed up.
              </p>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-hours`}>Weekly study hours</Label>
              <Select
                value={String(form.weeklyHours)}
                onValueChange={(value) => update({ weeklyHours: Number(value) as WeeklyHours })}
              >
                <SelectTrigger id={`${id}-hours`}>
                  <SelectValue>{form.weeklyHours} hours a week</SelectValue>
                </SelectTrigger>
                <SelectContent position="popper" className="w-(--radix-select-trigger-width)">
                  {WEEKLY_HOURS_OPTIONS.map((hours) => (
                    <SelectItem key={hours} value={String(hours)}>
                      {hours} hours a week
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-time`}>Preferred study time</Label>
              <Select
                value={form.preferredTime}
                onValueChange={(value) => update({ preferredTime: value as PreferredTime })}
              >
                <SelectTrigger id={`${id}-time`}>
                  <SelectValue>{preferredTimeLabels[form.preferredTime]}</SelectValue>
                </SelectTrigger>
                <SelectContent position="popper" className="w-(--radix-select-trigger-width)">
                  {PREFERRED_TIMES.map((time) => (
                    <SelectItem key={time} value={time}>
                      {preferredTimeLabels[time]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">Study intensity</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {STUDY_INTENSITIES.map((intensity) => {
                const checked = form.studyIntensity === intensity;
                return (
                  <label
                    key={intensity}
                    className={cn(
                      "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                      checked && "border-primary bg-secondary",
                    )}
                  >
                    <input
                      type="radio"
                      name="studyIntensity"
                      value={intensity}
                      checked={checked}
                      onChange={() => update({ studyIntensity: intensity })}
                      className="mt-1 size-4 accent-(--primary)"
                    />
                    <span className="grid gap-0.5">
                      <span className="font-semibold">{intensityLabels[intensity]}</span>
                      <span className="text-sm text-muted-foreground">
                        {intensityHints[intensity]}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={saving}>
              <X aria-hidden />
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              <CalendarPlus aria-hidden />
              {saving ? "Saving..." : "Save Plan"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
