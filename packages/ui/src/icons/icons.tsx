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
