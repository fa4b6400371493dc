// The words and rows of the PolicyReview seed.

export type Decision =
  'AllowHash' | 'TrustPublisher' | 'TrustFolder' | 'AddPowerApp' | 'KeepBlocking' | 'Ignore';
export type HashClass = 'harmless' | 'suspicious' | 'malicious' | 'notFound';

export interface Block {
  id: number;
  fileName: string;
  filePath: string;
  /**
   * A generated block's path with `{u}` for a user's folder (C:\\Users\\{u}\\...): on each computer
   * it is the folder of that computer's user (block-events.ts).
   */
  pathPattern?: string;
  sha256: string;
  publisher: string | null;
  hashClass: HashClass;
  proposedAction: Decision;
}

export interface ComputerRow {
  id: number;
  guid: string;
  group_id: number;
  company_id: number;
}
