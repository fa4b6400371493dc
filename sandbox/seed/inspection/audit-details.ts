// What an audit entry names and says, by action: the entity (a company, user, server, alert,
// group...) and the details, drawn from the seed's PRNG in the order the log is written.
import type { Random } from '../random';
import type { AuditAction } from './audit-vocabulary';

const SERVERS = [
  'PDP-CHI-01',
  'PDP-CHI-02',
  'LRP-CHI-01',
  'PDP-IAD-01',
  'LRP-IAD-01',
  'PDP-TYO-01',
  'LRP-TYO-01',
  'PDP-AMS-01',
];
const ALERTS = [
  'Malicious file blocked: ',
  'Repeated blocks of ',
  'Suspicious child process of ',
  'Agent offline for 24 hours: ',
  'Policy older than 7 days: ',
];
const FILES = [
  'invoice_viewer.exe',
  'rclone.exe',
  'AnyDesk.exe',
  'update_helper.dll',
  'powershell.exe',
  'Zoom.exe',
  'mimikatz.exe',
];
const STATUS_CHANGES = [
  'Unresolved -> InReview',
  'InReview -> Resolved',
  'Unresolved -> Resolved',
  'InReview -> Unresolved',
];
const REVIEW_CHANGES = [
  'DraftReview -> Drafted',
  'Drafted -> Applied',
  'Applied -> Published',
  'Published -> Completed',
  'Published -> KeepEnforcing',
];
const SETTINGS = ['SMTP settings', 'Syslog settings', 'Hash lookup settings'];
const SSO = ['Azure AD', 'Okta', 'Google Workspace'];

/** Who acts, and on what (each may be missing where the user has no company). */
export interface AuditSubject {
  /** The acting user is Japanese (details in Japanese where the console writes them so). */
  ja: boolean;
  company: { name: string } | null;
  computer: { name: string } | null;
  group: { name: string } | null;
  /** A user of the company (as the log names users), for the user actions. */
  colleague: { name: string; role: string };
}

export function auditEntry(
  rng: Random,
  action: AuditAction,
  { ja, company, computer, group, colleague }: AuditSubject,
): { entity: string | null; details: string | null } {
  let entity: string | null = null;
  let details: string | null = null;
  switch (action) {
    case 'Login':
      details = rng.chance(0.3)
        ? `Signed in with SSO (${rng.pick(['Azure', 'Okta', 'Google'])}).`
        : 'Signed in with password.';
      break;
    case 'Logout':
      details = rng.chance(0.35) ? 'Signed out (session expired).' : 'Signed out.';
      break;
    case 'LoginFailed':
      details = rng.chance(0.85) ? 'Wrong password.' : 'Account locked after 5 failed attempts.';
      break;
    case 'CreateCompany':
    case 'UpdateCompany':
    case 'DeleteCompany':
      entity = company?.name ?? 'Company';
      details =
        action === 'CreateCompany'
          ? 'Company created.'
          : action === 'DeleteCompany'
            ? 'Company deleted.'
            : rng.pick([
                'Contact phone changed.',
                'Address changed.',
                'Contact e-mail changed.',
                'License status changed.',
              ]);
      break;
    case 'CreateUser':
    case 'UpdateUser':
    case 'DeleteUser':
      entity = colleague.name;
      details =
        action === 'CreateUser'
          ? `Role ${colleague.role}, company ${company?.name ?? ''}.`
          : rng.pick([
              'Role changed.',
              'Assigned sites changed.',
              'Assigned groups changed.',
              'Name changed.',
            ]);
      break;
    case 'CreateServer':
    case 'UpdateServer':
    case 'DeleteServer':
      entity = rng.pick(SERVERS);
      details =
        action === 'UpdateServer'
          ? rng.pick(['Priority changed from 2 to 1.', 'Port changed from 443 to 8443.', 'Zone changed.'])
          : action === 'CreateServer'
            ? 'Server added.'
            : 'Server removed.';
      break;
    case 'ResolveAlert':
    case 'UpdateAlertStatus':
      {
        const alert = rng.pick(ALERTS);
        entity = `${alert}${alert === ALERTS[3] || alert === ALERTS[4] ? (computer?.name ?? '') : rng.pick(FILES)}`;
      }
      details =
        action === 'ResolveAlert'
          ? rng.pick(['InReview -> Resolved', 'Unresolved -> Resolved'])
          : rng.pick(STATUS_CHANGES);
      break;
    case 'UpdateAlertCondition':
      entity = rng.pick([
        'Malicious file blocked on any endpoint',
        'Agent offline for 24 hours',
        'Same file blocked 50 times in a day',
        'Management server disk above 85 %',
      ]);
      details = rng.pick([
        'Threshold changed.',
        'Notification e-mails changed.',
        'Condition enabled.',
        'Condition disabled.',
      ]);
      break;
    case 'CreateReview':
    case 'ChangeReviewStatus':
      entity = `${group?.name ?? 'Group'} – ${rng.pick(['weekly blocks', 'monthly review', 'new software', 'November blocks'])}`;
      details = action === 'CreateReview' ? 'Review created.' : rng.pick(REVIEW_CHANGES);
      break;
    case 'UpdateAgentSettings':
      entity = group?.name ?? null;
      details = ja
        ? rng.pick([
            'デバッグログ保持時間を 0 から 24 に変更しました。',
            'ポリシーのポーリング間隔を 300 秒に変更しました。',
            'プロセスツリーの報告を有効にしました。',
          ])
        : rng.pick([
            'Policy polling interval changed from 600 to 300 seconds.',
            'Process tree reporting enabled.',
            'Debug log hours changed from 0 to 24.',
            'Log severity changed to Warning.',
          ]);
      break;
    case 'UpdateIgnoreEvents':
      entity = group?.name ?? null;
      details = 'Ignore Events Filter Policy was updated successfully';
      break;
    case 'UpdateSeverityEvents':
      entity = group?.name ?? null;
      details = 'Event Severity Policy was updated successfully';
      break;
    case 'UpdateGlobalSettings': {
      entity = rng.pick(SETTINGS);
      details =
        entity === 'SMTP settings'
          ? 'E-Mail settings has been updated!'
          : entity === 'Hash lookup settings'
            ? 'Hash Lookup Successfully Saved'
            : 'Settings has been updated!';
      break;
    }
    case 'UpdateSsoProvider':
      entity = rng.pick(SSO);
      details = rng.pick(['Client secret changed.', 'Provider enabled.', 'Redirect URL changed.']);
      break;
    case 'GenerateOtp':
      entity = computer?.name ?? null;
      details = 'One-time password generated (valid 1 hour).';
      break;
    case 'DeleteComputer':
      entity = computer ? `${computer.name.replace(/\d+$/, '')}${rng.int(900, 999)}` : null;
      details = 'Computer removed from the console.';
      break;
  }
  return { entity, details };
}
