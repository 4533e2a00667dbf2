import type { Organization } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { OrganizationLogo } from './OrganizationLogo';

const column = createDataTableColumnHelper<Organization>();

/** The organizations table's columns: the name (with its logo), the slug and the city; a row opens it. */
export const organizationColumns = column.columns([
  column.display({
    id: 'organization',
    header: 'Organization',
    cell: (cell) => (
      <Flex align="center" gap="2">
        <OrganizationLogo name={cell.row.original.name} logo={cell.row.original.logo} />
        <Text size="2">{cell.row.original.name}</Text>
      </Flex>
    ),
  }),
  column.accessor('slug', { header: 'Slug' }),
  column.accessor('city', { header: 'City', cell: (cell) => cell.getValue() ?? '—' }),
]);
