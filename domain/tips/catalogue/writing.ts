// writing tips (issue 19): written for Levelfield, copied from nowhere.
import type { Tip } from "../tip.ts";

export const writingTips: readonly Tip[] = [];
