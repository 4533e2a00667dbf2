import type { Plugin as PostcssPlugin } from 'postcss';
import type { Plugin } from 'vite';
import { dropUnusedRadixBreakpoints } from './radix-breakpoints';
import { dropUnrenderedRadixRules } from './radix-unrendered';

/** The part of Radix's colour-scheme rules that reaches `<html>` from the root `Theme`. */
const ROOT_HAS = ':root:where(:has(.radix-themes';

/**
 * Drops Radix Themes' `:root:where(:has(.radix-themes[data-is-root-theme='true']…))` selectors, keeping the
 * `.radix-themes` selectors of the same rules.
 *
 * The `:has()` makes chromium re-check `<html>` whenever elements are inserted anywhere in the page, and
 * restyle it with its custom properties: about 11 times per sort of the results list, some 16 ms of a
 * 100 ms budget at 4× CPU throttling (packages/ui README, "Benchmark"). The rule only sets `color-scheme`
 * on `<html>` when a root `Theme` is given an explicit `appearance`. Comptoir's themes never are, so
 * nothing that renders changes; a dark appearance would have to set `color-scheme` on `:root` itself.
 */
export const dropRadixRootHas: PostcssPlugin = {
  postcssPlugin: 'comptoir-drop-radix-root-has',
  Rule(rule) {
    if (!rule.selector.includes(ROOT_HAS)) return;
    const kept = rule.selectors.filter((selector) => !selector.trim().startsWith(ROOT_HAS));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
};

/**
 * {@link dropRadixRootHas}, {@link dropUnusedRadixBreakpoints} and {@link dropUnrenderedRadixRules} in
 * Vite's CSS pipeline, after Tailwind has inlined Radix's stylesheet.
 */
export function radixRootRule(): Plugin {
  return {
    name: 'comptoir-radix-root-rule',
    config: () => ({
      css: { postcss: { plugins: [dropRadixRootHas, dropUnusedRadixBreakpoints, dropUnrenderedRadixRules] } },
    }),
  };
}
