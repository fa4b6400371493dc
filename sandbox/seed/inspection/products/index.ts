// Every product of the file catalogue, in the order the catalogue draws them from.
import { HARMLESS_ALLOWED } from './harmless-allowed';
import { HARMLESS_BLOCKED } from './harmless-blocked';
import { JAPANESE } from './japanese';
import { MALICIOUS } from './malicious';
import { NOT_FOUND } from './not-found';
import type { Product } from './product';
import { SUSPICIOUS } from './suspicious';

export type { Product };

export const PRODUCTS: Product[] = [
  ...HARMLESS_ALLOWED,
  ...HARMLESS_BLOCKED,
  ...NOT_FOUND,
  ...SUSPICIOUS,
  ...MALICIOUS,
  ...JAPANESE,
];
