/** A record's primary contact: added or replaced, and removed, through a workbench. */
import { primaryContactBodySchema } from '@comptoir/flight-domain';
import { type HandlerContext, parseWith, SandboxError } from '../context';
import { nextId } from '../database';
import { pathParam, pathReservation, type RecordKind, stageInPathWorkbench } from './record-access';

export function contactResolvers(kind: RecordKind) {
  return {
    addPrimaryContact: async (context: HandlerContext) => {
      const reservation = pathReservation(kind, context, 'id');
      const contact = parseWith(primaryContactBodySchema, await context.json());
      const id = nextId('CT');
      return stageInPathWorkbench(context, reservation, `Primary contact ${contact.name}`, () => {
        reservation.contacts = [
          { id, kind: 'primary', name: contact.name, email: contact.email, phone: contact.phone },
          ...reservation.contacts.filter((existing) => existing.kind !== 'primary'),
        ];
      });
    },
    deletePrimaryContact: (context: HandlerContext) => {
      const reservation = pathReservation(kind, context, 'id');
      const contactId = pathParam(context, 'contactId');
      if (!reservation.contacts.some((contact) => contact.id === contactId))
        throw new SandboxError(404, `Contact ${contactId} not found on ${reservation.locator}`);
      return stageInPathWorkbench(context, reservation, `Removal of contact ${contactId}`, () => {
        reservation.contacts = reservation.contacts.filter((contact) => contact.id !== contactId);
      });
    },
  };
}
