import type { Meta, StoryObj } from '@storybook/react-vite';
import { memo } from 'react';
import { expect, waitFor } from 'storybook/test';
import { changeLocale, LocaleRoot } from './locale';
import { m } from './paraglide/messages.js';

/** A memoized part, which would keep its old words if the language changed without drawing it anew. */
const BalanceTitle = memo(function BalanceTitle() {
  return <p>{m.home_balance()}</p>;
});

const meta = {
  title: 'App/LocaleRoot',
  component: LocaleRoot,
  args: { children: <BalanceTitle /> },
} satisfies Meta<typeof LocaleRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Switching the language draws the screens under it again, memoized parts included, and sets
 * `<html lang>`; switching back restores English. No reload.
 */
export const SwitchesWithoutReload: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Words only; the French stories of each view picture them.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance')).toBeVisible();
    try {
      changeLocale('fr');
      await waitFor(() => expect(canvas.getByText('Solde')).toBeVisible());
      await expect(document.documentElement.lang).toBe('fr');
    } finally {
      changeLocale('en');
    }
    await waitFor(() => expect(canvas.getByText('Balance')).toBeVisible());
    await expect(document.documentElement.lang).toBe('en');
  },
};

/**
 * The language the interface already has leaves `<html lang>` untouched: every navigation's guard calls
 * `changeLocale`, and writing the attribute, even with its own value, restyles every element of the page.
 */
export const SameLanguageLeavesTheDocumentAlone: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Nothing drawn changes; the test reads the attribute writes.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance')).toBeVisible();
    const writes = new MutationObserver(() => undefined);
    writes.observe(document.documentElement, { attributeFilter: ['lang'] });
    try {
      changeLocale('en');
      await expect(writes.takeRecords()).toHaveLength(0);
      changeLocale('fr');
      await expect(writes.takeRecords().map((record) => record.attributeName)).toEqual(['lang']);
    } finally {
      writes.disconnect();
      changeLocale('en');
    }
    await waitFor(() => expect(canvas.getByText('Balance')).toBeVisible());
  },
};
