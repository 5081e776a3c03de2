// wildcard tips (issue 19): written for Levelfield, copied from nowhere.
import type { Tip } from "../tip.ts";

export const wildcardTips: readonly Tip[] = [];
