import { EQUIPMENT_NAMES } from '@comptoir/mock-backend';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SeatMap, type SeatAssignmentValue, type SeatMapPassenger } from './SeatMap';
import { holdAnimations, phone } from '../story-helpers/story-helpers';
import { inBox } from '../story-helpers/frames';
import { withHeldValue } from '../story-helpers/held-value';
import { sandboxSeatMap } from '../story-helpers/sandbox-seat-maps';

/** A seat map from the sandbox (`sandboxSeatMap`) for a family of three, on the given aircraft type. */
function seatMapOn(equipment: string) {
  const { segment } = sandboxSeatMap({ adt: 2, cnn: 1, inf: 0, unn: 0 }, equipment);
  return { seatMap: segment, aircraftName: EQUIPMENT_NAMES[equipment] ?? equipment };
}

/** An A320: one aisle, six seats a row, two exit rows over the wing. */
const narrowBody = seatMapOn('320');
/** An ATR 72: four seats a row, fits a phone at full size. */
const regional = seatMapOn('AT7');
/** A Boeing 787-9: two aisles, a bassinet row. */
const wideBody = seatMapOn('789');
/** An A380: a main deck and an upper deck. */
const doubleDecker = seatMapOn('388');

/** A family of three, as on the reservation. */
const family: SeatMapPassenger[] = [
  { id: 'trv_1', name: 'Amina Benali', passengerType: 'ADT' },
  { id: 'trv_2', name: 'Karim Benali', passengerType: 'ADT' },
  { id: 'trv_3', name: 'Yasmine Benali', passengerType: 'CNN' },
];

const meta = {
  title: 'Booking/SeatMap',
  component: SeatMap,
  parameters: { layout: 'padded' },
  // The assignment held as a screen would, each change reported to the story's spy.
  render: withHeldValue(SeatMap, 'onChange'),
  decorators: [inBox({ p: { initial: '3', sm: '5' }, maxWidth: '960px' })],
  args: {
    ...narrowBody,
    passengers: family,
    value: {},
    onChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof SeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seat cell whose accessible name starts with this seat code. */
function seat(canvasElement: HTMLElement, code: string): HTMLElement {
  const cell = canvasElement.querySelector<HTMLElement>(`[data-slot="seat"][data-seat="${code}"]`);
  if (!cell) throw new Error(`No seat ${code}`);
  return cell;
}

/** The one cell of the grids that is in the tab order. */
function tabStops(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"][tabindex="0"]')];
}

async function expectFocusOn(canvasElement: HTMLElement, code: string) {
  await waitFor(() => expect(seat(canvasElement, code)).toHaveFocus());
  await expect(tabStops(canvasElement)).toEqual([seat(canvasElement, code)]);
}

/** An A320 for a family of three: legend, wings, exit rows, free, paid and occupied seats. */
export const NarrowBody: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: 'Main deck seats, flight U21084' });
    await expect(grid).toHaveAccessibleDescription(/Arrow keys move between seats/);
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['A', 'B', 'C', 'Row', 'D', 'E', 'F']);
    await expect(within(grid).getByRole('rowheader', { name: 'Row 12' })).toBeInTheDocument();
    // Names say code, characteristics, price or "free", and state.
    await expect(seat(canvasElement, '12B')).toHaveAccessibleName(
      '12B, middle, exit row, extra legroom, 250,00\u00A0MAD, available',
    );
    await expect(seat(canvasElement, '5A')).toHaveAccessibleName('5A, window, free, available');
    await expect(seat(canvasElement, '1E')).toHaveAccessibleName('1E, middle, extra legroom, occupied');
    await expect(seat(canvasElement, '1E')).toHaveAttribute('aria-disabled', 'true');
    // One tab stop: the first seat that can be chosen.
    await expect(tabStops(canvasElement)).toEqual([seat(canvasElement, '1A')]);
    await expect(canvasElement.querySelectorAll('[data-exit-row="true"]')).toHaveLength(2);
    await expect(canvas.getByRole('list', { name: 'Legend' })).toBeVisible();
  },
};

/** Arrows, Home/End, PageUp/PageDown, Ctrl+Home/End and N move one roving focus; Enter chooses. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // Tab from the passenger choice lands on the grid's one tab stop.
    await userEvent.click(canvas.getByRole('radio', { name: /Amina Benali/ }));
    await userEvent.tab();
    await expectFocusOn(canvasElement, '1A');
    await userEvent.keyboard('{ArrowLeft}'); // at the edge: stays
    await expectFocusOn(canvasElement, '1A');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expectFocusOn(canvasElement, '1C');
    await userEvent.keyboard('{ArrowRight}'); // across the aisle
    await expectFocusOn(canvasElement, '1D');
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}'); // 2C, a paid seat
    await expectFocusOn(canvasElement, '2C');
    await userEvent.keyboard('{ArrowLeft}'); // 2B is occupied but still reachable
    await expectFocusOn(canvasElement, '2B');
    await userEvent.keyboard('n'); // the next seat that can be chosen
    await expectFocusOn(canvasElement, '2C');
    await userEvent.keyboard('{Shift>}N{/Shift}'); // and the previous one
    await expectFocusOn(canvasElement, '2A');
    await userEvent.keyboard('{End}');
    await expectFocusOn(canvasElement, '2F');
    await userEvent.keyboard('{Home}');
    await expectFocusOn(canvasElement, '2A');
    await userEvent.keyboard('{PageDown}');
    await expectFocusOn(canvasElement, '7A');
    await userEvent.keyboard('{PageUp}{ArrowUp}');
    await expectFocusOn(canvasElement, '1A');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expectFocusOn(canvasElement, '30F');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expectFocusOn(canvasElement, '1A');
    // The focused seat is described in words under the map too.
    // (toHaveTextContent turns the no-break space before MAD into a space.)
    await expect(canvasElement.querySelector('[data-slot="seat-map-focused-seat"]')).toHaveTextContent(
      '1A, window, extra legroom, 120,00 MAD, available',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_1: '1A' });
    await expect(seat(canvasElement, '1A')).toHaveAccessibleName(
      '1A, window, extra legroom, 120,00\u00A0MAD, selected for Amina Benali',
    );
    await expect(seat(canvasElement, '1A')).toHaveAttribute('data-initials', 'AB');
    // Seating moved on to Karim: Space chooses 1B for him.
    await expect(canvas.getByRole('radio', { name: /Karim Benali/ })).toBeChecked();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_1: '1A', trv_2: '1B' });
    await expect(seat(canvasElement, '1B')).toHaveAttribute('data-initials', 'KB');
    // Enter on an occupied seat does nothing.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}'); // 1E, occupied
    await expectFocusOn(canvasElement, '1E');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Each passenger gets their own seat: switch passenger, choose, give up, move a seat over. */
export const SelectionPerPassenger: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(seat(canvasElement, '5A'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_1: '5A' });
    await userEvent.click(seat(canvasElement, '5B'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_1: '5A', trv_2: '5B' });
    await userEvent.click(seat(canvasElement, '5C'));
    const all = { trv_1: '5A', trv_2: '5B', trv_3: '5C' };
    await expect(args.onChange).toHaveBeenLastCalledWith(all);
    await expect(seat(canvasElement, '5C')).toHaveAttribute('data-initials', 'YB');
    await expect(canvas.getByRole('radio', { name: /Yasmine Benali/ })).toHaveAccessibleName(/Seat 5C/);
    // An occupied seat cannot be chosen.
    await userEvent.click(seat(canvasElement, '6B'));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    // Switch to Karim and move him to 8A.
    await userEvent.click(canvas.getByRole('radio', { name: /Karim Benali/ }));
    await userEvent.click(seat(canvasElement, '8A'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...all, trv_2: '8A' });
    await expect(seat(canvasElement, '5B')).toHaveAccessibleName('5B, middle, free, available');
    // Choosing his own seat again gives it up.
    await userEvent.click(seat(canvasElement, '8A'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_1: '5A', trv_3: '5C' });
    // Choosing Amina's seat for Karim moves it over to him.
    await userEvent.click(seat(canvasElement, '5A'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_2: '5A', trv_3: '5C' });
    await expect(seat(canvasElement, '5A')).toHaveAccessibleName(
      '5A, window, free, selected for Karim Benali',
    );
    await expect(canvas.getByRole('radio', { name: /Amina Benali/ })).toHaveAccessibleName(/No seat yet/);
  },
};

const chosen: SeatAssignmentValue = { trv_1: '12B', trv_2: '12D', trv_3: '5A' };

/** The seats already chosen, shown with the passengers' initials. */
export const WithSeatsChosen: Story = {
  args: { value: chosen },
  play: async ({ canvasElement }) => {
    await expect(seat(canvasElement, '12B')).toHaveAttribute('data-initials', 'AB');
    await expect(seat(canvasElement, '12D')).toHaveAttribute('data-initials', 'KB');
    await expect(seat(canvasElement, '5A')).toHaveAttribute('data-initials', 'YB');
    // The tab stop starts on the seat of the passenger being seated.
    await expect(tabStops(canvasElement)).toEqual([seat(canvasElement, '12B')]);
  },
};

/** The review step lists each passenger's seat and the total, then confirms. */
export const ReviewAndConfirm: Story = {
  tags: ['phone-screenshot'],
  args: { value: chosen },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await expect(canvas.getByRole('heading', { name: 'Review seats' })).toBeVisible();
    await expect(canvas.getByText('Seat 12B, middle, exit row, extra legroom')).toBeVisible();
    await expect(canvas.getByText('Seat 5A, window')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    // 250,00 + 250,00 + free.
    await expect(canvas.getByText('500,00 MAD')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change seats' }));
    await expect(canvas.getByRole('grid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm seats' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith(chosen);
  },
};

/** A passenger without a seat is listed as such. */
export const ReviewWithAPassengerUnseated: Story = {
  args: { value: { trv_1: '12B' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await expect(canvas.getAllByText('No seat chosen')).toHaveLength(2);
    // One paid seat: its line and the total.
    await expect(canvas.getAllByText('250,00 MAD')).toHaveLength(2);
  },
};

/** While the seats are being confirmed the button is busy; a failure is shown on the review step. */
export const ConfirmFailed: Story = {
  args: { value: chosen, error: 'Seat 12B was taken meanwhile: choose another seat.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Seat 12B was taken meanwhile');
  },
};

export const Confirming: Story = {
  args: { value: chosen, confirming: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    const confirm = canvas.getByRole('button', { name: 'Confirm seats' });
    await expect(confirm).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change seats' })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    holdAnimations(canvasElement);
  },
};

/** A 787-9: two aisles (row numbers in each) and bassinet places in the first row. */
export const WideBody: Story = {
  args: { ...wideBody },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = canvas.getByRole('grid');
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(10);
    await expect(seat(canvasElement, '1K')).toHaveAccessibleName(
      '1K, window, extra legroom, bassinet, 120,00\u00A0MAD, available',
    );
    await userEvent.click(seat(canvasElement, '5F'));
    await userEvent.keyboard('{ArrowRight}'); // across the second aisle
    await expectFocusOn(canvasElement, '5H');
  },
};

/** An A380: one grid per deck, chosen with tabs; a seat chosen upstairs shows on the upper deck. */
export const SeveralDecks: Story = {
  args: { ...doubleDecker },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('grid', { name: 'Main deck seats, flight U21084' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Upper deck' }));
    const upper = await canvas.findByRole('grid', { name: 'Upper deck seats, flight U21084' });
    await expect(within(upper).getAllByRole('rowheader')[0]).toHaveAccessibleName('Row 70');
    const [stop] = tabStops(canvasElement);
    if (!stop) throw new Error('No tab stop on the upper deck');
    stop.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_1: stop.dataset.seat });
    await expect(stop).toHaveAttribute('data-initials', 'AB');
  },
};

/** At 375 px a regional aircraft fits at full size and passengers stack. */
export const PhoneRegional: Story = {
  args: { ...regional },
  globals: phone,
  play: async ({ args, canvasElement, userEvent }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.click(seat(canvasElement, '6A'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_1: '6A' });
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ trv_1: '6A', trv_2: '6C' });
  },
};

export const PhoneNarrowBody: Story = {
  ...WithSeatsChosen,
  globals: phone,
  play: async (context) => {
    await WithSeatsChosen.play?.(context);
    const grid = within(context.canvasElement).getByRole('grid');
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** The seat map in French: its title, passengers, help, legend and each seat's name. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: /^Vol U21084 · / })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Sièges Main deck, vol U21084' });
    await expect(grid).toHaveAccessibleDescription(/^Les flèches passent d'un siège à l'autre/);
    await expect(within(grid).getByRole('rowheader', { name: 'Rangée 12' })).toBeInTheDocument();
    await expect(seat(canvasElement, '12B')).toHaveAccessibleName(
      '12B, milieu, rangée de sortie, espace pour les jambes, 250,00\u00A0MAD, libre',
    );
    await expect(seat(canvasElement, '1E')).toHaveAccessibleName(
      '1E, milieu, espace pour les jambes, occupé',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Passager à placer' })).toHaveTextContent(
      'Pas encore de siège',
    );
    await expect(canvas.getByRole('list', { name: 'Légende' })).toHaveTextContent('Rangée de sortie');
    await expect(canvas.getByRole('button', { name: 'Vérifier les sièges' })).toBeVisible();
  },
};
