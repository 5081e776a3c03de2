// The footer on every page: what Levelfield is, the information pages, and the trademark note.
import { Link } from "wouter";
import { Logo } from "../components/logo.tsx";

const columns: { heading: string; links: { href: string; label: string }[] }[] = [
  {
    heading: "Levelfield",
    links: [
      { href: "/how-it-works", label: "How It Works" },
      { href: "/faq", label: "FAQ" },
      { href: "/about", label: "About" },
    ],
  },
  {
    heading: "Community",
    links: [
      { href: "/schools", label: "Schools & PTAs" },
      { href: "/buy-one-give-one", label: "Buy One Give One" },
      { href: "/contact", label: "Contact" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { href: "/privacy", label: "Privacy" },
      { href: "/terms", label: "Terms" },
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-auto border-t bg-card/60">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 grid content-start gap-3 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            SAT prep that levels the playing field: about five focused minutes a day, for every
            student.
          </p>
        </div>
        {columns.map((column) => (
          <nav
            key={column.heading}
            aria-label={column.heading}
            className="grid content-start gap-3"
          >
            <h2 className="text-sm font-semibold">{column.heading}</h2>
            <ul className="grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Levelfield. SAT® is a trademark registered by the College
          Board, which is not affiliated with, and does not endorse, Levelfield.
        </p>
      </div>
    </footer>
  );
}
