import { ORGANIZATION_STATEMENTS, permissionMatrix, type RoleGrants } from '@comptoir/flight-domain';
import { Text } from '@radix-ui/themes';
import { resourceLabel } from './resource-labels';
import * as Table from '../../kit/DataTable/Table';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The permission matrix — resources × actions × roles — drawn by flight-domain's `permissionMatrix` from
 * the organization statements the sandbox enforces: one row per action, one column per role, a tick
 * where the role grants it.
 *
 * @example
 * <PermissionMatrix roles={roles} />
 */
export function PermissionMatrix({ roles }: { roles: readonly RoleGrants[] }) {
  const rows = permissionMatrix(ORGANIZATION_STATEMENTS, roles);
  return (
    <Table.Root keyboardScrollable variant="surface" size="1" data-slot="permission-matrix">
      <caption className="sr-only">{m.roles_matrix_title()}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{m.roles_resource()}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{m.roles_action()}</Table.ColumnHeaderCell>
          {roles.map((role) => (
            <Table.ColumnHeaderCell key={role.name} justify="center">
              {role.name}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={`${row.resource}:${row.action}`}>
            <Table.Cell>{resourceLabel(row.resource)}</Table.Cell>
            <Table.RowHeaderCell>
              <Text weight="medium">{row.action}</Text>
            </Table.RowHeaderCell>
            {roles.map((role) => (
              <Table.Cell key={role.name} justify="center" data-granted={row.granted[role.name] === true}>
                {row.granted[role.name] === true ? (
                  <Text color="green" weight="bold">
                    <span aria-hidden="true">✓</span>
                    <span className="sr-only">{m.roles_allowed()}</span>
                  </Text>
                ) : (
                  <Text color="gray">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{m.roles_not_allowed()}</span>
                  </Text>
                )}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
