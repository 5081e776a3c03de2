// A student's standing in a group: how many of the OTHER ranked students in it they are strictly
// ahead of, from the group's counts at the student's value (the projection's histograms).

/** A group's counts for one week and metric, at one value: students below it, at it, in all. */
export type GroupCounts = { lower: number; equal: number; total: number };

export type Standing = {
  /** Other ranked students in the group. */
  others: number;
  /** Others strictly behind (a lower value). */
  ahead: number;
  /** Others strictly in front (a higher value). */
  behind: number;
  /** floor(100 × ahead / others), 0 with no others. */
  percentile: number;
};

export const noStanding: Standing = { others: 0, ahead: 0, behind: 0, percentile: 0 };

/**
 * The standing from the group's counts. `selfCounted`: the student is among the counts (ranked
 * and not hidden) and is taken out of them; a hidden student is not in them, and still gets a
 * standing against everyone else.
 */
export function standingFrom(counts: GroupCounts, selfCounted: boolean): Standing {
  const self = selfCounted ? 1 : 0;
  const others = Math.max(0, counts.total - self);
  const ahead = Math.min(counts.lower, others);
  const level = Math.max(0, counts.equal - self);
  const behind = Math.max(0, others - ahead - level);
  return { others, ahead, behind, percentile: percentileBetter(ahead, others) };
}

/** floor(100 × ahead / others); 0 when there are no others. */
export function percentileBetter(ahead: number, others: number): number {
  if (others <= 0) return 0;
  return Math.floor((100 * ahead) / others);
}

/** A figure shown to one decimal. */
export const oneDecimal = (n: number): number => Math.round(n * 10) / 10;

/** total / count to one decimal, 0 for an empty group. */
export const average = (total: number, count: number): number =>
  count > 0 ? oneDecimal(total / count) : 0;
