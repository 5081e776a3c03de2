// The tip card on the Daily Drop's first question before it is answered (spec §3): today's tip
// (the shared read, lib/queries.ts) in the shared card, with a way to the Tips screen, under the
// question. The tip is a bonus beside the practice: while it loads, or when there is none or it
// cannot be read, nothing shows and the question is not held up (nor moved when it arrives).
import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { TipCard } from "../../components/tip-card/tip-card.tsx";
import { tipQueries } from "../../lib/queries.ts";

export function DropTip() {
  const { data: tip, isError } = useQuery(tipQueries.today());
  if (!tip || isError) return null;
  return (
    <TipCard
      tip={tip}
      compact
      eyebrow="Tip of the Day"
      className="mt-5"
      actions={
        <Link
          href="/tips"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          More tips
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      }
    />
  );
}
