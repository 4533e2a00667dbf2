/**
 * A family with an infant from the sandbox's story scenario: a round trip CMN ⇄ CDG for 2 adults and
 * 1 infant, as `GET /reservations/{id}` answers it, decoded by flight-domain's schema.
 */
import { reservationSchema } from '@comptoir/flight-domain';
import { sandboxRecords } from '../../kit/story-helpers/record-fixtures';

const familyReservation = reservationSchema.parse(sandboxRecords.familyReservation);

/** The locator of the reservation. */
export const berradaLocator = familyReservation.locator;

/** Nadia and Omar Berrada (adults) and their baby Ines (infant). */
export const berradaTravelers = familyReservation.travelers;
