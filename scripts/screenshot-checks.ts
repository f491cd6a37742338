/**
 * The decisions of scripts/screenshots.ts that need no browser: which screens a role's run shoots and which
 * overflowing text is a defect.
 */
import { homePathFor, type NavItem, navigationFor } from '../src/shared/navigation.ts';
import { isRole } from '../src/shared/roles.ts';

/** Every screen of a role's main menu, after its home screen (the field app of a guard), each once. */
export function menuScreenPaths(role: string): string[] {
  if (!isRole(role)) throw new Error(`unknown role: ${role}`);
  const urls = (items: readonly NavItem[]): string[] =>
    items.flatMap((item) => [...(item.url ? [item.url] : []), ...urls(item.children ?? [])]);
  return [...new Set([homePathFor(role), ...urls(navigationFor(role))])];
}

/** An element whose content is larger than its box, as the page measured it. */
export interface OverflowingText {
  /** What it is: a grid header title, a chip label, a grid cell or an element inside one. */
  kind: string;
  /** Its whole text, white space collapsed. */
  text: string;
  /** Wider (`x`) or taller (`y`) than its box, and the element's `overflow` on that axis. */
  overflow: { axis: 'x' | 'y'; style: string }[];
  /** The nearest `title` on the element or its ancestors up to its grid cell, chip or header; null when none. */
  hoverTitle: string | null;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** How the shot's reader reaches text: a desktop has a pointer that hovers, a phone only touch. */
export interface Reader {
  /** false on a phone: a `title` shown on hover is out of reach, so it does not make clipped text readable. */
  hover: boolean;
}

/**
 * Whether the text is cut off for a reader: its box clips it (a scrolling box shows the rest, visible overflow is
 * not clipped by this element) and, for a reader who can hover, no `title` on it or its cell shows the whole text.
 */
export function isCutOff(element: OverflowingText, reader: Reader = { hover: true }): boolean {
  const text = collapse(element.text);
  if (!text) return false;
  const clipped = element.overflow.some(({ style }) => style === 'hidden' || style === 'clip');
  if (!clipped) return false;
  if (!reader.hover) return true;
  return !(element.hoverTitle !== null && collapse(element.hoverTitle).includes(text));
}

/** The defects of one shot, one line each, each once. */
export function cutOffLines(elements: readonly OverflowingText[], reader: Reader = { hover: true }): string[] {
  return [
    ...new Set(
      elements
        .filter((element) => isCutOff(element, reader))
        .map((element) => `${element.kind}: ${collapse(element.text).slice(0, 60)}`),
    ),
  ];
}
