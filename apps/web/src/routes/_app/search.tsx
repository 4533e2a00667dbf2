import { SearchLayout } from '@comptoir/ui/search';
import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { RouterLink } from '../../components/RouterLink';

/** The three search forms (SPEC §2), one tab each. */
export const Route = createFileRoute('/_app/search')({
  component: function Search() {
    const pathname = useRouterState({ select: (state) => state.location.pathname });
    return (
      <SearchLayout currentPath={pathname} linkComponent={RouterLink}>
        <Outlet />
      </SearchLayout>
    );
  },
});
