// The signed-in part of the navigation bar: XP and streak badges, the avatar, name and email,
// 'Log out', the phone-width side sheet, and the five main tabs. Sign-out is a same-site
// navigation to /api/logout (the server refuses it cross-site).
import {
  BarChart3,
  BookOpen,
  CalendarCheck,
  Flame,
  LogOut,
  Menu,
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

export const MAIN_TABS = [
  { href: "/daily-drop", label: "Daily Drop", icon: CalendarCheck },
  { href: "/tips", label: "Test Taking Tips", icon: BookOpen },
  { href: "/progress", label: "Student Progress", icon: BarChart3 },
  { href: "/ranking", label: "How I Rank", icon: Trophy },
  { href: "/friends", label: "Friends", icon: Users },
] as const;

export const SHEET_LINKS = [
  { href: "/", label: "Dashboard" },
  { href: "/diagnostic", label: "Diagnostic Test" },
  { href: "/daily-drop", label: "Daily Drop" },
  { href: "/about", label: "About" },
  { href: "/how-it-works", label: "How It Works" },
  { href: "/faq", label: "FAQ" },
  { href: "/contact", label: "Contact" },
] as const;

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
        <nav aria-label="Menu" className="-mx-2 grid gap-1 border-t pt-4">
          {SHEET_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={() => setOpen(false)}
              className="rounded-md px-3 py-2.5 font-medium hover:bg-accent hover:text-accent-foreground"
            >
              {link.label}
            </Link>
          ))}
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
    <nav aria-label="Main" className="mx-auto max-w-6xl px-2 sm:px-4">
      <ul className="flex gap-1 overflow-x-auto [scrollbar-width:none]">
        {MAIN_TABS.map(({ href, label, icon: Icon }) => {
          const active =
            location.toLowerCase() === href || location.toLowerCase().startsWith(`${href}/`);
          return (
            <li key={href} className="shrink-0">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors",
                  active
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
