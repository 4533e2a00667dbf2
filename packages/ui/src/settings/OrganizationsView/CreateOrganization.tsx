import { loadOnce } from '@comptoir/flight-domain';
import { Button } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { DialogOnUse } from '../../kit/first-load/dialog-on-use';
import type { CreateOrganizationDialogProps } from './CreateOrganizationDialog';
import { m } from '../../i18n/paraglide/messages.js';

/** The button that opens the creation: painted with the page, then the dialog's own trigger. */
export function CreateOrganizationButton(props: ComponentProps<typeof Button>) {
  return <Button {...props}>{m.organizations_create()}</Button>;
}

const loadCreateDialog = loadOnce(() =>
  import('./CreateOrganizationDialog').then((module) => module.CreateOrganizationDialog),
);

/** "Create organization" and its dialog ({@link CreateOrganizationDialog}), whose code is loaded on use. */
export function CreateOrganization(props: Omit<CreateOrganizationDialogProps, 'defaultOpen'>) {
  return (
    <DialogOnUse
      load={loadCreateDialog}
      props={props}
      trigger={(trigger) => <CreateOrganizationButton {...trigger} />}
    />
  );
}
