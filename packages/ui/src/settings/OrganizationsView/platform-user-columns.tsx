import { PLATFORM_ROLES, type PlatformRole, type User } from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { createContext, useContext } from 'react';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { OptionSelect } from '../../kit/OptionSelect/OptionSelect';
import { CellFailure, personCell } from '../TableCells/TableCells';
import { useSubmission } from '../../kit/use-submission';
import { platformRoleLabel } from '../../i18n/role-labels';
import { m } from '../../i18n/paraglide/messages.js';

/** What a platform admin does to a user; each is sent once, its refusal shown in the row. */
export interface PlatformUserActions {
  /** PUT /admin/update-user-role. */
  onChangeRole: (user: User, role: PlatformRole) => Promise<void>;
  /** better-auth's impersonate-user: the app then runs as the user. */
  onImpersonate: (user: User) => Promise<void>;
  /** The platform admin's own id: no role change or impersonation of oneself. */
  viewerUserId: string;
}

/**
 * The platform admin's actions, read by the cells through context rather than built into the columns,
 * so that the cells keep their state through the page's renders (see `MemberActionsContext`).
 */
export const PlatformUserActionsContext = createContext<PlatformUserActions | null>(null);

function usePlatformUserActions(): PlatformUserActions {
  const actions = useContext(PlatformUserActionsContext);
  if (actions === null) throw new Error('The platform users table is rendered without its actions.');
  return actions;
}

function isPlatformRole(role: string): role is PlatformRole {
  return (PLATFORM_ROLES as readonly string[]).includes(role);
}

function RoleCell({ user }: { user: User }) {
  const actions = usePlatformUserActions();
  const changing = useSubmission((role: PlatformRole) => actions.onChangeRole(user, role));
  const label = platformRoleLabel(user.role);
  if (user.id === actions.viewerUserId)
    return <Text size="2">{m.organizations_role_you({ role: label })}</Text>;
  return (
    <Flex direction="column" gap="1">
      <OptionSelect
        size="1"
        value={isPlatformRole(user.role) ? user.role : ''}
        options={PLATFORM_ROLES.map((role) => ({ value: role, label: platformRoleLabel(role) }))}
        placeholder={label}
        disabled={changing.pending}
        onValueChange={(role) => {
          if (isPlatformRole(role) && role !== user.role) changing.submit(role);
        }}
        aria-label={m.organizations_role_of({ name: user.name })}
      />
      <CellFailure message={changing.error} />
    </Flex>
  );
}

function ImpersonateCell({ user }: { user: User }) {
  const actions = usePlatformUserActions();
  const starting = useSubmission(() => actions.onImpersonate(user));
  if (user.id === actions.viewerUserId || user.banned) return null;
  return (
    <Flex direction="column" gap="1" align="start">
      <Button
        size="1"
        variant="soft"
        loading={starting.pending}
        aria-busy={starting.pending}
        aria-label={m.organizations_impersonate_label({ name: user.name })}
        onClick={() => starting.submit(undefined)}
      >
        {m.organizations_impersonate()}
      </Button>
      <CellFailure message={starting.error} />
    </Flex>
  );
}

const column = createDataTableColumnHelper<User>();

/**
 * The platform users table's columns: who, the platform role (a select), two-factor, impersonation; what
 * the admin may do comes from `PlatformUserActionsContext`.
 */
export const platformUserColumns = column.columns([
  column.display({ id: 'user', header: () => m.organizations_column_user(), cell: personCell }),
  column.display({
    id: 'role',
    header: () => m.settings_profile_platform_role(),
    cell: (cell) => <RoleCell user={cell.row.original} />,
  }),
  column.accessor('twoFactorEnabled', {
    header: () => m.organizations_column_two_factor(),
    cell: (cell) => (cell.getValue() ? m.organizations_two_factor_on() : m.organizations_two_factor_off()),
  }),
  column.display({
    id: 'actions',
    header: () => m.kit_actions(),
    cell: (cell) => <ImpersonateCell user={cell.row.original} />,
  }),
]);
