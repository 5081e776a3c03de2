// The onboarding screen (/onboarding, and `/` for a student without a grade level or school):
// name, grade level, SAT history, school and SAT date. Missing fields get the spec's 'Missing
// Information' toast; a malformed name shows under its field. A visitor gets demo mode (the
// form checks, nothing is saved). A student's three saves run in parallel; when all succeed the
// diagnostic follows after 100 ms. A student who has already onboarded is sent on instead.
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { gradeLevels, NAME_MAX_LENGTH } from "../../../domain/identity/onboarding-rules.ts";
import { useDocumentTitle } from "../../components/page-layout.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Field, Label } from "../../components/ui/input.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useAuth } from "../../lib/auth.ts";
import { authQueries } from "../../lib/queries.ts";
import { localIsoDate } from "../../lib/dates.ts";
import {
  AFTER_SAVE_DELAY_MS,
  AFTER_UNAUTHORIZED_DELAY_MS,
  DEMO_TOAST,
  emptyForm,
  gradeLevelLabels,
  labels,
  missingFields,
  missingInformationToast,
  nameProblems,
  schoolProblem,
  onboardedRedirect,
  saveOutcome,
  satHistoryOptions,
  UNAUTHORIZED_TOAST,
  type OnboardingForm,
} from "./form.ts";
import { useOnboardingSaves } from "./queries.ts";
import { SatDateField } from "./sat-date-field.tsx";
import { SchoolSearch } from "./school-search.tsx";

export function OnboardingScreen() {
  useDocumentTitle("Welcome to Levelfield");
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const save = useOnboardingSaves();
  const [form, setForm] = useState<OnboardingForm>(emptyForm);
  const [problems, setProblems] = useState<ReturnType<typeof nameProblems> & { school?: string }>(
    {},
  );
  const [saving, setSaving] = useState(false);
  const [today] = useState(() => localIsoDate(new Date()));
  const isDemo = user === null;

  // Already onboarded: on to the diagnostic, or home once it is done. Not while this form's own
  // saves land (they complete the profile; the form moves on after its delay).
  const redirect = saving ? null : onboardedRedirect(user);
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const update = (changes: Partial<OnboardingForm>) => setForm((f) => ({ ...f, ...changes }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(form);
    if (missing.length > 0) {
      toast({ ...missingInformationToast(missing), variant: "destructive" });
      return;
    }
    const school = schoolProblem(form);
    const found = { ...nameProblems(form), ...(school ? { school } : {}) };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (isDemo) {
      toast(DEMO_TOAST);
      return;
    }
    setSaving(true);
    const outcome = saveOutcome(await save(form));
    switch (outcome.kind) {
      case "saved":
        setTimeout(() => {
          navigate("/diagnostic");
          // Home reads the profile: it is stale now that onboarding is done.
          void queryClient.invalidateQueries({ queryKey: authQueries.profile().queryKey });
        }, AFTER_SAVE_DELAY_MS);
        return;
      case "logged-out":
        toast(UNAUTHORIZED_TOAST);
        setTimeout(() => window.location.assign("/api/login"), AFTER_UNAUTHORIZED_DELAY_MS);
        return;
      case "failed":
        for (const failure of outcome.toasts) toast({ ...failure, variant: "destructive" });
        setSaving(false);
        return;
    }
  }

  if (redirect) return null;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <ScreenHeader
        icon={Sparkles}
        title="Welcome to Levelfield"
        lead="Tell us a little about yourself so we can personalize your SAT prep."
      />

      {isDemo && (
        <p className="mb-4 rounded-lg border border-dashed bg-muted px-4 py-3 text-sm">
          <strong>Demo mode:</strong> you're not signed in, so nothing you enter is saved.{" "}
          <Link href="/?sign-in=new" className="font-semibold text-primary underline">
            Create an account
          </Link>{" "}
          to keep your progress.
        </p>
      )}

      <Card>
        <CardContent className="p-5 sm:p-8">
          <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5" aria-busy={saving}>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <Field
                label={labels.firstName}
                name="firstName"
                autoComplete="given-name"
                maxLength={NAME_MAX_LENGTH}
                value={form.firstName}
                error={problems.firstName}
                onChange={(e) => update({ firstName: e.target.value })}
              />
              <Field
                label={labels.lastName}
                name="lastName"
                autoComplete="family-name"
                maxLength={NAME_MAX_LENGTH}
                value={form.lastName}
                error={problems.lastName}
                onChange={(e) => update({ lastName: e.target.value })}
              />
            </div>

            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <ChoiceField
                label={labels.gradeLevel}
                placeholder="Select your grade"
                value={form.gradeLevel}
                options={gradeLevels.map((value) => ({ value, label: gradeLevelLabels[value] }))}
                onChange={(gradeLevel) => update({ gradeLevel })}
              />
              <ChoiceField
                label={labels.satHistory}
                placeholder="Have you taken the SAT?"
                value={form.satHistory}
                options={satHistoryOptions}
                onChange={(satHistory) => update({ satHistory })}
              />
            </div>

            <SchoolSearch
              label={labels.school}
              school={form.school}
              chosen={form.chosenSchool}
              onType={(school) => update({ school, chosenSchool: null })}
              onChoose={(chosen) => update({ school: chosen.name, chosenSchool: chosen })}
              error={problems.school}
            />

            <SatDateField
              label={labels.satDate}
              choice={form.satDateChoice}
              customDate={form.customSatDate}
              today={today}
              onChoose={(satDateChoice) => update({ satDateChoice })}
              onCustomDate={(customSatDate) => update({ customSatDate })}
            />

            <Button
              type="submit"
              size="lg"
              className="mt-2 h-auto min-h-12 w-full px-4 py-3 text-sm whitespace-normal sm:text-base"
              disabled={saving}
            >
              {saving ? "Setting up your account..." : "Complete Setup & Start Diagnostic"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

function ChoiceField<V extends string>({
  label,
  placeholder,
  value,
  options,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: V | "";
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = `${label.toLowerCase().replaceAll(" ", "-")}-choice`;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as V)}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent position="popper" className="w-(--radix-select-trigger-width)">
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
