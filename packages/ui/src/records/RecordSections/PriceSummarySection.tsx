import { passengerTypeLabel, type Ancillary, type Pricing } from '@comptoir/flight-domain';
import { DataList, Separator, Text } from '@radix-ui/themes';
import { Money } from '../../kit/Money/Money';
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
          <DataList.Item key={line.passengerType}>
            <DataList.Label minWidth="140px">
              {line.count} × {passengerTypeLabel(line.passengerType)}
            </DataList.Label>
            <DataList.Value>
              <Money centimes={line.price.total * line.count} size="2" />
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Separator size="4" />
      <DataList.Root size="1" orientation="horizontal">
        <DataList.Item>
          <DataList.Label minWidth="140px">Base fare</DataList.Label>
          <DataList.Value>
            <Money centimes={pricing.total.base} size="1" />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">Taxes</DataList.Label>
          <DataList.Value>
            <Money centimes={pricing.total.taxes} size="1" />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">Agency markup</DataList.Label>
          <DataList.Value>
            <Money centimes={pricing.total.markup} size="1" />
          </DataList.Value>
        </DataList.Item>
        {ancillaries.length > 0 ? (
          <DataList.Item>
            <DataList.Label minWidth="140px">Ancillaries</DataList.Label>
            <DataList.Value>
              <Money centimes={ancillariesTotal} size="1" />
            </DataList.Value>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      <Separator size="4" />
      <DataList.Root size="3" orientation="horizontal">
        <DataList.Item data-slot="price-total">
          <DataList.Label minWidth="140px">
            <Text weight="bold">Total</Text>
          </DataList.Label>
          <DataList.Value>
            <Money centimes={pricing.total.total + ancillariesTotal} size="3" weight="bold" />
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </RecordSection>
  );
}
