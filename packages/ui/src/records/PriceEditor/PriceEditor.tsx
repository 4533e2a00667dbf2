import type { Pricing, Traveler } from '@comptoir/flight-domain';
import { Button, DataList, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { Money } from '../../kit/Money/Money';
import { MoneyItem } from '../../kit/Money/MoneyItem';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { EditorError, PendingBadge } from '../Workbench/editor-parts';
import { TravelerChoice } from '../Workbench/TravelerChoice';
import { useRecordAction } from '../RecordSections/use-record-action';
import { m } from '../../i18n/paraglide/messages.js';

/** What a price request asks for (`POST price/{workbenchID}` with `{passengers, productType}`). */
export interface PriceRequest {
  /** The travelers to price, in the reservation's order. */
  travelerIds: string[];
  /** The product priced: the flights. */
  productType: 'Air';
}

export interface PriceEditorProps {
  /** The reservation's travelers: all are priced unless the agent unticks some. */
  travelers: readonly Traveler[];
  /** The reservation's price now, to compare the quote with. */
  pricing: Pricing;
  /**
   * Asks for the price now (`POST price/{workbenchID}`) and resolves with the quote, which the commit
   * will apply. A rejection keeps the choice and shows its message.
   */
  onPrice: (request: PriceRequest) => Promise<Pricing>;
  /** Whether editing is off (no workbench open, or it is being committed or ignored). Default `false`. */
  disabled?: boolean;
}

/**
 * Prices the reservation again inside the workbench: the agent chooses the travelers (all by default),
 * asks for the price, and reads the quote beside the current price and the difference; the quote is
 * marked pending, as the commit applies it. Choosing nobody shows a message and sends nothing.
 *
 * @example
 * <PriceEditor travelers={reservation.travelers} pricing={reservation.pricing} onPrice={price} />
 */
export function PriceEditor({ travelers, pricing, onPrice, disabled = false }: PriceEditorProps) {
  const [selected, setSelected] = useState<string[]>(() => travelers.map((traveler) => traveler.id));
  const [validation, setValidation] = useState<string | null>(null);
  const [quote, setQuote] = useState<Pricing | null>(null);
  const { running, error, runFromButton } = useRecordAction<'price'>();
  const inactive = disabled || running !== null;

  function price() {
    if (inactive) return;
    const travelerIds = travelers.map((traveler) => traveler.id).filter((id) => selected.includes(id));
    const problem = travelerIds.length === 0 ? m.editor_price_no_traveler() : null;
    setValidation(problem);
    if (problem !== null) return;
    runFromButton('price', async () => {
      setQuote(await onPrice({ travelerIds, productType: 'Air' }));
    });
  }

  const difference = quote === null ? 0 : quote.total.total - pricing.total.total;
  return (
    <RecordSection title={m.editor_price_title()} slot="price-editor">
      <Text as="p" size="2" color="gray">
        {m.editor_price_intro()}
      </Text>
      <TravelerChoice
        label={m.editor_price_travelers()}
        travelers={travelers}
        value={selected}
        onValueChange={(next) => {
          setSelected(next);
          setValidation(null);
        }}
        slot="price-traveler"
        disabled={inactive}
        error={validation}
      />
      {quote === null ? null : (
        <DataList.Root size="2" orientation="horizontal" data-slot="price-quote">
          <MoneyItem label={m.editor_price_current()} centimes={pricing.total.total} size="2" />
          <MoneyItem
            label={m.editor_price_quoted()}
            centimes={quote.total.total}
            size="2"
            weight="bold"
            after={<PendingBadge>{m.editor_price_applied_on_commit()}</PendingBadge>}
          />
          <DataList.Item>
            <DataList.Label minWidth="140px">{m.editor_price_difference()}</DataList.Label>
            <DataList.Value>
              {difference === 0 ? (
                <Text size="2">{m.editor_price_unchanged()}</Text>
              ) : (
                <Text size="2" color={difference > 0 ? 'red' : 'green'}>
                  {difference > 0 ? '+' : '−'}
                  <Money centimes={Math.abs(difference)} size="2" />
                </Text>
              )}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      )}
      <EditorError message={error} />
      <Flex justify="end">
        <Button disabled={disabled} loading={running === 'price'} onClick={price}>
          {m.editor_price_get()}
        </Button>
      </Flex>
    </RecordSection>
  );
}
