// The empty state both views share: what fills this page in, and the way to start.
import { Link } from "wouter";
import { Status } from "../../components/status.tsx";
import { Button } from "../../components/ui/button.tsx";

/** Before the first answer: what fills this page in, and the way to start. */
export function EmptyPractice({ children }: { children: string }) {
  return (
    <Status
      kind="empty"
      title="No practice yet"
      action={
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link href="/daily-drop">Start today's Daily Drop</Link>
        </Button>
      }
    >
      {children}
    </Status>
  );
}
