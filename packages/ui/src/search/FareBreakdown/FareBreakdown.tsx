import { type PaymentMethod, type Pricing, pricingBreakdown } from '@comptoir/flight-domain';
import { Text } from '@radix-ui/themes';
import { Money } from '../../kit/Money/Money';
import { m } from '../../i18n/paraglide/messages.js';
import { passengerTypeWords } from '../../i18n/passenger-words';
import { paymentMethodWords } from '../../i18n/payment-labels';

export interface FareBreakdownProps {
  /** The product's pricing: base, taxes and markup per passenger type, in centimes. */
  pricing: Pricing;
  /** The payment method whose surcharge applies (SPEC §9). */
  paymentMethod: PaymentMethod;
  /** The table's caption. Default: 'Price breakdown'. */
  caption?: string;
}

const COLUMNS = ['base', 'taxes', 'markup', 'surcharge', 'total'] as const;
const COLUMN_LABELS = {
  base: m.results_base,
  taxes: m.results_taxes,
  markup: m.results_markup,
  surcharge: m.results_surcharge,
  total: m.results_total,
} as const satisfies Record<(typeof COLUMNS)[number], () => string>;

/**
 * Base, taxes, markup, card surcharge and total per passenger type and overall, for a payment method.
 * Each row is the type's count times one passenger's price; the overall row is their exact sum, which
 * is the total the offer card shows.
 *
 * @example
 * <FareBreakdown pricing={product.pricing} paymentMethod="local-bank-card" />
 */
export function FareBreakdown({
  pricing,
  paymentMethod,
  caption = m.results_price_breakdown(),
}: FareBreakdownProps) {
  const breakdown = pricingBreakdown(pricing, paymentMethod);
  const cell = 'border-b border-(--gray-a5) px-2 py-1.5 text-right';
  return (
    <div
      data-slot="fare-breakdown"
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-(--radius-3) border border-(--gray-a5)"
    >
      <table className="w-full border-collapse">
        <caption className="px-2 py-1.5 text-left">
          <Text size="2" weight="medium">
            {caption}
          </Text>{' '}
          <Text size="1" color="gray">
            ({paymentMethodWords(paymentMethod)})
          </Text>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${cell} text-left`}>
              <Text size="1" color="gray">
                {m.results_passenger()}
              </Text>
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={cell}>
                <Text size="1" color="gray">
                  {COLUMN_LABELS[column]()}
                </Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {breakdown.perPassenger.map((line) => (
            <tr key={line.passengerType} data-passenger-type={line.passengerType}>
              <th scope="row" className={`${cell} text-left font-normal whitespace-nowrap`}>
                <Text size="2">
                  {passengerTypeWords(line.passengerType)} × {line.count}
                </Text>
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className={cell}>
                  <Money centimes={line.subtotal[column]} size="2" />
                </td>
              ))}
            </tr>
          ))}
          <tr data-slot="fare-breakdown-total">
            <th scope="row" className="px-2 py-1.5 text-left">
              <Text size="2" weight="bold">
                {m.results_total()}
              </Text>
            </th>
            {COLUMNS.map((column) => (
              <td key={column} className="px-2 py-1.5 text-right">
                <Money centimes={breakdown.total[column]} size="2" weight="bold" />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
