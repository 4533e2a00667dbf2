import { inDayRange, type BalanceEntity, type BalanceEntry } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { answerListQuery, STORY_LIST_ERROR } from '../../kit/story-helpers/list-server';
import { expectFailurePanel } from '../../kit/story-helpers/story-helpers';
import { useStoryLink, type FollowLink } from '../../kit/story-helpers/story-link';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import { MARRAKECH, MARRAKECH_LEDGER, STORY_ENTITIES, YEAR_OF_POINTS } from '../story-fixtures';
import { BalanceView } from './BalanceView';
import { loadLedgerSection } from './load-ledger-section';
import type { LedgerQuery } from './ledger-query';

type Network = 'success' | 'pending' | 'error' | 'empty';

interface BalanceStoryArgs {
  /** The entities list's network state. */
  entities: Network;
  /** The chosen organization's balance and ledger network state; `none` while none is chosen. */
  ledger: Network | 'none';
  /** The chosen organization's daily history (the chart's points). */
  history?: BalanceEntity['history'];
  /** Whether the viewer sees every organization or, as an admin of one, Marrakech alone. Default: every one. */
  organizations?: 'every' | 'one';
  onSelect: (organizationId: string) => void;
  /** An organization's link followed: its href, and whether for a new tab. */
  onFollow: FollowLink;
  onQueryChange: (query: LedgerQuery) => void;
  onOpenEntry: (entry: BalanceEntry) => void;
  onExportCsv: () => Promise<void>;
  onTopUp: () => Promise<void>;
  onRetry: () => void;
}

function stateOf<Data>(network: Network, data: Data, onRetry: () => void): LoadState<Data> {
  if (network === 'pending') return { status: 'pending' };
  if (network === 'error') return { status: 'error', message: STORY_LIST_ERROR, onRetry };
  return { status: 'success', data };
}

/** /balance over fixed rows, holding the chosen organization and its ledger query as the route does. */
function BalanceStory({
  entities,
  ledger,
  history,
  organizations = 'every',
  onSelect,
  onFollow,
  onQueryChange,
  onRetry,
  ...calls
}: BalanceStoryArgs) {
  const link = useStoryLink(onFollow);
  const [selectedId, setSelectedId] = useState<string | undefined>(
    ledger === 'none' ? undefined : 'org_marrakech',
  );
  const [query, setQuery] = useState<LedgerQuery>({ page: 1, limit: 10 });
  const rows = ledger === 'empty' ? [] : MARRAKECH_LEDGER;
  const filtered = rows.filter(
    (entry) =>
      (query.kind === undefined || entry.kind === query.kind) &&
      inDayRange(entry.createdAt, {
        ...(query.from ? { from: query.from } : {}),
        ...(query.to ? { to: query.to } : {}),
      }),
  );
  const entity: BalanceEntity = {
    ...MARRAKECH,
    ...(ledger === 'empty' ? { balance: 0, previousBalance: 0 } : {}),
    ...(history === undefined ? {} : { history }),
  };
  const network = ledger === 'none' ? 'success' : ledger;
  return (
    <BalanceView
      entities={stateOf(entities, organizations === 'one' ? [MARRAKECH] : STORY_ENTITIES, onRetry)}
      selectedId={selectedId}
      linkComponent={link}
      onSelect={(id) => {
        onSelect(id);
        setSelectedId(id);
      }}
      ledger={
        selectedId === undefined
          ? undefined
          : {
              entity: stateOf(network === 'empty' ? 'success' : network, entity, onRetry),
              entries:
                network === 'pending'
                  ? { status: 'pending' }
                  : network === 'error'
                    ? { status: 'error', message: STORY_LIST_ERROR, onRetry }
                    : {
                        status: 'success',
                        page: answerListQuery(
                          filtered,
                          (entry) => `${entry.description} ${entry.reference ?? ''}`,
                          query,
                        ),
                      },
              query,
              onQueryChange: (next) => {
                onQueryChange(next);
                setQuery(next);
              },
              ...calls,
            }
      }
    />
  );
}

const meta = {
  title: 'Money/BalanceView',
  component: BalanceStory,
  // As /balance's loader does: the ledger section's code comes with the ledger's data.
  loaders: [
    async () => {
      await loadLedgerSection();
    },
  ],
  args: {
    entities: 'success',
    ledger: 'success',
    onSelect: fn(),
    onFollow: fn(),
    onQueryChange: fn(),
    onOpenEntry: fn(),
    onExportCsv: fn(() => Promise.resolve()),
    onTopUp: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof BalanceStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every organization's balance and trend, each name a link to its ledger; Marrakech's chart and ledger
 * below, newest first. A click on a row chooses its organization; its link is followed as a link.
 */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    const balances = canvas.getByRole('table', { name: 'Balances of the organizations' });
    await expect(within(balances).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Menara Travel Marrakech ledger' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      balances.querySelectorAll('[data-slot="balance-trend"][data-direction="green"]'),
    ).toHaveLength(1);
    await expect(balances.querySelectorAll('[data-slot="balance-trend"][data-direction="red"]')).toHaveLength(
      1,
    );
    await expect(canvas.getByRole('table', { name: 'Ledger' })).toBeVisible();
    await expect(canvas.getByText(`1–10 of ${String(MARRAKECH_LEDGER.length)}`)).toBeVisible();
    // The chart, lazy-loaded (the file's first story pays for loading it: over 15 s seen on a machine at
    // load 13, the two story projects side by side), with its labelled axes; its data-table alternative.
    await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull(), {
      timeout: 30_000,
    });
    await expect(canvasElement.querySelector('[data-slot="balance-chart"]')).toHaveTextContent(
      'Balance over time',
    );
    await waitFor(() => expect(canvasElement.textContent).toContain('Balance (MAD)'));
    await userEvent.click(canvas.getByText('Show the balance by day as a table'));
    await expect(
      canvas.getByRole('table', { name: 'Balance of Menara Travel Marrakech by day' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Show the balance by day as a table'));
    const paris = canvas.getByRole('link', { name: 'Comptoir Voyages Paris ledger' });
    await expect(paris).toHaveAttribute('href', '/balance?organization=org_paris');
    await userEvent.click(paris);
    await expect(args.onFollow).toHaveBeenCalledWith('/balance?organization=org_paris', { newTab: false });
    await expect(args.onSelect).not.toHaveBeenCalled();
    const parisRow = paris.closest('tr');
    await userEvent.click(parisRow?.querySelector('td') ?? balances);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('org_paris');
  },
};

/**
 * An admin of one organization: its balance, chart, ledger and top-up at once, without a one-row
 * table of organizations above nor a prompt to choose one.
 */
export const OneOrganization: Story = {
  args: { organizations: 'one' },
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Menara Travel Marrakech' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Top up' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Ledger' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Balances of the organizations' })).toBeNull();
    await expect(canvas.queryByText(/Choose an organization/)).toBeNull();
  },
};

/** Opening an entry of the ledger hands it over (the app shows its details). */
export const OpenEntry: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Ledger' });
    const [, first] = within(table).getAllByRole('row');
    if (first === undefined) throw new Error('No ledger row');
    await userEvent.click(within(first).getAllByRole('cell').at(-1) ?? first);
    await expect(args.onOpenEntry).toHaveBeenCalledWith(MARRAKECH_LEDGER[0]);
  },
};

/** Filtering by kind goes back to page 1 and keeps the page size; only that kind is listed. */
export const FilterByKind: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Debit' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10, kind: 'debit' });
    const table = await canvas.findByRole('table', { name: 'Ledger' });
    const kinds = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    await expect(new Set(kinds)).toEqual(new Set(['Debit']));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 2, limit: 10, kind: 'debit' });
  },
};

/** A range whose end comes before its start is not applied and says why. */
export const ReversedRange: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'From' }), '01/03/2026');
    await userEvent.tab();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10, from: '2026-03-01' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'To' }), '01/02/2026');
    await userEvent.tab();
    await expect(canvas.getByText('The end date must be on or after the start date')).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
  },
};

/** Export CSV waits for the download, once per click. */
export const ExportCsv: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
  },
};

/** How many exports the failing-export story has asked for since it was opened: all but the second fail. */
let exportsAsked = 0;

/** An export that fails says why under the filters; the next one clears it (here, then fails again). */
export const ExportCsvFails: Story = {
  args: {
    onExportCsv: fn(() => {
      exportsAsked += 1;
      return exportsAsked === 2
        ? Promise.resolve()
        : Promise.reject(new Error('The ledger service is down.'));
    }),
  },
  beforeEach: () => {
    exportsAsked = 0;
  },
  play: async ({ args, canvas, userEvent }) => {
    const exportButton = canvas.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(exportButton);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The ledger service is down.');
    await expect(exportButton).toBeEnabled();
    await userEvent.click(exportButton);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(exportButton).toBeEnabled());
    await userEvent.click(exportButton);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The ledger service is down.');
    await expect(args.onExportCsv).toHaveBeenCalledTimes(3);
  },
};

export const NoneChosen: Story = {
  args: { ledger: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose an organization to see its ledger and top it up.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Ledger' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { entities: 'pending', ledger: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading balances…')).toBeVisible();
    await expect(canvas.getByText('Loading the balance…')).toBeVisible();
    // The loading view gives way to the page, whose filters are others: nothing is typed meanwhile.
    for (const name of ['From', 'To']) await expect(canvas.getByRole('textbox', { name })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    for (const animation of document.getAnimations()) animation.pause();
  },
};

export const EntitiesError: Story = {
  args: { entities: 'error', ledger: 'none' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      await expectFailurePanel(await canvas.findByRole('alert'), STORY_LIST_ERROR, userEvent),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LedgerError: Story = {
  tags: ['phone-screenshot'],
  args: { ledger: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    // The organization's balance and its entries: a panel each, with its own retry.
    const [balance, entries] = await canvas.findAllByRole('alert');
    await expectFailurePanel(balance, STORY_LIST_ERROR, userEvent);
    await userEvent.click(await expectFailurePanel(entries, STORY_LIST_ERROR, userEvent));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A new organization: no movement yet, one point on the chart. */
export const EmptyLedger: Story = {
  tags: ['phone-screenshot'],
  args: { ledger: 'empty', history: [{ date: '2026-11-20', balance: 0 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nothing here yet.')).toBeVisible();
    await expect(canvas.getByText(/closing balance of each day it moved \(1 day\)/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-area-dot')).toHaveLength(1), {
      timeout: 5000,
    });
  },
};

/** A year of daily points: no dots, ticks spaced out. */
export const YearOfPoints: Story = {
  tags: ['phone-screenshot'],
  args: { history: YEAR_OF_POINTS },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/\(365 days\)/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.recharts-area-curve')).not.toBeNull(), {
      timeout: 5000,
    });
    await expect(canvasElement.querySelectorAll('.recharts-area-dot')).toHaveLength(0);
  },
};

/** The page in French: the balances, the ledger with its filters, columns and kinds (solde, rechargement). */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solde' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Soldes des organisations' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Grand livre de Menara Travel Marrakech' })).toBeVisible();
    const ledger = await canvas.findByRole('table', { name: 'Grand livre' });
    await expect(ledger).toHaveTextContent('Solde après');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Évolution du solde' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
    await expect(canvas.getByText(`1–10 sur ${String(MARRAKECH_LEDGER.length)}`)).toBeVisible();
  },
};
