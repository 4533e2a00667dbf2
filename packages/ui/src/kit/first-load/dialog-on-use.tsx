import type { ComponentType, ReactElement } from 'react';
import { useSwapOnUse } from './load-on-use';

/** What a dialog's painted trigger spreads: the load-on-use handlers, and what Radix's trigger says closed. */
export type PaintedDialogTriggerProps = ReturnType<typeof useSwapOnUse<unknown>>['triggerProps'] & {
  'aria-haspopup': 'dialog';
  'aria-expanded': false;
  'data-state': 'closed';
};

/** A button opens the dialog with a click, which Enter and Space make too: no key of its own. */
const NO_OPEN_KEYS: readonly string[] = [];

/**
 * A dialog whose code (Radix's dialog, its focus and dismiss layers, its scroll lock, and the dialog's
 * own form) is no part of a page's first load: `trigger` paints the button as the dialog's
 * trigger renders it closed, the dialog is fetched when the button is hovered or focused, and it takes
 * the button's place when pressed, open (its own trigger then the same button, which gets the focus back
 * when the dialog closes). `load` gives a component that takes `props` and `defaultOpen`.
 *
 * @example
 * <DialogOnUse load={loadTopUpDialog} props={props} trigger={(trigger) => <TopUpButton {...trigger} />} />
 */
export function DialogOnUse<Props extends object>({
  load,
  props,
  trigger,
}: {
  load: () => Promise<ComponentType<Props & { defaultOpen: boolean }>>;
  props: Props;
  trigger: (triggerProps: PaintedDialogTriggerProps) => ReactElement;
}) {
  const { swappedIn, triggerProps } = useSwapOnUse(load, { whenIdle: false, openKeys: NO_OPEN_KEYS });
  if (swappedIn) {
    const Dialog = swappedIn.widget;
    return <Dialog {...props} defaultOpen={swappedIn.open} />;
  }
  return trigger({
    ...triggerProps,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
  });
}
