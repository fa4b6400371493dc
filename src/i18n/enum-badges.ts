// The contract's enums that show as coloured badges in more than one area (events, hashes,
// unique blocks): each value's words (ENUM_LABELS) and colour, one map per enum, so a value
// looks the same wherever it shows.
import type { ApiSchema } from '../api/contract-types';
import { ENUM_LABELS } from './enum-labels';

export const HASH_CLASS_BADGES = {
  harmless: { labelKey: ENUM_LABELS.HashClass.harmless, color: 'green' },
  suspicious: { labelKey: ENUM_LABELS.HashClass.suspicious, color: 'orange' },
  malicious: { labelKey: ENUM_LABELS.HashClass.malicious, color: 'red' },
  notFound: { labelKey: ENUM_LABELS.HashClass.notFound, color: 'gray' },
} as const satisfies Record<ApiSchema<'HashClass'>, { labelKey: string; color: string }>;
