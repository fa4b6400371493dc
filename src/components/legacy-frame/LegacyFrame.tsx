// ONE component framing the legacy management server for every embedded page (spec section 2).
// The URL comes from the one legacy table (src/domain/legacy-pages.ts) under the server's base URL
// as the backend gives it (GET /bff/config: the origin its CSP allows, on any port), with the
// page's main id and the role parameter set of the current scope; a page that needs a main id
// says so when no agms group or site with one is selected. A loader shows until the frame's load
// event; a new scope gives a new URL, and with it a fresh frame and loader.
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { legacyFrameSandbox } from '../../domain/legacy-frame-sandbox';
import { legacyPageUrl, type LegacyPageId } from '../../domain/legacy-pages';
import type { ApiClient } from '../../api/client';
import { useScope } from '../../scope/scope-store';
import { apiQueriesFor, consoleConfigQuery } from '../../session/api-queries';
import { UnmetConditionNotice } from '../layout/UnmetConditionNotice';

export interface LegacyFrameProps {
  page: LegacyPageId;
  /** The page's title (translated): the frame's accessible name is made from it. */
  title: string;
  client: ApiClient;
}

export function LegacyFrame({ page, title, client }: LegacyFrameProps) {
  const { t } = useTranslation();
  const { selection } = useScope();
  const config = useQuery(consoleConfigQuery(apiQueriesFor(client)));
  if (config.isError) {
    return (
      <Alert color="red" variant="light" title={t('errors.page.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('shell.legacy.noAddress')}</Text>
          <Button variant="default" size="xs" onClick={() => void config.refetch()}>
            {t('errors.page.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!config.data) {
    return (
      <FrameBox>
        <FrameLoading />
      </FrameBox>
    );
  }
  const result = legacyPageUrl(page, selection, config.data.legacyBaseUrl);
  if (!result.ok) {
    return (
      <UnmetConditionNotice
        conditions={[result.missingMainId === 'group' ? 'agmsGroupWithMainId' : 'siteWithMainId']}
      />
    );
  }
  return <Frame key={result.url} url={result.url} title={title} />;
}

function FrameBox({ children }: { children: ReactNode }) {
  return (
    <Box pos="relative" h="calc(100dvh - 200px)" mih={480}>
      {children}
    </Box>
  );
}

function FrameLoading() {
  const { t } = useTranslation();
  return (
    <Center pos="absolute" inset={0} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {t('shell.legacy.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

function Frame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  return (
    <FrameBox>
      {!loaded && <FrameLoading />}
      <iframe
        src={url}
        title={t('shell.legacy.frameTitle', { page: title })}
        sandbox={legacyFrameSandbox(url, window.location.origin)}
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        style={{ border: 0, width: '100%', height: '100%', visibility: loaded ? 'visible' : 'hidden' }}
      />
    </FrameBox>
  );
}
