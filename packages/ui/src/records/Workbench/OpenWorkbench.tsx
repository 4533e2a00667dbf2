import type { PendingChange } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { confirmAction } from '../../kit/ConfirmDialog/ConfirmDialog';
import type { RecordActionCallback } from '../RecordSections/use-record-action';
import { WorkbenchActionButton, type WorkbenchAction } from './WorkbenchActionButton';
import { m } from '../../i18n/paraglide/messages.js';

// What only an open workbench draws, loaded apart from the page (`loadOpenWorkbench` in `Workbench.tsx`).

const OPEN_STATUS_LABELS = {
  open: m.workbench_status_open,
  commit: m.workbench_status_commit,
  ignore: m.workbench_status_ignore,
} as const;

/** The status badge's word for an open workbench: open, or its commit or ignore on its way. */
export function OpenStatusLabel({ status }: { status: keyof typeof OPEN_STATUS_LABELS }) {
  return OPEN_STATUS_LABELS[status]();
}

interface OpenWorkbenchActionsProps {
  pending: readonly PendingChange[];
  /** The workbench's call on its way, if any (`useRecordAction`'s `running`). */
  running: WorkbenchAction | null;
  /** `useRecordAction`'s `run`, which the confirmation awaits. */
  run: (action: WorkbenchAction, callback: RecordActionCallback) => Promise<void>;
  /** `useRecordAction`'s `runFromButton`. */
  runFromButton: (action: WorkbenchAction, callback: RecordActionCallback) => void;
  onCommit: () => Promise<void>;
  onIgnore: () => Promise<void>;
}

/**
 * "Ignore changes" and "Commit changes": committing waits for a pending change; ignoring asks first when
 * there are some (it is destructive), and goes at once when there are none.
 */
export function OpenWorkbenchActions({
  pending,
  running,
  run,
  runFromButton,
  onCommit,
  onIgnore,
}: OpenWorkbenchActionsProps) {
  function ignore() {
    if (pending.length === 0) {
      runFromButton('ignore', onIgnore);
      return;
    }
    confirmAction({
      title: m.workbench_ignore_title({ count: pending.length }),
      description: m.workbench_ignore_description(),
      confirmLabel: m.workbench_ignore(),
      cancelLabel: m.workbench_keep_editing(),
      onConfirm: () => run('ignore', onIgnore),
    });
  }
  return (
    <Flex gap="2" wrap="wrap">
      <WorkbenchActionButton action="ignore" running={running} onClick={ignore} variant="soft" color="gray">
        {m.workbench_ignore()}
      </WorkbenchActionButton>
      <WorkbenchActionButton
        action="commit"
        running={running}
        blocked={pending.length === 0}
        onClick={() => {
          runFromButton('commit', onCommit);
        }}
      >
        {m.workbench_commit()}
      </WorkbenchActionButton>
    </Flex>
  );
}

/** The pending changes with their count; the count is announced as it changes. */
export function PendingChanges({ pending }: { pending: readonly PendingChange[] }) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="2" data-slot="workbench-pending">
      <Text id={labelId} size="2" weight="medium" role="status">
        {pending.length === 0
          ? m.workbench_no_pending()
          : m.workbench_pending_count({ count: pending.length })}
      </Text>
      {pending.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {m.workbench_pending_hint()}
        </Text>
      ) : (
        <ol aria-labelledby={labelId} className="m-0 flex flex-col gap-1 pl-5">
          {pending.map((change) => (
            <li key={change.id} data-slot="workbench-pending-change">
              <Text size="2">{change.description}</Text>
            </li>
          ))}
        </ol>
      )}
    </Flex>
  );
}
