import { passengerTypeLabel, type Ancillary, type Pricing } from '@comptoir/flight-domain';
import { DataList, Separator, Text } from '@radix-ui/themes';
import { MoneyItem } from '../../kit/Money/MoneyItem';
import { RecordSection } from '../../kit/RecordSection/RecordSection';

export interface PriceSummarySectionProps {
  pricing: Pricing;
  /** Ancillaries, added to the total. Default: none. */
  ancillaries?: readonly Ancillary[];
  /** The section's heading. Default: `Price summary`. */
  title?: string;
}

/** The fare per passenger type, its base, taxes and markup, ancillaries and the total to pay. */
export function PriceSummarySection({
  pricing,
  ancillaries = [],
  title = 'Price summary',
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
                {line.count} × {passengerTypeLabel(line.passengerType)}
              </>
            }
            centimes={line.price.total * line.count}
            size="2"
          />
        ))}
      </DataList.Root>
      <Separator size="4" />
      <DataList.Root size="1" orientation="horizontal">
        <MoneyItem label="Base fare" centimes={pricing.total.base} size="1" />
        <MoneyItem label="Taxes" centimes={pricing.total.taxes} size="1" />
        <MoneyItem label="Agency markup" centimes={pricing.total.markup} size="1" />
        {ancillaries.length > 0 ? (
          <MoneyItem label="Ancillaries" centimes={ancillariesTotal} size="1" />
        ) : null}
      </DataList.Root>
      <Separator size="4" />
      <DataList.Root size="3" orientation="horizontal">
        <MoneyItem
          slot="price-total"
          label={<Text weight="bold">Total</Text>}
          centimes={pricing.total.total + ancillariesTotal}
          size="3"
          weight="bold"
        />
      </DataList.Root>
    </RecordSection>
  );
}
