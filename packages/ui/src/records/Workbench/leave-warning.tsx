import { Button, Flex } from '@radix-ui/themes';
import { closeDialog, openDialog } from '../../kit/GlobalDialog/dialog-store';
import { pendingChangesLabel } from './pending-changes-label';

/** The label of the button that leaves and loses the changes. */
const LEAVE_LABEL = 'Leave without committing';
/** The label of the button that stays on the page. */
const STAY_LABEL = 'Stay and keep editing';

/**
 * Asks, through the global dialog (`<GlobalDialog />` must be mounted), whether to leave a page whose
 * workbench still has `count` uncommitted changes. Resolves `true` to leave, `false` to stay (the stay
 * button, Escape, a click outside or the close button). The router's blocker awaits it, and warns on a
 * reload or a closed tab itself (`enableBeforeUnload`), so that leaving has one guard:
 *
 * @example
 * useBlocker({ shouldBlockFn: async () => !(await confirmLeaveWorkbench(pending.length)), disabled: pending.length === 0 });
 */
export function confirmLeaveWorkbench(count: number): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (leave: boolean) => {
      if (answered) return;
      answered = true;
      resolve(leave);
    };
    openDialog({
      title: 'Leave with uncommitted changes?',
      description: `The workbench has ${pendingChangesLabel(count)}. Leaving discards them: commit them first to keep them.`,
      size: 'sm',
      closable: true,
      onClose: () => {
        answer(false);
      },
      view: (
        <Flex gap="3" justify="end" wrap="wrap" data-slot="leave-workbench">
          <Button variant="soft" color="gray" onClick={closeDialog}>
            {STAY_LABEL}
          </Button>
          <Button
            color="red"
            highContrast
            onClick={() => {
              answer(true);
              closeDialog();
            }}
          >
            {LEAVE_LABEL}
          </Button>
        </Flex>
      ),
    });
  });
}
