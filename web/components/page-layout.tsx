// The frame of every information page: a Back button, the title and an optional lead, then the
// page's own content at a comfortable reading width.
import { ArrowLeft } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useBack } from "../lib/history-depth.ts";
import { cn } from "../lib/cn.ts";
import { Button } from "./ui/button.tsx";

export function PageLayout({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Wider than reading width, for pages laid out in cards. */
  wide?: boolean;
}) {
  const back = useBack();
  useDocumentTitle(title);
  return (
    <div
      className={cn("mx-auto w-full px-4 py-6 sm:px-6 sm:py-10", wide ? "max-w-5xl" : "max-w-3xl")}
    >
      <Button variant="ghost" size="sm" className="-ml-2" onClick={back}>
        <ArrowLeft aria-hidden />
        Back
      </Button>
      <header className="mt-4 mb-8 grid gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lead && <p className="text-lg text-muted-foreground">{lead}</p>}
      </header>
      {children}
    </div>
  );
}

/** Prose styles for long text: headings, paragraphs and lists with room to breathe. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "grid gap-4 leading-relaxed text-foreground/90",
        "[&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground",
        "[&_h3]:mt-2 [&_h3]:font-semibold [&_h3]:text-foreground",
        "[&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Sets the tab title to "<page> · Levelfield" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Levelfield`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
