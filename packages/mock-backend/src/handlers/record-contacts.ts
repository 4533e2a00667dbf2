/** A record's primary contact: added or replaced, and removed, through a workbench. */
import type { RecordKind } from '@comptoir/api/endpoints';
import { SandboxError } from '../context';
import { nextId } from '../database';
import { type RecordContext, reservationFor, stageInPathWorkbench } from './record-access';

export function contactResolvers(kind: RecordKind) {
  return {
    addPrimaryContact: async (context: RecordContext<'addPrimaryContact'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.id);
      const contact = await context.body();
      const id = nextId('CT');
      return stageInPathWorkbench(context, reservation, `Primary contact ${contact.name}`, () => {
        reservation.contacts = [
          { id, kind: 'primary', name: contact.name, email: contact.email, phone: contact.phone },
          ...reservation.contacts.filter((existing) => existing.kind !== 'primary'),
        ];
      });
    },
    deletePrimaryContact: (context: RecordContext<'deletePrimaryContact'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.id);
      const contactId = context.params.contactId;
      if (!reservation.contacts.some((contact) => contact.id === contactId))
        throw new SandboxError(404, `Contact ${contactId} not found on ${reservation.locator}`);
      return stageInPathWorkbench(context, reservation, `Removal of contact ${contactId}`, () => {
        reservation.contacts = reservation.contacts.filter((contact) => contact.id !== contactId);
      });
    },
  };
}
