import type { AncillaryChoice, AncillaryOffer, Centimes, Leg, Traveler } from '@comptoir/flight-domain';
import { Button, Callout, CheckboxCards, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { Money } from '../../kit/Money/Money';
import { segmentDisplayName, travelerDisplayName } from '../RecordSections/record-format';
import { EmptyNote, RecordSection } from '../../kit/RecordSection/RecordSection';
import { useRecordAction } from '../RecordSections/use-record-action';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

export interface AncillariesEditorProps {
  /** The ancillaries on offer (`POST {locator}/ancillaries/{workbenchID}/list`). Default: none. */
  offers?: readonly AncillaryOffer[];
  /** Whether the offers are being loaded. Default `false`. */
  loading?: boolean;
  /** Why the offers could not be loaded. Default: none. */
  error?: string | undefined;
  /** The reservation's travelers, to group the offers by traveler. */
  travelers: readonly Traveler[];
  /** The reservation's itinerary, to name the flight of each offer. */
  itinerary: readonly Leg[];
  /**
   * Adds the chosen ancillaries, in the order offered. A rejection keeps the choice and shows its
   * message; a success clears it.
   */
  onConfirm: (ancillaries: AncillaryChoice[]) => Promise<void>;
  /** Whether editing is off (no workbench open, or it is being committed or ignored). Default `false`. */
  disabled?: boolean;
}

/**
 * Adds ancillaries (bags, priority boarding…) to a reservation: the offers are grouped per traveler,
 * each names its flight and price in MAD, and a running total adds up the choice before it is
 * confirmed. Loading, loading failure and "nothing on offer" each have their own state.
 *
 * @example
 * <AncillariesEditor offers={offers} travelers={reservation.travelers} itinerary={reservation.itinerary} onConfirm={confirm} />
 */
export function AncillariesEditor({
  offers = [],
  loading = false,
  error,
  travelers,
  itinerary,
  onConfirm,
  disabled = false,
}: AncillariesEditorProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [validation, setValidation] = useState<string | null>(null);
  const action = useRecordAction<'confirm'>();
  const totalId = useId();
  const messageId = useId();
  const segments = itinerary.flatMap((leg) => leg.segments);
  const inactive = disabled || action.running !== null;

  const chosen = offers.filter((offer) => selected.includes(offer.id));
  const total: Centimes = chosen.reduce((sum, offer) => sum + offer.price, 0);
  const travelerIds = [...new Set(offers.map((offer) => offer.travelerId))];

  function selectFor(travelerId: string, values: string[]) {
    // Merged into the choice as it is when applied, so that a change for another traveler in the same
    // frame is kept.
    setSelected((current) => [
      ...current.filter((id) => offers.find((offer) => offer.id === id)?.travelerId !== travelerId),
      ...values,
    ]);
    setValidation(null);
  }

  function confirm() {
    if (chosen.length === 0) {
      setValidation(m.editor_ancillaries_none_chosen());
      return;
    }
    const sent = chosen.map((offer) => offer.id);
    action.runFromButton('confirm', async () => {
      await onConfirm(
        chosen.map((offer) => ({
          offerId: offer.id,
          travelerId: offer.travelerId,
          segmentId: offer.segmentId,
        })),
      );
      setSelected((current) => current.filter((id) => !sent.includes(id)));
    });
  }

  if (loading) {
    return (
      <RecordSection title={m.editor_ancillaries_title()} slot="ancillaries-editor">
        <Flex direction="column" gap="3" aria-busy data-state="loading">
          <Text size="2" color="gray" role="status">
            {m.editor_ancillaries_loading()}
          </Text>
          <Skeleton height="64px" />
          <Skeleton height="64px" />
        </Flex>
      </RecordSection>
    );
  }

  if (error !== undefined) {
    return (
      <RecordSection title={m.editor_ancillaries_title()} slot="ancillaries-editor">
        <Callout.Root color="red" role="alert" size="1" data-state="error">
          <Callout.Text>{m.editor_ancillaries_load_failed({ error })}</Callout.Text>
        </Callout.Root>
      </RecordSection>
    );
  }

  if (offers.length === 0) {
    return (
      <RecordSection title={m.editor_ancillaries_title()} slot="ancillaries-editor">
        <EmptyNote>{m.editor_ancillaries_empty()}</EmptyNote>
      </RecordSection>
    );
  }

  return (
    <RecordSection title={m.editor_ancillaries_title()} slot="ancillaries-editor">
      {travelerIds.map((travelerId) => {
        const name = travelerDisplayName(travelers, travelerId);
        return (
          <Flex key={travelerId} direction="column" gap="2" data-slot="ancillaries-traveler">
            <Heading as="h3" size="3">
              {name}
            </Heading>
            <CheckboxCards.Root
              aria-label={m.editor_ancillaries_for({ name })}
              aria-describedby={validation === null ? undefined : messageId}
              value={selected.filter(
                (id) => offers.find((offer) => offer.id === id)?.travelerId === travelerId,
              )}
              onValueChange={(values) => selectFor(travelerId, values)}
              disabled={inactive}
              columns={{ initial: '1', sm: '2', md: '3' }}
              size="1"
            >
              {offers
                .filter((offer) => offer.travelerId === travelerId)
                .map((offer) => (
                  <CheckboxCards.Item key={offer.id} value={offer.id} data-slot="ancillary-offer">
                    <Flex direction="column" width="100%">
                      <Text size="2" weight="bold">
                        {offer.description}
                      </Text>{' '}
                      <Text size="1" color="gray">
                        {segmentDisplayName(segments, offer.segmentId)}
                      </Text>{' '}
                      <Money size="2" centimes={offer.price} />
                    </Flex>
                  </CheckboxCards.Item>
                ))}
            </CheckboxCards.Root>
          </Flex>
        );
      })}
      {validation === null ? null : (
        <Text id={messageId} size="2" color="red" data-slot="field-error">
          {validation}
        </Text>
      )}
      <ErrorCallout message={action.error} size="1" />
      <Flex justify="between" align="center" gap="3" wrap="wrap" data-slot="ancillaries-total">
        <Flex gap="2" align="baseline" id={totalId} aria-live="polite" data-slot="ancillaries-running-total">
          <Text size="2" weight="bold">
            {m.editor_ancillaries_total({ count: chosen.length })}
          </Text>
          <Money size="3" weight="bold" centimes={total} />
        </Flex>
        <Button
          type="button"
          aria-describedby={totalId}
          disabled={disabled}
          loading={action.running === 'confirm'}
          onClick={confirm}
        >
          {m.editor_ancillaries_title()}
        </Button>
      </Flex>
    </RecordSection>
  );
}
