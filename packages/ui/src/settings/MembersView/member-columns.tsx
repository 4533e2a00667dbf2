import { APP_ROLES } from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { createContext, useContext, useState } from 'react';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { OptionSelect } from '../../kit/OptionSelect/OptionSelect';
import { CellFailure, personCell } from '../TableCells/TableCells';
import { useSubmission } from '../../kit/use-submission';
import { appRoleLabel, appRolesLabel, isAppRole } from '../../i18n/role-labels';
import { m } from '../../i18n/paraglide/messages.js';

/** One member of the organization, as the members table shows it. */
export interface MemberRow {
  id: string;
  name: string;
  email: string;
  /** One role or several, comma-separated (SPEC §6). */
  role: string;
}

/** What the viewer may do to members, by SPEC §6's organization roles. */
export interface MemberActions {
  /**
   * Changing a role (a built-in one or a custom one's name) needs `member: update`; null when the viewer
   * may not.
   */
  onChangeRole: ((member: MemberRow, role: string) => Promise<void>) | null;
  /** Removing needs `member: delete`; null when the viewer may not. */
  onRemove: ((member: MemberRow) => Promise<void>) | null;
  /** The organization's custom roles, offered after the built-in ones. */
  customRoleNames: readonly string[];
}

/**
 * The viewer's actions, read by the cells. Given through context, not built into the columns: TanStack
 * Table renders a column's `cell` as a component, so columns made again at a page's render (new
 * callbacks, a query answering) gave every cell a new type and mounted it anew, losing what it held:
 * an open select, a select pressed while its code loads, a removal's confirmation, a write on its way.
 */
export const MemberActionsContext = createContext<MemberActions>({
  onChangeRole: null,
  onRemove: null,
  customRoleNames: [],
});

/** The member's role(s) in a select; a change is sent at once (one at a time). */
function RoleCell({ member }: { member: MemberRow }) {
  const { onChangeRole, customRoleNames } = useContext(MemberActionsContext);
  const changing = useSubmission((role: string) => onChangeRole?.(member, role) ?? Promise.resolve());
  const offered = [...APP_ROLES, ...customRoleNames.filter((name) => !isAppRole(name))];
  const label = appRolesLabel(member.role);
  if (onChangeRole === null) return <Text size="2">{label}</Text>;
  const [first = ''] = member.role.split(',');
  return (
    <Flex direction="column" gap="1">
      <OptionSelect
        size="1"
        value={member.role.includes(',') || !offered.includes(first) ? '' : first}
        options={offered.map((role) => ({
          value: role,
          label: appRoleLabel(role),
        }))}
        placeholder={label}
        disabled={changing.pending}
        onValueChange={(role) => changing.submit(role)}
        aria-label={m.members_role_of({ name: member.name })}
      />
      <CellFailure message={changing.error} />
    </Flex>
  );
}

/** Remove, then a confirmation in the row; the removal is sent once. */
function RemoveCell({ member }: { member: MemberRow }) {
  const { onRemove } = useContext(MemberActionsContext);
  const [confirming, setConfirming] = useState(false);
  const removing = useSubmission(() => onRemove?.(member) ?? Promise.resolve());
  if (onRemove === null) return null;
  return (
    <Flex direction="column" gap="1" align="start">
      {confirming ? (
        <Flex gap="2" wrap="wrap">
          <Button
            size="1"
            color="red"
            highContrast
            loading={removing.pending}
            aria-busy={removing.pending}
            aria-label={m.members_remove_confirm_label({ name: member.name })}
            onClick={() => removing.submit(undefined)}
          >
            {m.members_remove_confirm()}
          </Button>
          <Button
            size="1"
            variant="soft"
            color="gray"
            disabled={removing.pending}
            onClick={() => setConfirming(false)}
          >
            {m.members_keep()}
          </Button>
        </Flex>
      ) : (
        <Button
          size="1"
          variant="soft"
          color="red"
          aria-label={m.members_remove_label({ name: member.name })}
          onClick={() => setConfirming(true)}
        >
          {m.members_remove()}
        </Button>
      )}
      <CellFailure message={removing.error} />
    </Flex>
  );
}

const column = createDataTableColumnHelper<MemberRow>();

/**
 * The members table's columns: who, their role(s) (a select when the viewer may change them), removal;
 * what the viewer may do comes from `MemberActionsContext`.
 */
export const memberColumns = column.columns([
  column.display({ id: 'member', header: () => m.members_column_member(), cell: personCell }),
  column.display({
    id: 'role',
    header: () => m.members_column_role(),
    cell: (cell) => <RoleCell member={cell.row.original} />,
  }),
  column.display({
    id: 'actions',
    header: () => m.kit_actions(),
    cell: (cell) => <RemoveCell member={cell.row.original} />,
  }),
]);
