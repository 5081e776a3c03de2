// Personal data in events (email, names, birth year, picture, a typed school, a username, a
// report's note) is only ever present sealed by the vault (`pd1.…`, vault/vault.ts): erasing a
// user forgets the key and these fields become noise.
import { z } from "zod";

/** A value sealed by the vault for the event's user. */
export const sealed = z.string().regex(/^pd1\.[^.]+\.[^.]+\.[^.]+$/, "must be a sealed value");
