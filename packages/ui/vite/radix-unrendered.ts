import { list, type Plugin as PostcssPlugin } from 'postcss';

/**
 * The Radix Themes components that nothing in Comptoir renders: no source imports them, and no Radix
 * component Comptoir imports renders them (a unit test checks both, against Radix's own modules).
 * Their classes are `rt-<name>` and `rt-<name><Part>` (`rt-SwitchRoot`, `rt-ThemePanelSwatch`).
 */
export const UNRENDERED_RADIX_COMPONENTS = [
  'Blockquote',
  'Container',
  'Em',
  'HoverCard',
  'Inset',
  'Quote',
  'Section',
  'Strong',
  'Switch',
  'ThemePanel',
] as const;

/**
 * Radix's dark appearance: a `Theme` given `appearance="dark"`, or a `dark` class above it. Comptoir's
 * theme is light (`ThemeRoot` and the overlays' `Theme`s inherit it), and nothing sets that class.
 */
const DARK_CLASSES = ['dark', 'dark-theme'];

const unrenderedComponent = new RegExp(`^rt-(${UNRENDERED_RADIX_COMPONENTS.join('|')})([A-Z]\\w*)?$`);

/** Whether no element of Comptoir's pages has this class. */
function neverRendered(className: string): boolean {
  return DARK_CLASSES.includes(className) || unrenderedComponent.test(className);
}

/**
 * Whether `selector` matches no element of Comptoir's pages: one of its compound selectors needs a class
 * that no element has, either written plainly (`.rt-SwitchRoot`, `.dark .x`) or as every argument of an
 * `:is()` or `:where()` (`:is(.dark, .dark-theme)`). Classes under `:not()`, `:has()` or any other
 * function are left alone, so a selector this keeps may still match nothing, never the other way round.
 */
export function matchesNothing(selector: string): boolean {
  let depth = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    // Parentheses, and attribute selectors' brackets, whose values may hold a dot.
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '\\') index += 1;
    else if (depth === 0 && char === '.') {
      const className = /^[\w-]+/.exec(selector.slice(index + 1))?.[0] ?? '';
      if (neverRendered(className)) return true;
    } else if (depth === 0 && char === ':') {
      const group = /^:(is|where)\(/.exec(selector.slice(index));
      if (group === null) continue;
      const open = index + group[0].length;
      let close = open;
      for (let inner = 1; inner > 0 && close < selector.length; close += 1) {
        if (selector[close] === '(') inner += 1;
        else if (selector[close] === ')') inner -= 1;
      }
      if (list.comma(selector.slice(open, close - 1)).every(matchesNothing)) return true;
      index = close - 1;
    }
  }
  return false;
}

/**
 * Drops the selectors of Radix Themes' stylesheet that match no element of Comptoir's pages: those of
 * {@link UNRENDERED_RADIX_COMPONENTS} and of the dark appearance (its colour scales, about 2.7 KiB of
 * brotli). A rule loses those selectors, and goes when none is left; an at-rule left empty goes too.
 */
export const dropUnrenderedRadixRules: PostcssPlugin = {
  postcssPlugin: 'comptoir-drop-unrendered-radix-rules',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => !matchesNothing(selector));
    if (kept.length === rule.selectors.length) return;
    const parent = rule.parent;
    if (kept.length > 0) {
      rule.selectors = kept;
      return;
    }
    rule.remove();
    // An `@media` or `@supports` block that held only such rules.
    for (let block = parent; block?.type === 'atrule' && block.nodes.length === 0;) {
      const above = block.parent;
      block.remove();
      block = above;
    }
  },
};
