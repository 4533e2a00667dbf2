import { formatMoney } from '@comptoir/flight-domain';
import { LoadedContent, type LoadState } from '@comptoir/ui/kit';
import { Button, Card, Flex, Heading, IconButton, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { CHECKED_BAG_PRICE, MAX_EXTRA_BAGS, takesSeatAndBags, type BookingDraft } from '../../rules';
import { PASSENGER_LABELS, type BookingDraftSetter, type FlightSeatMap } from './booking-model';
import { m } from '@comptoir/ui/i18n/messages';

/* The seat map is fetched when the agent opens it: it stays out of the booking page's first load. */
const SeatMap = lazy(() =>
  import('@comptoir/ui/kit/seat-map').then((module) => ({ default: module.SeatMap })),
);

export interface FlightExtrasProps {
  flightNumber: string;
  /** The flight's position in the booking, from 0. */
  flightIndex: number;
  value: BookingDraft;
  onChange: BookingDraftSetter;
  /** The flight's seat map once asked for, else null. */
  seatMap: LoadState<FlightSeatMap> | null;
  /** Whether the agent is choosing seats on this flight (one flight at a time). */
  seating: boolean;
  onOpenSeatMap: () => void;
  onCloseSeatMap: () => void;
}

const seatLabel = (code: string | undefined) =>
  code === undefined ? '' : ` · ${m.lowcost_seat({ seat: code })}`;

/** The extras bought on one flight: checked bags per traveller (infants take none) and seats on its map. */
export function FlightExtras(props: FlightExtrasProps) {
  const { flightNumber, flightIndex, value, onChange, seatMap } = props;
  const setBags = (traveller: number, delta: number) =>
    onChange((draft) => ({
      ...draft,
      bags: draft.bags.map((row, position) =>
        position === flightIndex
          ? row.map((count, who) =>
              who === traveller ? Math.min(MAX_EXTRA_BAGS, Math.max(0, count + delta)) : count,
            )
          : row,
      ),
    }));
  const seated = value.travellers.flatMap((traveller, index) =>
    takesSeatAndBags(traveller.type)
      ? [
          {
            id: String(index),
            name:
              `${traveller.givenName} ${traveller.surname}`.trim() ||
              m.lowcost_traveller({ number: index + 1 }),
            passengerType: traveller.type,
          },
        ]
      : [],
  );
  return (
    <Card asChild>
      <section aria-label={m.lowcost_extras_on({ flight: flightNumber })}>
        <Heading as="h2" size="3" mb="2">
          {m.lowcost_extras_on({ flight: flightNumber })}
        </Heading>
        <Flex direction="column" gap="2">
          {value.travellers.map((traveller, index) =>
            takesSeatAndBags(traveller.type) ? (
              <Flex key={index} align="center" justify="between" gap="3">
                <Text size="2">
                  {m.lowcost_traveller_bags({
                    traveller: `${PASSENGER_LABELS[traveller.type]()} ${String(index + 1)}`,
                    price: formatMoney(CHECKED_BAG_PRICE),
                  })}
                  {seatLabel(value.seats[flightIndex]?.[String(index)])}
                </Text>
                <BagStepper
                  who={m.lowcost_traveller_on({ number: index + 1, flight: flightNumber })}
                  count={value.bags[flightIndex]?.[index] ?? 0}
                  onStep={(delta) => setBags(index, delta)}
                />
              </Flex>
            ) : null,
          )}
          {props.seating && seatMap !== null ? (
            <LoadedContent
              state={seatMap}
              loadingText={m.lowcost_seat_map_loading()}
              slot="low-cost-seat-map"
            >
              {(map) => (
                <Suspense fallback={<Skeleton height="320px" data-slot="seat-map-loading" />}>
                  <SeatMap
                    seatMap={map}
                    aircraftName="Airbus A320"
                    passengers={seated}
                    value={value.seats[flightIndex] ?? {}}
                    onChange={(seats) =>
                      onChange((draft) => ({
                        ...draft,
                        seats: draft.seats.map((chosen, position) =>
                          position === flightIndex ? seats : chosen,
                        ),
                      }))
                    }
                    onConfirm={props.onCloseSeatMap}
                  />
                </Suspense>
              )}
            </LoadedContent>
          ) : (
            <Button type="button" variant="soft" className="self-start" onClick={props.onOpenSeatMap}>
              {m.lowcost_choose_seats({ flight: flightNumber })}
            </Button>
          )}
        </Flex>
      </section>
    </Card>
  );
}

/** One traveller's bag count on one flight with its − and + buttons; `who` ends each button's name. */
function BagStepper({ who, count, onStep }: { who: string; count: number; onStep: (delta: -1 | 1) => void }) {
  const step = (delta: -1 | 1, name: string, sign: string) => (
    <IconButton type="button" variant="soft" aria-label={name} onClick={() => onStep(delta)}>
      {sign}
    </IconButton>
  );
  return (
    <Flex align="center" gap="2">
      {step(-1, m.lowcost_fewer_bags({ who }), '−')}
      <output aria-label={m.lowcost_bags({ who })} className="w-6 text-center">
        {count}
      </output>
      {step(1, m.lowcost_more_bags({ who }), '+')}
    </Flex>
  );
}
