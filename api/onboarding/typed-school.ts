// The group key of a school a student typed (not one from the directory): a keyed hash of its
// normalised name, so students who typed the same school are ranked together while the name
// itself is only ever stored sealed. The API computes it because it holds the key; the decider
// records what it is given (domain/identity/user/decide-profile.ts ChooseSchool).
import { normaliseSchoolName } from "../../domain/rankings/groups.ts";
import { keyedHash } from "../../vault/vault.ts";

/**
 * HMAC-SHA256 (base64url) of the normalised name with the "typed-school-group" subkey
 * (ApiDeps.keys.schoolGroup), or null when the name normalises to nothing.
 */
export function typedSchoolKey(schoolGroupKey: Buffer, typedName: string): string | null {
  const normalised = normaliseSchoolName(typedName);
  return normalised ? keyedHash(schoolGroupKey, normalised) : null;
}
