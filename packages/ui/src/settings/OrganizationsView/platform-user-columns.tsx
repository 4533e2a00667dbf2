import { PLATFORM_ROLE_LABELS, PLATFORM_ROLES, type PlatformRole, type User } from '@comptoir/flight-domain';
import { Button, Flex, Select, Text } from '@radix-ui/themes';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { CellFailure, PersonCell } from '../TableCells/TableCells';
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

function isPlatformRole(role: string): role is PlatformRole {
  return (PLATFORM_ROLES as readonly string[]).includes(role);
}

function RoleCell({ user, actions }: { user: User; actions: PlatformUserActions }) {
  const changing = useSubmission((role: PlatformRole) => actions.onChangeRole(user, role));
  const label = isPlatformRole(user.role) ? PLATFORM_ROLE_LABELS[user.role] : user.role;
  if (user.id === actions.viewerUserId) return <Text size="2">{label} (you)</Text>;
  return (
    <Flex direction="column" gap="1">
      <Select.Root
        size="1"
        value={isPlatformRole(user.role) ? user.role : undefined}
        disabled={changing.pending}
        onValueChange={(role) => {
          if (isPlatformRole(role) && role !== user.role) changing.submit(role);
        }}
      >
        <Select.Trigger aria-label={`Platform role of ${user.name}`} placeholder={label} />
        <Select.Content>
          {PLATFORM_ROLES.map((role) => (
            <Select.Item key={role} value={role}>
              {PLATFORM_ROLE_LABELS[role]}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <CellFailure message={changing.error} />
    </Flex>
  );
}

function ImpersonateCell({ user, actions }: { user: User; actions: PlatformUserActions }) {
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

/** The platform users table's columns: who, the platform role (a select), two-factor, impersonation. */
export function platformUserColumns(actions: PlatformUserActions) {
  return column.columns([
    column.display({
      id: 'user',
      header: 'User',
      cell: (cell) => <PersonCell name={cell.row.original.name} email={cell.row.original.email} />,
    }),
    column.display({
      id: 'role',
      header: 'Platform role',
      cell: (cell) => <RoleCell user={cell.row.original} actions={actions} />,
    }),
    column.accessor('twoFactorEnabled', {
      header: 'Two-factor',
      cell: (cell) => (cell.getValue() ? 'On' : 'Off'),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (cell) => <ImpersonateCell user={cell.row.original} actions={actions} />,
    }),
  ]);
}
