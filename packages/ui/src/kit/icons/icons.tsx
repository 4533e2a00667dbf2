import type { ComponentProps } from 'react';

type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

/** Stroked 15 × 15 icons drawn in the current text colour; decorative (hidden from assistive technology). */
function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      width="15"
      height="15"
      viewBox="0 0 15 15"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/** An ×, for close buttons. */
export function CloseIcon(props: IconProps) {
  return <Icon d="M3.5 3.5l8 8M11.5 3.5l-8 8" {...props} />;
}

/** Three bars, for the button that opens the navigation drawer. */
export function MenuIcon(props: IconProps) {
  return <Icon d="M2.5 4h10M2.5 7.5h10M2.5 11h10" {...props} />;
}

/** A tick, for success. */
export function CheckIcon(props: IconProps) {
  return <Icon d="M3.5 7.5l2.5 2.5 5.5-5.5" {...props} />;
}

/** A chevron pointing left, for "previous". */
export function ChevronLeftIcon(props: IconProps) {
  return <Icon d="M9 3.5L5 7.5l4 4" {...props} />;
}

/** A chevron pointing right, for "next". */
export function ChevronRightIcon(props: IconProps) {
  return <Icon d="M6 3.5l4 4-4 4" {...props} />;
}

/** Two chevrons pointing left, for "first". */
export function DoubleChevronLeftIcon(props: IconProps) {
  return <Icon d="M7.5 3.5l-4 4 4 4M11.5 3.5l-4 4 4 4" {...props} />;
}

/** Two chevrons pointing right, for "last". */
export function DoubleChevronRightIcon(props: IconProps) {
  return <Icon d="M3.5 3.5l4 4-4 4M7.5 3.5l4 4-4 4" {...props} />;
}

/** A calendar page, for the button that opens a date picker. */
export function CalendarIcon(props: IconProps) {
  return (
    <Icon
      d="M3.5 3h8A1.5 1.5 0 0 1 13 4.5v7a1.5 1.5 0 0 1-1.5 1.5h-8A1.5 1.5 0 0 1 2 11.5v-7A1.5 1.5 0 0 1 3.5 3zM2 6.5h11M5 1.5v3M10 1.5v3"
      {...props}
    />
  );
}
