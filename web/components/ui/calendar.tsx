// A month calendar on DayPicker (accessible grid, keyboard navigation), in the spec's locale:
// English (US), weeks starting on Sunday. Its colours are the design tokens, set as DayPicker's
// own variables inline (its stylesheet is not in a cascade layer, so it outranks utilities).
import { DayPicker, type DayPickerProps } from "@daypicker/react";
import "@daypicker/react/style.css";
import type { CSSProperties } from "react";

const tokens = {
  "--rdp-accent-color": "var(--primary)",
  "--rdp-accent-background-color": "var(--accent)",
  "--rdp-today-color": "var(--primary)",
  "--rdp-day-height": "40px",
  "--rdp-day-width": "40px",
  "--rdp-day_button-height": "38px",
  "--rdp-day_button-width": "38px",
} as CSSProperties;

export function Calendar({ style, classNames, ...props }: DayPickerProps) {
  return (
    <DayPicker
      weekStartsOn={0}
      style={{ ...tokens, ...style }}
      classNames={{
        root: "rdp-root text-sm",
        selected: "rdp-selected [&>button]:bg-primary [&>button]:text-primary-foreground",
        today: "rdp-today font-bold",
        ...classNames,
      }}
      {...props}
    />
  );
}
