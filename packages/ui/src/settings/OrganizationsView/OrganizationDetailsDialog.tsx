import {
  checkPermission,
  ORGANIZATION_ROLE_STATEMENTS,
  type Organization,
  type OrganizationBody,
  type OrganizationDetails,
} from '@comptoir/flight-domain';
import { Button, DataList, Dialog, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { Money } from '../../kit/Money/Money';
import { LoadedContent, type LoadState } from '../../kit/RecordSection/LoadedContent';
import { DeleteOrganizationSection } from './DeleteOrganizationSection';
import type { UploadLogo } from './LogoUploadField';
import { OrganizationForm } from './OrganizationForm';
import { m } from '../../i18n/paraglide/messages.js';

/** Who looks at the organizations: their user id (their role in each is read from its members). */
export interface OrganizationsViewer {
  userId: string;
  isPlatformAdmin: boolean;
}

export interface OrganizationDetailsDialogProps {
  /** The open organization's details (GET /organization/{id}/details), or null when none is open. */
  details: LoadState<OrganizationDetails> | null;
  viewer: OrganizationsViewer;
  onClose: () => void;
  /** Sends PUT /organization/{id}/update once; its refusal is shown with what was typed. */
  onUpdate: (organization: Organization, body: OrganizationBody) => Promise<void>;
  onDelete: (organization: Organization) => Promise<void>;
  onUpload: UploadLogo;
}

function Summary({ details }: { details: OrganizationDetails }) {
  return (
    <DataList.Root size="2" data-slot="organization-summary">
      <DataList.Item>
        <DataList.Label>{m.org_slug()}</DataList.Label>
        <DataList.Value>{details.organization.slug}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{m.org_city()}</DataList.Label>
        <DataList.Value>{details.organization.city ?? '—'}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{m.org_members()}</DataList.Label>
        <DataList.Value>{details.members.length}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{m.org_balance()}</DataList.Label>
        <DataList.Value>
          <Money centimes={details.balance} />
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{m.org_markup_rules()}</DataList.Label>
        <DataList.Value>{details.markups.length}</DataList.Value>
      </DataList.Item>
    </DataList.Root>
  );
}

/**
 * One organization: its details, its edit form for who may update it (SPEC §6: owner or admin in it, or
 * a platform admin) and its deletion for its owner alone; others read that only the owner may delete it.
 */
export function OrganizationDetailsDialog({
  details,
  viewer,
  onClose,
  onUpdate,
  onDelete,
  onUpload,
}: OrganizationDetailsDialogProps) {
  const title = details?.status === 'success' ? details.data.organization.name : m.org_details_title();
  return (
    <Dialog.Root
      open={details !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Content maxWidth="560px" data-slot="organization-details-dialog">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {m.org_details_description()}
        </Dialog.Description>
        {details === null ? null : (
          <LoadedContent state={details} loadingText={m.org_details_loading()} slot="organization-details">
            {(loaded) => {
              const { organization } = loaded;
              const role = loaded.members.find((member) => member.userId === viewer.userId)?.role ?? null;
              const may = (action: 'update' | 'delete') =>
                checkPermission({
                  roles: ORGANIZATION_ROLE_STATEMENTS,
                  role,
                  permissions: { organization: [action] },
                }).success;
              return (
                <Flex direction="column" gap="4">
                  <Summary details={loaded} />
                  {viewer.isPlatformAdmin || may('update') ? (
                    <Flex direction="column" gap="2">
                      <Separator size="4" />
                      <Heading as="h2" size="3">
                        {m.org_edit()}
                      </Heading>
                      <OrganizationForm
                        key={organization.id}
                        organization={organization}
                        submitLabel={m.org_save()}
                        doneMessage={m.org_saved()}
                        onUpload={onUpload}
                        onSubmit={(body) => onUpdate(organization, body)}
                      />
                    </Flex>
                  ) : null}
                  <Separator size="4" />
                  {may('delete') ? (
                    <DeleteOrganizationSection organization={organization} onDelete={onDelete} />
                  ) : (
                    <Text size="2" color="gray" data-slot="delete-not-allowed">
                      {m.org_delete_owner_only()}
                    </Text>
                  )}
                </Flex>
              );
            }}
          </LoadedContent>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {m.org_close()}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
