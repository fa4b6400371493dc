// The conditions other companies get, in English and Japanese.
import type { Severity } from './vocabulary';

/** Conditions the other companies get (their ids come from 120 up). */
export const COMPANY_TEMPLATES: Array<[string, string, number, number, number, Severity, string]> = [
  [
    'Malicious file blocked on any endpoint',
    'A file classified malicious by hash lookup was blocked.',
    11,
    1,
    5,
    'Critical',
    'security',
  ],
  [
    'Suspicious child process of Office',
    'Office applications start script hosts or shells.',
    12,
    1,
    15,
    'High',
    'security',
  ],
  [
    'Same file blocked 50 times in a day',
    'One sha256 blocked repeatedly on one endpoint.',
    13,
    50,
    1440,
    'High',
    'security',
  ],
  [
    'Agent or policy tampering',
    'Attempts to stop the agent or change its files.',
    14,
    1,
    5,
    'Critical',
    'security',
  ],
  [
    'Agent offline for 24 hours',
    'No heartbeat from an endpoint for a day.',
    21,
    1,
    1440,
    'Medium',
    'helpdesk',
  ],
  [
    'Policy older than 7 days',
    'The endpoint has not applied a new policy for a week.',
    22,
    1,
    1440,
    'Medium',
    'helpdesk',
  ],
  ['Agent version outdated', 'Agent older than the current release 8.4.2.', 23, 1, 1440, 'Low', 'helpdesk'],
];
export const COMPANY_TEMPLATES_JA: Array<[string, string]> = [
  ['悪意のあるファイルのブロック', 'ハッシュ検索で悪意ありと判定されたファイルをブロックしました。'],
  ['Office からの不審な子プロセス', 'Office アプリがスクリプトホストやシェルを起動しました。'],
  ['同一ファイルの繰り返しブロック', '同じ sha256 が 1 台の端末で繰り返しブロックされました。'],
  ['エージェントの改ざん', 'エージェントの停止またはファイル変更の試み。'],
  ['エージェント 24 時間オフライン', '1 日以上ハートビートがありません。'],
  ['ポリシーが 7 日以上古い', '1 週間新しいポリシーが適用されていません。'],
  ['エージェントのバージョンが古い', '現行リリース 8.4.2 より古いエージェント。'],
];
