import { loadOnce } from '@comptoir/flight-domain';
import { Button } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { DialogOnUse } from '../../kit/first-load/dialog-on-use';
import type { TopUpDialogProps } from './TopUpDialog';
import { m } from '../../i18n/paraglide/messages.js';

/** The button that opens the top-up: painted with the page, then the dialog's own trigger. */
export function TopUpButton(props: ComponentProps<typeof Button>) {
  return (
    <Button data-slot="top-up-open" {...props}>
      {m.balance_top_up()}
    </Button>
  );
}

const loadTopUpDialog = loadOnce(() => import('./TopUpDialog').then((module) => module.TopUpDialog));

/**
 * "Top up" and its dialog ({@link TopUpDialog}), whose code is loaded on use.
 *
 * @example
 * <TopUp organization={{ id, name, balance }} onTopUp={(body) => topUp.mutateAsync(body)} />
 */
export function TopUp(props: Omit<TopUpDialogProps, 'defaultOpen'>) {
  return (
    <DialogOnUse load={loadTopUpDialog} props={props} trigger={(trigger) => <TopUpButton {...trigger} />} />
  );
}
