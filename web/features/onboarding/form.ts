// The onboarding form's rules, apart from React: the labels the 'Missing Information' toast
// names, the checks made before anything is sent, the SAT date choices, and what the three
// parallel saves' outcome means for the student.
import type { SchoolSearchResult } from "../../../api/schemas/schools.ts";
import {
  nameProblem,
  satHistories,
  upcomingSatDates,
  type GradeLevel,
  type SatHistory,
} from "../../../domain/identity/onboarding-rules.ts";
import { hiddenCharacter } from "../../../domain/text.ts";
import { ApiError } from "../../lib/api.ts";
import { formatLongDate } from "../../lib/dates.ts";

export type OnboardingForm = {
  firstName: string;
  lastName: string;
  gradeLevel: GradeLevel | "";
  satHistory: SatHistory | "";
  /** The school as typed, or the name of the directory school chosen. */
  school: string;
  /** The directory school chosen from the search; null once the student types over it. */
  chosenSchool: SchoolSearchResult | null;
  /** A preset administration (yyyy-MM-dd), CUSTOM_DATE, or "" for none yet. */
  satDateChoice: string;
  /** The calendar's date when satDateChoice is CUSTOM_DATE. */
  customSatDate: string;
};

export const emptyForm: OnboardingForm = {
  firstName: "",
  lastName: "",
  gradeLevel: "",
  satHistory: "",
  school: "",
  chosenSchool: null,
  satDateChoice: "",
  customSatDate: "",
};

/** The select value for 'Other/Custom Date' (a preset is always a yyyy-MM-dd date). */
export const CUSTOM_DATE = "custom";

export const labels = {
  firstName: "First Name",
  lastName: "Last Name",
  gradeLevel: "Grade Level",
  satHistory: "SAT Testing History",
  school: "School Name",
  satDate: "SAT Date",
} as const;
export type LabelledField = keyof typeof labels;

export const gradeLevelLabels: Record<GradeLevel, string> = {
  "9": "9th Grade (Freshman)",
  "10": "10th Grade (Sophomore)",
  "11": "11th Grade (Junior)",
  "12": "12th Grade (Senior)",
};

const satHistoryLabels: Record<SatHistory, string> = {
  never: "I haven't taken the SAT yet",
  once: "I've taken it once",
  multiple: "I've taken it more than once",
};

export const satHistoryOptions = satHistories.map((value) => ({
  value,
  label: satHistoryLabels[value],
}));

/** The SAT date the form will send, or "" when none is chosen. */
export function chosenSatDate(form: OnboardingForm): string {
  return form.satDateChoice === CUSTOM_DATE ? form.customSatDate : form.satDateChoice;
}

/** The labels of the required fields left empty, in the form's order. */
export function missingFields(form: OnboardingForm): string[] {
  const filled: Record<LabelledField, boolean> = {
    firstName: form.firstName.trim() !== "",
    lastName: form.lastName.trim() !== "",
    gradeLevel: form.gradeLevel !== "",
    satHistory: form.satHistory !== "",
    school: form.school.trim() !== "",
    satDate: chosenSatDate(form) !== "",
  };
  return (Object.keys(labels) as LabelledField[])
    .filter((field) => !filled[field])
    .map((field) => labels[field]);
}

/** The spec's toast for missing fields. */
export function missingInformationToast(missing: string[]) {
  return { title: "Missing Information", description: `Please fill out: ${missing.join(", ")}` };
}

/** Problems with filled-in names, shown under their fields (the server's own rule). */
export function nameProblems(
  form: OnboardingForm,
): Partial<Record<"firstName" | "lastName", string>> {
  const problems: Partial<Record<"firstName" | "lastName", string>> = {};
  for (const field of ["firstName", "lastName"] as const) {
    const value = form[field];
    const problem = value.trim() === "" ? null : nameProblem(value);
    if (problem) problems[field] = `${labels[field]} ${problem}.`;
  }
  return problems;
}

/** A typed school with a character no one can see (a right-to-left override, a zero-width
 *  space: domain/text.ts), named under the field; the server refuses it too. */
export function schoolProblem(form: OnboardingForm): string | null {
  if (form.chosenSchool || hiddenCharacter(form.school) === null) return null;
  return `${labels.school} has an invisible or control character (pasted text can carry one). Please type it again.`;
}

/** The preset choices: the administrations after today, soonest first. */
export function satDatePresets(today: string) {
  return upcomingSatDates(today).map(({ date, status }) => ({
    value: date,
    label: formatLongDate(date),
    anticipated: status === "anticipated",
  }));
}

export type Save = "demographics" | "school" | "satDate";

/** The name of a save in its failure toast ('Failed to save SAT date. Please try again.'). */
const saveNames: Record<Save, string> = {
  demographics: "demographics",
  school: "school",
  satDate: "SAT date",
};

export type SaveOutcome =
  | { kind: "saved" }
  | { kind: "logged-out" }
  | { kind: "failed"; toasts: { title: string; description: string }[] };

/**
 * What the three saves' results mean. Any failure whose message contains 401 means the session
 * ended: the student is sent to sign in again. Otherwise each failed save has its own toast.
 */
export function saveOutcome(results: Record<Save, PromiseSettledResult<unknown>>): SaveOutcome {
  const failed = (Object.keys(results) as Save[]).filter(
    (save) => results[save].status === "rejected",
  );
  if (failed.length === 0) return { kind: "saved" };
  const reasons = failed.map((save) => (results[save] as PromiseRejectedResult).reason);
  if (reasons.some((reason) => errorMessage(reason).includes("401"))) return { kind: "logged-out" };
  return {
    kind: "failed",
    toasts: failed.map((save) => ({
      title: "Error",
      description: `Failed to save ${saveNames[save]}. Please try again.`,
    })),
  };
}

function errorMessage(reason: unknown): string {
  if (reason instanceof ApiError) return reason.message;
  return reason instanceof Error ? reason.message : String(reason);
}

export const UNAUTHORIZED_TOAST = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
  variant: "destructive" as const,
};

export const DEMO_TOAST = {
  title: "Demo Mode",
  description:
    "Form validation passed! In a real app, this would save your data and proceed to diagnostic.",
};

/** The spec's delays: to the diagnostic after saving, to sign-in after a 401. */
export const AFTER_SAVE_DELAY_MS = 100;
export const AFTER_UNAUTHORIZED_DELAY_MS = 500;

/** Where an already onboarded student goes instead of the form, or null to show the form. */
export function onboardedRedirect(
  user: {
    gradeLevel: string | null;
    school: string | null;
    satDate: string | null;
    diagnosticCompleted: boolean;
  } | null,
): "/" | "/diagnostic" | null {
  if (!user?.gradeLevel || !user.school || !user.satDate) return null;
  return user.diagnosticCompleted ? "/" : "/diagnostic";
}
