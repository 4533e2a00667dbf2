/**
 * A reservation made from a generated offer: what `POST /flight/book` records, and what the seeded
 * history records for its past bookings (same itinerary, fare, contacts and ticketing deadline rules).
 */
import type { OfferRegistration, ReservationRecord, SeatAssignment, Traveler } from './tables';
import type { GeneratedOffer } from './offers';

type Product = GeneratedOffer['products'][number];

export interface NewReservation {
  id: string;
  locator: string;
  organizationId: string;
  /** The agency's name, on the agency contact. */
  agencyName: string;
  offer: OfferRegistration['offer'];
  product: Product;
  travelers: Traveler[];
  seats: SeatAssignment[];
  contact: { email: string; phone: string };
  /** When it is booked, in ms since the epoch. */
  bookedAtMs: number;
}

/** An ISO timestamp with offset (UTC, `+00:00`), as the backend sends them. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** A booked reservation: ticketing deadline 72 h after booking at most, a day before departure at least. */
export function newReservation(booking: NewReservation): ReservationRecord {
  const { id, locator, offer, product, travelers, bookedAtMs } = booking;
  const departure = Date.parse(offer.legs[0]?.segments[0]?.departure.at ?? isoAt(bookedAtMs));
  const deadline = Math.min(
    bookedAtMs + 72 * 3_600_000,
    Math.max(bookedAtMs + 3_600_000, departure - 24 * 3_600_000),
  );
  const lead = travelers[0];
  return {
    id,
    locator,
    organizationId: booking.organizationId,
    contentKind: offer.contentKind,
    status: 'booked',
    reservationIdentifier: `RI-${locator}`,
    offerIdentifier: offer.identifier,
    offerId: offer.offerId,
    productId: product.productId,
    productType: 'Air',
    changeable: product.changeable,
    refundable: product.refundable,
    validatingCarrier: offer.validatingCarrier.code,
    ticketingDeadline: isoAt(deadline),
    itinerary: offer.legs.map((leg) => ({
      ...leg,
      segments: leg.segments.map((segment, index) => ({
        ...segment,
        bookingClass: product.bookingClasses[index] ?? segment.bookingClass,
        fareBasis: product.fareBasis,
      })),
    })),
    travelers,
    contacts: [
      {
        id: `${id}-C1`,
        kind: 'primary',
        ...(lead === undefined ? {} : { name: `${lead.firstName} ${lead.lastName}` }),
        email: booking.contact.email,
        phone: booking.contact.phone,
      },
      { id: `${id}-C2`, kind: 'agency', name: booking.agencyName },
    ],
    osiRemarks: [],
    specialServices: [],
    ancillaries: [],
    seats: booking.seats,
    pricing: product.pricing,
    fareRules: product.fareRules,
    ticketIds: [],
    createdAt: isoAt(bookedAtMs),
  };
}
