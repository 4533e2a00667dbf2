/**
 * The flows the tests of this package share: search, book the first offer, read a reservation, all
 * through the handlers (`callSandbox`), from the seed on every test.
 */
import { beforeEach, expect } from 'vitest';
import {
  DEFAULT_ACTOR,
  resetSandboxDatabase,
  setSandboxActor,
  setSandboxFaults,
  type SandboxActor,
} from './index';
import { callSandbox } from './test-client';

export interface Offer {
  offerId: string;
  identifier: string;
  contentKind: string;
  validatingCarrier: { code: string };
  legs: {
    duration: string;
    segments: {
      carrier: { code: string };
      departure: { at: string };
      arrival: { at: string };
      bookingClass: string;
    }[];
  }[];
  products: {
    productId: string;
    cabin: string;
    refundable: boolean;
    bookingClasses: string[];
    pricing: {
      total: { total: number; markup: number };
      perPassenger: { passengerType: string; count: number; price: { markup: number; total: number } }[];
    };
  }[];
}
export interface Reservation {
  id: string;
  locator: string;
  status: string;
  total: number;
  travelers: { id: string }[];
  tickets: { id: string; total: number; status: string }[];
  osiRemarks: { text: string }[];
  specialServices: { code: string }[];
}

export const ONE_WAY = { from: 'CMN', to: 'CDG', date: '2026-12-15', adt: 1, cnn: 0, inf: 0, unn: 0 };

/** A multi-city search for one adult over `destinations`, each leg a from, a to and a day. */
export function multiCitySearch(...destinations: { from: string; to: string; date: string }[]) {
  return { adt: 1, cnn: 0, inf: 0, unn: 0, destinations };
}
/** Two adults of one family, with their passports, as the booking body spells a traveler. */
export const AMINA = {
  passengerType: 'ADT',
  firstName: 'Amina',
  lastName: 'Alaoui',
  birthDate: '1988-04-12',
  document: { type: 'passport', number: 'AB123456', nationality: 'MA', expiresOn: '2031-05-01' },
};
export const RACHID = {
  ...AMINA,
  firstName: 'Rachid',
  birthDate: '1985-09-30',
  document: { ...AMINA.document, number: 'AB654321' },
};
export const ADULTS = [AMINA, RACHID];

export async function search(
  body: Record<string, unknown>,
  actor?: SandboxActor,
  kind = 'one-way',
): Promise<Offer[]> {
  const result = await callSandbox('POST', `/flight/search/${kind}`, {
    body,
    ...(actor === undefined ? {} : { actor }),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as { offers: Offer[] }).offers;
}

export async function sendFirstOfferBooking(
  actor: SandboxActor,
  travelers: readonly Record<string, unknown>[],
  route: { from: string; to: string } = ONE_WAY,
) {
  const [offer] = await search({ ...ONE_WAY, ...route, adt: travelers.length }, actor);
  if (offer === undefined) throw new Error('no offer');
  return callSandbox('POST', '/flight/booking', {
    actor,
    body: {
      type: 'oneway',
      offer: {
        offerId: offer.offerId,
        productId: offer.products[0]?.productId,
        identifier: offer.identifier,
      },
      paymentType: 'cash',
      travelers,
      contact: { email: 'amina@example.com', phone: '+212 6 12 34 56 78' },
    },
  });
}

export async function bookFirst(
  actor: SandboxActor = DEFAULT_ACTOR,
  travelers = ADULTS,
): Promise<Reservation> {
  const booking = await sendFirstOfferBooking(actor, travelers);
  expect(booking.status, JSON.stringify(booking.body)).toBe(200);
  return reservation((booking.body as { reservationId: string }).reservationId, actor);
}

export async function reservation(id: string, actor: SandboxActor = DEFAULT_ACTOR): Promise<Reservation> {
  return (await callSandbox('GET', `/reservations/${id}`, { actor })).body as Reservation;
}

/** Each test of the calling file starts from the seed, as the default actor, without faults. */
export function startEachTestFromSeed(): void {
  beforeEach(() => {
    resetSandboxDatabase();
    setSandboxActor(DEFAULT_ACTOR);
    setSandboxFaults({});
  });
}
