import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import postcss, { type Root } from 'postcss';
import { describe, expect, it } from 'vitest';
import { dropRadixRootHas } from './radix-root-rule';

const radixStyles = createRequire(import.meta.url).resolve('@radix-ui/themes/styles.css');

async function trimmed(css: string) {
  return (await postcss([dropRadixRootHas]).process(css, { from: undefined })).root;
}

function selectorsOf(root: Root) {
  const selectors: string[] = [];
  root.walkRules((rule) => {
    selectors.push(...rule.selectors);
  });
  return selectors;
}

describe('dropRadixRootHas', () => {
  it("removes the :root:has() selectors from Radix's stylesheet and keeps every rule's other selectors", async () => {
    const css = await readFile(radixStyles, 'utf8');
    const before = postcss.parse(css);
    const after = await trimmed(css);

    expect(css).toContain(":root:where(:has(.radix-themes[data-is-root-theme='true']");
    expect(after.toString()).not.toContain(':has(.radix-themes');
    const kept = new Set(selectorsOf(after));
    const removed = selectorsOf(before).filter((selector) => !kept.has(selector));
    expect(removed).toEqual([
      ":root:where(:has(.radix-themes[data-is-root-theme='true']:where(.light, .light-theme)))",
      ":root:where(:has(.radix-themes[data-is-root-theme='true']:where(.dark, .dark-theme)))",
    ]);
    const colorSchemes: string[] = [];
    after.walkDecls('color-scheme', (declaration) => {
      if (declaration.parent?.type === 'rule')
        colorSchemes.push(`${declaration.parent.selector} → ${declaration.value}`);
    });
    expect(colorSchemes).toEqual([
      '.radix-themes:where(.light, .light-theme) → light',
      '.radix-themes:where(.dark, .dark-theme) → dark',
    ]);
  });

  it('removes a rule whose only selector is the root one, and leaves other :has() rules alone', async () => {
    const after = await trimmed(
      ":root:where(:has(.radix-themes[data-is-root-theme='true'])) { color-scheme: dark; }\n" +
        '.rt-Item:where(:has(:disabled)) { cursor: default; }',
    );
    expect(after.toString()).toBe('.rt-Item:where(:has(:disabled)) { cursor: default; }');
  });
});
