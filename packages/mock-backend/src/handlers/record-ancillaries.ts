/**
 * A record's ancillaries: the bags and services on sale for each traveler and segment, and those chosen.
 * On a ticketed reservation they are paid at once.
 */
import type { RecordKind } from '@comptoir/api/endpoints';
import { toCentimes } from '@comptoir/flight-domain';
import { z } from 'zod';
import { parseWith, SandboxError } from '../context';
import { debit, nextId } from '../database';
import type { AncillaryRecord, ReservationRecord } from '../tables';
import { ancillaryOffers } from '../record-shapes';
import { findOpenWorkbench } from '../workbench';
import { type RecordContext, reservationFor, stageInPathWorkbench } from './record-access';

const ancillaryChoiceSchema = z.looseObject({ id: z.string().optional(), offerId: z.string().optional() });

/**
 * Ancillaries added to a ticketed reservation are paid at once (an EMD): the balance is debited, by
 * `author`.
 */
export function chargeAncillariesIfTicketed(
  reservation: ReservationRecord,
  records: AncillaryRecord[],
  author: string,
): void {
  if (reservation.status !== 'ticketed' && reservation.status !== 'partially-ticketed') return;
  const amount = records.reduce((sum, record) => sum + record.price, 0);
  if (amount > 0)
    debit(
      reservation.organizationId,
      amount,
      `Ancillaries (EMD) for ${reservation.locator}`,
      reservation.locator,
      author,
    );
  for (const record of records) record.paid = true;
}

export function ancillaryResolvers(kind: RecordKind) {
  return {
    listAncillaries: (context: RecordContext<'listAncillaries'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.locator);
      findOpenWorkbench(context.actor, context.params.workbenchID);
      return { offers: ancillaryOffers(reservation) };
    },
    confirmAncillaries: async (context: RecordContext<'confirmAncillaries'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.locator);
      const { ancillaries } = await context.body();
      const offers = ancillaryOffers(reservation);
      const chosen = ancillaries.map((choice) => {
        const { id, offerId } = parseWith(ancillaryChoiceSchema, choice);
        const offer = offers.find((candidate) => candidate.id === (id ?? offerId));
        if (offer === undefined)
          throw new SandboxError(
            400,
            `ancillaries: ${String(id ?? offerId)} is not an ancillary offer of ${reservation.locator}`,
          );
        return offer;
      });
      const description = `${String(chosen.length)} ancillar${chosen.length === 1 ? 'y' : 'ies'}`;
      return stageInPathWorkbench(context, reservation, description, () => {
        const records: AncillaryRecord[] = chosen.map((offer) => ({
          id: nextId('ANC'),
          travelerId: offer.travelerId,
          segmentId: offer.segmentId,
          type: offer.type,
          description: offer.description,
          price: toCentimes(offer.price),
          status: 'confirmed',
          paid: false,
        }));
        reservation.ancillaries.push(...records);
        chargeAncillariesIfTicketed(reservation, records, context.actor.name);
      });
    },
  };
}
