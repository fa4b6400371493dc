// What the generated reviews are called, and the statuses they go through.

export const TOPICS = [
  'browser extensions',
  'printer drivers',
  'VPN client update',
  'developer tools',
  'Office add-ins',
  'remote support tools',
  'line-of-business apps',
  'USB utilities',
  'patch window',
  'scanner software',
  'collaboration apps',
];
export const TOPICS_JA = ['定期レビュー', '新規アプリ申請', 'ドライバー更新', '業務アプリ確認'];

export const STATUS_PLAN: string[] = [
  'DraftReview',
  'DraftReview',
  'DraftReview',
  'Drafted',
  'Drafted',
  'Drafted',
  'Applied',
  'Applied',
  'Applied',
  'Published',
  'Published',
  'Published',
  'Completed',
  'Completed',
  'Completed',
  'Completed',
  'Deleted',
  'Deleted',
  'KeepEnforcing',
  'KeepEnforcing',
  'Completed',
  'Drafted',
];
