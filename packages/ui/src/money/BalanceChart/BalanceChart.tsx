/**
 * The balance over time as a step chart (recharts). Loaded on demand through `BalanceChartSection`, so
 * that recharts stays out of the app's first-load bundle.
 */
import { formatDate, formatMoney, toCentimes } from '@comptoir/flight-domain';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dayTime, timeAxis, type BalancePoint } from './balance-points';
import { m } from '../../i18n/paraglide/messages.js';

const axisNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** MAD on the axis, in thousands from 10 000 on: `12 k`, `850`. */
const axisAmount = (mad: number) =>
  Math.abs(mad) >= 10_000 ? `${axisNumber.format(mad / 1000)} k` : axisNumber.format(mad);

/** The axis starts at zero (or below, for a negative balance) and spans at least 1 000 MAD. */
const AMOUNT_DOMAIN: [(min: number) => number, (max: number) => number] = [
  (min) => Math.min(0, min),
  (max) => Math.max(max, 1_000),
];

/** At most this many labelled days on the time axis; a narrow chart leaves out those that would touch. */
const DATE_TICKS = 5;

/** A day on the time axis (epoch milliseconds at its midnight UTC) as fr-FR `dd/mm/yyyy`. */
const dayLabel = (time: unknown) => (typeof time === 'number' ? formatDate(time) : '');

/**
 * The chart itself: the closing balance of each day on a time axis to scale (a gap of months is wider
 * than a week), labelled axes with every date label whole, a tooltip in fr-FR.
 */
export default function BalanceChart({ points }: { points: readonly BalancePoint[] }) {
  const data = points.map((point) => ({ time: dayTime(point.date), balance: point.balance / 100 }));
  const axis = timeAxis(
    points.map((point) => point.date),
    DATE_TICKS,
  );
  return (
    <ResponsiveContainer width="100%" height={260}>
      {/* The right margin holds half of the last date's label, which is centred on the axis's end. */}
      <AreaChart data={data} margin={{ top: 8, right: 40, bottom: 24, left: 24 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--gray-a5)" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={axis.domain}
          ticks={axis.ticks}
          interval="preserveStartEnd"
          tickFormatter={dayLabel}
          minTickGap={16}
          tick={{ fill: 'var(--gray-11)', fontSize: 12 }}
          label={{
            value: m.balance_column_date(),
            position: 'insideBottom',
            offset: -16,
            fill: 'var(--gray-12)',
          }}
        />
        <YAxis
          tickFormatter={axisAmount}
          domain={AMOUNT_DOMAIN}
          allowDecimals={false}
          width={56}
          tick={{ fill: 'var(--gray-11)', fontSize: 12 }}
          label={{
            value: m.balance_chart_axis(),
            angle: -90,
            position: 'insideLeft',
            offset: -12,
            fill: 'var(--gray-12)',
            style: { textAnchor: 'middle' },
          }}
        />
        <Tooltip
          formatter={(mad) => [formatMoney(toCentimes(Number(mad))), m.balance_column_balance()]}
          labelFormatter={dayLabel}
        />
        <Area
          type="stepAfter"
          dataKey="balance"
          name={m.balance_column_balance()}
          stroke="var(--accent-9)"
          fill="var(--accent-a4)"
          isAnimationActive={false}
          dot={points.length <= 31 ? { r: 3, fill: 'var(--accent-9)' } : false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
