// The groups a student is ranked in: their school, their region (the school's ZIP area) and
// everyone. A directory school is its id; a school typed freely is the keyed hash of its
// normalised name (see schoolGroup); a region is the first three digits of the school's ZIP.
import { sealed } from "../identity/sealed.ts";

/**
 * A typed school name as a group key: lower case, accents removed, punctuation dropped, and runs
 * of spaces made one, so "St. Mary's  High" and "st marys high" are the same school.
 */
export function normaliseSchoolName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A ZIP's area: its first three digits, or null for anything that is not a US ZIP. */
export function zipArea(zip: string | null): string | null {
  if (zip === null) return null;
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(zip.trim());
  return match ? match[1]! : null;
}

export type SchoolGroup = {
  /** The school group's key, or null when the student is in no school group. */
  schoolKey: string | null;
  /** The region (ZIP area), or null: only a directory school with a ZIP has one. */
  zipArea: string | null;
};

/**
 * The groups a SchoolChosen puts a student in. A directory school is `school:<id>` with its ZIP
 * area. A typed school is `typed:<typedSchoolKey>`: the API's keyed hash of the normalised name,
 * so students who typed the same school (whatever its case, accents, punctuation or spaces) are
 * one group while the name itself stays sealed. Without a key:
 * - a name in the clear (events before typed names were sealed) is `typed:<normalised name>`.
 *   Such a group never matches a keyed one for the same school; acceptable, since the product
 *   had no students before typed names were sealed;
 * - a sealed name (events before the key existed) is readable only with its owner's key, so it
 *   can match nobody else's and the student is in no school group (the message says so).
 */
export function schoolGroup(school: {
  schoolId: string | null;
  name: string;
  zip: string | null;
  /** Absent on events recorded before it existed. */
  typedSchoolKey?: string | null | undefined;
}): SchoolGroup {
  if (school.schoolId !== null) {
    return { schoolKey: `school:${school.schoolId}`, zipArea: zipArea(school.zip) };
  }
  if (school.typedSchoolKey) return { schoolKey: `typed:${school.typedSchoolKey}`, zipArea: null };
  if (sealed.safeParse(school.name).success) return { schoolKey: null, zipArea: null };
  const normalised = normaliseSchoolName(school.name);
  return { schoolKey: normalised ? `typed:${normalised}` : null, zipArea: null };
}

/** The directory id of a `school:<id>` key, or null for a typed school's key. */
export function directorySchoolId(schoolKey: string): string | null {
  return schoolKey.startsWith("school:") ? schoolKey.slice("school:".length) : null;
}
