/**
 * Whether the signed-in tabs fit on the header bar beside the team, the trial countdown, the
 * check-ins badge and the user menu. A fixed breakpoint cannot know: team names, the countdown
 * and the badge change the room left. Below the width where they no longer fit, the tabs take a
 * row of their own instead of being cut off under the right-hand corner.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Marks the tabs' element among the bar's children (its content width is read, not its box). */
export const TABS_ATTRIBUTE = 'data-header-tabs';
/** Room for the gaps between the bar's parts, so the tabs never touch the corner. */
const SLACK_PX = 24;

/** The width the bar's children need on one row: each one's box, the tabs' full content. */
export function neededWidth(bar: HTMLElement): number {
  let total = SLACK_PX;
  for (const child of Array.from(bar.children)) {
    if (!(child instanceof HTMLElement)) continue;
    total += child.hasAttribute(TABS_ATTRIBUTE) ? child.scrollWidth : child.offsetWidth;
  }
  return total;
}

/**
 * True while the bar's parts do not fit on one row; re-measured whenever the bar or a part
 * resizes, a part is added or removed, and when `content` (what the bar draws) changes.
 */
export function useTabsOverflow(barRef: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [overflow, setOverflow] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` changes the parts to observe and measure.
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (bar === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(bar);
      const inner = bar.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      setOverflow(neededWidth(bar) > inner);
    };
    const observer = new ResizeObserver(measure);
    const observeParts = () => {
      for (const child of Array.from(bar.children)) observer.observe(child);
    };
    observer.observe(bar);
    observeParts();
    // A part that arrives later (the signed-in bar loads in its own chunk) is observed and measured too.
    const arrivals = new MutationObserver(() => {
      observeParts();
      measure();
    });
    arrivals.observe(bar, { childList: true });
    measure();
    return () => {
      observer.disconnect();
      arrivals.disconnect();
    };
  }, [barRef, content]);
  return overflow;
}
