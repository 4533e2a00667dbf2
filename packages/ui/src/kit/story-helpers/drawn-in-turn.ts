/**
 * For stories that show one part of a page drawn before another, not in the same commit. Not part of the
 * package's API.
 */
import { expect } from 'storybook/test';

/**
 * Records, for each batch of the page's DOM changes from the story's first render, which of `parts` (a
 * CSS selector each) were drawn. Its `beforeEach` starts the record (the story's own `beforeEach`);
 * `expectDrawnBefore` then checks the order, once the play has waited for the later part.
 */
export function drawnInTurn<Part extends string>(parts: Record<Part, string>) {
  const entries = Object.entries<string>(parts);
  let batches: Record<string, boolean>[] = [];
  return {
    beforeEach: () => {
      batches = [];
      const observer = new MutationObserver(() => {
        batches.push(
          Object.fromEntries(
            entries.map(([part, selector]) => [part, document.querySelector(selector) !== null]),
          ),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
      return () => {
        observer.disconnect();
      };
    },
    /** `first` came in a batch without `then`, and `then` in a later one. */
    expectDrawnBefore: async (first: Part, then: Part) => {
      const firstAt = batches.findIndex((drawn) => drawn[first]);
      await expect(firstAt).toBeGreaterThan(-1);
      await expect(batches[firstAt]?.[then]).toBe(false);
      await expect(batches.findIndex((drawn) => drawn[then])).toBeGreaterThan(firstAt);
    },
  };
}
