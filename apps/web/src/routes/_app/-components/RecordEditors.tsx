import { reservationsApi, reservationsQueries, ticketsApi, ticketsQueries } from '@comptoir/api';
import { formatEnteredValue, type Pricing, type WorkbenchEdit } from '@comptoir/flight-domain';
import {
  DisabilityEditor,
  MealsEditor,
  OsiRemarksEditor,
  PriceEditor,
  PrimaryContactEditor,
  SplitEditor,
  UpdatableItemsEditor,
} from '@comptoir/ui/records';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { RecordAncillaries } from './RecordAncillaries';
import type { RecordWorkbenchProps } from './RecordWorkbench';

export interface RecordEditorsProps extends Omit<RecordWorkbenchProps, 'availability'> {
  /** The workbench's `disabled`: true while no workbench is open or while it is being committed or ignored. */
  disabled: boolean;
}

/**
 * The editors of a record's workbench, each sending its edit through the record family's calls inside
 * the open workbench. A chunk of its own, loaded once the page has painted (`RecordWorkbench`): until a
 * workbench opens the editors are only shown, disabled.
 */
export default function RecordEditors({
  kind,
  record,
  workbench,
  edits,
  seats,
  pricing,
  disabled,
}: RecordEditorsProps) {
  const { id, locator } = record;
  const api = kind === 'reservations' ? reservationsApi : ticketsApi;
  const queries = kind === 'reservations' ? reservationsQueries : ticketsQueries;
  const queryClient = useQueryClient();
  const { stage } = workbench;

  const editors: Record<WorkbenchEdit, () => ReactNode> = {
    primaryContact: () => (
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
    updatableItems: () => (
      <UpdatableItemsEditor
        travelers={record.travelers}
        disabled={disabled}
        onLoad={async (travelersIds) =>
          (await queryClient.query(queries.updatableItems(workbench.openTarget(), travelersIds))).items
        }
        onUpdate={(itemId, data) =>
          stage(`Update ${itemId} to ${formatEnteredValue(data)}`, (target) =>
            api.updateUpdatableItem({ path: { ...target, itemId }, body: { data } }),
          )
        }
      />
    ),
    osiRemarks: () => (
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
    meals: () => (
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
    seats: () => seats?.(disabled),
    ancillaries: () => (
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
    disability: () => (
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
    split: () => (
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
    <>
      {edits.map((edit) => (
        <Fragment key={edit}>{editors[edit]()}</Fragment>
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
  );
}
