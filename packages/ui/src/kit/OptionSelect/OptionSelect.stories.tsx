import { Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OptionSelect, type OptionSelectProps } from './OptionSelect';
import RadixOptionSelect from './RadixOptionSelect';

const options = [
  { value: 'org_atlas', label: 'Atlas Voyages' },
  { value: 'org_sahara', label: 'Sahara Travel' },
  { value: 'org_menara', label: 'Menara Travel' },
];

/** The select's code held back until the play function lets it through, as a slow network would. */
function heldBackCode() {
  let letThrough: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  return {
    loadSelect: fn(async () => {
      await arrived;
      return RadixOptionSelect;
    }),
    letThrough: () => {
      letThrough();
    },
  };
}

/** Long enough for code that has arrived to be rendered. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 150));

const meta = {
  title: 'Inputs/OptionSelect',
  component: OptionSelect,
  parameters: { layout: 'padded' },
  args: {
    value: 'org_atlas',
    options,
    onValueChange: fn(),
    'aria-label': 'Organization',
  },
  render: (args) => (
    <Flex p="4">
      <OptionSelect {...args} />
    </Flex>
  ),
} satisfies Meta<typeof OptionSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Painted closed with the page; pressed, Radix Themes' select takes its place, open, and a choice is sent. */
export const Chosen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Organization' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sahara Travel' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('org_sahara');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveFocus());
  },
};

const whileLoading = heldBackCode();
/** Pressed while its code is on its way: the list opens when the code comes, nothing pressed again. */
export const PressedWhileItsCodeLoads: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the choice shown, as Chosen pictures it.' } },
  args: { loadSelect: whileLoading.loadSelect },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Organization' });
    await userEvent.click(trigger);
    await expect(args.loadSelect).toHaveBeenCalled();
    await aMoment();
    await expect(screen.queryByRole('listbox')).toBeNull();
    whileLoading.letThrough();
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Atlas Voyages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Menara Travel' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('org_menara');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveFocus());
  },
};

const heldPress = heldBackCode();
/**
 * Pressed and held, its code not yet asked for (no hover or focus before), the code coming while the
 * button is still down, and the pointer released with a tremor: the list is open and stays open. Radix's
 * list opens over its trigger, on the chosen option: a select swapped in open under a held pointer took
 * the release for a choice of that option, and closed.
 */
export const PressHeldWhileItsCodeComes: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the choice shown, as Chosen pictures it.' } },
  args: { loadSelect: heldPress.loadSelect },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Organization' });
    const box = trigger.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    // What the pointer is over, as the browser would send it there.
    const underThePointer = () => trigger.ownerDocument.elementFromPoint(x, y) ?? trigger;
    await expect(args.loadSelect).not.toHaveBeenCalled();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: trigger, coords: { clientX: x, clientY: y } });
    await expect(args.loadSelect).toHaveBeenCalled();
    heldPress.letThrough();
    await aMoment();
    const target = underThePointer();
    await userEvent.pointer([
      { target, coords: { clientX: x + 2, clientY: y + 1 } },
      { keys: '[/MouseLeft]', target, coords: { clientX: x + 2, clientY: y + 1 } },
    ]);
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await aMoment();
    await expect(screen.getByRole('listbox')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

const KEYS = [
  ['Enter', '{Enter}'],
  ['Space', ' '],
  ['Arrow down', '{ArrowDown}'],
  ['Arrow up', '{ArrowUp}'],
] as const;
const fromTheKeyboard = heldBackCode();
/**
 * Each of Radix's opening keys on a painted trigger opens the list, the first while the code is still on
 * its way; Escape closes it and gives the focus back to the trigger.
 */
export const OpenedFromTheKeyboard: Story = {
  args: { loadSelect: fromTheKeyboard.loadSelect },
  render: (args) => (
    <Flex p="4" gap="3">
      {KEYS.map(([name]) => (
        <OptionSelect key={name} {...args} aria-label={name} />
      ))}
    </Flex>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const [name, key] of KEYS) {
      const trigger = canvas.getByRole('combobox', { name });
      trigger.focus();
      await userEvent.keyboard(key);
      fromTheKeyboard.letThrough();
      await expect(await screen.findByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      await expect(canvas.getByRole('combobox', { name })).toHaveFocus();
    }
  },
};

/** Ends the save `SavedOnChoice` started: the story's play says when, however slow the host. */
let finishSaving: () => void = () => undefined;

/** A select disabled while the choice it sent is saved, as the role cells do. */
function SavedOnChoice(args: OptionSelectProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Flex p="4">
      <OptionSelect
        {...args}
        disabled={saving}
        onValueChange={(value) => {
          setSaving(true);
          args.onValueChange(value);
          finishSaving = () => {
            setSaving(false);
          };
        }}
      />
    </Flex>
  );
}

/**
 * A choice that disables the select while it is saved: the focus, which Radix gives back to the trigger
 * while it is still disabled, comes back to it once it is enabled again, not lost to the page.
 */
export const DisabledWhileTheChoiceIsSaved: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the choice shown, as Chosen pictures it.' } },
  render: (args) => <SavedOnChoice {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Organization' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sahara Travel' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('org_sahara');
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toBeDisabled();
    finishSaving();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Organization' })).toBeEnabled());
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveFocus());
  },
};
