import { recordQueries, type RecordKind, type WorkbenchTarget } from '@comptoir/api';
import type { Leg, Traveler } from '@comptoir/flight-domain';
import { AncillariesEditor, type AncillariesEditorProps } from '@comptoir/ui/records';
import { useQuery } from '@tanstack/react-query';

interface RecordAncillariesProps {
  kind: RecordKind;
  /** The locator the workbench is open for, and what its ancillaries are for. */
  locator: string;
  travelers: readonly Traveler[];
  itinerary: readonly Leg[];
  /** The open workbench, or `null`. */
  target: WorkbenchTarget | null;
  /** The workbench's `disabled`: while it is closed, committed or ignored nothing is asked for. */
  disabled: boolean;
  onConfirm: AncillariesEditorProps['onConfirm'];
}

/**
 * The ancillaries on offer inside the open workbench (`POST {locator}/ancillaries/{workbenchID}/list`
 * of the record's family), asked for only while editing is on: a workbench being committed or ignored is
 * not asked again when its keys are invalidated.
 */
export function RecordAncillaries({
  kind,
  locator,
  travelers,
  itinerary,
  target,
  disabled,
  onConfirm,
}: RecordAncillariesProps) {
  const offers = useQuery({
    ...recordQueries(kind).ancillaries(target ?? { locator, workbenchID: '' }),
    enabled: target !== null && !disabled,
  });
  return (
    <AncillariesEditor
      offers={offers.data?.offers ?? []}
      loading={offers.isLoading}
      error={offers.error?.message}
      travelers={travelers}
      itinerary={itinerary}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
