import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { workspaceSources } from './workspace-sources';
import { dropRadixRootHas } from './radix-root-rule';
import { dropUnrenderedRadixRules, matchesNothing, UNRENDERED_RADIX_COMPONENTS } from './radix-unrendered';

const require = createRequire(import.meta.url);
/** Radix Themes' ES modules: `dist/esm/components/*.js`, which its index re-exports. */
const radixComponents = join(dirname(require.resolve('@radix-ui/themes')), 'components');

/** As Vite's pipeline trims it (`radixRootRule`), but for the breakpoints. */
async function trimmed(css: string) {
  return (await postcss([dropRadixRootHas, dropUnrenderedRadixRules]).process(css, { from: undefined })).css;
}

describe('matchesNothing', () => {
  it.each([
    '.dark',
    '.dark-theme',
    ':is(.dark, .dark-theme)',
    ':is(.dark,.dark-theme) :where(.radix-themes:not(.light,.light-theme))',
    '.radix-themes:where(.dark, .dark-theme)',
    '.rt-SwitchRoot',
    '.rt-Switch:where(.rt-r-size-1)',
    '.rt-ThemePanelSwatch:where(:focus-visible)',
    '.rt-Em :where(.rt-Code)',
  ])('finds that %s matches nothing', (selector) => {
    expect(matchesNothing(selector)).toBe(true);
  });

  it.each([
    ':root',
    '.light',
    '.rt-Button:where(.rt-variant-soft)',
    ':where(.dark, .light) .rt-Text',
    '.radix-themes:not(.dark)',
    '.rt-Emphasis',
    '.rt-TextFieldInput',
    '.rt-SelectContent:where(:has(.rt-SwitchRoot))',
    '.md\\:rt-r-size-2',
    "[data-class='.dark'] .rt-Text",
  ])('keeps %s', (selector) => {
    expect(matchesNothing(selector)).toBe(false);
  });
});

describe('dropUnrenderedRadixRules', () => {
  it("removes the dark appearance and the unrendered components from Radix's stylesheet, and keeps the rest", async () => {
    const css = await readFile(require.resolve('@radix-ui/themes/styles.css'), 'utf8');
    const after = await trimmed(css);
    for (const dropped of [
      '.dark',
      '.rt-SwitchRoot',
      '.rt-Inset',
      '.rt-ThemePanel',
      '.rt-HoverCardContent',
    ]) {
      expect(css).toContain(dropped);
      expect(after).not.toMatch(new RegExp(`${dropped.replace('.', '\\.')}\\b(?!-)`));
    }
    for (const kept of ['.light', '.rt-Button', '.rt-SelectContent', '.rt-ScrollAreaRoot', '--indigo-9']) {
      expect(after).toContain(kept);
    }
    expect(after.length).toBeLessThan(css.length * 0.9);
  });

  it('keeps the other selectors of a rule, and drops a block left empty', async () => {
    expect(await trimmed('.light, .dark { color: red; }')).toBe('.light { color: red; }');
    expect(await trimmed('@media (color-gamut: p3) { .dark { color: red; } } .x { color: blue; }')).toBe(
      '.x { color: blue; }',
    );
  });

  it('no source of the ui package or the app renders an unrendered component or the dark appearance', async () => {
    const files = [
      ...(await workspaceSources('packages/ui/src')),
      ...(await workspaceSources('apps/web/src')),
    ];
    expect(files.length).toBeGreaterThan(50);
    const names = UNRENDERED_RADIX_COMPONENTS.join('|');
    const patterns = [
      // `import { Switch } from '@radix-ui/themes'`, or its module: `@radix-ui/themes/components/switch`.
      new RegExp(`import \\{[^}]*\\b(${names})\\b[^}]*\\} from '@radix-ui/themes'`),
      /@radix-ui\/themes\/components\/(blockquote|container|em|hover-card|inset|quote|section|strong|switch|theme-panel)\b/,
      new RegExp(`\\brt-(${names})([A-Z]\\w*)?\\b`),
      /appearance[=:]\s*\{?\s*['"]dark['"]/,
      /['"`\s]dark(-theme)?['"`\s]/,
    ];
    const offending = files
      .filter(([, text]) => patterns.some((pattern) => pattern.test(text)))
      .map(([path]) => path);
    expect(offending, 'remove the component from UNRENDERED_RADIX_COMPONENTS in radix-unrendered.ts').toEqual(
      [],
    );
  });

  it("no Radix component but the unrendered ones' own modules renders them", async () => {
    const modules = (await readdir(radixComponents)).filter((file) => file.endsWith('.js'));
    const texts = new Map(
      await Promise.all(
        modules.map(async (file) => [file, await readFile(join(radixComponents, file), 'utf8')] as const),
      ),
    );
    const classes = new RegExp(`\\brt-(${UNRENDERED_RADIX_COMPONENTS.join('|')})([A-Z]\\w*)?\\b`);
    // The modules that write an unrendered component's classes, and those that import them.
    const own = [...texts].filter(([, text]) => classes.test(text)).map(([file]) => file);
    expect(own.length).toBeGreaterThanOrEqual(UNRENDERED_RADIX_COMPONENTS.length);
    const importers = [...texts]
      .filter(([file, text]) => !own.includes(file) && own.some((module) => text.includes(`"./${module}"`)))
      .map(([file]) => file);
    // Only the index, which exports every component (the test above finds none of them imported).
    expect(importers).toEqual(['index.js']);
  });
});
