import { FRENCH_AMOUNT_MESSAGES, PRIORITY_MESSAGE } from '@comptoir/flight-domain';
import { ADDED_NDC_MARKUP, SEED_ORGANIZATIONS } from '@comptoir/mock-backend';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_LIST_ERROR } from '../../kit/story-helpers/list-server';
import { dialogClosed, expectFailurePanel } from '../../kit/story-helpers/story-helpers';
import { STORY_MARKUPS } from '../story-fixtures';
import { MarkupsView } from './MarkupsView';
import { closeDialogBeforeStory, withGlobalDialog } from '../../kit/story-helpers/global-dialog-stories';

const ORGANIZATIONS = SEED_ORGANIZATIONS.map(({ id, name }) => ({ id, name }));
const [, MARRAKECH] = ORGANIZATIONS;
if (MARRAKECH?.id !== 'org_marrakech')
  throw new Error('The seed has changed: Marrakech is no longer second.');

const editing = {
  organizations: ORGANIZATIONS,
  onSelect: fn(),
  onCreate: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  onUpdate: fn(() => Promise.resolve()),
  onDelete: fn(() => Promise.resolve()),
};

const meta = {
  title: 'Money/MarkupsView',
  component: MarkupsView,
  // The global dialog its delete confirmation opens.
  decorators: [withGlobalDialog],
  args: {
    organization: MARRAKECH,
    markups: { status: 'success', data: STORY_MARKUPS },
    editing,
  },
  beforeEach: () => {
    closeDialogBeforeStory();
    for (const handler of Object.values(editing)) if (typeof handler === 'function') handler.mockClear();
  },
} satisfies Meta<typeof MarkupsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view: the organization chosen, its rules with what each adds, to what, and its priority. */
export const Admin: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Markups of Menara Travel Marrakech' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]?.textContent).toContain('75,00\u00A0MAD per passenger');
    await expect(rows[3]?.textContent).toContain('GDS and NDC · AT · Business · Round-trip');
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveTextContent(MARRAKECH.name);
  },
};

/** Owners and members read their organization's rules: no choice, no writes. */
export const ReadOnly: Story = {
  tags: ['phone-screenshot'],
  args: { editing: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Markups of Menara Travel Marrakech' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add markup' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
    await expect(canvas.getByText(/Only a platform admin changes them/)).toBeVisible();
  },
};

/** Adding a 5 % NDC rule of priority 10: the body sent once, under a double click. */
export const AddRule: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "Ends on the rules Admin pictures (adding is the callback's)." } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add markup' }));
    const form = within(canvas.getByRole('form', { name: 'Add markup' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), ADDED_NDC_MARKUP.name);
    await userEvent.type(form.getByRole('textbox', { name: 'Value (%)' }), String(ADDED_NDC_MARKUP.value));
    await userEvent.click(form.getByRole('combobox', { name: 'Content' }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'NDC' }));
    const priority = await form.findByRole('textbox', { name: 'Priority' });
    await userEvent.clear(priority);
    await userEvent.type(priority, String(ADDED_NDC_MARKUP.priority));
    await userEvent.dblClick(form.getByRole('button', { name: 'Add markup' }));
    await waitFor(() => expect(editing.onCreate).toHaveBeenCalledOnce());
    await expect(editing.onCreate).toHaveBeenCalledWith({ ...ADDED_NDC_MARKUP, active: true });
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Add markup' })).toBeNull());
  },
};

/** Bad input: a message per field, nothing typed lost, nothing sent. */
export const FormValidation: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add markup' }));
    const form = within(canvas.getByRole('form', { name: 'Add markup' }));
    const value = form.getByRole('textbox', { name: 'Value (%)' });
    await userEvent.type(value, '2.5');
    await userEvent.type(form.getByRole('textbox', { name: 'Airline' }), 'A');
    const priority = form.getByRole('textbox', { name: 'Priority' });
    await userEvent.clear(priority);
    await userEvent.type(priority, 'high');
    await userEvent.click(form.getByRole('button', { name: 'Add markup' }));
    await expect(form.getByText('Enter the markup name')).toBeVisible();
    await expect(form.getByText(FRENCH_AMOUNT_MESSAGES.dot)).toBeVisible();
    await expect(form.getByText('An airline is its two-character IATA code, e.g. AT')).toBeVisible();
    await expect(form.getByText(PRIORITY_MESSAGE)).toBeVisible();
    await expect(value).toHaveValue('2.5');
    await expect(editing.onCreate).not.toHaveBeenCalled();
  },
};

/** Editing a rule starts from its values; deleting asks first. */
export const EditAndDelete: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit NDC markup' }));
    const form = within(canvas.getByRole('form', { name: 'Save markup' }));
    await expect(form.getByRole('textbox', { name: 'Value (%)' })).toHaveValue('1,5');
    await userEvent.clear(form.getByRole('textbox', { name: 'Value (%)' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Value (%)' }), '2');
    await userEvent.click(form.getByRole('button', { name: 'Save markup' }));
    await waitFor(() =>
      expect(editing.onUpdate).toHaveBeenCalledWith(
        'mkp_marrakech_ndc',
        expect.objectContaining({ value: 2 }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete GDS service fee' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete markup' }));
    await waitFor(() => expect(editing.onDelete).toHaveBeenCalledWith(STORY_MARKUPS[0]));
    await dialogClosed(canvasElement);
  },
};

export const Empty: Story = {
  args: { markups: { status: 'success', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No markup: agents see the airline's fares as they are.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { markups: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading markups…');
    for (const animation of document.getAnimations()) animation.pause();
  },
};

export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: { markups: { status: 'error', message: STORY_LIST_ERROR, onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      await expectFailurePanel(await canvas.findByRole('alert'), STORY_LIST_ERROR, userEvent),
    );
    if (args.markups.status === 'error') await expect(args.markups.onRetry).toHaveBeenCalledOnce();
  },
};

/** The rules and the new rule's form in French (majoration, priorité, s'applique aux offres). */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Majorations' })).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('Priorité');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une majoration' }));
    const form = within(canvas.getByRole('form', { name: 'Ajouter une majoration' }));
    await expect(form.getByRole('textbox', { name: 'Valeur (%)' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: "S'applique aux offres" })).toBeChecked();
  },
};

/** Bad input in French: each field's message in French, the amount's too. */
export const FormValidationInFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une majoration' }));
    const form = within(canvas.getByRole('form', { name: 'Ajouter une majoration' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Valeur (%)' }), '2.5');
    await userEvent.type(form.getByRole('textbox', { name: 'Compagnie' }), 'A');
    const priority = form.getByRole('textbox', { name: 'Priorité' });
    await userEvent.clear(priority);
    await userEvent.type(priority, 'haute');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter une majoration' }));
    await expect(form.getByText('Saisissez le nom de la majoration')).toBeVisible();
    await expect(form.getByText('Utilisez une virgule pour les décimales, par ex. 1 234,56')).toBeVisible();
    await expect(
      form.getByText("Une compagnie s'écrit avec son code IATA à deux caractères, par ex. AT"),
    ).toBeVisible();
    await expect(form.getByText('La priorité est un nombre entier de 0 à 100')).toBeVisible();
    await expect(editing.onCreate).not.toHaveBeenCalled();
  },
};

/**
 * A name over the rule's 60 characters in French: flight-domain's own message, worded in French (not
 * zod's generic English), the name kept as typed.
 */
export const NameTooLongInFrench: Story = {
  globals: { locale: 'fr' },
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: "the French form's messages are pictured by FormValidationInFrench" },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une majoration' }));
    const form = within(canvas.getByRole('form', { name: 'Ajouter une majoration' }));
    const name = form.getByRole('textbox', { name: 'Nom' });
    await userEvent.type(name, 'N'.repeat(61));
    await userEvent.type(form.getByRole('textbox', { name: 'Valeur (%)' }), '2');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter une majoration' }));
    await expect(form.getByText("Le nom d'une majoration compte au plus 60 caractères")).toBeVisible();
    await expect(name).toHaveValue('N'.repeat(61));
    await expect(editing.onCreate).not.toHaveBeenCalled();
  },
};
