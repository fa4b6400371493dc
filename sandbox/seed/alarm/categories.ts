// The condition categories (ids as in the contract's examples).
import type { Kind } from './vocabulary';

export const CATEGORIES: Array<[number, string, Kind]> = [
  [11, 'Malicious file blocked', 'Security'],
  [12, 'Suspicious process activity', 'Security'],
  [13, 'Repeated blocks', 'Security'],
  [14, 'Policy tampering', 'Security'],
  // Remote access and other tools the company does not want run (not a repetition, not malware).
  [15, 'Unwanted application blocked', 'Security'],
  [21, 'Agent offline', 'DeploymentHealth'],
  [22, 'Policy out of date', 'DeploymentHealth'],
  [23, 'Agent version outdated', 'DeploymentHealth'],
  [31, 'Management server resources', 'System'],
  [32, 'Log relay backlog', 'System'],
  [41, 'Console availability', 'LiveSite'],
  [42, 'API error rate', 'LiveSite'],
];
