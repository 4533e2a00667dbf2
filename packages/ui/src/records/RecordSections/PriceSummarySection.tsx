import type { Ancillary, Pricing } from '@comptoir/flight-domain';
import { DataList, Separator, Text } from '@radix-ui/themes';
import { MoneyItem } from '../../kit/Money/MoneyItem';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';
import { passengerTypeWords } from '../../i18n/passenger-words';

export interface PriceSummarySectionProps {
  pricing: Pricing;
  /** Ancillaries, added to the total. Default: none. */
  ancillaries?: readonly Ancillary[];
  /** The section's heading. Default: "Price summary" in the interface's language. */
  title?: string;
}

/** The fare per passenger type, its base, taxes and markup, ancillaries and the total to pay. */
export function PriceSummarySection({
  pricing,
  ancillaries = [],
  title = m.record_price_summary(),
}: PriceSummarySectionProps) {
  const ancillariesTotal = ancillaries.reduce((sum, ancillary) => sum + ancillary.price, 0);
  return (
    <RecordSection title={title} slot="price-summary-section">
      <DataList.Root size="2" orientation="horizontal">
        {pricing.perPassenger.map((line) => (
          <MoneyItem
            key={line.passengerType}
            label={
              <>
                {line.count} × {passengerTypeWords(line.passengerType)}
              </>
            }
            centimes={line.price.total * line.count}
            size="2"
          />
        ))}
      </DataList.Root>
      <Separator size="4" />
      <DataList.Root size="1" orientation="horizontal">
        <MoneyItem label={m.record_base_fare()} centimes={pricing.total.base} size="1" />
        <MoneyItem label={m.record_taxes()} centimes={pricing.total.taxes} size="1" />
        <MoneyItem label={m.record_agency_markup()} centimes={pricing.total.markup} size="1" />
        {ancillaries.length > 0 ? (
          <MoneyItem label={m.record_ancillaries()} centimes={ancillariesTotal} size="1" />
        ) : null}
      </DataList.Root>
      <Separator size="4" />
      <DataList.Root size="3" orientation="horizontal">
        <MoneyItem
          slot="price-total"
          label={<Text weight="bold">{m.record_total()}</Text>}
          centimes={pricing.total.total + ancillariesTotal}
          size="3"
          weight="bold"
        />
      </DataList.Root>
    </RecordSection>
  );
}
