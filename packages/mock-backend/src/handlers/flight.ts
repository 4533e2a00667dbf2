/** Flight search, booking, retrieval and seat maps (SPEC §7 "Flight"); its workbenches: `workbenches.ts`. */
import {
  TRAVEL_DOCUMENT_REQUIRED_MESSAGE,
  travelDocumentsRequired,
  FLIGHT_SEARCH_SCHEMAS,
  PASSENGER_FIELD_TYPE_CODES,
} from '@comptoir/flight-domain';
import { flightsEndpoints } from '@comptoir/api/endpoints';
import { handlersFor, parseWith, type HandlerContext, requireOrganizationId, SandboxError } from '../context';
import { newReservation } from '../booking';
import { db, nextId, nextLocator, nowMs, markupFor, pricingWire, registerOffers } from '../database';
import { type FlightSearch, generateOffers, type GeneratedOffer } from '../offers';
import { findReservation, reservationWire } from '../records';
import { findSeat, seatMapFor } from '../seat-maps';

/** The wire format of an offer: money as decimal MAD. */
function offerWire(offer: GeneratedOffer) {
  return {
    offerId: offer.offerId,
    identifier: offer.identifier,
    contentKind: offer.contentKind,
    validatingCarrier: offer.validatingCarrier,
    legs: offer.legs,
    products: offer.products.map((product) => ({
      productId: product.productId,
      brand: product.brand,
      cabin: product.cabin,
      bookingClasses: product.bookingClasses,
      baggage: product.baggage,
      changeable: product.changeable,
      refundable: product.refundable,
      seatsRemaining: product.seatsRemaining,
      pricing: pricingWire(product.pricing),
      fareRules: product.fareRules,
    })),
  };
}

async function search(context: HandlerContext, kind: FlightSearch['kind']) {
  const organizationId = requireOrganizationId(context.actor);
  const body = await context.json();
  const parsed = parseWith(FLIGHT_SEARCH_SCHEMAS[kind], body);
  const flightSearch = { kind, ...parsed } as FlightSearch;
  const offers = generateOffers(
    flightSearch,
    (context) => markupFor(organizationId, context),
    organizationId,
  );
  registerOffers(offers.map((offer) => ({ offer, search: flightSearch, organizationId })));
  return {
    searchId: offers[0]?.identifier ?? `CO-EMPTY-${String(nowMs())}`,
    currency: 'MAD' as const,
    offers: offers.map(offerWire),
  };
}

function findOffer(organizationId: string, offerId: string, identifier: string) {
  const registration = db.offers.get(offerId);
  if (registration?.organizationId !== organizationId) {
    throw new SandboxError(404, `Offer ${offerId} has expired or does not exist: search again.`);
  }
  if (registration.offer.identifier !== identifier)
    throw new SandboxError(
      400,
      `identifier: the offer ${offerId} belongs to ${registration.offer.identifier}, not ${identifier}`,
    );
  return registration;
}

export const flightsHandlers = handlersFor(flightsEndpoints, {
  searchOneWay: (context) => search(context, 'oneway'),
  searchRoundTrip: (context) => search(context, 'roundtrip'),
  searchMultiCity: (context) => search(context, 'multi-city'),
  book: async ({ actor, body }) => {
    const organizationId = requireOrganizationId(actor);
    const booking = await body();
    const { offer, search: flightSearch } = findOffer(
      organizationId,
      booking.offer.offerId,
      booking.offer.identifier,
    );
    const product = offer.products.find((candidate) => candidate.productId === booking.offer.productId);
    if (product === undefined)
      throw new SandboxError(
        400,
        `productId: offer ${offer.offerId} has no product ${booking.offer.productId}`,
      );
    for (const [field, code] of Object.entries(PASSENGER_FIELD_TYPE_CODES)) {
      const expected = flightSearch[field as keyof typeof PASSENGER_FIELD_TYPE_CODES];
      const booked = booking.travelers.filter(
        (traveler) => traveler.passengerType === code || (code === 'CNN' && traveler.passengerType === 'CHD'),
      ).length;
      if (booked !== expected)
        throw new SandboxError(
          400,
          `travelers: the offer was priced for ${String(expected)} ${code}, the booking has ${String(booked)}`,
        );
    }
    if (travelDocumentsRequired(offer.legs)) {
      const missing = booking.travelers.findIndex((traveler) => traveler.document === undefined);
      if (missing !== -1)
        throw new SandboxError(
          400,
          `travelers[${String(missing)}].document: ${TRAVEL_DOCUMENT_REQUIRED_MESSAGE}`,
        );
    }
    const segments = offer.legs.flatMap((leg) => leg.segments);
    const locator = nextLocator();
    const id = nextId('RES');
    const travelers = booking.travelers.map((traveler, index) => ({
      id: `${id}-T${String(index + 1)}`,
      passengerType: traveler.passengerType,
      ...(traveler.title === undefined ? {} : { title: traveler.title }),
      firstName: traveler.firstName,
      lastName: traveler.lastName,
      birthDate: traveler.birthDate,
      ...(traveler.document === undefined ? {} : { document: traveler.document }),
    }));
    const seats = booking.seats.map((seat) => {
      const segment = segments.find((candidate) => candidate.id === seat.segmentId);
      if (segment === undefined)
        throw new SandboxError(400, `seats: segment ${seat.segmentId} is not in the offer`);
      const chosen = findSeat(segment, seat.seatCode);
      if (chosen === undefined || chosen.availability === 'occupied' || chosen.availability === 'blocked')
        throw new SandboxError(409, `Seat ${seat.seatCode} on ${segment.flightNumber} is not available.`);
      return {
        travelerId: travelers[seat.travelerIndex]?.id ?? '',
        segmentId: seat.segmentId,
        seatCode: seat.seatCode,
      };
    });
    const reservation = newReservation({
      id,
      locator,
      organizationId,
      agencyName:
        db.organizations.find((organization) => organization.id === organizationId)?.name ?? organizationId,
      offer,
      product,
      travelers,
      seats,
      contact: booking.contact,
      bookedAtMs: nowMs(),
    });
    db.reservations.push(reservation);
    return {
      reservationId: id,
      locator,
      contentKind: offer.contentKind,
      message: `Reservation ${locator} created.`,
    };
  },
  retrieve: async ({ actor, body }) => {
    const { locator } = await body();
    return reservationWire(findReservation(actor, locator));
  },
  seatMap: async ({ actor, body }) => {
    const reference = await body();
    const { offer } = findOffer(requireOrganizationId(actor), reference.offerId, reference.identifier);
    return seatMapFor(offer.legs);
  },
});
