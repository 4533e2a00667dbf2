/**
 * Visual regression for every story: after a story has rendered and its play function has passed,
 * its root is compared with the committed reference under `__screenshots__/` beside the story file.
 * A story opts out with the `no-screenshot` tag and a reason in `parameters.screenshot.skipReason`.
 * `pnpm test:update-screenshots` rewrites the references.
 */
import type { ReactRenderer } from '@storybook/react-vite';
import type { PreparedStory } from 'storybook/internal/types';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

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
  await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id);
});
