// The signed-in part of the navigation bar: XP and streak badges, the avatar, name and email,
// 'Admin' for admins and 'Analyst' for analysts (in the bar and the side sheet), 'Log out', the
// phone-width side sheet, and the five main tabs.
// Sign-out is a same-site navigation to /api/logout (the server refuses it cross-site).
import {
  AtSign,
  BarChart3,
  BookOpen,
  CalendarCheck,
  ChartNoAxesCombined,
  Flame,
  LogOut,
  Menu,
  ShieldCheck,
  Trophy,
  Users,
  Zap,
} from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Avatar, initials } from "../components/ui/avatar.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import {
  Dialog,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  SheetContent,
} from "../components/ui/dialog.tsx";
import { Tooltip } from "../components/ui/tooltip.tsx";
import { displayName, type User } from "../lib/auth.ts";
import { cn } from "../lib/cn.ts";
import { CHANGE_USERNAME_PATH } from "../../api/schemas/pages.ts";

/** The five main tabs; `short` is the label under the icon on a phone, where all five share
 *  one row (the full label is the link's accessible name there too). */
export const MAIN_TABS = [
  { href: "/daily-drop", label: "Daily Drop", short: "Daily Drop", icon: CalendarCheck },
  { href: "/tips", label: "Test Taking Tips", short: "Tips", icon: BookOpen },
  { href: "/progress", label: "Student Progress", short: "Progress", icon: BarChart3 },
  { href: "/ranking", label: "How I Rank", short: "Rank", icon: Trophy },
  { href: "/friends", label: "Friends", short: "Friends", icon: Users },
] as const;

/** The side sheet: the spec's items with the main tabs added after Daily Drop, so every main
 *  screen is one tap away on a phone; then the information pages. */
export const SHEET_SECTIONS = [
  [
    { href: "/", label: "Dashboard" },
    { href: "/diagnostic", label: "Diagnostic Test" },
    ...MAIN_TABS.map(({ href, label }) => ({ href, label })),
  ],
  [
    { href: "/about", label: "About" },
    { href: "/how-it-works", label: "How It Works" },
    { href: "/faq", label: "FAQ" },
    { href: "/contact", label: "Contact" },
  ],
] as const;

/** The screens a user's roles open: /admin for an admin, /analyst for an analyst (the analyst
 *  role is held apart from the admin role, so one user may have both, or neither). */
export function roleLinks(user: Pick<User, "role" | "analyst">) {
  return [
    ...(user.role === "admin" ? [{ href: "/admin", label: "Admin", icon: ShieldCheck }] : []),
    ...(user.analyst ? [{ href: "/analyst", label: "Analyst", icon: ChartNoAxesCombined }] : []),
  ];
}

export default function AccountMenu({
  user,
  showGamification,
}: {
  user: User;
  showGamification: boolean;
}) {
  const name = displayName(user);
  const fallback = initials(user.firstName, user.lastName, user.email);
  return (
    <>
      {showGamification && <GameBadges user={user} />}
      <div className="hidden items-center gap-3 md:flex">
        <Avatar src={user.profileImageUrl} fallback={fallback} />
        <div className="grid max-w-48 leading-tight">
          <span className="truncate text-sm font-semibold">{name}</span>
          {user.email && (
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          )}
        </div>
        {roleLinks(user).map(({ href, label, icon: Icon }) => (
          <Link key={href} href={href} className={buttonClasses("ghost", "sm")}>
            <Icon aria-hidden />
            {/* Icon-only (named for screen readers) until the bar has room for the words. */}
            <span className="sr-only lg:not-sr-only">{label}</span>
          </Link>
        ))}
        {user.username && (
          <Link href={CHANGE_USERNAME_PATH} className={buttonClasses("ghost", "sm")}>
            <AtSign aria-hidden />
            {/* Icon-only (named for screen readers) until the bar has room for the words. */}
            <span className="sr-only lg:not-sr-only">Change username</span>
          </Link>
        )}
        <a href="/api/logout" className={buttonClasses("ghost", "sm")}>
          <LogOut aria-hidden />
          Log out
        </a>
      </div>
      <MobileMenu user={user} name={name} fallback={fallback} />
    </>
  );
}

function GameBadges({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-1.5">
      <Tooltip content="Total XP: earned by answering questions">
        <Badge variant="xp" tabIndex={0} aria-label={`${user.totalXP} XP`}>
          <Zap aria-hidden />
          {user.totalXP.toLocaleString("en-US")}
          <span className="hidden sm:inline">XP</span>
        </Badge>
      </Tooltip>
      <Tooltip content="Day streak: days in a row with a finished Daily Drop">
        <Badge variant="streak" tabIndex={0} aria-label={`${user.streakDays} day streak`}>
          <Flame aria-hidden />
          {user.streakDays}
          <span className="hidden sm:inline">day streak</span>
        </Badge>
      </Tooltip>
    </div>
  );
}

function MobileMenu({ user, name, fallback }: { user: User; name: string; fallback: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className={cn(buttonClasses("ghost", "icon"), "md:hidden")}
        aria-label="Open menu"
      >
        <Menu className="size-5!" aria-hidden />
      </DialogTrigger>
      <SheetContent>
        <div className="flex items-center gap-3 pr-8">
          <Avatar src={user.profileImageUrl} fallback={fallback} className="size-11" />
          <div className="grid min-w-0 leading-tight">
            <DialogTitle className="truncate text-base">{name}</DialogTitle>
            <DialogDescription className="truncate">{user.email ?? "Signed in"}</DialogDescription>
          </div>
        </div>
        <nav aria-label="Menu" className="-mx-2 grid gap-1 border-t pt-3">
          {SHEET_SECTIONS.map((links, i) => (
            <ul key={i} className={cn("grid gap-0.5", i > 0 && "mt-1 border-t pt-2")}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={() => setOpen(false)}
                    className="block rounded-md px-3 py-2 font-medium hover:bg-accent hover:text-accent-foreground"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
          {roleLinks(user).map(({ href, label, icon: Icon }) => (
            <Link
              key={href}
              href={href}
              onClick={() => setOpen(false)}
              className="mt-1 flex items-center gap-2 rounded-md border-t px-3 py-3 font-medium hover:bg-accent hover:text-accent-foreground"
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          ))}
          {user.username && (
            <Link
              href={CHANGE_USERNAME_PATH}
              onClick={() => setOpen(false)}
              className="mt-1 flex items-center gap-2 rounded-md border-t px-3 py-3 font-medium hover:bg-accent hover:text-accent-foreground"
            >
              <AtSign className="size-4" aria-hidden />
              Change username
            </Link>
          )}
          <a
            href="/api/logout"
            className="mt-2 flex items-center gap-2 rounded-md border-t px-3 py-3 font-medium text-destructive hover:bg-accent"
          >
            <LogOut className="size-4" aria-hidden />
            Log out
          </a>
        </nav>
      </SheetContent>
    </Dialog>
  );
}

export function MainTabs({ location }: { location: string }) {
  return (
    <nav aria-label="Main" className="mx-auto max-w-6xl px-1 sm:px-4">
      {/* Below 640 px the five tabs share the row as icon-over-label columns, so all five show
          at 320 px; from 640 px they are a row of icon-and-label tabs. */}
      <ul className="grid grid-cols-5 sm:flex sm:gap-1">
        {MAIN_TABS.map(({ href, label, short, icon: Icon }) => {
          const active =
            location.toLowerCase() === href || location.toLowerCase().startsWith(`${href}/`);
          return (
            <li key={href} className="min-w-0 sm:shrink-0">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                aria-label={label}
                className={cn(
                  "flex flex-col items-center gap-0.5 border-b-2 px-1 pt-2 pb-1.5 text-xs font-medium transition-colors sm:flex-row sm:gap-2 sm:px-3 sm:py-2.5 sm:text-sm",
                  active
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="max-w-full truncate sm:hidden">{short}</span>
                <span className="hidden sm:inline">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
