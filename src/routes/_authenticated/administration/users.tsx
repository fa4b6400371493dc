// /administration/users: the users of the scope (the table's state in the URL). The request's
// company filter and partner id follow the role (spec section 6): see userListFilters.
import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { userPageQuery, userTable, type UserListAsker } from '../../../features/users/api/user-table';
import { UserList } from '../../../features/users/components/UserList';
import { scopeStore, useScope } from '../../../scope/scope-store';

export const Route = createFileRoute('/_authenticated/administration/users')({
  validateSearch: tableSearchValidator(userTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const selection = scopeStore.getSelection();
    const asker: UserListAsker = {
      role: context.session.role,
      partnerIdClaim: selection.partnerIdClaim,
      companyGuid: selection.company?.guid ?? null,
    };
    return loadPage(
      context.queryClient,
      { rows: [userPageQuery(context.queries, asker)(tableRequestOf(userTable, deps))] },
      cause,
    );
  },
  component: UserListRoute,
});

function UserListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { role, selection } = useScope();
  const companyGuid = selection.company?.guid ?? null;
  const asker = useMemo<UserListAsker>(
    () => ({ role, partnerIdClaim: selection.partnerIdClaim, companyGuid }),
    [role, selection.partnerIdClaim, companyGuid],
  );
  return (
    <UserList search={search} onSearchChange={(next) => void navigate({ search: next })} asker={asker} />
  );
}
