import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MultiCitySearchForm } from '../SearchForm/MultiCitySearchForm';
import { OneWaySearchForm } from '../SearchForm/OneWaySearchForm';
import { EMPTY_SEARCH_DRAFTS } from '../SearchForm/search-draft';
import { SearchLayout } from './SearchLayout';
import { loadSandboxLocations } from '../../kit/story-helpers/sandbox-locations';

/** The one-way form, empty, its advanced options shown or not. */
function oneWayForm(defaultAdvancedOpen = false) {
  return (
    <OneWaySearchForm
      value={EMPTY_SEARCH_DRAFTS.oneway}
      onChange={fn()}
      onSubmit={fn()}
      loadLocations={loadSandboxLocations}
      defaultAdvancedOpen={defaultAdvancedOpen}
    />
  );
}

const meta = {
  title: 'Search/SearchLayout',
  component: SearchLayout,
  args: { currentPath: '/search', children: oneWayForm() },
} satisfies Meta<typeof SearchLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tabs of the three kinds of trip, each a link to its form, the current one marked. */
function expectTabs(canvasElement: HTMLElement, current: string) {
  const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Kind of trip' }));
  const expected = [
    ['One-way', '/search'],
    ['Round-trip', '/search/round-trip'],
    ['Multi-city', '/search/multi-city'],
  ] as const;
  return Promise.all(
    expected.map(async ([name, href]) => {
      const link = tabs.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      if (name === current) await expect(link).toHaveAttribute('aria-current', 'page');
      else await expect(link).not.toHaveAttribute('aria-current');
    }),
  );
}

/** /search: the one-way tab is the current one, its form below. */
export const OneWay: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search flights' })).toBeVisible();
    await expectTabs(canvasElement, 'One-way');
    await expect(canvas.getByRole('form', { name: 'One-way flight search' })).toBeVisible();
  },
};

/** /search/multi-city/ (with its trailing slash): the multi-city tab is the current one. */
export const MultiCity: Story = {
  tags: ['phone-screenshot'],
  args: {
    currentPath: '/search/multi-city/',
    children: (
      <MultiCitySearchForm
        value={EMPTY_SEARCH_DRAFTS['multi-city']}
        onChange={fn()}
        onSubmit={fn()}
        loadLocations={loadSandboxLocations}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expectTabs(canvasElement, 'Multi-city');
    await expect(canvas.getByRole('form', { name: 'Multi-city flight search' })).toBeVisible();
  },
};

/**
 * The tabs are links, each in the tab order; the arrow keys, Home and End move between them as in Radix
 * Themes' `TabNav` (without wrapping round).
 */
export const TabsByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = within(canvas.getByRole('navigation', { name: 'Kind of trip' }));
    const [oneWay, roundTrip, multiCity] = ['One-way', 'Round-trip', 'Multi-city'].map((name) =>
      tabs.getByRole('link', { name }),
    );
    await userEvent.tab();
    await expect(oneWay).toHaveFocus();
    await userEvent.tab();
    await expect(roundTrip).toHaveFocus();
    for (const [key, focused] of [
      ['{ArrowRight}', multiCity],
      ['{ArrowRight}', multiCity],
      ['{Home}', oneWay],
      ['{ArrowLeft}', oneWay],
      ['{End}', multiCity],
      ['{ArrowUp}', roundTrip],
      ['{ArrowDown}', multiCity],
      ['{ArrowLeft}', roundTrip],
    ] as const) {
      await userEvent.keyboard(key);
      await expect(focused).toHaveFocus();
    }
  },
};

/**
 * /search in French: the heading, the tabs, the form with its advanced options, and the messages of a
 * search sent empty.
 */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { children: oneWayForm(true) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rechercher des vols' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Type de voyage' }));
    await expect(tabs.getByRole('link', { name: 'Aller simple' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Multi-destinations' })).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Recherche de vols aller simple' }));
    await expect(await form.findByRole('checkbox', { name: 'Vols directs uniquement' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Passagers' })).toHaveTextContent('Mineur non accompagné');
    await userEvent.click(form.getByRole('button', { name: 'Rechercher des vols' }));
    // The field's description is its search status (empty), then its message.
    await expect(form.getByRole('combobox', { name: 'Départ' })).toHaveAccessibleDescription(
      /^\s*Choisissez la ville ou l'aéroport de départ$/,
    );
    await expect(form.getByRole('textbox', { name: 'Date de départ' })).toHaveAccessibleDescription(
      'Choisissez une date de départ',
    );
  },
};
