// Each subject's icon on the Progress cards (its colour on the charts is the chart kit's).
import { BookOpen, Calculator } from "lucide-react";

export const SUBJECT_ICON = { english: BookOpen, math: Calculator } as const;
