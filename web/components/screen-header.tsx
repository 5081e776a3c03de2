// The heading block of a signed-in screen's first view: an icon in a soft tile, the page's h1
// and one lead sentence, centred.
import type { ComponentType, ReactNode } from "react";

export function ScreenHeader({
  icon: Icon,
  title,
  lead,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: ReactNode;
  lead: ReactNode;
}) {
  return (
    <header className="mb-6 grid justify-items-center gap-3 text-center sm:mb-8">
      <span className="grid size-12 place-items-center rounded-2xl bg-secondary text-primary">
        <Icon className="size-6" aria-hidden />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="max-w-xl text-lg text-muted-foreground">{lead}</p>
    </header>
  );
}
