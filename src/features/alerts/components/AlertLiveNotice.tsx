// Above the alert list, in a slot of fixed height (so nothing below it moves when it appears):
// "N new alerts", a button that brings them in, and a polite announcement of rows moved elsewhere.
import { useRef } from 'react';
import { Box, Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  newCount: number;
  movedCount: number;
  onRefresh: () => void;
}

export function AlertLiveNotice({ newCount, movedCount, onRefresh }: Props) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  return (
    <Box ref={slot} tabIndex={-1} h={30} mb={4} style={{ display: 'flex', justifyContent: 'center' }}>
      {newCount > 0 && (
        <Button
          size="compact-sm"
          radius="xl"
          variant="light"
          onClick={() => {
            // The button goes once the rows are in: keep the keyboard where it was.
            slot.current?.focus();
            onRefresh();
          }}
        >
          <span aria-hidden="true">↑&nbsp;</span>
          {t('alerts.live.newAlerts', { count: newCount })}
        </Button>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {newCount > 0 ? t('alerts.live.newAlerts', { count: newCount }) : ''}
        {newCount > 0 && movedCount > 0 ? ' ' : ''}
        {movedCount > 0 ? t('alerts.live.movedAnnouncement', { count: movedCount }) : ''}
      </VisuallyHidden>
    </Box>
  );
}
