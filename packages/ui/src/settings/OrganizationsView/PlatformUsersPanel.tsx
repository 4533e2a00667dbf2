import type { ListQuery, User } from '@comptoir/flight-domain';
import { PagedDataTable, type PagedListState } from '../../kit/DataTable/PagedDataTable';
import {
  PlatformUserActionsContext,
  platformUserColumns,
  type PlatformUserActions,
} from './platform-user-columns';
import { m } from '../../i18n/paraglide/messages.js';

export interface PlatformUsersPanelProps {
  users: PagedListState<User>;
  query: ListQuery;
  onQueryChange: (query: ListQuery) => void;
  actions: PlatformUserActions;
}

/** The platform users' tab (a platform admin's): their table, a role's select and impersonation per row. */
export function PlatformUsersPanel({ users, query, onQueryChange, actions }: PlatformUsersPanelProps) {
  return (
    <PlatformUserActionsContext value={actions}>
      <PagedDataTable
        label={m.organizations_users()}
        columns={platformUserColumns}
        state={users}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={m.organizations_users_search_placeholder()}
      />
    </PlatformUserActionsContext>
  );
}
