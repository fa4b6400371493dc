// The decision a block is proposed for, and the title of its checklist item.
import type { Random } from '../random';
import type { Decision, HashClass } from './vocabulary';

export function proposedFor(
  hashClass: HashClass,
  filePath: string,
  publisher: string | null,
  rng: Random,
): Decision {
  if (hashClass === 'malicious' || hashClass === 'suspicious') return 'KeepBlocking';
  if (/^C:\\Windows\\/i.test(filePath)) return rng.pick(['Ignore', 'AllowHash'] as const);
  if (publisher) return rng.pick(['TrustPublisher', 'TrustPublisher', 'AllowHash', 'AddPowerApp'] as const);
  return rng.pick(['AllowHash', 'TrustFolder'] as const);
}

export function itemTitle(
  decision: Decision | null,
  fileName: string,
  filePath: string,
  publisher: string | null,
): string {
  switch (decision) {
    case 'KeepBlocking':
      return `Keep blocking ${fileName}`;
    case 'AllowHash':
      return `Allow ${fileName} by hash`;
    case 'TrustPublisher':
      return `Trust publisher ${publisher ?? 'unknown'} for ${fileName}`;
    case 'TrustFolder':
      return `Trust the folder ${filePath.slice(0, filePath.lastIndexOf('\\') + 1)}`;
    case 'AddPowerApp':
      return `Add ${fileName} as a power app`;
    case 'Ignore':
      return `Ignore ${fileName} block messages`;
    default:
      return `Decide on ${fileName}`;
  }
}
