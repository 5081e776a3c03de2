// The page a signed-in account sees at a staff screen (/admin, /analyst) it has no role for.
import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "./ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card.tsx";

export function StaffOnly({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:px-6 md:py-16">
      <Card className="text-center">
        <CardHeader className="items-center gap-3">
          <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <ShieldAlert className="size-6" aria-hidden />
          </span>
          <CardTitle as="h1" className="text-2xl font-extrabold">
            {title}
          </CardTitle>
          <CardDescription className="text-base">{lead}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg">
            <Link href="/">Back to your dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
