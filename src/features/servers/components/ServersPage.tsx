// A PDP/LRP servers page: its list and forms, once the scope names a partner or a company
// (server records belong to one); a Global admin acting globally is asked to choose one.
import { useMemo } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScope } from '../../../scope/scope-store';
import { useApi } from '../../../components/api/use-api';
import { globalServerPageQuery, scopeHasServerOwner, scopeServerPageQuery } from '../api/server-table';
import { ServerListView, type ServerListPageProps } from './ServerListView';

export function ServersPage(props: ServerListPageProps) {
  const { t } = useTranslation();
  const { selection } = useScope();
  if (!scopeHasServerOwner(selection)) {
    return (
      <Alert variant="light" color="yellow" maw={720}>
        {t('servers.globalScopeNotice')}
      </Alert>
    );
  }
  return props.variant === 'global' ? <GlobalServers {...props} /> : <ScopeServers {...props} />;
}

function GlobalServers(props: ServerListPageProps) {
  const { queries } = useApi();
  const pageQuery = useMemo(() => globalServerPageQuery(queries), [queries]);
  return <ServerListView {...props} pageQuery={pageQuery} />;
}

function ScopeServers(props: ServerListPageProps) {
  const { queries } = useApi();
  const pageQuery = useMemo(() => scopeServerPageQuery(queries), [queries]);
  return <ServerListView {...props} pageQuery={pageQuery} />;
}
