import { LOW_COST_AIRLINE, networkRows, searchDraft } from '../../rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LowCostHomeView } from './LowCostHomeView';
import { LowCostSearchForm } from '../LowCostSearchForm/LowCostSearchForm';

const meta = {
  title: 'Low-cost plugin/LowCostHomeView',
  component: LowCostHomeView,
  args: { airlineName: LOW_COST_AIRLINE.name, routes: networkRows() },
} satisfies Meta<typeof LowCostHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The airline and its network, one row per route. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Argana Air' })).toBeVisible();
    const network = canvas.getByRole('region', { name: 'Network (16 routes)' });
    await expect(network).toBeVisible();
    const rows = within(network).getAllByRole('row');
    await expect(rows).toHaveLength(17); // the header and 16 routes
    await expect(rows[1]).toHaveTextContent('Agadir (AGA)Marseille (MRS), France3 h 15 min3');
  },
};

/** The page as the app shows it: the search form above the network. */
export const WithSearch: Story = {
  tags: ['phone-screenshot'],
  args: {
    search: <LowCostSearchForm value={searchDraft()} onChange={fn()} onSubmit={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Search low-cost flights' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Network (16 routes)' })).toBeVisible();
  },
};

/** The page in French: the form sent empty says in French what each field needs, above the network. */
export const InFrench: Story = {
  ...WithSearch,
  tags: [],
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    const network = canvas.getByRole('region', { name: 'Réseau (16 lignes)' });
    await expect(within(network).getByRole('columnheader', { name: 'Vols par semaine' })).toBeVisible();
    await expect(network).toHaveTextContent('Barcelona (BCN), Espagne');
    const form = within(canvas.getByRole('form', { name: 'Rechercher des vols low-cost' }));
    await expect(form.getByRole('radio', { name: 'Aller simple' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Rechercher des vols' }));
    await expect(form.getByText('Choisissez un aéroport de départ')).toBeVisible();
    await expect(form.getByText("Choisissez un aéroport d'arrivée")).toBeVisible();
    await expect(form.getByText('Choisissez une date de départ')).toBeVisible();
  },
};
