import { Button, Card, Flex, Heading, Popover, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, waitFor, within } from 'storybook/test';
import { animationsSettled } from '../story-helpers/story-helpers';
import { ThemeRoot } from './ThemeRoot';

/** What the themed page holds: a heading, grey text, buttons in a card, and a popover. */
function PageContent() {
  return (
    <Flex direction="column" gap="3" p="5" maxWidth="640px">
      <Heading as="h1" size="5">
        Reservation RWBAUM
      </Heading>
      <Text size="2" color="gray">
        Casablanca → Paris · 7 March 2025
      </Text>
      <Card>
        <Flex align="center" gap="3" wrap="wrap">
          <Text size="2">Ticket before 12 March</Text>
          <Button>Issue tickets</Button>
          <Button variant="soft">Reprice</Button>
          <Popover.Root>
            <Popover.Trigger>
              <Button variant="soft" color="gray">
                Assign to…
              </Button>
            </Popover.Trigger>
            <Popover.Content size="1" width="240px" aria-label="Assign RWBAUM to a member">
              <Flex direction="column" gap="2">
                <Text size="2" color="gray">
                  Nobody works on it yet.
                </Text>
                <Button size="1">Assign to me</Button>
              </Flex>
            </Popover.Content>
          </Popover.Root>
        </Flex>
      </Card>
    </Flex>
  );
}

/**
 * A page in a `ThemeRoot`, drawn by a React root of its own in a container of its own at the top of the
 * body: every story is already inside the preview's `ThemeRoot` (`.storybook/preview.tsx`), its element
 * and its context, so that what this page shows comes from its own root alone.
 */
function ThemedPage() {
  useLayoutEffect(() => {
    const container = document.createElement('div');
    // Over the preview's root, a page high itself: the page is drawn at the top of the frame.
    Object.assign(container.style, { position: 'absolute', top: '0', left: '0', right: '0' });
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <ThemeRoot data-slot="themed-page">
        <PageContent />
      </ThemeRoot>,
    );
    return () => {
      container.remove();
      // Unmounted once the story's own render is over: React unmounts no root while it renders.
      setTimeout(() => {
        root.unmount();
      });
    };
  }, []);
  return null;
}

const meta = {
  title: 'Foundations/ThemeRoot',
  component: ThemedPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A colour or a length as the browser computes it for `value` (a Radix Themes token), read on an element
 * outside every theme: the palette's steps are the document's, whichever theme is applied.
 */
function computed(document: Document, property: 'color' | 'backgroundColor', value: string): string {
  const probe = document.createElement('span');
  probe.style[property] = value;
  document.body.append(probe);
  const result = getComputedStyle(probe)[property];
  probe.remove();
  return result;
}

/** The themed page, once drawn, checked to be outside the preview's own root. */
async function themedPage(canvasElement: HTMLElement): Promise<HTMLElement> {
  const page = await waitFor(() => {
    const found = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="themed-page"]');
    if (found === null) throw new Error('No themed page yet');
    return found;
  });
  await expect(page.closest('[data-story-root]')).toBeNull();
  return page;
}

/**
 * The app's theme on what the root holds: the page background over the whole viewport's height, slate
 * text (grey for secondary text), the indigo accent on buttons (solid and soft), medium corners.
 */
export const AppTheme: Story = {
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const page = await themedPage(canvasElement);
    const scope = within(page);
    const style = getComputedStyle(page);
    // The light appearance's page background, white (`--color-background`, defined within a theme only).
    await expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(page.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(getComputedStyle(scope.getByRole('heading', { level: 1 })).color).toBe(
      computed(document, 'color', 'var(--slate-12)'),
    );
    await expect(getComputedStyle(scope.getByText('Casablanca → Paris · 7 March 2025')).color).toBe(
      computed(document, 'color', 'var(--slate-a11)'),
    );
    const solid = getComputedStyle(scope.getByRole('button', { name: 'Issue tickets' }));
    await expect(solid.backgroundColor).toBe(computed(document, 'backgroundColor', 'var(--indigo-9)'));
    await expect(solid.borderRadius).toBe('4px');
    await expect(getComputedStyle(scope.getByRole('button', { name: 'Reprice' })).color).toBe(
      computed(document, 'color', 'var(--indigo-a11)'),
    );
  },
};

/**
 * An overlay drawn in a portal, outside the root's element, still takes the app's theme from it: the
 * popover's button in the indigo accent, its text slate, and the popover as high as its content, not a
 * page-high root of its own.
 */
export const OverlayInTheAppTheme: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const document = canvasElement.ownerDocument;
    const page = await themedPage(canvasElement);
    await userEvent.click(within(page).getByRole('button', { name: 'Assign to…' }));
    const popover = await within(document.body).findByRole('dialog', { name: 'Assign RWBAUM to a member' });
    await animationsSettled(canvasElement);
    await expect(page.contains(popover)).toBe(false);
    const assign = getComputedStyle(within(popover).getByRole('button', { name: 'Assign to me' }));
    await expect(assign.backgroundColor).toBe(computed(document, 'backgroundColor', 'var(--indigo-9)'));
    await expect(getComputedStyle(within(popover).getByText('Nobody works on it yet.')).color).toBe(
      computed(document, 'color', 'var(--slate-a11)'),
    );
    await expect(popover.getBoundingClientRect().height).toBeLessThan(window.innerHeight / 2);
  },
};
