import type { Leg, Segment } from '@comptoir/flight-domain';
import { Badge, Box, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Duration } from '../../kit/Duration/Duration';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

export interface ItinerarySectionProps {
  /** The legs of the journey, each with its segments in order. */
  itinerary: readonly Leg[];
  /** Show each segment's booking class and fare basis (GDS records). Default: `true`. */
  showFareBasis?: boolean;
}

/** `Outbound: CMN → CDG`: the leg's place in the journey and its airports. */
function legTitle(index: number, count: number, route: string): string {
  const leg = count === 2 ? (index === 0 ? 'outbound' : 'return') : count === 1 ? 'single' : 'numbered';
  return m.record_leg({ leg, number: index + 1, route });
}

function Endpoint({ endpoint, end }: { endpoint: Segment['departure']; end: 'departure' | 'arrival' }) {
  return (
    <Flex direction="column" gap="0" className="min-w-0">
      <Text size="1" color="gray">
        {m.record_endpoint({ end })}
      </Text>
      <Text size="3" weight="bold">
        {endpoint.airport}
        <Text size="2" weight="regular">
          {' '}
          {endpoint.city}
        </Text>
      </Text>
      <DateDisplay value={endpoint.at} format="dateTime" size="2" />
      <Text size="1" color="gray">
        {endpoint.airportName}
        {endpoint.terminal === undefined ? '' : `, ${m.record_terminal({ terminal: endpoint.terminal })}`}
      </Text>
    </Flex>
  );
}

function SegmentRow({ segment, showFareBasis }: { segment: Segment; showFareBasis: boolean }) {
  return (
    <li data-slot="itinerary-segment" className="list-none">
      <Flex direction="column" gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2" weight="medium">
            {segment.carrier.name} {segment.flightNumber}
          </Text>
          <Badge color="gray" variant="soft" highContrast>
            {m.record_cabin({ cabin: segment.cabin })}
          </Badge>
          {showFareBasis ? (
            <Text size="1" color="gray">
              {m.record_booking_class({ code: segment.bookingClass })}
              {segment.fareBasis === undefined
                ? ''
                : ` · ${m.record_fare_basis({ code: segment.fareBasis })}`}
            </Text>
          ) : null}
          <Text size="1" color="gray">
            {m.record_aircraft({ code: segment.equipment })}
          </Text>
        </Flex>
        <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-3">
          <Endpoint endpoint={segment.departure} end="departure" />
          <Flex direction="column" align="center" className="pt-4">
            <Duration value={segment.duration} size="1" color="gray" />
            <Text size="2" color="gray" aria-hidden>
              →
            </Text>
          </Flex>
          <Endpoint endpoint={segment.arrival} end="arrival" />
        </div>
      </Flex>
    </li>
  );
}

/** The journey: each leg with its flights, times at each airport's own offset, cabin and durations. */
export function ItinerarySection({ itinerary, showFareBasis = true }: ItinerarySectionProps) {
  return (
    <RecordSection title={m.record_itinerary()} slot="itinerary-section">
      {itinerary.map((leg, index) => {
        const first = leg.segments[0];
        const last = leg.segments.at(-1);
        return (
          <Box key={first?.id ?? index} data-slot="itinerary-leg">
            {index > 0 ? <Separator size="4" mb="3" /> : null}
            <Flex justify="between" align="baseline" gap="2" wrap="wrap" mb="2">
              <Heading as="h3" size="3">
                {legTitle(
                  index,
                  itinerary.length,
                  `${first?.departure.airport ?? ''} → ${last?.arrival.airport ?? ''}`,
                )}
              </Heading>
              <Text size="1" color="gray">
                {leg.segments.length === 1
                  ? m.record_direct()
                  : m.record_stops({ count: leg.segments.length - 1 })}{' '}
                · <Duration value={leg.duration} size="1" color="gray" />
              </Text>
            </Flex>
            <ol className="m-0 flex flex-col gap-4 p-0">
              {leg.segments.map((segment) => (
                <SegmentRow key={segment.id} segment={segment} showFareBasis={showFareBasis} />
              ))}
            </ol>
          </Box>
        );
      })}
    </RecordSection>
  );
}
