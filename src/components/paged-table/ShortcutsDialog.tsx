// The list of a table's keyboard shortcuts (issue 34), opened with "?" or the toolbar's button.
import { Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type KeyText = 'move' | 'select' | 'extend' | 'open' | 'e' | 'i' | 'r' | 'help' | 'palette';

const ROWS: ReadonlyArray<{ keys: string[]; text: KeyText; status?: true }> = [
  { keys: ['j', 'k'], text: 'move' },
  { keys: ['x'], text: 'select' },
  { keys: ['Shift', 'x'], text: 'extend' },
  { keys: ['o', 'Enter'], text: 'open' },
  { keys: ['e'], text: 'e', status: true },
  { keys: ['i'], text: 'i', status: true },
  { keys: ['r'], text: 'r', status: true },
  { keys: ['?'], text: 'help' },
  { keys: ['Ctrl', 'K'], text: 'palette' },
];

export function ShortcutsDialog({
  opened,
  onClose,
  withStatusKeys,
}: {
  opened: boolean;
  onClose: () => void;
  withStatusKeys: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shortcuts.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('shortcuts.close') }}
    >
      <Text size="sm" mb="sm">
        {t('shortcuts.intro')}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shortcuts.keyColumn')}</Table.Th>
            <Table.Th scope="col">{t('shortcuts.actionColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.filter((row) => withStatusKeys || !row.status).map((row) => (
            <Table.Tr key={row.text}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && (row.keys[0] === 'Shift' || row.keys[0] === 'Ctrl' ? ' + ' : ' / ')}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{t(`shortcuts.keys.${row.text}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
