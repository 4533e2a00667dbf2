import { ORGANIZATION_STATEMENTS, permissionMatrix, type RoleGrants } from '@comptoir/flight-domain';
import { Text } from '@radix-ui/themes';
import { resourceLabel } from './resource-labels';
import {
  TableBody,
  TableCell,
  TableColumnHeaderCell,
  TableHeader,
  TableRoot,
  TableRow,
  TableRowHeaderCell,
} from '../../kit/DataTable/TableRoot';

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
    <TableRoot keyboardScrollable variant="surface" size="1" data-slot="permission-matrix">
      <caption className="sr-only">Permission matrix</caption>
      <TableHeader>
        <TableRow>
          <TableColumnHeaderCell>Resource</TableColumnHeaderCell>
          <TableColumnHeaderCell>Action</TableColumnHeaderCell>
          {roles.map((role) => (
            <TableColumnHeaderCell key={role.name} justify="center">
              {role.name}
            </TableColumnHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.resource}:${row.action}`}>
            <TableCell>{resourceLabel(row.resource)}</TableCell>
            <TableRowHeaderCell>
              <Text weight="medium">{row.action}</Text>
            </TableRowHeaderCell>
            {roles.map((role) => (
              <TableCell key={role.name} justify="center" data-granted={row.granted[role.name] === true}>
                {row.granted[role.name] === true ? (
                  <Text color="green" weight="bold">
                    <span aria-hidden="true">✓</span>
                    <span className="sr-only">allowed</span>
                  </Text>
                ) : (
                  <Text color="gray">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">not allowed</span>
                  </Text>
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </TableRoot>
  );
}
