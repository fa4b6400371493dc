// What a file hash gets from its name, class and event: its type, severities, detections and
// the md5/sha1 that go with its sha256.
import { createHash } from 'node:crypto';
import type { Random } from '../random';
import type { EventType, HashClass, HashType, Severity } from './vocabulary';

export function hashTypeOf(name: string, event: EventType): HashType {
  const lower = name.toLowerCase();
  if (lower.endsWith('.dll')) return 'Dll';
  if (lower.endsWith('.sys')) return 'Driver';
  if (/\.(ps1|bat|cmd|vbs|js)$/.test(lower)) return 'Script';
  if (lower.endsWith('.msi') || /setup|installer/.test(lower) || event === 'ElevationRequested')
    return 'Installer';
  return 'Executable';
}

export function severityOf(
  rng: Random,
  cls: HashClass,
  event: EventType,
): { blocked: Severity; allowed: Severity } {
  if (event === 'TamperAttempt') return { blocked: 'Critical', allowed: 'High' };
  if (event === 'ElevationRequested') return { blocked: 'Medium', allowed: 'Low' };
  switch (cls) {
    case 'malicious':
      return { blocked: 'Critical', allowed: 'Critical' };
    case 'suspicious':
      return { blocked: rng.chance(0.6) ? 'High' : 'Medium', allowed: 'Medium' };
    case 'notFound':
      return { blocked: event === 'PolicyViolation' || rng.chance(0.3) ? 'Medium' : 'Low', allowed: 'Info' };
    default:
      return {
        blocked: event === 'RemovableMediaBlocked' || rng.chance(0.25) ? 'Medium' : 'Low',
        allowed: 'Info',
      };
  }
}

export function detectionsOf(rng: Random, cls: HashClass): { detections: number; engines: number } {
  switch (cls) {
    case 'malicious':
      return { detections: rng.int(30, 66), engines: 72 };
    case 'suspicious':
      return { detections: rng.int(3, 15), engines: 72 };
    case 'notFound':
      return { detections: 0, engines: 0 };
    default:
      return { detections: 0, engines: 72 };
  }
}

export const md5Of = (sha256: string) => createHash('md5').update(`md5:${sha256}`).digest('hex');
export const sha1Of = (sha256: string) => createHash('sha1').update(`sha1:${sha256}`).digest('hex');
