// The words of the Inspection seed: the contract's enums it draws from, and its time units.

export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export type HashClass = 'harmless' | 'suspicious' | 'malicious' | 'notFound';
export type HashType = 'Executable' | 'Dll' | 'Script' | 'Installer' | 'Driver';
export type Severity = 'Critical' | 'High' | 'Medium' | 'Low' | 'Info';
export type EventType =
  | 'ExecutionBlocked'
  | 'ExecutionAllowed'
  | 'ScriptBlocked'
  | 'DllLoadBlocked'
  | 'RemovableMediaBlocked'
  | 'NetworkBlocked'
  | 'TamperAttempt'
  | 'PolicyViolation'
  | 'ElevationRequested'
  | 'CertificateUntrusted';
export type Action = 'blocked' | 'allowed' | 'audited';
/** How the file gets started: decides the parents of its process tree. */
export type Launch =
  | 'explorer'
  | 'browser'
  | 'outlook'
  | 'macro'
  | 'script'
  | 'vbs'
  | 'task'
  | 'service'
  | 'rundll'
  | 'msi'
  | 'usb'
  | 'tamper'
  | 'driver'
  | 'dev';
/** Whose account the event runs under: the computer's user, the backup service, or the system. */
export type UserKind = 0 | 1 | 2;

export const NOT_BLOCKABLE = new Set<EventType>(['ExecutionAllowed', 'ElevationRequested']);
