import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { workspaceSources } from './workspace-sources';
import { dropUnusedRadixBreakpoints, UNUSED_RADIX_BREAKPOINTS } from './radix-breakpoints';

const require = createRequire(import.meta.url);

async function trimmed(css: string) {
  return (await postcss([dropUnusedRadixBreakpoints]).process(css, { from: undefined })).css;
}

describe('dropUnusedRadixBreakpoints', () => {
  it("removes Radix's xs, lg and xl variants and keeps the rest of its stylesheet", async () => {
    const css = await readFile(require.resolve('@radix-ui/themes/styles.css'), 'utf8');
    const after = await trimmed(css);
    for (const breakpoint of ['xs', 'lg', 'xl']) {
      expect(css).toContain(`.${breakpoint}\\:rt-r-size-2`);
      expect(after).not.toContain(`.${breakpoint}\\:`);
    }
    for (const kept of ['.sm\\:rt-r-size-2', '.md\\:rt-r-size-2', '.rt-r-size-2', '.rt-Button']) {
      expect(after).toContain(kept);
    }
  });

  it('keeps a rule of ours at an unused breakpoint width', async () => {
    const css = '@media (min-width: 1280px) { .wide { display: flex; } }';
    expect(await trimmed(css)).toBe(css);
  });

  it('no responsive prop in the ui package or the app names a breakpoint whose rules are dropped', async () => {
    // The dialog sizes of SPEC §9 (`kit/ui-scales.ts`) are named `sm` to `xl` too, but are no breakpoint.
    const files = [
      ...(await workspaceSources('packages/ui/src')),
      ...(await workspaceSources('apps/web/src')),
    ].filter(([path]) => !path.includes('/kit/ui-scales'));
    expect(files.length).toBeGreaterThan(50);
    // `{ initial: '1', lg: '2' }`: a key then a value; Tailwind's `lg:flex` has no space or quote after it.
    const responsiveKey = new RegExp(`\\b(${UNUSED_RADIX_BREAKPOINTS.join('|')}):\\s*['"\\d{]`);
    const offending = files.filter(([, text]) => responsiveKey.test(text)).map(([path]) => path);
    expect(offending, 'add the breakpoint to USED_RADIX_BREAKPOINTS in radix-breakpoints.ts').toEqual([]);
  });
});
