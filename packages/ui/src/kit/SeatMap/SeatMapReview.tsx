import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Money } from '../Money/Money';
import { characteristicLabels, locateSeat, seatsTotal, type SegmentSeatMap } from './seat-map-model';
import type { SeatAssignmentValue, SeatMapPassenger } from './seat-map-types';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

export interface SeatMapReviewProps {
  seatMap: SegmentSeatMap;
  passengers: SeatMapPassenger[];
  value: SeatAssignmentValue;
  /** Whether the confirmation is being sent. */
  confirming: boolean;
  /** Why the last confirmation failed. */
  error: string | undefined;
  onBack: () => void;
  onConfirm: () => void;
}

/** The review step: each passenger's seat with its characteristics and price, the total, confirm or go back. */
export function SeatMapReview({
  seatMap,
  passengers,
  value,
  confirming,
  error,
  onBack,
  onConfirm,
}: SeatMapReviewProps) {
  return (
    <Flex direction="column" gap="3" data-slot="seat-map-review">
      <Heading as="h4" size="3">
        {m.seatmap_review()}
      </Heading>
      <ul className="flex flex-col divide-y divide-[var(--gray-5)] rounded-md border border-[var(--gray-5)]">
        {passengers.map((passenger) => {
          const code = value[passenger.id];
          const seat = code === undefined ? undefined : locateSeat(seatMap, code)?.seat;
          return (
            <li key={passenger.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <Flex direction="column">
                <Text size="2" weight="medium">
                  {passenger.name}
                  {passenger.passengerType === undefined ? null : (
                    <Text color="gray"> · {passenger.passengerType}</Text>
                  )}
                </Text>
                <Text size="1" color="gray">
                  {seat === undefined
                    ? m.seatmap_no_seat_chosen()
                    : [m.seatmap_seat({ code: seat.code }), ...characteristicLabels(seat)].join(', ')}
                </Text>
              </Flex>
              {seat?.price === undefined ? (
                <Text size="2">{seat === undefined ? '—' : m.seatmap_legend_free()}</Text>
              ) : (
                <Money size="2" centimes={seat.price.amount} currency={seat.price.currency} />
              )}
            </li>
          );
        })}
      </ul>
      <Flex justify="between" align="center" px="3">
        <Text size="2" weight="bold">
          {m.seatmap_total()}
        </Text>
        <Money size="3" weight="bold" centimes={seatsTotal(seatMap, value)} />
      </Flex>
      <ErrorCallout message={error} size="1" />
      <Flex gap="3" justify="end" wrap="wrap">
        <Button type="button" variant="soft" color="gray" disabled={confirming} onClick={onBack}>
          {m.seatmap_change()}
        </Button>
        <Button type="button" loading={confirming} aria-busy={confirming} onClick={onConfirm}>
          {m.seatmap_confirm()}
        </Button>
      </Flex>
    </Flex>
  );
}
