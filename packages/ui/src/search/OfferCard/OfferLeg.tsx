import {
  formatDate,
  formatDurationLabel,
  formatTime,
  type Leg,
  legDayShift,
  legLayovers,
  legMinutes,
} from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';

function stopsLabel(stops: number): string {
  return stops === 0 ? m.results_direct() : m.results_stops({ count: stops });
}

/**
 * One leg of an offer on two lines: departure and arrival (local times, airports, `+1` when it lands
 * another day), duration and stops with each layover's airport and wait; then every segment's carrier
 * and flight number. Plain elements with Radix's type scale (`type-*`), not Radix `Text`: a results list
 * mounts a few of these on every sort, and each `Text` costs a component and a style of its own.
 */
export function OfferLeg({ leg, label }: { leg: Leg; label: string | null }) {
  const first = leg.segments[0];
  const last = leg.segments.at(-1);
  if (first === undefined || last === undefined) return null;
  const layovers = legLayovers(leg);
  const dayShift = legDayShift(leg);
  const layoverText = layovers
    .map(({ airport, minutes }) =>
      minutes === null ? airport : `${airport} ${formatDurationLabel(minutes)}`,
    )
    .join(', ');
  return (
    <div data-slot="offer-leg" className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3">
      <span className="col-span-3 type-1 text-(--gray-a11)">
        {label === null ? '' : `${label} · `}
        {formatDate(first.departure.at)}
      </span>
      <span className="type-4 font-bold tabular-nums">
        {formatTime(first.departure.at)} <span className="type-2">{first.departure.airport}</span>
      </span>
      <p className="border-b border-(--gray-a6) pb-0.5 text-center type-1">
        {formatDurationLabel(legMinutes(leg))} · {stopsLabel(layovers.length)}
        {layoverText === '' ? '' : ` (${layoverText})`}
      </p>
      <span className="type-4 font-bold tabular-nums">
        {formatTime(last.arrival.at)}
        {dayShift > 0 ? <sup>+{dayShift}</sup> : null} <span className="type-2">{last.arrival.airport}</span>
      </span>
      <span className="col-span-3 type-1 text-(--gray-a11)">
        {leg.segments.map((segment) => `${segment.carrier.name} ${segment.flightNumber}`).join(' · ')}
      </span>
    </div>
  );
}

/** Outbound and Return for a trip that comes back where it started, Flight n for multi-city, none for one leg. */
export function legLabels(legs: readonly Leg[]): (string | null)[] {
  if (legs.length === 1) return [null];
  const origin = legs[0]?.segments[0]?.departure.airport;
  const lastArrival = legs[1]?.segments.at(-1)?.arrival.airport;
  if (legs.length === 2 && origin !== undefined && origin === lastArrival)
    return [m.results_outbound(), m.results_return()];
  return legs.map((_, index) => m.search_flight_number({ number: index + 1 }));
}

/** A leg as its first departure and last arrival airports: `CMN–CDG`. */
export function legRoute(leg: Leg): string {
  return `${leg.segments[0]?.departure.airport ?? ''}–${leg.segments.at(-1)?.arrival.airport ?? ''}`;
}
