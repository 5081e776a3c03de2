// Request and response shapes of the school directory routes, shared with the SPA (which imports
// only their types, so zod stays out of the browser bundle).
import { z } from "zod";

/** The spec's school search result: `location` is "City, ST". */
export const schoolSearchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
});
export type SchoolSearchResult = z.infer<typeof schoolSearchResultSchema>;

export const schoolSearchResultsSchema = z.array(schoolSearchResultSchema);
