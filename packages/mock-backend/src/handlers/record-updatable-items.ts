/** A record's updatable items: each traveler's names, birth date and document, listed and changed. */
import type { RecordKind } from '@comptoir/api/endpoints';
import { z } from 'zod';
import { parseWith, SandboxError } from '../context';
import type { Traveler } from '../tables';
import { findOpenWorkbench } from '../workbench';
import { type RecordContext, reservationFor, stageInPathWorkbench, travelerOf } from './record-access';

const UPDATABLE_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['birthDate', 'Date of birth'],
  ['documentNumber', 'Document number'],
  ['documentExpiresOn', 'Document expiry'],
] as const;
type UpdatableField = (typeof UPDATABLE_FIELDS)[number][0];

function updatableValue(traveler: Traveler, field: UpdatableField): string {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return traveler[field];
    case 'birthDate':
      return traveler.birthDate ?? '';
    case 'documentNumber':
      return traveler.document?.number ?? '';
    case 'documentExpiresOn':
      return traveler.document?.expiresOn ?? '';
  }
}

const updatableValueSchema = z.union([
  z.string().trim().min(1),
  z.object({ value: z.string().trim().min(1) }).transform((data) => data.value),
]);

function setUpdatable(traveler: Traveler, field: UpdatableField, value: string): void {
  switch (field) {
    case 'firstName':
    case 'lastName':
      traveler[field] = value;
      return;
    case 'birthDate':
      traveler.birthDate = value;
      return;
    case 'documentNumber':
    case 'documentExpiresOn':
      traveler.document = {
        type: traveler.document?.type ?? 'passport',
        nationality: traveler.document?.nationality ?? 'MA',
        number: field === 'documentNumber' ? value : (traveler.document?.number ?? ''),
        expiresOn: field === 'documentExpiresOn' ? value : (traveler.document?.expiresOn ?? value),
      };
  }
}

export function updatableItemResolvers(kind: RecordKind) {
  return {
    listUpdatableItems: async (context: RecordContext<'listUpdatableItems'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.locator);
      findOpenWorkbench(context.actor, context.params.workbenchID);
      const { travelersIds } = await context.body();
      return {
        items: travelersIds.flatMap((travelerId) => {
          const traveler = travelerOf(reservation, travelerId);
          return UPDATABLE_FIELDS.map(([field, fieldLabel]) => ({
            itemId: `${travelerId}:${field}`,
            travelerId,
            field,
            label: fieldLabel,
            value: updatableValue(traveler, field),
          }));
        }),
      };
    },
    updateUpdatableItem: async (context: RecordContext<'updateUpdatableItem'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.locator);
      const itemId = context.params.itemId;
      const separator = itemId.lastIndexOf(':');
      const travelerId = itemId.slice(0, separator);
      const field = UPDATABLE_FIELDS.find(([name]) => name === itemId.slice(separator + 1))?.[0];
      if (separator < 0 || field === undefined)
        throw new SandboxError(404, `Updatable item ${itemId} not found`);
      const traveler = travelerOf(reservation, travelerId);
      const { data } = await context.body();
      const value = parseWith(updatableValueSchema, data);
      return stageInPathWorkbench(context, reservation, `Update of ${field} for ${traveler.firstName}`, () =>
        setUpdatable(traveler, field, value),
      );
    },
  };
}
