// A dashboard card's heading: its icon and title.
import { type LucideIcon } from "lucide-react";
import { CardTitle } from "../../components/ui/card.tsx";

export function CardHeading({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="size-5 text-primary" aria-hidden />
      <CardTitle>{title}</CardTitle>
    </div>
  );
}
