/** A record as a PDF: the reservation, or the e-ticket, with its travelers, itinerary and tickets. */
import { fromCentimes } from '@comptoir/flight-domain';
import type { RecordKind } from '@comptoir/api/endpoints';
import { HttpResponse } from 'msw';
import { db } from '../database';
import type { ReservationRecord } from '../tables';
import { createPdf } from '../pdf';
import { findTicket } from '../records';
import { type RecordContext, reservationFor } from './record-access';

function pdfLines(reservation: ReservationRecord, title: string): string[] {
  const lines = [
    `Record locator: ${reservation.locator}    Status: ${reservation.status}    Content: ${reservation.contentKind}`,
    `Issued by: ${db.organizations.find((organization) => organization.id === reservation.organizationId)?.name ?? ''}`,
    '',
    'Travelers',
    ...reservation.travelers.map(
      (traveler) =>
        `  ${traveler.passengerType}  ${traveler.lastName.toUpperCase()}/${traveler.firstName.toUpperCase()}`,
    ),
    '',
    'Itinerary',
    ...reservation.itinerary.flatMap((leg) =>
      leg.segments.map(
        (segment) =>
          `  ${segment.flightNumber}  ${segment.departure.airport} ${segment.departure.at.slice(0, 16).replace('T', ' ')}  ->  ${segment.arrival.airport} ${segment.arrival.at.slice(0, 16).replace('T', ' ')}  ${segment.cabin} (${segment.bookingClass})  ${segment.equipment}`,
      ),
    ),
    '',
    `Total: ${fromCentimes(reservation.pricing.total.total).toFixed(2)} MAD`,
  ];
  const tickets = db.tickets.filter((ticket) => ticket.reservationId === reservation.id);
  if (tickets.length > 0)
    lines.push(
      '',
      'Tickets',
      ...tickets.map(
        (ticket) =>
          `  ${ticket.number}  ${ticket.status}  ${fromCentimes(ticket.price.total).toFixed(2)} MAD`,
      ),
    );
  return [title, ...lines];
}

export function pdfResolver(kind: RecordKind) {
  return (context: RecordContext<'pdf'>) => {
    const key = context.params.id;
    const reservation = reservationFor(kind, context.actor, key);
    const title =
      kind === 'tickets'
        ? `E-ticket ${findTicket(context.actor, key).number}`
        : `Reservation ${reservation.locator}`;
    const bytes = createPdf(title, pdfLines(reservation, title));
    return new HttpResponse(bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${reservation.locator}.pdf"`,
      },
    });
  };
}
