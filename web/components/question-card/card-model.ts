// The question card's small rules, apart from React: how the subject and skill read, and when
// an answer may be submitted.

import { skillNames } from "../../../domain/questions/item.ts";

const subjectNames: Record<string, string> = { english: "English", math: "Math" };

/** "english" → "English", "math" → "Math" (anything else as given). */
export function subjectLabel(subject: string): string {
  return subjectNames[subject] ?? subject;
}

/** A skill as students read it: its name ("command_of_evidence_quantitative" → "Command of
 *  Evidence: Quantitative"); an id the bank does not know, with underscores as spaces (spec). */
export function skillLabel(subsection: string): string {
  if (Object.hasOwn(skillNames, subsection))
    return skillNames[subsection as keyof typeof skillNames];
  return subsection.replaceAll("_", " ").replace(/\s+/g, " ").trim();
}

/** The card's label: "Math · linear equations in one variable". */
export function questionLabel(subject: string, subsection: string): string {
  const skill = skillLabel(subsection);
  return skill ? `${subjectLabel(subject)} · ${skill}` : subjectLabel(subject);
}

/**
 * Submit Answer is enabled only with a choice selected, the choices readable, nothing loading,
 * no answer already on its way and the question not under review.
 */
export function canSubmit(state: {
  selected: string | null;
  hasChoices: boolean;
  loading: boolean;
  submitting: boolean;
  reviewing: boolean;
}): boolean {
  return (
    state.selected !== null &&
    state.hasChoices &&
    !state.loading &&
    !state.submitting &&
    !state.reviewing
  );
}
