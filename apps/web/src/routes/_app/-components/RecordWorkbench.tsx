import {
  reservationsApi,
  reservationsQueries,
  ticketsApi,
  ticketsQueries,
  type RecordKind,
} from '@comptoir/api';
import type {
  ActionAvailability,
  Pricing,
  Reservation,
  Traveler,
  WorkbenchEdit,
} from '@comptoir/flight-domain';
import {
  DisabilityEditor,
  MealsEditor,
  OsiRemarksEditor,
  PriceEditor,
  PrimaryContactEditor,
  SplitEditor,
  UpdatableItemsEditor,
  Workbench,
} from '@comptoir/ui/records';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { RecordAncillaries } from './RecordAncillaries';
import type { useRecordWorkbench } from './use-record-workbench';

/** What the editors of a reservation's or a ticket's workbench read of it (a ticket has one traveler). */
export type WorkbenchRecord = Pick<
  Reservation,
  | 'id'
  | 'locator'
  | 'contentKind'
  | 'route'
  | 'reservationIdentifier'
  | 'offerIdentifier'
  | 'itinerary'
  | 'contacts'
  | 'osiRemarks'
  | 'specialServices'
> & { travelers: readonly Traveler[] };

export interface RecordWorkbenchProps {
  kind: RecordKind;
  record: WorkbenchRecord;
  /** The record's workbench session (`useRecordWorkbench`). */
  workbench: ReturnType<typeof useRecordWorkbench>;
  /** The edits offered, in order (`workbenchEdits`, `ticketWorkbenchEdits`). */
  edits: readonly WorkbenchEdit[];
  /** Whether the record may be edited at all. */
  availability: ActionAvailability;
  /** The seats editor, for a record whose seats are confirmed in a workbench. Default: none. */
  seats?: (disabled: boolean) => ReactNode;
  /** The record's current price, for a record that may be priced again in its workbench. Default: no price edit. */
  pricing?: Pricing;
}

/**
 * The editing area of a reservation's or a ticket's page: ui's `Workbench` with the editors offered,
 * each sending its edit through the record family's calls inside the open workbench.
 */
export function RecordWorkbench({
  kind,
  record,
  workbench,
  edits,
  availability,
  seats,
  pricing,
}: RecordWorkbenchProps) {
  const { id, locator } = record;
  const api = kind === 'reservations' ? reservationsApi : ticketsApi;
  const queries = kind === 'reservations' ? reservationsQueries : ticketsQueries;
  const queryClient = useQueryClient();
  const { stage } = workbench;

  const editors: Record<WorkbenchEdit, (disabled: boolean) => ReactNode> = {
    primaryContact: (disabled) => (
      <PrimaryContactEditor
        contacts={record.contacts}
        disabled={disabled}
        onAdd={(contact) =>
          stage(`Primary contact ${contact.name}`, ({ workbenchID }) =>
            api.addPrimaryContact({ path: { id, workbenchID }, body: contact }),
          )
        }
        onDelete={(contact) =>
          stage(`Remove contact ${contact.name ?? contact.id}`, ({ workbenchID }) =>
            api.deletePrimaryContact({ path: { id, workbenchID, contactId: contact.id } }),
          )
        }
      />
    ),
    updatableItems: (disabled) => (
      <UpdatableItemsEditor
        travelers={record.travelers}
        disabled={disabled}
        onLoad={async (travelersIds) =>
          (await queryClient.query(queries.updatableItems(workbench.openTarget(), travelersIds))).items
        }
        onUpdate={(itemId, data) =>
          stage(`Update ${itemId} to ${data}`, (target) =>
            api.updateUpdatableItem({ path: { ...target, itemId }, body: { data } }),
          )
        }
      />
    ),
    osiRemarks: (disabled) => (
      <OsiRemarksEditor
        remarks={record.osiRemarks}
        contentKind={record.contentKind}
        disabled={disabled}
        onAdd={(comments) =>
          stage(`Add OSI remarks: ${comments.join(', ')}`, (target) =>
            api.addOsi({ path: target, body: { comments } }),
          )
        }
        onDelete={(remark) =>
          stage(`Remove OSI remark ${remark.text}`, (target) =>
            api.deleteOsi({
              path: {
                ...target,
                reservationCommentID: remark.reservationCommentID,
                commentID: remark.commentID,
              },
            }),
          )
        }
      />
    ),
    meals: (disabled) => (
      <MealsEditor
        travelers={record.travelers}
        services={record.specialServices}
        offers={[{ id: record.offerIdentifier, label: record.route }]}
        disabled={disabled}
        onAdd={(meal) => stage(`Meal ${meal.code}`, (target) => api.addMeal({ path: target, body: meal }))}
        onDelete={(service) =>
          stage(`Remove meal ${service.code}`, (target) =>
            api.deleteMeal({
              path: { ...target, specialServiceID: service.specialServiceID },
            }),
          )
        }
      />
    ),
    seats: (disabled) => seats?.(disabled),
    ancillaries: (disabled) => (
      <RecordAncillaries
        kind={kind}
        locator={locator}
        travelers={record.travelers}
        itinerary={record.itinerary}
        target={workbench.target}
        disabled={disabled}
        onConfirm={(choices) =>
          stage(`${String(choices.length)} ancillary(ies)`, (target) =>
            api.confirmAncillaries({
              path: target,
              body: { ancillaries: choices.map((choice) => ({ ...choice })) },
            }),
          )
        }
      />
    ),
    disability: (disabled) => (
      <DisabilityEditor
        travelers={record.travelers}
        specialServices={record.specialServices}
        disabled={disabled}
        onAdd={(request) =>
          stage(`Assistance ${request.code}`, ({ workbenchID }) =>
            api.addDisability({ path: { workbenchID }, body: { ...request, locator } }),
          )
        }
      />
    ),
    split: (disabled) => (
      <SplitEditor
        locator={locator}
        travelers={record.travelers}
        disabled={disabled}
        onSplit={(travelers) =>
          stage(`Split ${String(travelers.length)} traveler(s) off`, ({ workbenchID }) =>
            api.split({
              path: { workbenchID },
              body: { travelers, reservationIdentifier: record.reservationIdentifier },
            }),
          )
        }
      />
    ),
  };

  /** `POST price/{workbenchID}`: the quote staged in the workbench, handed back for the editor to show. */
  async function price(travelerIds: readonly string[], productType: string): Promise<Pricing> {
    let quote: Pricing | undefined;
    await stage(`New price for ${String(travelerIds.length)} traveler(s)`, async ({ workbenchID }) => {
      const answer = await api.price({
        path: { workbenchID },
        body: { passengers: travelerIds.map((travelerId) => ({ travelerId })), productType },
      });
      quote = answer.pricing;
    });
    if (quote === undefined) throw new Error('The price quote did not arrive.');
    return quote;
  }

  return (
    <Workbench
      open={workbench.open}
      pending={workbench.pending}
      endedReason={workbench.endedReason}
      availability={availability}
      onStart={workbench.start}
      onCommit={workbench.commit}
      onIgnore={workbench.ignore}
    >
      {({ disabled }) => (
        <>
          {edits.map((edit) => (
            <Fragment key={edit}>{editors[edit](disabled)}</Fragment>
          ))}
          {pricing === undefined ? null : (
            <PriceEditor
              travelers={record.travelers}
              pricing={pricing}
              disabled={disabled}
              onPrice={({ travelerIds, productType }) => price(travelerIds, productType)}
            />
          )}
        </>
      )}
    </Workbench>
  );
}
