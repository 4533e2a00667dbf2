import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SeatSwatch } from './SeatLook';

const LEGEND: { label: string; swatch: ReactNode }[] = [
  { label: 'Free', swatch: <SeatSwatch look="free" /> },
  { label: 'Paid', swatch: <SeatSwatch look="paid" /> },
  { label: 'Occupied', swatch: <SeatSwatch look="occupied">×</SeatSwatch> },
  { label: 'Not available', swatch: <SeatSwatch look="blocked" /> },
  { label: 'Chosen (initials)', swatch: <SeatSwatch look="selected">AB</SeatSwatch> },
  { label: 'Extra legroom', swatch: <SeatSwatch look="free" extraLegroom /> },
  { label: 'Bassinet', swatch: <SeatSwatch look="free" bassinet /> },
  {
    label: 'Exit row',
    swatch: (
      <span aria-hidden className="w-7 text-center text-[9px] font-bold text-[var(--red-11)]">
        EXIT
      </span>
    ),
  },
  {
    label: 'Over the wing',
    swatch: <span aria-hidden className="h-7 w-1.5 rounded-sm bg-[var(--gray-7)]" />,
  },
];

/** What each look of the cabin means: seat kinds, characteristics, exit rows and the wing. */
export function SeatMapLegend() {
  return (
    <ul
      aria-label="Legend"
      data-slot="seat-map-legend"
      className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 md:grid-cols-2"
    >
      {LEGEND.map(({ label, swatch }) => (
        <li key={label} className="flex items-center gap-2">
          {swatch}
          <Text size="1">{label}</Text>
        </li>
      ))}
    </ul>
  );
}
