// Small groups (k-anonymity; docs/rules.md, "Small groups"): a figure over a group is shown only
// when the group has at least MIN_GROUP_SIZE ranked students, so that nobody can work out another
// student's XP (or where they stand) from it and their own figures.
import { MIN_GROUP_SIZE } from "./constants.ts";

/** How many more ranked students a group of `size` needs before its figures are shown. */
export const studentsNeeded = (size: number): number => Math.max(0, MIN_GROUP_SIZE - size);

/** A group of `size` ranked students is large enough for its figures. */
export const groupShown = (size: number): boolean => studentsNeeded(size) === 0;

/**
 * Two figures of nested groups shown side by side (a school inside its region) let a student
 * subtract one from the other: the students in the outer group and not in the inner one must be
 * none or at least MIN_GROUP_SIZE. The number of such students still needed (0 when shown).
 */
export function complementNeeded(outer: number, inner: number): number {
  const rest = outer - inner;
  return rest <= 0 ? 0 : studentsNeeded(rest);
}
