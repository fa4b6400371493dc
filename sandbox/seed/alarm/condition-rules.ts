// What each seeded condition watches: the rule the seed applies to the events (or, for deployment
// health, to the computers) to raise its alerts, as the product would. A condition's alerts are
// about what its name says: a remote access tool rule never files a coin miner.

export type Rule =
  | 'maliciousBlocked'
  | 'officeChild'
  | 'repeatedBlocks'
  | 'removableMedia'
  | 'tampering'
  | 'remoteAccess'
  | 'agentOffline'
  | 'policyOutdated'
  | 'agentOutdated'
  | 'deploymentFailures'
  | 'system';

/** The rules of Fabrikam's named conditions (the global ones are all 'system'). */
export const NAMED_RULES: Record<number, Rule> = {
  301: 'maliciousBlocked',
  302: 'officeChild',
  303: 'repeatedBlocks',
  304: 'removableMedia',
  305: 'tampering',
  306: 'remoteAccess',
  307: 'agentOffline',
  308: 'policyOutdated',
  309: 'agentOutdated',
  // No event or state of the seed reports an install: this condition raises nothing.
  310: 'deploymentFailures',
};

/** The rules of the company templates, by their index in COMPANY_TEMPLATES. */
export const TEMPLATE_RULES: Rule[] = [
  'maliciousBlocked',
  'officeChild',
  'repeatedBlocks',
  'tampering',
  'agentOffline',
  'policyOutdated',
  'agentOutdated',
];

/** Remote access tools (file names, lower case, by their start). */
export const REMOTE_ACCESS_TOOLS = [
  'anydesk',
  'teamviewer',
  'screenconnect',
  'winvnc',
  'ngrok',
  'plink',
  'rustdesk',
  'splashtop',
  'logmein',
];

/** Office applications whose children the Office rule watches. */
export const OFFICE_APPS = new Set([
  'excel.exe',
  'winword.exe',
  'outlook.exe',
  'powerpnt.exe',
  'msaccess.exe',
]);

/** What an event of the security rules carries. */
export interface RuleEvent {
  eventType: string;
  action: string;
  hashClass: string;
  fileName: string;
  parentName: string | null;
}

/** Whether an event matches a security rule (deployment health and system rules match none). */
export function matchesRule(rule: Rule, e: RuleEvent): boolean {
  const blocked = e.action === 'blocked';
  switch (rule) {
    case 'maliciousBlocked':
      return blocked && e.hashClass === 'malicious';
    case 'repeatedBlocks':
      return blocked;
    case 'removableMedia':
      return blocked && e.eventType === 'RemovableMediaBlocked';
    case 'tampering':
      return e.eventType === 'TamperAttempt';
    case 'remoteAccess':
      return blocked && REMOTE_ACCESS_TOOLS.some((tool) => e.fileName.toLowerCase().startsWith(tool));
    case 'officeChild':
      // Process activity: blocked, or audited where the computer only audits.
      return e.action !== 'allowed' && e.parentName !== null && OFFICE_APPS.has(e.parentName.toLowerCase());
    default:
      return false;
  }
}
