import { confirmLeaveWorkbench } from '@comptoir/ui/records';
import { useBlocker } from '@tanstack/react-router';

/**
 * While a workbench has pending changes, leaving asks first: a link or back within the app through
 * `confirmLeaveWorkbench`, a reload or closing the tab through the browser's own prompt (the router's
 * blocker does both). A chunk of its own, fetched as the page first renders, as the editors are: only an
 * edit staged after that makes a change pending.
 */
export default function WorkbenchLeaveGuard({ pendingCount }: { pendingCount: number }) {
  useBlocker({
    shouldBlockFn: async () => !(await confirmLeaveWorkbench(pendingCount)),
    disabled: pendingCount === 0,
    enableBeforeUnload: true,
  });
  return null;
}
