import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { useDocumentTitle } from "../components/page-layout.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card, CardContent } from "../components/ui/card.tsx";

export function NotFound() {
  useDocumentTitle("Page not found");
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4 pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-7 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
          <Link href="/" className={buttonClasses("outline", "default", "justify-self-start")}>
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
