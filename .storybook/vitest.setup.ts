/**
 * Visual regression for every story: after a story has rendered and its play function has passed, its
 * picture is compared with the committed reference under `__screenshots__/` beside the story file.
 *
 * - **A page** (`layout: 'fullscreen'`, the preview's default) is pictured in its whole frame: the
 *   story's viewport, grown to the page's height when the page is taller (content below the fold is
 *   otherwise blank), then returned to its size.
 * - **A component** (any other layout: a component's meta sets `layout: 'padded'`) is pictured in the
 *   box its content covers, joined with any overlay open over the page (a dialog and its backdrop, a
 *   popover, a toast: they render in portals, outside the story's root). A screenshot's cost grows with
 *   its pixels; a badge in a 1280 × 800 frame was mostly empty page.
 * - **The `phone-screenshot` tag** adds a second picture of the story's last state, at 375 px (the
 *   phone viewport of `.storybook/viewports.ts`), named `<story id> at 375px`: after the first
 *   screenshot the frame is narrowed, and the page re-laid out, media queries read in JS included. A
 *   phone story that would only repeat a desktop story's play is this tag on the desktop story instead:
 *   the play and its a11y check run once, at the story's own width. A phone story stays a story where its
 *   play differs (a drawer instead of a sheet, the shell's navigation).
 * - **The `no-screenshot` tag** opts out, with a reason in `parameters.screenshot.skipReason`: a story
 *   whose last frame is another story's picture, or whose picture is not the same from run to run.
 *
 * `pnpm test:update-screenshots` rewrites the references.
 */
// First: react-dom looks for the DevTools hook that counts renders (`countRenders`) only when it loads.
import '../packages/ui/src/kit/story-helpers/render-counts';
import { animationsSettled } from '../packages/ui/src/kit/story-helpers/story-helpers';
import type { ReactRenderer } from '@storybook/react-vite';
import type { PreparedStory } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { viewportOptions } from './viewports';

// Tests share a two-core machine with builds and other suites: give asynchronous queries (findBy…,
// waitFor) 5 s by default instead of 1 s, so that a slow frame is not taken for a failure.
configure({ asyncUtilTimeout: 5_000 });

// A spinner turns forever, so two screenshots of one pending state rarely agree to the pixel and the
// comparison would keep retrying until it gives up on a busy machine. It is held at its first frame
// instead (paused from the start, so the frame is the same in every run; styles.css). Only these endless
// animations: dialogs and toasts wait for their enter and exit animations to end.
const frozen = document.createElement('style');
frozen.textContent = '.rt-Spinner { animation-play-state: paused !important; }';
document.head.append(frozen);

interface ScreenshotParameters {
  skipReason?: string;
}

/** The tags this hook reads; another tag naming a screenshot is a typo that would go unnoticed. */
const SCREENSHOT_TAGS = new Set(['no-screenshot', 'phone-screenshot']);

const PHONE = {
  width: Number.parseInt(viewportOptions.phone.styles.width, 10),
  height: Number.parseInt(viewportOptions.phone.styles.height, 10),
};

/** Room kept around a component's box, for the focus rings and shadows drawn outside its elements. */
const BOX_MARGIN_PX = 8;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const nothing = (): Box => ({ left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity });

/**
 * Adds to `box` the border boxes of `element` and of its descendants that can show outside it (a
 * descendant of an element that clips its overflow, a scroller or a virtual list's window, shows only
 * within that element), each cut to `within` when given.
 */
function extendBy(box: Box, element: Element, within?: Box): void {
  const style = getComputedStyle(element);
  if (style.display === 'none') return;
  const rect = element.getBoundingClientRect();
  const left = Math.max(rect.left, within?.left ?? -Infinity);
  const top = Math.max(rect.top, within?.top ?? -Infinity);
  const right = Math.min(rect.right, within?.right ?? Infinity);
  const bottom = Math.min(rect.bottom, within?.bottom ?? Infinity);
  if (right > left && bottom > top) {
    box.left = Math.min(box.left, left);
    box.top = Math.min(box.top, top);
    box.right = Math.max(box.right, right);
    box.bottom = Math.max(box.bottom, bottom);
  }
  if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return;
  for (const child of element.children) extendBy(box, child, within);
}

/** The box the story's own content covers, in the viewport's coordinates: it may run below the fold. */
function contentBox(root: Element): Box {
  const box = nothing();
  for (const child of root.children) extendBy(box, child);
  return box;
}

/**
 * The story's content joined with whatever is open over it in a portal (the body's other children:
 * dialogs, popovers, toasts), in the viewport's coordinates, unrounded. A portal's overlay is laid out on
 * the viewport and shows only within it.
 */
function coveredBox(root: Element): Box {
  const box = contentBox(root);
  const viewport = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  for (const element of document.body.children) {
    if (element.contains(root) || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) continue;
    extendBy(box, element, viewport);
  }
  return box;
}

/** The picture's frame for a covered box: in the page's coordinates, with a margin, within the viewport. */
function pictureFrame(box: Box): Box {
  // A story that draws nothing (an idle indicator) is pictured as the empty page it leaves.
  if (box.right < box.left) return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  return {
    left: Math.max(0, Math.floor(box.left - BOX_MARGIN_PX)) + window.scrollX,
    top: Math.max(0, Math.floor(box.top - BOX_MARGIN_PX)) + window.scrollY,
    right: Math.min(window.innerWidth, Math.ceil(box.right + BOX_MARGIN_PX)) + window.scrollX,
    bottom: Math.min(window.innerHeight, Math.ceil(box.bottom + BOX_MARGIN_PX)) + window.scrollY,
  };
}

/** Resolves once two frames have been drawn: the layout, the listeners it wakes and their renders. */
function nextFrames(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });
}

/** An empty element laid over `box`: the screenshot of an element is the page within its bounds. */
function overlayOn(box: Box): HTMLElement {
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${String(box.left)}px`,
    top: `${String(box.top)}px`,
    width: `${String(box.right - box.left)}px`,
    height: `${String(box.bottom - box.top)}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}

/** How long a picture's box may keep moving before the story is failed for it. */
const BOX_SETTLE_MS = 5_000;

/**
 * `measure()` once it gives the same result two frames apart: what is pictured has come to rest. A box
 * measured while a transition still runs (a stack of toasts sliding to its offsets) would frame a picture
 * that the final state no longer fits, and the comparison would retry until it gave up.
 */
async function settled<Measure>(measure: () => Measure, what: string): Promise<Measure> {
  const deadline = Date.now() + BOX_SETTLE_MS;
  let last = JSON.stringify(measure());
  for (;;) {
    await nextFrames();
    const now = measure();
    const json = JSON.stringify(now);
    if (json === last) return now;
    if (Date.now() > deadline) {
      throw new Error(`${what} still moved after ${String(BOX_SETTLE_MS)} ms: ${last} then ${json}`);
    }
    last = json;
  }
}

/**
 * Compares the story's picture at the current width with the reference `name`: the whole frame of a
 * page, the box of a component.
 */
async function matchPicture(root: Element, name: string, wholeFrame: boolean): Promise<void> {
  const { innerWidth, innerHeight } = window;
  // What the play left moving comes to rest first, and so does what starts again after it: a toast drawn
  // again after the play enters again.
  await animationsSettled(root as HTMLElement, BOX_SETTLE_MS);
  // The frame grows to a story taller than it, whose content below the fold would be blank; a component's
  // box, measured with it, is measured again in the grown frame (an overlay's box is cut to the viewport,
  // and growing it may draw the story again). Both are compared unrounded and before the frame's margin
  // and edges, so that an element still sliding in from outside the viewport is seen moving.
  const measured = await settled(
    () => ({
      bottom: Math.ceil(
        (wholeFrame ? root.getBoundingClientRect() : contentBox(root)).bottom + window.scrollY,
      ),
      covered: wholeFrame ? undefined : coveredBox(root),
    }),
    `${name}: its content`,
  );
  const grown = measured.bottom > innerHeight;
  if (grown) await page.viewport(innerWidth, measured.bottom);
  const covered =
    grown && !wholeFrame ? await settled(() => coveredBox(root), `${name}: its box`) : measured.covered;
  const frame = covered && overlayOn(pictureFrame(covered));
  try {
    await expect.element(page.elementLocator(frame ?? root)).toMatchScreenshot(name, { timeout: 20_000 });
  } finally {
    frame?.remove();
    if (grown) await page.viewport(innerWidth, innerHeight);
  }
}

afterEach(async (context) => {
  const { story } = context as typeof context & { story?: PreparedStory<ReactRenderer> };
  if (!story || context.task.result?.state === 'fail') return;
  const parameters = (story.parameters.screenshot ?? {}) as ScreenshotParameters;
  const unknownTags = story.tags.filter(
    (tag) => tag.includes('screenshot') && !SCREENSHOT_TAGS.has(tag.replace(/^!/, '')),
  );
  expect(unknownTags, `${story.id}: unknown screenshot tags`).toEqual([]);
  if (story.tags.includes('no-screenshot')) {
    expect(parameters.skipReason, `${story.id} opts out of its screenshot without a reason`).toMatch(/\S/);
    return;
  }
  const root = document.querySelector('[data-story-root]');
  if (!root) throw new Error(`${story.id}: no [data-story-root] element to screenshot`);
  const wholeFrame = (story.parameters.layout as unknown) === 'fullscreen';
  await matchPicture(root, story.id, wholeFrame);
  if (story.tags.includes('phone-screenshot')) {
    expect(
      window.innerWidth,
      `${story.id} is already at 375 px: its phone-screenshot is a second copy`,
    ).not.toBe(PHONE.width);
    // addon-vitest sets the next story's viewport before it renders: nothing to restore here.
    await page.viewport(PHONE.width, PHONE.height);
    await nextFrames();
    // Played at this width, the story would have scrolled its focused control into view within its
    // scroller (a dialog, a table that scrolls sideways): the picture shows what a phone user sees after
    // the same steps. The page itself stays where it is, as typing leaves it.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) {
      const { scrollX, scrollY } = window;
      focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      window.scrollTo(scrollX, scrollY);
    }
    await matchPicture(root, `${story.id} at 375px`, wholeFrame);
  }
});
