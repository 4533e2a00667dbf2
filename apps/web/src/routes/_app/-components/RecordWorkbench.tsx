import { reservationsApi, reservationsQueries } from '@comptoir/api';
import {
  reservationEditAvailability,
  workbenchEdits,
  type Reservation,
  type WorkbenchEdit,
} from '@comptoir/flight-domain';
import {
  DisabilityEditor,
  MealsEditor,
  OsiRemarksEditor,
  PrimaryContactEditor,
  SeatsEditor,
  SplitEditor,
  UpdatableItemsEditor,
  Workbench,
} from '@comptoir/ui/records';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ReservationAncillaries } from './ReservationAncillaries';
import { useReservationWorkbench } from './use-reservation-workbench';

/**
 * The editing area of a reservation's page: ui's `Workbench` with the editors the reservation's content
 * allows (`workbenchEdits`), each sending its edit inside the open workbench.
 */
export function ReservationWorkbench({ reservation }: { reservation: Reservation }) {
  const { id, locator } = reservation;
  const workbench = useReservationWorkbench(reservation);
  const queryClient = useQueryClient();
  const seatMap = useSuspenseQuery(
    reservationsQueries.seatMap(reservation.reservationIdentifier, reservation.offerIdentifier),
  );
  const { stage } = workbench;

  const editors: Record<WorkbenchEdit, (disabled: boolean) => ReactNode> = {
    primaryContact: (disabled) => (
      <PrimaryContactEditor
        contacts={reservation.contacts}
        disabled={disabled}
        onAdd={(contact) =>
          stage(`Primary contact ${contact.name}`, ({ workbenchID }) =>
            reservationsApi.addPrimaryContact({ path: { id, workbenchID }, body: contact }),
          )
        }
        onDelete={(contact) =>
          stage(`Remove contact ${contact.name ?? contact.id}`, ({ workbenchID }) =>
            reservationsApi.deletePrimaryContact({ path: { id, workbenchID, contactId: contact.id } }),
          )
        }
      />
    ),
    updatableItems: (disabled) => (
      <UpdatableItemsEditor
        travelers={reservation.travelers}
        disabled={disabled}
        onLoad={async (travelersIds) =>
          (await queryClient.query(reservationsQueries.updatableItems(workbench.openTarget(), travelersIds)))
            .items
        }
        onUpdate={(itemId, data) =>
          stage(`Update ${itemId} to ${data}`, (target) =>
            reservationsApi.updateUpdatableItem({ path: { ...target, itemId }, body: { data } }),
          )
        }
      />
    ),
    osiRemarks: (disabled) => (
      <OsiRemarksEditor
        remarks={reservation.osiRemarks}
        contentKind={reservation.contentKind}
        disabled={disabled}
        onAdd={(comments) =>
          stage(`Add OSI remarks: ${comments.join(', ')}`, (target) =>
            reservationsApi.addOsi({ path: target, body: { comments } }),
          )
        }
        onDelete={(remark) =>
          stage(`Remove OSI remark ${remark.text}`, (target) =>
            reservationsApi.deleteOsi({
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
        travelers={reservation.travelers}
        services={reservation.specialServices}
        offers={[{ id: reservation.offerIdentifier, label: reservation.route }]}
        disabled={disabled}
        onAdd={(meal) =>
          stage(`Meal ${meal.code}`, (target) => reservationsApi.addMeal({ path: target, body: meal }))
        }
        onDelete={(service) =>
          stage(`Remove meal ${service.code}`, (target) =>
            reservationsApi.deleteMeal({
              path: { ...target, specialServiceID: service.specialServiceID },
            }),
          )
        }
      />
    ),
    seats: (disabled) => (
      <SeatsEditor
        seatMap={seatMap.data}
        travelers={reservation.travelers}
        seats={reservation.seats}
        disabled={disabled}
        onConfirm={(data) =>
          stage(`Seats ${data.map((seat) => seat.seatCode).join(', ')}`, ({ workbenchID }) =>
            reservationsApi.confirmSeats({
              path: { workbenchID },
              body: {
                data: data.map(({ travelerId, segmentId, seatCode }) => ({
                  travelerId,
                  segmentId,
                  seatCode,
                })),
              },
            }),
          )
        }
      />
    ),
    ancillaries: (disabled) => (
      <ReservationAncillaries
        reservation={reservation}
        target={workbench.target}
        disabled={disabled}
        onConfirm={(choices) =>
          stage(`${String(choices.length)} ancillary(ies)`, (target) =>
            reservationsApi.confirmAncillaries({
              path: target,
              body: { ancillaries: choices.map((choice) => ({ ...choice })) },
            }),
          )
        }
      />
    ),
    disability: (disabled) => (
      <DisabilityEditor
        travelers={reservation.travelers}
        specialServices={reservation.specialServices}
        disabled={disabled}
        onAdd={(request) =>
          stage(`Assistance ${request.code}`, ({ workbenchID }) =>
            reservationsApi.addDisability({ path: { workbenchID }, body: { ...request, locator } }),
          )
        }
      />
    ),
    split: (disabled) => (
      <SplitEditor
        locator={locator}
        travelers={reservation.travelers}
        disabled={disabled}
        onSplit={(travelers) =>
          stage(`Split ${String(travelers.length)} traveler(s) off`, ({ workbenchID }) =>
            reservationsApi.split({
              path: { workbenchID },
              body: { travelers, reservationIdentifier: reservation.reservationIdentifier },
            }),
          )
        }
      />
    ),
  };

  return (
    <Workbench
      open={workbench.open}
      pending={workbench.pending}
      endedReason={workbench.endedReason}
      availability={reservationEditAvailability(reservation)}
      onStart={workbench.start}
      onCommit={workbench.commit}
      onIgnore={workbench.ignore}
    >
      {({ disabled }) =>
        workbenchEdits(reservation.contentKind).map((edit) => (
          <Fragment key={edit}>{editors[edit](disabled)}</Fragment>
        ))
      }
    </Workbench>
  );
}
