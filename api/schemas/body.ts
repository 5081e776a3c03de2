// The body of a route that takes none (issue 31): declared like every other body, so the route
// refuses unknown keys and anything that is not an object with a 400 naming the problem. An
// absent body (no Content-Type, nothing sent: what the SPA, browsers and curl send) is read as
// `{}` before validation (api/plugins/input.ts), so it is the normal call.
import { z } from "zod";

export const noBody = z.strictObject({});
