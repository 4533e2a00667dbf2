import type { Organization } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { OrganizationLogo } from './OrganizationLogo';
import { m } from '../../i18n/paraglide/messages.js';

const column = createDataTableColumnHelper<Organization>();

/** The organizations table's columns: the name (with its logo), the slug and the city; a row opens it. */
export const organizationColumns = column.columns([
  column.display({
    id: 'organization',
    header: () => m.organizations_column_organization(),
    cell: (cell) => (
      <Flex align="center" gap="2">
        <OrganizationLogo name={cell.row.original.name} logo={cell.row.original.logo} />
        <Text size="2">{cell.row.original.name}</Text>
      </Flex>
    ),
  }),
  column.accessor('slug', { header: () => m.organizations_column_slug() }),
  column.accessor('city', {
    header: () => m.organizations_column_city(),
    cell: (cell) => cell.getValue() ?? '—',
  }),
]);
