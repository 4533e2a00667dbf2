import { recordEdits, recordQueries } from '@comptoir/api';
import { formatEnteredValue, type WorkbenchEdit } from '@comptoir/flight-domain';
import {
  DisabilityEditor,
  MealsEditor,
  OsiRemarksEditor,
  PriceEditor,
  PrimaryContactEditor,
  SplitEditor,
  UpdatableItemsEditor,
} from '@comptoir/ui/records';
import { m } from '@comptoir/ui/i18n/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { RecordAncillaries } from './RecordAncillaries';
import type { RecordWorkbenchProps } from './RecordWorkbench';

export interface RecordEditorsProps extends Omit<RecordWorkbenchProps, 'availability'> {
  /**
   * The workbench's `disabled`: true while no workbench is open (the editors are hidden then) or while it
   * is being committed or ignored.
   */
  disabled: boolean;
}

/**
 * The editors of a record's workbench, each mapped to the edit it stages: `stage(label, edit)`, the
 * label listed as pending (in the interface's language), the edit one of api's `recordEdits(kind)`. A chunk of its own, loaded once the
 * page has painted (`RecordWorkbench`), shown once a workbench is open and rendered hidden before it
 * (docs/decisions/0072).
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
  const edit = recordEdits(kind);
  const queryClient = useQueryClient();
  const { stage } = workbench;

  const editors: Record<WorkbenchEdit, () => ReactNode> = {
    primaryContact: () => (
      <PrimaryContactEditor
        contacts={record.contacts}
        disabled={disabled}
        onAdd={(contact) =>
          stage(m.workbench_change_primary_contact({ name: contact.name }), edit.addPrimaryContact(contact))
        }
        onDelete={(contact) =>
          stage(
            m.workbench_change_remove_contact({ name: contact.name ?? contact.id }),
            edit.deletePrimaryContact(contact.id),
          )
        }
      />
    ),
    updatableItems: () => (
      <UpdatableItemsEditor
        travelers={record.travelers}
        disabled={disabled}
        onLoad={async (travelersIds) =>
          (await queryClient.query(recordQueries(kind).updatableItems(workbench.openTarget(), travelersIds)))
            .items
        }
        onUpdate={(itemId, data) =>
          stage(
            m.workbench_change_update_item({ item: itemId, value: formatEnteredValue(data) }),
            edit.updateUpdatableItem(itemId, data),
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
          stage(m.workbench_change_add_osi({ remarks: comments.join(', ') }), edit.addOsi(comments))
        }
        onDelete={(remark) =>
          stage(m.workbench_change_remove_osi({ text: remark.text }), edit.deleteOsi(remark))
        }
      />
    ),
    meals: () => (
      <MealsEditor
        travelers={record.travelers}
        services={record.specialServices}
        offers={[{ id: record.offerIdentifier, label: record.route }]}
        disabled={disabled}
        onAdd={(meal) => stage(m.workbench_change_meal({ code: meal.code }), edit.addMeal(meal))}
        onDelete={(service) =>
          stage(
            m.workbench_change_remove_meal({ code: service.code }),
            edit.deleteMeal(service.specialServiceID),
          )
        }
      />
    ),
    seats: () => seats?.(disabled),
    ancillaries: () => (
      <RecordAncillaries
        kind={kind}
        locator={record.locator}
        travelers={record.travelers}
        itinerary={record.itinerary}
        target={workbench.target}
        disabled={disabled}
        onConfirm={(choices) =>
          stage(m.workbench_change_ancillaries({ count: choices.length }), edit.confirmAncillaries(choices))
        }
      />
    ),
    disability: () => (
      <DisabilityEditor
        travelers={record.travelers}
        specialServices={record.specialServices}
        disabled={disabled}
        onAdd={(request) =>
          stage(m.workbench_change_assistance({ code: request.code }), edit.addDisability(request))
        }
      />
    ),
    split: () => (
      <SplitEditor
        locator={record.locator}
        travelers={record.travelers}
        disabled={disabled}
        onSplit={(travelers) =>
          stage(
            m.workbench_change_split({ count: travelers.length }),
            edit.split(travelers, record.reservationIdentifier),
          )
        }
      />
    ),
  };

  return (
    <>
      {edits.map((editor) => (
        <Fragment key={editor}>{editors[editor]()}</Fragment>
      ))}
      {pricing === undefined ? null : (
        <PriceEditor
          travelers={record.travelers}
          pricing={pricing}
          disabled={disabled}
          onPrice={async ({ travelerIds, productType }) =>
            (
              await workbench.stageForAnswer(
                m.workbench_change_price({ count: travelerIds.length }),
                edit.price(travelerIds, productType),
              )
            ).pricing
          }
        />
      )}
    </>
  );
}
