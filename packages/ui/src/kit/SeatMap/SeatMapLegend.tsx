import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SeatSwatch } from './SeatLook';
import { m } from '../../i18n/paraglide/messages.js';

const LEGEND: { label: () => string; swatch: ReactNode }[] = [
  { label: m.seatmap_legend_free, swatch: <SeatSwatch look="free" /> },
  { label: m.seatmap_legend_paid, swatch: <SeatSwatch look="paid" /> },
  { label: m.seatmap_legend_occupied, swatch: <SeatSwatch look="occupied">×</SeatSwatch> },
  { label: m.seatmap_legend_blocked, swatch: <SeatSwatch look="blocked" /> },
  { label: m.seatmap_legend_chosen, swatch: <SeatSwatch look="selected">AB</SeatSwatch> },
  { label: m.seatmap_legend_extra_legroom, swatch: <SeatSwatch look="free" extraLegroom /> },
  { label: m.seatmap_legend_bassinet, swatch: <SeatSwatch look="free" bassinet /> },
  {
    label: m.seatmap_legend_exit_row,
    swatch: (
      <span aria-hidden className="w-7 text-center text-[9px] font-bold text-[var(--red-11)]">
        EXIT
      </span>
    ),
  },
  {
    label: m.seatmap_legend_wing,
    swatch: <span aria-hidden className="h-7 w-1.5 rounded-sm bg-[var(--gray-7)]" />,
  },
];

/** What each look of the cabin means: seat kinds, characteristics, exit rows and the wing. */
export function SeatMapLegend() {
  return (
    <ul
      aria-label={m.seatmap_legend()}
      data-slot="seat-map-legend"
      className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 md:grid-cols-2"
    >
      {LEGEND.map(({ label, swatch }) => {
        const text = label();
        return (
          <li key={text} className="flex items-center gap-2">
            {swatch}
            <Text size="1">{text}</Text>
          </li>
        );
      })}
    </ul>
  );
}
