/**
 * Visual regression for every story: after a story has rendered and its play function has passed,
 * its root is compared with the committed reference under `__screenshots__/` beside the story file.
 * A story opts out with the `no-screenshot` tag and a reason in `parameters.screenshot.skipReason`.
 * A story taller than its viewport is captured whole: the frame grows to the story's height for the
 * screenshot (content below the fold is otherwise blank), then returns to its size.
 * `pnpm test:update-screenshots` rewrites the references.
 */
import type { ReactRenderer } from '@storybook/react-vite';
import type { PreparedStory } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Tests share a two-core machine with builds and other suites: give asynchronous queries (findBy…,
// waitFor) 5 s by default instead of 1 s, so that a slow frame is not taken for a failure.
configure({ asyncUtilTimeout: 5_000 });

// A spinner turns forever, so two screenshots of one pending state rarely agree to the pixel and the
// comparison would keep retrying until it gives up on a busy machine. Its leaves are held at their first
// frame instead (paused from the start, so the frame is the same in every run). Only these endless
// animations: dialogs and toasts wait for their enter and exit animations to end.
const frozen = document.createElement('style');
frozen.textContent = '.rt-SpinnerLeaf { animation-play-state: paused !important; }';
document.head.append(frozen);

interface ScreenshotParameters {
  skipReason?: string;
}

afterEach(async (context) => {
  const { story } = context as typeof context & { story?: PreparedStory<ReactRenderer> };
  if (!story || context.task.result?.state === 'fail') return;
  const parameters = (story.parameters.screenshot ?? {}) as ScreenshotParameters;
  if (story.tags.includes('no-screenshot')) {
    expect(parameters.skipReason, `${story.id} opts out of its screenshot without a reason`).toMatch(/\S/);
    return;
  }
  const root = document.querySelector('[data-story-root]');
  if (!root) throw new Error(`${story.id}: no [data-story-root] element to screenshot`);
  const { innerWidth, innerHeight } = window;
  const fullHeight = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
  if (fullHeight > innerHeight) await page.viewport(innerWidth, fullHeight);
  try {
    await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id, { timeout: 20_000 });
  } finally {
    if (fullHeight > innerHeight) await page.viewport(innerWidth, innerHeight);
  }
});
