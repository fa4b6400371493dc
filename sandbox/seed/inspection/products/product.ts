// A product of the file catalogue (its versions become hashes) and the folders files come from.
import type { EventType, HashClass, Launch } from '../vocabulary';

export interface Product {
  name: string;
  dir: string;
  publisher: string | null;
  cls: HashClass;
  /** Popularity: ranks the files in the event pool. 0 keeps a file out of the pool. */
  weight: number;
  launch: Launch;
  event: EventType;
  policy: string | null;
  ja?: boolean;
}

export const P = (
  name: string,
  dir: string,
  publisher: string | null,
  cls: HashClass,
  weight: number,
  launch: Launch,
  event: EventType,
  policy: string | null,
  ja = false,
): Product => ({ name, dir, publisher, cls, weight, launch, event, policy, ja });

export const OFFICE = 'C:\\Program Files\\Microsoft Office\\root\\Office16';
export const DL = 'C:\\Users\\{user}\\Downloads';
export const TEMP = 'C:\\Users\\{user}\\AppData\\Local\\Temp';
export const ROAMING = 'C:\\Users\\{user}\\AppData\\Roaming';
