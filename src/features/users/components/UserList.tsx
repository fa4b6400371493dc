// /administration/users: the users of the scope in the PagedTable; a user's authorized
// entities (companies, sites, groups) on demand, in a drawer.
import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { userPageQuery, userTable, type User, type UserListAsker } from '../api/user-table';

interface Props {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  asker: UserListAsker;
}

function AuthorizedEntities({ user }: { user: User }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const entities = useQuery(queries.User_GetUserAuthorizedEntities({ id: user.userId }));
  if (entities.isPending) return <Loader size="sm" aria-label={t('admin.users.entities.loading')} />;
  if (entities.isError)
    return (
      <Alert color="red" role="alert">
        {t('admin.users.entities.failed')}
      </Alert>
    );
  const { companies, sites, groups } = entities.data.entityData;
  const sections = [
    { key: 'companies', title: t('admin.users.entities.companies'), items: companies },
    { key: 'sites', title: t('admin.users.entities.sites'), items: sites },
    { key: 'groups', title: t('admin.users.entities.groups'), items: groups },
  ];
  return (
    <Stack gap="md">
      {sections.map((section) => (
        <section key={section.key} aria-label={section.title}>
          <Title order={3} size="h5" mb={4}>
            {section.title} ({section.items.length})
          </Title>
          {section.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.users.entities.none')}
            </Text>
          ) : (
            <List size="sm">
              {section.items.map((item) => (
                <List.Item key={item.key}>{item.value}</List.Item>
              ))}
            </List>
          )}
        </section>
      ))}
    </Stack>
  );
}

export function UserList({ search, onSearchChange, asker }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => userPageQuery(queries, asker), [queries, asker]);
  const [shownUser, setShownUser] = useState<User | null>(null);
  return (
    <>
      <PagedTable
        definition={userTable}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName="users"
        rowActions={(user) => (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t('admin.users.entities.showNamed', { name: user.email })}
            onClick={() => setShownUser(user)}
          >
            {t('admin.users.entities.show')}
          </Button>
        )}
      />
      <Drawer
        opened={shownUser !== null}
        onClose={() => setShownUser(null)}
        position="right"
        title={
          shownUser
            ? t('admin.users.entities.title', { name: `${shownUser.firstName} ${shownUser.lastName}` })
            : ''
        }
      >
        {shownUser && (
          <Stack gap="xl">
            <AuthorizedEntities user={shownUser} />
            <EntityHistory entityType="User" entityId={shownUser.userGuid} />
          </Stack>
        )}
      </Drawer>
    </>
  );
}
