// The words and rows of the Alarm seed.

export type Kind = 'Security' | 'System' | 'DeploymentHealth' | 'LiveSite';
export type Severity = 'Low' | 'Medium' | 'High' | 'Critical';

// [id, name, description, category, enabled, threshold, window, severity, emails, updatedOn]
export type ConditionRow = [
  number,
  string,
  string,
  number,
  boolean,
  number,
  number,
  Severity,
  string[],
  string,
];

export interface ComputerRow {
  id: number;
  guid: string;
  name: string;
  company_id: number;
  agent_version: string;
  policy_version: string;
  logged_on_user: string | null;
  domain: string | null;
  online: boolean;
  last_seen: Date | string | null;
}

export function severityRank(s: Severity): number {
  return ['Low', 'Medium', 'High', 'Critical'].indexOf(s);
}
