// What every cell of a table needs from its surroundings (the translation, the language, the
// access check for links), looked up once by the table instead of once per cell: a page of 50
// rows has hundreds of cells, and each hook per cell showed up in profiles of a page load.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan, type CanCheck } from '../../access/use-can';

export interface CellEnvironment {
  t: TFunction;
  language: string;
  can: CanCheck;
}

const CellEnvironmentContext = createContext<CellEnvironment | null>(null);

/** The table's environment for its cells (and rows). */
export function useNewCellEnvironment(): CellEnvironment {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const language = i18n.language;
  return useMemo(() => ({ t, language, can }), [t, language, can]);
}

export function CellEnvironmentProvider({
  value,
  children,
}: {
  value: CellEnvironment;
  children: ReactNode;
}) {
  return <CellEnvironmentContext.Provider value={value}>{children}</CellEnvironmentContext.Provider>;
}

/** The environment a table provides; null outside a table (a cell rendered on its own). */
export const useCellEnvironment = (): CellEnvironment | null => useContext(CellEnvironmentContext);
