import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadWhatIsMissing } from './preload-deps';

const chunk = (fileName: string, imports: string[] = []) =>
  ({ type: 'chunk', fileName, imports }) as unknown as Rolldown.OutputChunk;

/** The entry, a page's shared chunk that imports it, and what a lazy part of that page needs. */
const bundle: Rolldown.OutputBundle = Object.fromEntries(
  [
    chunk('assets/index.js'),
    chunk('assets/shared.js', ['assets/index.js']),
    chunk('assets/page.js', ['assets/shared.js']),
    chunk('assets/editors.js', ['assets/shared.js', 'assets/forms.js']),
    chunk('assets/forms.js', ['assets/index.js']),
  ].map((output) => [output.fileName, output]),
);

/** Runs the plugin's step that sees the bundle, as Vite does before it writes the preload lists. */
function preloadOf(output: Rolldown.OutputBundle) {
  const preload = preloadWhatIsMissing();
  const generateBundle = preload.plugin.generateBundle as (options: unknown, bundle: unknown) => void;
  generateBundle.call({}, {}, output);
  return preload.resolveDependencies;
}

describe('preloadWhatIsMissing', () => {
  it('leaves out of a lazy import’s list what its importer has loaded, directly or not', () => {
    const resolve = preloadOf(bundle);
    const deps = ['assets/editors.js', 'assets/shared.js', 'assets/index.js', 'assets/forms.js'];
    expect(resolve('assets/editors.js', deps, { hostId: 'assets/page.js' })).toEqual([
      'assets/editors.js',
      'assets/forms.js',
    ]);
  });

  it('keeps every file for an importer that loads none of them', () => {
    const resolve = preloadOf(bundle);
    expect(
      resolve('assets/forms.js', ['assets/forms.js', 'assets/index.js'], { hostId: 'assets/index.js' }),
    ).toEqual(['assets/forms.js']);
  });
});
