import {
  EMPTY_ROLE_DRAFT,
  roleDraftOf,
  statementsByRole,
  type Role,
  type RoleBody,
} from '@comptoir/flight-domain';
import { Badge, Button, Callout, Card, Text } from '@radix-ui/themes';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadedContent, LoadingStatus, type LoadState } from '../../kit/RecordSection/LoadedContent';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { StaticTableHeader } from '../../kit/DataTable/StaticTableHeader';
import { viewerMay, type SettingsViewer } from '../viewer-may';
import { PermissionChecker } from './PermissionChecker';
import { PermissionMatrix } from './PermissionMatrix';
import { SettingsPage } from '../SettingsPage';
import * as Table from '../../kit/DataTable/Table';
import { m } from '../../i18n/paraglide/messages.js';

// The role form (its checks and its grid of actions) is no part of the page's first load: its
// code is fetched when a role is created or edited.
const RoleForm = lazy(() => import('./RoleForm').then((module) => ({ default: module.RoleForm })));

/** A role's form in its card, "Loading the form…" until its code has arrived. */
function RoleFormCard({ children }: { children: ReactNode }) {
  return (
    <Card size="2">
      <Suspense fallback={<LoadingStatus text={m.roles_loading_form()} slot="role-form" />}>
        {children}
      </Suspense>
    </Card>
  );
}

export interface RolesViewProps {
  /** Who looks: what they may change follows SPEC §6 (access control: create and update). */
  viewer: SettingsViewer;
  /** The built-in and custom roles of the active organization (GET /roles). */
  roles: LoadState<readonly Role[]>;
  /** The role opened for editing (GET /roles/{id}), from the URL; left out while none is. */
  edited?: LoadState<Role> | undefined;
  /** Opens a role for editing, or closes it with `null`. */
  onEdit: (roleId: string | null) => void;
  /** Creates a role (POST /roles); rejects with the server's message. */
  onCreate: (body: RoleBody) => Promise<void>;
  /** Saves a role (PUT /roles/{id}); rejects with the server's message. */
  onUpdate: (id: string, body: RoleBody) => Promise<void>;
}

/** The role being edited: loading, failed with a retry, or its form. */
function EditedRole({
  edited,
  onUpdate,
  onClose,
}: {
  edited: LoadState<Role>;
  onUpdate: RolesViewProps['onUpdate'];
  onClose: () => void;
}) {
  return (
    <RoleFormCard>
      <LoadedContent state={edited} loadingText={m.roles_loading_role()} slot="block">
        {(role) => (
          <RoleForm
            key={role.id}
            initial={roleDraftOf(role)}
            submitLabel={m.roles_save({ name: role.name })}
            onCancel={onClose}
            onSubmit={async (body) => {
              await onUpdate(role.id, body);
              onClose();
            }}
          />
        )}
      </LoadedContent>
    </RoleFormCard>
  );
}

function RolesTable({ roles, onEdit }: { roles: readonly Role[]; onEdit: ((id: string) => void) | null }) {
  return (
    <Table.Root keyboardScrollable variant="surface" size="2" data-slot="roles-table">
      <caption className="sr-only">{m.roles_section()}</caption>
      <StaticTableHeader
        names={[m.roles_name(), m.roles_description_label(), m.roles_kind()]}
        actions={onEdit !== null}
      />
      <Table.Body>
        {roles.map((role) => (
          <Table.Row key={role.id}>
            <Table.RowHeaderCell>{role.name}</Table.RowHeaderCell>
            <Table.Cell>{role.description ?? '—'}</Table.Cell>
            <Table.Cell>
              <Badge color={role.organizationId === null ? 'gray' : 'indigo'} highContrast>
                {role.organizationId === null ? m.roles_built_in() : m.roles_custom()}
              </Badge>
            </Table.Cell>
            {onEdit === null ? null : (
              <Table.Cell>
                {role.organizationId === null ? null : (
                  <Button
                    size="1"
                    variant="soft"
                    aria-label={m.roles_edit_label({ name: role.name })}
                    onClick={() => onEdit(role.id)}
                  >
                    {m.roles_edit()}
                  </Button>
                )}
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * /settings/roles-permissions (admin or owner, SPEC §2): the organization's roles, built-in and custom,
 * a custom role created or edited (owners and admins: access control's create and update, SPEC §6), the
 * permission matrix of every role drawn from the statements the sandbox enforces, and a checker that
 * answers "can role X do Y?" by SPEC §6's multi-role rule.
 *
 * @example
 * <RolesView viewer={{ role: 'owner', isPlatformAdmin: false }} roles={{ status: 'success', data }} onEdit={open} … />
 */
export function RolesView({ viewer, roles, edited, onEdit, onCreate, onUpdate }: RolesViewProps) {
  const [creating, setCreating] = useState(false);
  const mayCreate = viewerMay(viewer, { ac: ['create'] });
  const mayUpdate = viewerMay(viewer, { ac: ['update'] });
  return (
    <SettingsPage title={m.roles_title()} description={m.roles_description()} slot="roles-view">
      {mayCreate || mayUpdate ? null : (
        <Callout.Root color="amber" highContrast size="1" data-slot="roles-read-only">
          <Callout.Text>{m.roles_read_only({ role: viewer.role ?? m.roles_no_role() })}</Callout.Text>
        </Callout.Root>
      )}
      <LoadedContent state={roles} loadingText={m.roles_loading()} slot="block">
        {(list) => (
          <>
            <RecordSection
              title={m.roles_section()}
              slot="roles"
              actions={
                mayCreate ? (
                  <Button onClick={() => setCreating(true)} disabled={creating}>
                    {m.roles_new()}
                  </Button>
                ) : null
              }
            >
              {creating ? (
                <RoleFormCard>
                  <RoleForm
                    initial={EMPTY_ROLE_DRAFT}
                    submitLabel={m.roles_create()}
                    onCancel={() => setCreating(false)}
                    onSubmit={async (body) => {
                      await onCreate(body);
                      setCreating(false);
                    }}
                  />
                </RoleFormCard>
              ) : null}
              {edited === undefined || !mayUpdate ? null : (
                <EditedRole edited={edited} onUpdate={onUpdate} onClose={() => onEdit(null)} />
              )}
              <RolesTable roles={list} onEdit={mayUpdate ? onEdit : null} />
            </RecordSection>
            <RecordSection title={m.roles_matrix_title()} slot="permission-matrix-section">
              <PermissionMatrix roles={list} />
            </RecordSection>
            <RecordSection title={m.roles_checker_title()} slot="permission-checker-section">
              <Text as="p" size="2" color="gray">
                {m.roles_checker_intro()}
              </Text>
              <PermissionChecker roles={statementsByRole(list)} />
            </RecordSection>
          </>
        )}
      </LoadedContent>
    </SettingsPage>
  );
}
