/** A record's special services: meals (one per traveler) and disability requests. */
import {
  DISABILITY_SSR_CODES,
  disabilityAddBodySchema,
  mealAddBodySchema,
  mealCodeLabel,
} from '@comptoir/flight-domain';
import { type HandlerContext, parseWith, SandboxError } from '../context';
import { nextId } from '../database';
import {
  pathParam,
  pathReservation,
  type RecordKind,
  reservationFor,
  stageInPathWorkbench,
  travelerOf,
} from './record-access';

export function specialServiceResolvers(kind: RecordKind) {
  return {
    addMeal: async (context: HandlerContext) => {
      const reservation = pathReservation(kind, context, 'locator');
      const meal = parseWith(mealAddBodySchema, await context.json());
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
    deleteMeal: (context: HandlerContext) => {
      const reservation = pathReservation(kind, context, 'locator');
      const serviceId = pathParam(context, 'specialServiceID');
      if (!reservation.specialServices.some((service) => service.specialServiceID === serviceId))
        throw new SandboxError(404, `Special service ${serviceId} not found on ${reservation.locator}`);
      return stageInPathWorkbench(context, reservation, `Removal of meal ${serviceId}`, () => {
        reservation.specialServices = reservation.specialServices.filter(
          (service) => service.specialServiceID !== serviceId,
        );
      });
    },
    addDisability: async (context: HandlerContext) => {
      const body = parseWith(disabilityAddBodySchema, await context.json());
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
