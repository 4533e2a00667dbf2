import type { OrganizationBody } from '@comptoir/flight-domain';
import { Button, Dialog } from '@radix-ui/themes';
import { useState } from 'react';
import type { UploadLogo } from './LogoUploadField';
import { OrganizationForm } from './OrganizationForm';
import { CreateOrganizationButton } from './CreateOrganization';
import { m } from '../../i18n/paraglide/messages.js';

export interface CreateOrganizationDialogProps {
  /** Sends POST /organization/create; the dialog closes when it resolves, keeps everything when it rejects. */
  onCreate: (body: OrganizationBody) => Promise<void>;
  onUpload: UploadLogo;
  /** Opens the dialog at once (stories). Default: closed until "Create organization". */
  defaultOpen?: boolean;
}

/** "Create organization" and its dialog: name, slug (from the name until typed), city and logo. */
export function CreateOrganizationDialog({
  onCreate,
  onUpload,
  defaultOpen = false,
}: CreateOrganizationDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <CreateOrganizationButton />
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px" data-slot="create-organization-dialog">
        <Dialog.Title>{m.organizations_create()}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {m.org_create_description()}
        </Dialog.Description>
        <OrganizationForm
          submitLabel={m.organizations_create()}
          onUpload={onUpload}
          onSubmit={async (body) => {
            await onCreate(body);
            setOpen(false);
          }}
          cancel={
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {m.org_cancel()}
              </Button>
            </Dialog.Close>
          }
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
