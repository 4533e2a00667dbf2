import { Button, type ButtonProps } from '@radix-ui/themes';

/** The workbench's own calls. */
export type WorkbenchAction = 'start' | 'commit' | 'ignore';

interface WorkbenchActionButtonProps extends Omit<ButtonProps, 'disabled' | 'loading'> {
  /** The workbench call this button makes. */
  action: WorkbenchAction;
  /** The call on its way, if any: every button waits for it, and its own button shows it. */
  running: WorkbenchAction | null;
  /** True when the call cannot be made now (nothing to commit, editing refused). Default false. */
  blocked?: boolean;
}

/** A button of the workbench's calls: busy while its call runs, disabled while any runs or when blocked. */
export function WorkbenchActionButton({
  action,
  running,
  blocked = false,
  ...props
}: WorkbenchActionButtonProps) {
  return (
    <Button
      {...props}
      disabled={blocked || running !== null}
      loading={running === action}
      aria-busy={running === action}
    />
  );
}
