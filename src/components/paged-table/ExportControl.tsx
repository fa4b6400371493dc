// The CSV export's button, progress and cancel. The file is built from every page the current
// filter and scope match (pages of 1000); the completion signal comes 300 ms after the file.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_DONE_SIGNAL_DELAY_MS,
  ExportCancelled,
  exportFileName,
  fetchAllPages,
  toCsv,
  type CsvColumn,
  type ExportProgress,
  type PageOf,
} from './export-csv';

export interface ExportJob<TRow> {
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<PageOf<TRow>>;
  columns: readonly CsvColumn<TRow>[];
  /** The lines that say which filters, scope and time the file was made with. */
  preamble: (at: Date) => string[];
  fileName: string;
  /** Keeps only some of the rows (an export of the selection). */
  keep?: (rows: TRow[]) => TRow[];
}

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress | null }
  | { kind: 'done'; rows: number }
  | { kind: 'cancelled' }
  | { kind: 'failed' };

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useCsvExport<TRow>() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const signalTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
      if (signalTimer.current) clearTimeout(signalTimer.current);
    },
    [],
  );

  const start = async (job: ExportJob<TRow>) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus({ kind: 'running', progress: null });
    const at = new Date();
    try {
      const all = await fetchAllPages(job.fetchPage, {
        signal: current.signal,
        onProgress: (progress) => setStatus({ kind: 'running', progress }),
      });
      const rows = job.keep ? job.keep(all) : all;
      download(exportFileName(job.fileName, at), toCsv(job.preamble(at), job.columns, rows));
      signalTimer.current = setTimeout(() => {
        setStatus({ kind: 'done', rows: rows.length });
        notifications.show({ message: t('table.export.done', { count: rows.length }), color: 'green' });
      }, EXPORT_DONE_SIGNAL_DELAY_MS);
    } catch (error) {
      setStatus(error instanceof ExportCancelled ? { kind: 'cancelled' } : { kind: 'failed' });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const cancel = () => controller.current?.abort();
  return { status, start, cancel };
}

export function ExportStatus({ status, onCancel }: { status: Status; onCancel: () => void }) {
  const { t } = useTranslation();
  if (status.kind === 'idle') return null;
  if (status.kind === 'running') {
    const { progress } = status;
    const percent =
      progress && progress.total > 0 ? Math.round((progress.fetched / progress.total) * 100) : 0;
    return (
      <Group gap="sm" wrap="nowrap">
        <Progress value={percent} w={160} aria-label={t('table.export.progressLabel')} animated />
        <Text size="sm" role="status">
          {progress
            ? t('table.export.progress', {
                count: progress.total,
                fetched: progress.fetched,
                total: progress.total,
              })
            : t('table.export.starting')}
        </Text>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {t('table.export.cancel')}
        </Button>
      </Group>
    );
  }
  return (
    <Text size="sm" role="status" c={status.kind === 'failed' ? 'var(--app-color-danger-text)' : undefined}>
      {status.kind === 'done'
        ? t('table.export.done', { count: status.rows })
        : status.kind === 'cancelled'
          ? t('table.export.cancelled')
          : t('table.export.failed')}
    </Text>
  );
}

export type { Status as ExportStatusValue };
