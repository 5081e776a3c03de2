// The one minimum for a figure over a group of students (the house rule: no group figure for
// fewer than 5 students). With 5, a group figure and one's own answer reveal at most something
// of 4 others together; with 2 they reveal the other student's. Used by the rankings
// (domain/rankings/privacy.ts) and by "x% of students missed this" (domain/analytics).
export const MIN_GROUP_SIZE = 5;
