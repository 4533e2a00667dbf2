import { formatDateTime, type Leg } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';

/**
 * An itinerary's flights, one line each: flight, from and to, departure at the airport's own time
 * (`AT740 CMN → CDG 04/12/2026 10:05`).
 */
export function FlightTimes({ itinerary, label }: { itinerary: readonly Leg[]; label: string }) {
  return (
    <Flex asChild direction="column" className="m-0 list-none p-0">
      <ul aria-label={label}>
        {itinerary
          .flatMap((leg) => leg.segments)
          .map((segment) => (
            <Text as="span" asChild key={segment.id} size="2" className="whitespace-nowrap">
              <li>
                {segment.flightNumber} {segment.departure.airport} → {segment.arrival.airport}{' '}
                {formatDateTime(segment.departure.at)}
              </li>
            </Text>
          ))}
      </ul>
    </Flex>
  );
}
