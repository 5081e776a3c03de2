// The axes the history and projection charts share: dates along the bottom, estimated scores up
// the side over `domain`, ticked every 50 points (a level band).
import { dateAxisProps, numberAxisProps } from "../../../components/chart/theme.ts";
import { formatShortDate, scoreTicks } from "../progress-model.ts";

export function scoreAxes(domain: readonly [number, number]) {
  return {
    x: dateAxisProps(formatShortDate),
    y: numberAxisProps({ domain, ticks: scoreTicks(domain) }),
  };
}
