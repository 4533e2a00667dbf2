import { DEFAULT_CURRENCY, formatMoney, type Centimes } from '@comptoir/flight-domain';
import { Text, type TextProps } from '@radix-ui/themes';

export interface MoneyProps extends Pick<TextProps, 'size' | 'weight' | 'color' | 'highContrast'> {
  /** The amount in the currency's minor unit: 123456 centimes is 1 234,56 MAD. */
  centimes: Centimes;
  /** ISO 4217 code. Default: `MAD` (`DEFAULT_CURRENCY`). */
  currency?: string;
}

/**
 * An amount of money in fr-FR (SPEC §1: MAD by default, French formatting), through flight-domain's
 * `formatMoney`. Figures are tabular so that amounts line up in columns, and never wrap.
 *
 * @example
 * <Money centimes={123456} /> // 1 234,56 MAD
 */
export function Money({ centimes, currency = DEFAULT_CURRENCY, ...props }: MoneyProps) {
  return (
    <Text data-slot="money" data-currency={currency} className="whitespace-nowrap tabular-nums" {...props}>
      {formatMoney(centimes, currency)}
    </Text>
  );
}
