// What every cell of a table needs from its surroundings (the translation, the language, the
// access check for links), looked up once by the table instead of once per cell: a page of 50
// rows has hundreds of cells, and each hook per cell showed up in profiles of a page load.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan, type CanCheck } from '../../access/use-can';
import { i18next } from '../../i18n/i18n';

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
  return useMemo(() => ({ t: rememberingWords(t), language, can }), [t, language, can]);
}

/**
 * `t` that looks a bare key up once: the rows of a page ask for the same few words (a status, a
 * type, a badge) hundreds of times, and i18next's lookup of each showed in page-turn profiles.
 * Made anew with each `t` (a new language), so it never serves another language's words.
 */
function rememberingWords(t: TFunction): TFunction {
  const words = new Map<string, string>();
  const lookUp = t as unknown as (...args: unknown[]) => string;
  const remembering = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return lookUp(...args);
    let word = words.get(key);
    if (word === undefined) {
      word = lookUp(key);
      words.set(key, word);
    }
    return word;
  };
  return remembering as unknown as TFunction;
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

/**
 * The words for a cell drawn by a list's own render function: the table's (no useTranslation per
 * cell: each mount of it copies the i18n instance, a large part of a page turn in profiles), or
 * i18next's own outside a table.
 */
export function useCellWords(): TFunction {
  return useContext(CellEnvironmentContext)?.t ?? i18next.t;
}
