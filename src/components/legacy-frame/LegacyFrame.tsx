// ONE component framing the legacy management server for every embedded page (spec section 2).
// The URL comes from the one legacy table (src/access/legacy-pages.ts) with the page's main id
// and the role parameter set of the current scope; a page that needs a main id says so when no
// agms group or site with one is selected. A loader shows until the frame's load event; a new
// scope gives a new URL, and with it a fresh frame and loader.
import { useState } from 'react';
import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { legacyPageUrl, type LegacyPageId } from '../../access/legacy-pages';
import { useScope } from '../../scope/scope-store';
import { UnmetConditionNotice } from '../layout/UnmetConditionNotice';
import { legacyFrameSandbox } from './legacy-sandbox';

export interface LegacyFrameProps {
  page: LegacyPageId;
  /** The page's title (translated): the frame's accessible name is made from it. */
  title: string;
}

export function LegacyFrame({ page, title }: LegacyFrameProps) {
  const { selection } = useScope();
  const result = legacyPageUrl(page, selection);
  if (!result.ok) {
    return (
      <UnmetConditionNotice
        conditions={[result.missingMainId === 'group' ? 'agmsGroupWithMainId' : 'siteWithMainId']}
      />
    );
  }
  return <Frame key={result.url} url={result.url} title={title} />;
}

function Frame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  return (
    <Box pos="relative" h="calc(100dvh - 200px)" mih={480}>
      {!loaded && (
        <Center pos="absolute" inset={0} role="status" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader />
            <Text size="sm" c="dimmed">
              {t('shell.legacy.loading')}
            </Text>
          </Stack>
        </Center>
      )}
      <iframe
        src={url}
        title={t('shell.legacy.frameTitle', { page: title })}
        sandbox={legacyFrameSandbox(url, window.location.origin)}
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        style={{ border: 0, width: '100%', height: '100%', visibility: loaded ? 'visible' : 'hidden' }}
      />
    </Box>
  );
}
