// Every projection's name, in one list below the api and the projections (both may import
// database/): the api names the read models a command waits for by these (api/read-your-writes.ts
// `settle`), so a misspelt name fails to compile. projections/registry.test.ts holds this list
// equal to the projections the projector runs (projections/registry.ts).
export const projectionNames = [
  "activity",
  "users",
  "questions",
  "practice",
  "password-resets",
  "friends",
  "rankings",
  "tips",
  "planning",
  "responses",
  "history",
  "analyst-accesses",
  "question-reports",
] as const;

/** The name of a projection the projector runs. */
export type ProjectionName = (typeof projectionNames)[number];
