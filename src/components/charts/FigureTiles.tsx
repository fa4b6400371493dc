// Counts as tiles: each the figure (k/M/G/T/P/E, the exact number on hover) and what it counts,
// together one link to the list behind it.
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAbbreviated } from '../../i18n/format';
import { FigureLink } from './FigureLink';

export interface Tile {
  id: string;
  label: string;
  value: number;
  href?: string;
}

export function FigureTiles({ tiles }: { tiles: readonly Tile[] }) {
  const { i18n } = useTranslation();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tiles.map((tile) => {
        const figure = (
          <>
            <Text
              component="span"
              display="block"
              fw={700}
              fz="xl"
              title={tile.value.toLocaleString(i18n.language)}
            >
              {formatAbbreviated(tile.value, i18n.language)}
            </Text>
            <Text component="span" display="block" size="sm">
              {tile.label}
            </Text>
          </>
        );
        return (
          <li key={tile.id} data-figure={tile.id}>
            {tile.href ? <FigureLink href={tile.href}>{figure}</FigureLink> : figure}
          </li>
        );
      })}
    </SimpleGrid>
  );
}
