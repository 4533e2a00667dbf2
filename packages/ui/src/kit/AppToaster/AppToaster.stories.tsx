import { GENERIC_ERROR_MESSAGE, GENERIC_SUCCESS_MESSAGE, TOASTS } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import toast from 'react-hot-toast';
import { expect, waitFor } from 'storybook/test';
import { AppToaster } from './AppToaster';
import { animationsSettled, timerFiredAfter } from '../story-helpers/story-helpers';

const meta = {
  title: 'Feedback/AppToaster',
  component: AppToaster,
  parameters: { layout: 'padded' },
  // react-hot-toast keeps its toasts in a module-level store: start and end every story empty.
  beforeEach: () => {
    toast.remove();
    return () => toast.remove();
  },
} satisfies Meta<typeof AppToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function toastsIn(canvasElement: HTMLElement) {
  return Array.from(canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-slot="toast"]'));
}

async function findToast(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = toastsIn(canvasElement).find((element) => element.textContent.includes(text));
    if (found === undefined) throw new Error(`no toast reads '${text}'`);
    return found;
  });
}

/**
 * Milliseconds from `start` (a `Date.now()`) until the toast is dismissed (its `data-state` turns
 * `dismissed`), watched with a MutationObserver so that the measure does not depend on a polling interval.
 */
function dismissedAfter(element: HTMLElement, start: number, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(Date.now() - start);
    };
    const observer = new MutationObserver(() => {
      if (element.dataset.state === 'dismissed') done();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`still visible after ${timeoutMs} ms`));
    }, timeoutMs);
    observer.observe(element, { attributes: true, attributeFilter: ['data-state'] });
    if (element.dataset.state === 'dismissed') done();
  });
}

/** Every kind of toast at once; each stays put (duration ∞) so that the screenshot can show it. */
export const Kinds: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    toast.loading('Searching flights…', { duration: Infinity });
    toast('Reservation ABC123 is on hold until 18:00.', { duration: Infinity });
    toast.error('We apologize, but an error has occurred while processing your request.', {
      duration: Infinity,
    });
    toast.success('Operation completed successfully.', { duration: Infinity });
    await findToast(canvasElement, 'Searching flights…');
    const kinds = await waitFor(() => {
      const types = toastsIn(canvasElement).map((element) => element.dataset.type);
      if (types.length !== 4) throw new Error(`${String(types.length)} toasts shown, not 4`);
      return types;
    });
    await expect(kinds).toEqual(['success', 'error', 'blank', 'loading']);
    await expect(await findToast(canvasElement, 'Operation completed')).toHaveTextContent(
      'Operation completed successfully.',
    );
    await animationsSettled(canvasElement);
  },
};

/** Measured in the browser: success 2000 ms, error and blank 4000 ms, loading until dismissed. */
export const Durations: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: {
      skipReason: "Ends with every toast gone: an empty page, as NavigationProgressBar's Idle pictures it.",
    },
  },
  play: async ({ canvasElement }) => {
    // On react-hot-toast's clock: it times a toast from `Date.now()`, which on a busy host can run a few ms
    // ahead of `performance.now()` over the toasts' seconds (one was dismissed at 3,989 ms by the latter).
    const start = Date.now();
    toast.success('Saved');
    toast.error('Refused');
    toast('Heads up');
    toast.loading('Ticketing…');
    const dismissBy = (ms: number) => timerFiredAfter(ms, start, Date.now);
    const references = Promise.all([
      dismissBy(TOASTS.durationMs.success),
      dismissBy(TOASTS.durationMs.error),
      dismissBy(TOASTS.durationMs.blank),
    ]);
    const [success, error, blank, loading] = await Promise.all([
      findToast(canvasElement, 'Saved'),
      findToast(canvasElement, 'Refused'),
      findToast(canvasElement, 'Heads up'),
      findToast(canvasElement, 'Ticketing…'),
    ]);
    const timeout = TOASTS.durationMs.error + 1_000;
    const [successMs, errorMs, blankMs] = await Promise.all([
      dismissedAfter(success, start, timeout),
      dismissedAfter(error, start, timeout),
      dismissedAfter(blank, start, timeout),
    ]);
    // Each is dismissed once its duration has run out, and soon after: timers are not exact, so the bound is
    // a timer of the same duration set at the same time, which a busy host delays as much.
    const [successBy, errorBy, blankBy] = await references;
    const slack = 500;
    await expect(successMs).toBeGreaterThanOrEqual(TOASTS.durationMs.success);
    await expect(successMs).toBeLessThan(successBy + slack);
    await expect(errorMs).toBeGreaterThanOrEqual(TOASTS.durationMs.error);
    await expect(errorMs).toBeLessThan(errorBy + slack);
    await expect(blankMs).toBeGreaterThanOrEqual(TOASTS.durationMs.blank);
    await expect(blankMs).toBeLessThan(blankBy + slack);
    // The loading toast outlived them all, and goes only when dismissed.
    await expect(loading).toHaveAttribute('data-state', 'visible');
    toast.dismiss();
    await waitFor(() => expect(toastsIn(canvasElement)).toHaveLength(0), { timeout: 3_000 });
  },
};

/** SPEC §4: visible, then dismissed, then removed after a delay. */
export const Lifecycle: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: {
      skipReason: "Ends with the toast gone: an empty page, as NavigationProgressBar's Idle pictures it.",
    },
  },
  play: async ({ canvasElement }) => {
    const id = toast.loading('Repricing reservation ABC123…');
    const element = await findToast(canvasElement, 'Repricing');
    await expect(element).toHaveAttribute('data-state', 'visible');
    toast.dismiss(id);
    await waitFor(() => expect(element).toHaveAttribute('data-state', 'dismissed'));
    // Dismissed toasts stay in the DOM while they animate out, then are removed.
    await expect(element).toBeInTheDocument();
    await waitFor(() => expect(element).not.toBeInTheDocument(), { timeout: 3_000 });
  },
};

/** 25 toasts raised, the 20 newest kept (SPEC §9 limit). */
export const Limit: Story = {
  play: async ({ canvasElement }) => {
    for (let index = 1; index <= TOASTS.limit + 5; index += 1) {
      toast.loading(`Search ${String(index)} running`);
    }
    await findToast(canvasElement, `Search ${String(TOASTS.limit + 5)} running`);
    await waitFor(() => expect(toastsIn(canvasElement)).toHaveLength(TOASTS.limit));
    const texts = toastsIn(canvasElement).map((element) => element.textContent);
    await expect(texts[0]).toBe(`Search ${String(TOASTS.limit + 5)} running`);
    await expect(texts).not.toContain('Search 5 running');
    await expect(texts).toContain('Search 6 running');
    // Each toast's offset follows from the heights of those above it, measured after they are drawn, and
    // is reached through a transition whose easing overshoots: gaps rounded to 8 px (react-hot-toast's
    // gutter) already hold while the stack is still a few pixels short. It is at rest once no toast's
    // wrapper is in transition and each toast starts 8 px below the one before, to a layout unit.
    // Twenty toasts moving at once take a while on a slow host.
    await waitFor(
      async () => {
        const toasts = toastsIn(canvasElement);
        await expect(toasts.filter((element) => element.parentElement?.getAnimations().length)).toEqual([]);
        const boxes = toasts.map((element) => element.getBoundingClientRect());
        const gaps = boxes.slice(1).map((box, index) => box.top - (boxes[index]?.bottom ?? 0));
        await expect(gaps.filter((gap) => Math.abs(gap - 8) > 1 / 32)).toEqual([]);
      },
      { timeout: 10_000 },
    );
    await animationsSettled(canvasElement, 10_000);
  },
};

/**
 * In French: SPEC §4 and §8's generic messages, which the api raises when the server says nothing, are
 * translated; a server's own message is shown as it comes.
 */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    toast.error(GENERIC_ERROR_MESSAGE, { duration: Infinity });
    toast.success(GENERIC_SUCCESS_MESSAGE, { duration: Infinity });
    toast.success('Reservation ABC123 ticketed.', { duration: Infinity });
    await expect(await findToast(canvasElement, 'Opération effectuée')).toHaveTextContent(
      'Opération effectuée avec succès.',
    );
    await expect(await findToast(canvasElement, 'Nous sommes désolés')).toBeVisible();
    await expect(await findToast(canvasElement, 'Reservation ABC123 ticketed.')).toBeVisible();
    await animationsSettled(canvasElement);
  },
};
