// The detail drawer of the row that is open: its title and content come from the list's
// `detail` option; closing it (Escape, the close button, outside) hands focus back to the row.
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowDetail } from './paged-table-options';

export function DetailDrawer<TRow>({
  detail,
  openId,
  row,
  onClose,
}: {
  detail: RowDetail<TRow>;
  openId: string | null;
  /** The open row when it is on the page shown. */
  row: TRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const target = openId === null ? null : { id: openId, row };
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size={detail.size ?? 'lg'}
      title={target ? detail.title(target) : ''}
      closeButtonProps={{ 'aria-label': t('table.detail.close') }}
    >
      {target && detail.render(target)}
    </Drawer>
  );
}
