/** A seat's box: its size, border, type and focus ring, shared by the cabin's seats and the legend. */
export const SEAT_BASE =
  'relative flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md border text-[11px] font-bold sm:size-9 sm:text-xs outline-offset-2 focus-visible:outline-2 focus-visible:outline-[var(--accent-12)]';

/** Draws `data-initials` on a chosen seat. */
export const SEAT_INITIALS = 'before:content-[attr(data-initials)]';

/** How each kind of seat looks (one variant map, as shadcn's `variants`). */
export const SEAT_LOOK: Record<'free' | 'paid' | 'occupied' | 'blocked' | 'selected', string> = {
  free: 'border-[var(--green-8)] bg-[var(--green-3)]',
  paid: 'border-[var(--amber-9)] bg-[var(--amber-4)]',
  occupied: 'cursor-not-allowed border-[var(--gray-6)] bg-[var(--gray-5)] text-[var(--gray-12)]',
  blocked:
    'cursor-not-allowed border-[var(--gray-6)] bg-[repeating-linear-gradient(135deg,var(--gray-3)_0_3px,var(--gray-6)_3px_5px)]',
  selected: 'border-[var(--accent-11)] bg-[var(--accent-9)] text-white',
};

/** A look of `SEAT_LOOK`. */
export type SeatLookName = keyof typeof SEAT_LOOK;

/** The dot in a seat's corner that marks a bassinet position. */
export function BassinetMark() {
  return (
    <span
      aria-hidden
      className="absolute -top-1 -right-1 size-2 rounded-full border border-white bg-[var(--cyan-10)]"
    />
  );
}

interface SeatSwatchProps {
  look: SeatLookName;
  extraLegroom?: boolean;
  bassinet?: boolean;
  children?: string;
}

/** A seat's look without its behaviour: for the legend. */
export function SeatSwatch({ look, extraLegroom = false, bassinet = false, children }: SeatSwatchProps) {
  return (
    <span
      aria-hidden
      className={`${SEAT_BASE} cursor-default ${SEAT_LOOK[look]} ${extraLegroom ? 'border-t-4' : ''}`}
    >
      {children}
      {bassinet ? <BassinetMark /> : null}
    </span>
  );
}
