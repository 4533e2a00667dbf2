import type { Plugin as PostcssPlugin } from 'postcss';

/**
 * Radix Themes' breakpoints (`@media (min-width: …)` of its stylesheet) by the key a responsive prop gives
 * them: `<Flex gap={{ initial: '2', sm: '4' }}>`.
 */
const RADIX_BREAKPOINTS = { xs: 520, sm: 768, md: 1024, lg: 1280, xl: 1640 } as const;
type RadixBreakpoint = keyof typeof RADIX_BREAKPOINTS;

/** The breakpoints Comptoir's responsive props use; `test` keeps the sources to them. */
const USED_RADIX_BREAKPOINTS: readonly RadixBreakpoint[] = ['sm', 'md'];

/** The breakpoints whose rules are dropped. */
export const UNUSED_RADIX_BREAKPOINTS = (Object.keys(RADIX_BREAKPOINTS) as RadixBreakpoint[]).filter(
  (breakpoint) => !USED_RADIX_BREAKPOINTS.includes(breakpoint),
);

const unusedWidths = new Set(
  UNUSED_RADIX_BREAKPOINTS.map((breakpoint) => `${RADIX_BREAKPOINTS[breakpoint]}px`),
);

/**
 * Drops the rules of Radix Themes' breakpoints that no responsive prop uses. Every rule inside one of
 * Radix's `@media (min-width: …)` blocks is a responsive variant (`.xs\:rt-r-gap-2`, `.rt-Button:where(.lg\:rt-r-size-3)`),
 * applied only when a prop names that breakpoint: of the 60 KiB (gzip) of Radix's stylesheet, the unused
 * `xs`, `lg` and `xl` variants are 14. A prop given one of them needs it added to
 * {@link USED_RADIX_BREAKPOINTS} (a unit test checks the sources for them).
 */
export const dropUnusedRadixBreakpoints: PostcssPlugin = {
  postcssPlugin: 'comptoir-drop-unused-radix-breakpoints',
  AtRule: {
    media(atRule) {
      const width = /^\(min-width:\s*(\d+px)\)$/.exec(atRule.params.trim())?.[1];
      if (width === undefined || !unusedWidths.has(width)) return;
      const breakpoint = UNUSED_RADIX_BREAKPOINTS.find((key) => `${RADIX_BREAKPOINTS[key]}px` === width);
      // Only Radix's variants: a rule of ours at the same width is kept.
      const selectors: string[] = [];
      atRule.walkRules((rule) => {
        selectors.push(...rule.selectors);
      });
      if (selectors.every((selector) => selector.includes(`.${breakpoint}\\:`))) atRule.remove();
    },
  },
};
