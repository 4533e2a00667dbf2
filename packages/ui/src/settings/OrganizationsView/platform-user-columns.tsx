import { PLATFORM_ROLE_LABELS, PLATFORM_ROLES, type PlatformRole, type User } from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { createContext, useContext } from 'react';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { OptionSelect } from '../../kit/OptionSelect/OptionSelect';
import { CellFailure, personCell } from '../TableCells/TableCells';
import { useSubmission } from '../../kit/use-submission';

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

const PLATFORM_ROLE_OPTIONS = PLATFORM_ROLES.map((role) => ({
  value: role,
  label: PLATFORM_ROLE_LABELS[role],
}));

function RoleCell({ user }: { user: User }) {
  const actions = usePlatformUserActions();
  const changing = useSubmission((role: PlatformRole) => actions.onChangeRole(user, role));
  const label = isPlatformRole(user.role) ? PLATFORM_ROLE_LABELS[user.role] : user.role;
  if (user.id === actions.viewerUserId) return <Text size="2">{label} (you)</Text>;
  return (
    <Flex direction="column" gap="1">
      <OptionSelect
        size="1"
        value={isPlatformRole(user.role) ? user.role : ''}
        options={PLATFORM_ROLE_OPTIONS}
        placeholder={label}
        disabled={changing.pending}
        onValueChange={(role) => {
          if (isPlatformRole(role) && role !== user.role) changing.submit(role);
        }}
        aria-label={`Platform role of ${user.name}`}
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
        aria-label={`Impersonate ${user.name}`}
        onClick={() => starting.submit(undefined)}
      >
        Impersonate
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
  column.display({ id: 'user', header: 'User', cell: personCell }),
  column.display({
    id: 'role',
    header: 'Platform role',
    cell: (cell) => <RoleCell user={cell.row.original} />,
  }),
  column.accessor('twoFactorEnabled', {
    header: 'Two-factor',
    cell: (cell) => (cell.getValue() ? 'On' : 'Off'),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (cell) => <ImpersonateCell user={cell.row.original} />,
  }),
]);
