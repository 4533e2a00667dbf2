/**
 * A family with an infant, recorded from the sandbox (`@comptoir/mock-backend`): a round trip CMN ⇄ CDG for
 * 2 adults and 1 infant booked with its clock at 2026-11-20T09:30Z, as `GET /reservations/RES-000002`
 * answers it, decoded by flight-domain's schema.
 */
import { travelerSchema } from '@comptoir/flight-domain';

/** The locator of the reservation. */
export const berradaLocator = 'HDLHVP';

/** Nadia and Omar Berrada (adults) and their baby Ines (infant). */
export const berradaTravelers = travelerSchema.array().parse([
  {
    id: 'RES-000002-T1',
    passengerType: 'ADT',
    title: 'MRS',
    firstName: 'Nadia',
    lastName: 'Berrada',
    birthDate: '1990-03-08',
    document: {
      type: 'passport',
      number: 'BK2345678',
      nationality: 'MA',
      expiresOn: '2032-01-15',
    },
  },
  {
    id: 'RES-000002-T2',
    passengerType: 'ADT',
    title: 'MR',
    firstName: 'Omar',
    lastName: 'Berrada',
    birthDate: '1987-07-21',
    document: {
      type: 'passport',
      number: 'BK8765432',
      nationality: 'MA',
      expiresOn: '2030-10-02',
    },
  },
  {
    id: 'RES-000002-T3',
    passengerType: 'INF',
    firstName: 'Ines',
    lastName: 'Berrada',
    birthDate: '2026-02-14',
    document: {
      type: 'passport',
      number: 'BK1122334',
      nationality: 'MA',
      expiresOn: '2031-02-20',
    },
  },
]);
