// Frames the full-screen flows share (the diagnostic, the Daily Drop): a narrow centred column,
// a problem card (what went wrong and what to do), and 'Please log in' with its button.
import { CircleAlert, LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "./ui/card.tsx";

export function Narrow({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 md:py-10 ${wide ? "max-w-3xl" : "max-w-xl"}`}>
      {children}
    </div>
  );
}

export function Problem({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Narrow>
      <Card className="text-center">
        <CardHeader className="items-center gap-3">
          <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <CircleAlert className="size-6" aria-hidden />
          </span>
          <CardTitle as="h1" className="text-2xl font-extrabold">
            {title}
          </CardTitle>
          <p className="text-muted-foreground">{lead}</p>
        </CardHeader>
        {children && (
          <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
            {children}
          </CardContent>
        )}
      </Card>
    </Narrow>
  );
}

/** 'Please log in', saying what needs it, with the Log In button (the screen redirects too). */
export function PleaseLogIn({ lead }: { lead: string }) {
  return (
    <Problem title="Please log in" lead={lead}>
      <Button asChild size="lg">
        <a href="/api/login">
          <LogIn aria-hidden />
          Log In
        </a>
      </Button>
    </Problem>
  );
}
