import type { RecordKind, RecordWorkbenchSession } from '@comptoir/api';
import type {
  ActionAvailability,
  Pricing,
  Reservation,
  Traveler,
  WorkbenchEdit,
} from '@comptoir/flight-domain';
import { Workbench } from '@comptoir/ui/records';
import { lazy, Suspense, type ReactNode } from 'react';
import { loadRecordEditors, loadWorkbenchLeaveGuard } from './record-workbench-code';

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
  /** The record's workbench session (api's `useRecordWorkbench`). */
  workbench: RecordWorkbenchSession;
  /** The edits offered, in order (`workbenchEdits`, `ticketWorkbenchEdits`). */
  edits: readonly WorkbenchEdit[];
  /** Whether the record may be edited at all. */
  availability: ActionAvailability;
  /** The seats editor, for a record whose seats are confirmed in a workbench. Default: none. */
  seats?: (disabled: boolean) => ReactNode;
  /** The record's current price, for a record that may be priced again in its workbench. Default: no price edit. */
  pricing?: Pricing;
}

/** The editors: a chunk of their own, asked for by the page's loader, not part of its first load. */
const RecordEditors = lazy(loadRecordEditors);
/** The guard against leaving with pending changes: asked for by the page's loader, as the editors are. */
const WorkbenchLeaveGuard = lazy(loadWorkbenchLeaveGuard);

/**
 * The editing area of a reservation's or a ticket's page: ui's `Workbench` (its calls and pending list,
 * painted with the page) around the editors offered, which ui's `Workbench` shows as loading until their
 * chunk has arrived. While edits are pending, leaving asks first (`WorkbenchLeaveGuard`).
 */
export function RecordWorkbench({ availability, ...editors }: RecordWorkbenchProps) {
  const { workbench } = editors;
  return (
    <>
      <Suspense fallback={null}>
        <WorkbenchLeaveGuard pendingCount={workbench.pending.length} />
      </Suspense>
      <Workbench
        open={workbench.open}
        pending={workbench.pending}
        endedReason={workbench.endedReason}
        availability={availability}
        onStart={workbench.start}
        onCommit={workbench.commit}
        onIgnore={workbench.ignore}
      >
        {({ disabled }) => <RecordEditors {...editors} disabled={disabled} />}
      </Workbench>
    </>
  );
}
