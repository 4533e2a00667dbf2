import { Button, Flex } from '@radix-ui/themes';
import { closeDialog, openDialog } from '../../kit/GlobalDialog/dialog-store';
import { m } from '../../i18n/paraglide/messages.js';

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
      title: m.workbench_leave_title(),
      description: m.workbench_leave_description({ count }),
      size: 'sm',
      closable: true,
      onClose: () => {
        answer(false);
      },
      view: (
        <Flex gap="3" justify="end" wrap="wrap" data-slot="leave-workbench">
          <Button variant="soft" color="gray" onClick={closeDialog}>
            {m.workbench_leave_stay()}
          </Button>
          <Button
            color="red"
            highContrast
            onClick={() => {
              answer(true);
              closeDialog();
            }}
          >
            {m.workbench_leave_go()}
          </Button>
        </Flex>
      ),
    });
  });
}
