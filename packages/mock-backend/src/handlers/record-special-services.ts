/** A record's special services: meals (one per traveler) and disability requests. */
import { DISABILITY_SSR_CODES, mealCodeLabel } from '@comptoir/flight-domain';
import type { RecordKind } from '@comptoir/api/endpoints';
import { SandboxError } from '../context';
import { nextId } from '../database';
import { type RecordContext, reservationFor, stageInPathWorkbench, travelerOf } from './record-access';

export function specialServiceResolvers(kind: RecordKind) {
  return {
    addMeal: async (context: RecordContext<'addMeal'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.locator);
      const meal = await context.body();
      const description = mealCodeLabel(meal.code);
      if (description === undefined)
        throw new SandboxError(
          400,
          `code: ${meal.code} is not an IATA meal code (e.g. VGML, MOML, KSML, CHML)`,
        );
      const traveler = travelerOf(reservation, meal.travelerId);
      const service = {
        specialServiceID: nextId('SSR'),
        travelerId: traveler.id,
        kind: 'meal' as const,
        code: meal.code.toUpperCase(),
        description,
        status: 'confirmed' as const,
      };
      return stageInPathWorkbench(context, reservation, `${service.code} for ${traveler.firstName}`, () => {
        reservation.specialServices = [
          ...reservation.specialServices.filter(
            (existing) => !(existing.kind === 'meal' && existing.travelerId === traveler.id),
          ),
          service,
        ];
      });
    },
    deleteMeal: (context: RecordContext<'deleteMeal'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.locator);
      const serviceId = context.params.specialServiceID;
      if (!reservation.specialServices.some((service) => service.specialServiceID === serviceId))
        throw new SandboxError(404, `Special service ${serviceId} not found on ${reservation.locator}`);
      return stageInPathWorkbench(context, reservation, `Removal of meal ${serviceId}`, () => {
        reservation.specialServices = reservation.specialServices.filter(
          (service) => service.specialServiceID !== serviceId,
        );
      });
    },
    addDisability: async (context: RecordContext<'addDisability'>) => {
      const body = await context.body();
      const reservation = reservationFor(kind, context.actor, body.locator);
      const traveler = travelerOf(reservation, body.travelerId);
      const service = {
        specialServiceID: nextId('SSR'),
        travelerId: traveler.id,
        kind: 'disability' as const,
        code: body.code,
        description:
          body.remark === undefined
            ? DISABILITY_SSR_CODES[body.code]
            : `${DISABILITY_SSR_CODES[body.code]} (${body.remark})`,
        status: 'requested' as const,
      };
      return stageInPathWorkbench(context, reservation, `${body.code} for ${traveler.firstName}`, () => {
        reservation.specialServices.push(service);
      });
    },
  };
}
