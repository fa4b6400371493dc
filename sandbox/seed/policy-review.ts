// Seed data of the PolicyReview area: unique blocks and where they were blocked, about 30
// reviews in every status with the blocks they cover and their checklists. The named rows of
// the contract's examples come first (same ids, names and numbers), then a generated estate.
import type { SeedModule } from './index';
import { insertRows, type SeedContext } from './context';
import type { Random } from './random';

/** The moment the contract's examples are written "as of"; named dates move with the seed time. */
const EXAMPLE_TIME = Date.parse('2026-11-21T09:00:00Z');

type Decision = 'AllowHash' | 'TrustPublisher' | 'TrustFolder' | 'AddPowerApp' | 'KeepBlocking' | 'Ignore';
type HashClass = 'harmless' | 'suspicious' | 'malicious' | 'notFound';

interface Block {
  id: number;
  fileName: string;
  filePath: string;
  sha256: string;
  publisher: string | null;
  hashClass: HashClass;
  proposedAction: Decision;
}

// ProposedUniqueBlocks example (Fabrikam Manufacturing): the block and its company-wide totals.
const NAMED_BLOCKS: Array<
  Block & {
    blockCount: number;
    computerCount: number;
    firstSeen: string;
    lastSeen: string;
    decision: Decision | null;
  }
> = [
  {
    id: 8101,
    fileName: 'invoice_viewer.exe',
    filePath: 'C:\\Users\\mwebb\\Downloads\\invoice_viewer.exe',
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    publisher: null,
    hashClass: 'malicious',
    blockCount: 37,
    computerCount: 3,
    firstSeen: '2026-11-03T14:22:05Z',
    lastSeen: '2026-11-19T07:58:31Z',
    proposedAction: 'KeepBlocking',
    decision: 'KeepBlocking',
  },
  {
    id: 8102,
    fileName: 'rclone.exe',
    filePath: 'C:\\ProgramData\\sync\\rclone.exe',
    sha256: 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9',
    publisher: null,
    hashClass: 'suspicious',
    blockCount: 118,
    computerCount: 2,
    firstSeen: '2026-11-07T22:10:44Z',
    lastSeen: '2026-11-19T06:41:02Z',
    proposedAction: 'KeepBlocking',
    decision: null,
  },
  {
    id: 8103,
    fileName: '勤怠管理.exe',
    filePath: 'C:\\Program Files (x86)\\KintaiSystem\\勤怠管理.exe',
    sha256: '4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce',
    publisher: 'さくらソフト株式会社',
    hashClass: 'notFound',
    blockCount: 64,
    computerCount: 5,
    firstSeen: '2026-11-10T00:05:19Z',
    lastSeen: '2026-11-18T23:55:47Z',
    proposedAction: 'TrustPublisher',
    decision: null,
  },
  {
    id: 8104,
    fileName: 'update_helper.dll',
    filePath: 'C:\\Users\\cdubois\\AppData\\Local\\Temp\\update_helper.dll',
    sha256: 'd4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35',
    publisher: null,
    hashClass: 'malicious',
    blockCount: 12,
    computerCount: 1,
    firstSeen: '2026-11-14T09:31:26Z',
    lastSeen: '2026-11-18T15:12:09Z',
    proposedAction: 'KeepBlocking',
    decision: 'KeepBlocking',
  },
  {
    id: 8105,
    fileName: 'excel.exe',
    filePath: 'C:\\Program Files\\Microsoft Office\\root\\Office16\\EXCEL.EXE',
    sha256: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
    publisher: 'Microsoft Corporation',
    hashClass: 'harmless',
    blockCount: 9,
    computerCount: 4,
    firstSeen: '2026-11-11T13:44:50Z',
    lastSeen: '2026-11-18T14:20:33Z',
    proposedAction: 'TrustPublisher',
    decision: 'TrustPublisher',
  },
  {
    id: 8106,
    fileName: 'powershell.exe',
    filePath: 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
    sha256: '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b',
    publisher: 'Microsoft Windows',
    hashClass: 'harmless',
    blockCount: 203,
    computerCount: 6,
    firstSeen: '2026-11-01T08:00:12Z',
    lastSeen: '2026-11-19T08:02:55Z',
    proposedAction: 'Ignore',
    decision: null,
  },
  {
    id: 8107,
    fileName: 'Zoom.exe',
    filePath: 'C:\\Users\\hkowalski\\AppData\\Roaming\\Zoom\\bin\\Zoom.exe',
    sha256: '969c576e22fcaee2cd4a366e750254883436e6ee4ca8fdf38299ef0f59a77078',
    publisher: 'Zoom Video Communications, Inc.',
    hashClass: 'harmless',
    blockCount: 44,
    computerCount: 7,
    firstSeen: '2026-11-05T16:12:38Z',
    lastSeen: '2026-11-18T17:46:21Z',
    proposedAction: 'TrustPublisher',
    decision: null,
  },
  {
    id: 8108,
    fileName: 'AcroRd32.exe',
    filePath: 'C:\\Program Files (x86)\\Adobe\\Acrobat Reader DC\\Reader\\AcroRd32.exe',
    sha256: '7abba0dd5d158aa65c3e0e45d23e2ffc9a6bcbdd6232b21affa278f79ec42d4e',
    publisher: 'Adobe Inc.',
    hashClass: 'harmless',
    blockCount: 15,
    computerCount: 8,
    firstSeen: '2026-11-09T10:27:03Z',
    lastSeen: '2026-11-18T12:03:17Z',
    proposedAction: 'AllowHash',
    decision: 'AllowHash',
  },
  {
    id: 8109,
    fileName: '7zG.exe',
    filePath: 'C:\\Program Files\\7-Zip\\7zG.exe',
    sha256: '52f3ce9e7245b38185c3f7e33ef2727a39877c819148e789f036b616e8eb0181',
    publisher: 'Igor Pavlov',
    hashClass: 'harmless',
    blockCount: 6,
    computerCount: 2,
    firstSeen: '2026-11-12T11:58:40Z',
    lastSeen: '2026-11-17T09:36:12Z',
    proposedAction: 'AllowHash',
    decision: null,
  },
  {
    id: 8110,
    fileName: 'FortiClient.exe',
    filePath: 'C:\\Program Files\\Fortinet\\FortiClient\\FortiClient.exe',
    sha256: 'fd8134f1779883f992b6bcf0c03d91e7e8c8a39527e22b2e10e4180f512737e0',
    publisher: 'Fortinet Technologies (Canada) ULC',
    hashClass: 'harmless',
    blockCount: 21,
    computerCount: 9,
    firstSeen: '2026-11-02T07:41:27Z',
    lastSeen: '2026-11-16T18:22:49Z',
    proposedAction: 'TrustFolder',
    decision: null,
  },
  {
    id: 8111,
    fileName: 'AnyDesk.exe',
    filePath: 'C:\\Users\\cdubois\\Downloads\\AnyDesk.exe',
    sha256: 'c6d90591a3d1c06c841b3f6c7311292f90d21844a6e03658d87a70ec189bdef1',
    publisher: 'philandro Software GmbH',
    hashClass: 'suspicious',
    blockCount: 5,
    computerCount: 1,
    firstSeen: '2026-11-15T20:03:14Z',
    lastSeen: '2026-11-15T20:09:51Z',
    proposedAction: 'KeepBlocking',
    decision: null,
  },
  {
    id: 8112,
    fileName: 'QBW32.exe',
    filePath: 'C:\\Program Files\\Intuit\\QuickBooks 2026\\QBW32.exe',
    sha256: '3b37a0f79f919be2e14b99b39e2fd300bd591370d9f4077d355718ad14a18984',
    publisher: 'Intuit Inc.',
    hashClass: 'notFound',
    blockCount: 11,
    computerCount: 3,
    firstSeen: '2026-11-08T15:26:09Z',
    lastSeen: '2026-11-18T16:48:00Z',
    proposedAction: 'AddPowerApp',
    decision: null,
  },
];

// IndividualProposedUniqueBlocks example: [block, computer guid, blocks, first seen, last seen].
const NAMED_OCCURRENCES: Array<[number, string, number, string, string]> = [
  [8101, '1a2b3c4d-0001-4e5f-8a9b-000000040001', 21, '2026-11-03T14:22:05Z', '2026-11-19T07:58:31Z'],
  [8101, '1a2b3c4d-0002-4e5f-8a9b-000000040002', 9, '2026-11-04T09:12:44Z', '2026-11-18T11:40:02Z'],
  [8101, '1a2b3c4d-0013-4e5f-8a9b-000000040013', 7, '2026-11-06T16:33:18Z', '2026-11-17T13:05:27Z'],
  [8102, '1a2b3c4d-0003-4e5f-8a9b-000000040003', 102, '2026-11-07T22:10:44Z', '2026-11-19T06:41:02Z'],
  [8102, '1a2b3c4d-0001-4e5f-8a9b-000000040001', 16, '2026-11-12T08:54:10Z', '2026-11-14T17:20:36Z'],
  [8104, '1a2b3c4d-0002-4e5f-8a9b-000000040002', 12, '2026-11-14T09:31:26Z', '2026-11-18T15:12:09Z'],
  [8105, '1a2b3c4d-0003-4e5f-8a9b-000000040003', 3, '2026-11-11T13:44:50Z', '2026-11-16T10:02:41Z'],
  [8106, '1a2b3c4d-0004-4e5f-8a9b-000000040004', 88, '2026-11-01T08:00:12Z', '2026-11-19T08:02:55Z'],
  [8106, '1a2b3c4d-0014-4e5f-8a9b-000000040014', 61, '2026-11-02T10:45:37Z', '2026-11-18T19:31:04Z'],
  [8107, '1a2b3c4d-0005-4e5f-8a9b-000000040005', 14, '2026-11-05T16:12:38Z', '2026-11-13T17:46:21Z'],
  [8111, '1a2b3c4d-0002-4e5f-8a9b-000000040002', 5, '2026-11-15T20:03:14Z', '2026-11-15T20:09:51Z'],
];

interface NamedReview {
  id: number;
  groupId: number;
  name: string;
  description: string;
  riskLevel: string;
  permissionLevel: string;
  status: string;
  mode: string;
  scope: string;
  createdBy: string;
  createdOn: string;
  updatedOn: string;
  blocks: number[];
}

const NAMED_REVIEWS: NamedReview[] = [
  {
    id: 501,
    groupId: 3001,
    name: 'Finance Workstations – November blocks',
    description: 'Unique blocks reported by the finance desktops since policy 2026.11.18.3.',
    riskLevel: 'Medium',
    permissionLevel: 'Approver',
    status: 'DraftReview',
    mode: 'Summary',
    scope: 'Group',
    createdBy: 'Chloe Dubois',
    createdOn: '2026-11-19T08:12:40Z',
    updatedOn: '2026-11-19T08:12:40Z',
    blocks: [8101, 8102, 8104, 8105, 8107, 8108, 8109, 8110, 8111, 8112],
  },
  {
    id: 502,
    groupId: 3001,
    name: 'Quarter-end reporting tools',
    description: 'Excel add-ins and the QuickBooks client used for the Q4 close.',
    riskLevel: 'High',
    permissionLevel: 'Approver',
    status: 'Drafted',
    mode: 'Summary',
    scope: 'Group',
    createdBy: 'Chloe Dubois',
    createdOn: '2026-11-12T15:03:11Z',
    updatedOn: '2026-11-18T10:27:54Z',
    blocks: [8105, 8112, 8101, 8102, 8108, 8107],
  },
  {
    id: 503,
    groupId: 3002,
    name: 'Engineering Laptops – dev toolchain',
    description: 'Compilers and package managers blocked on the engineering laptops.',
    riskLevel: 'Medium',
    permissionLevel: 'Reviewer',
    status: 'Applied',
    mode: 'Individual',
    scope: 'Group',
    createdBy: 'Chloe Dubois',
    createdOn: '2026-11-09T09:41:00Z',
    updatedOn: '2026-11-17T16:05:22Z',
    blocks: [8106, 8109],
  },
  {
    id: 504,
    groupId: 3001,
    name: 'Payroll export helper',
    description: 'One-off review of the payroll export tool on FAB-FIN-WS014.',
    riskLevel: 'Critical',
    permissionLevel: 'Approver',
    status: 'Published',
    mode: 'Individual',
    scope: 'Computer',
    createdBy: 'Chloe Dubois',
    createdOn: '2026-11-05T11:20:13Z',
    updatedOn: '2026-11-16T08:44:09Z',
    blocks: [8104, 8102],
  },
  {
    id: 505,
    groupId: 3001,
    name: 'Finance Workstations – October blocks',
    description: 'Blocks reported by the finance desktops in October.',
    riskLevel: 'Low',
    permissionLevel: 'Approver',
    status: 'Completed',
    mode: 'Summary',
    scope: 'Group',
    createdBy: 'Chloe Dubois',
    createdOn: '2026-10-28T09:15:00Z',
    updatedOn: '2026-11-04T17:42:19Z',
    blocks: [],
  },
  {
    id: 506,
    groupId: 3002,
    name: 'Engineering Laptops – container tooling',
    description: 'Docker Desktop and WSL helpers blocked after the October policy.',
    riskLevel: 'High',
    permissionLevel: 'Approver',
    status: 'KeepEnforcing',
    mode: 'Individual',
    scope: 'Group',
    createdBy: 'Marcus Webb',
    createdOn: '2026-10-21T13:02:44Z',
    updatedOn: '2026-11-02T10:18:05Z',
    blocks: [],
  },
  {
    id: 507,
    groupId: 3004,
    name: '経理部 勤怠管理システム更新',
    description: '勤怠管理システムの更新でブロックされたファイルの確認。',
    riskLevel: 'Medium',
    permissionLevel: 'Approver',
    status: 'Drafted',
    mode: 'Summary',
    scope: 'Group',
    createdBy: '田中 美咲',
    createdOn: '2026-11-10T01:20:31Z',
    updatedOn: '2026-11-15T06:10:03Z',
    blocks: [8103],
  },
  {
    id: 508,
    groupId: 3005,
    name: '開発部 ビルドツール',
    description: 'ビルド環境で使うツールのブロック状況。',
    riskLevel: 'High',
    permissionLevel: 'Approver',
    status: 'DraftReview',
    mode: 'Individual',
    scope: 'Group',
    createdBy: '田中 美咲',
    createdOn: '2026-11-11T00:42:10Z',
    updatedOn: '2026-11-14T02:48:36Z',
    blocks: [8111],
  },
  {
    id: 509,
    groupId: 3007,
    name: 'Teller Stations – printer drivers',
    description: 'Receipt printer driver update blocked at the Manhattan branch.',
    riskLevel: 'Low',
    permissionLevel: 'Approver',
    status: 'Drafted',
    mode: 'Summary',
    scope: 'Group',
    createdBy: 'Daniel Okafor',
    createdOn: '2026-11-13T14:52:27Z',
    updatedOn: '2026-11-18T19:09:40Z',
    blocks: [],
  },
  {
    id: 510,
    groupId: 3008,
    name: 'Design Workstations – font managers',
    description: 'Font manager plug-ins blocked after the Creative Cloud update.',
    riskLevel: 'Medium',
    permissionLevel: 'Reviewer',
    status: 'Deleted',
    mode: 'Summary',
    scope: 'Group',
    createdBy: 'Priya Raman',
    createdOn: '2026-11-01T18:30:00Z',
    updatedOn: '2026-11-06T12:11:52Z',
    blocks: [],
  },
];

// ListCheckList / ListReviewCheckList examples: [id, review, block, title, decision, status, comment, by, on].
const NAMED_ITEMS: Array<
  [number, number, number, string, Decision | null, string, string | null, string, string]
> = [
  [
    9301,
    502,
    8105,
    'Trust publisher Microsoft Corporation for excel.exe',
    'TrustPublisher',
    'Approved',
    'Signed Office binary; add-in loader for the Q4 workbook.',
    'Chloe Dubois',
    '2026-11-18T10:27:54Z',
  ],
  [
    9302,
    502,
    8112,
    'Add QBW32.exe as a power app',
    'AddPowerApp',
    'Pending',
    null,
    'Chloe Dubois',
    '2026-11-17T15:11:02Z',
  ],
  [
    9303,
    502,
    8101,
    'Keep blocking invoice_viewer.exe',
    'KeepBlocking',
    'Approved',
    'Malicious per hash lookup; phishing attachment.',
    'Marcus Webb',
    '2026-11-17T14:55:36Z',
  ],
  [
    9304,
    502,
    8102,
    'Decide on rclone.exe in C:\\ProgramData\\sync',
    null,
    'Deferred',
    'Waiting for the data-protection team to confirm the sync job.',
    'Chloe Dubois',
    '2026-11-16T09:48:20Z',
  ],
  [
    9305,
    503,
    8106,
    'Ignore powershell.exe block messages',
    'Ignore',
    'Rejected',
    'Script blocks must stay visible in the event log.',
    'Hannah Kowalski',
    '2026-11-17T16:05:22Z',
  ],
  [
    9306,
    503,
    8109,
    'Allow 7zG.exe 24.08 by hash',
    'AllowHash',
    'Approved',
    null,
    'Chloe Dubois',
    '2026-11-16T11:30:45Z',
  ],
  [
    9307,
    504,
    8104,
    'Keep blocking update_helper.dll',
    'KeepBlocking',
    'Approved',
    'Dropped by a fake updater in %TEMP%.',
    'Marcus Webb',
    '2026-11-16T08:44:09Z',
  ],
  [
    9308,
    504,
    8102,
    'Keep blocking rclone.exe on FAB-FIN-WS014',
    'KeepBlocking',
    'Pending',
    null,
    'Chloe Dubois',
    '2026-11-15T16:02:37Z',
  ],
  [
    9309,
    507,
    8103,
    '勤怠管理.exe の発行元を信頼する',
    'TrustPublisher',
    'Approved',
    'さくらソフト株式会社の署名を確認済み。',
    '田中 美咲',
    '2026-11-15T06:10:03Z',
  ],
  [
    9310,
    508,
    8111,
    'Keep blocking AnyDesk.exe',
    'KeepBlocking',
    'Approved',
    'リモートアクセスツールは禁止。',
    '田中 美咲',
    '2026-11-14T02:48:36Z',
  ],
  [
    9312,
    502,
    8108,
    'Allow AcroRd32.exe 24.004 by hash',
    'AllowHash',
    'Approved',
    'Reader update pushed by IT.',
    'Chloe Dubois',
    '2026-11-15T12:06:41Z',
  ],
  [
    9313,
    502,
    8107,
    'Trust publisher Zoom Video Communications, Inc.',
    'TrustPublisher',
    'Pending',
    null,
    'Chloe Dubois',
    '2026-11-14T10:19:05Z',
  ],
];

// Files for the generated blocks: name, path ({u} = a user folder), publisher, class.
const FILES: Array<[string, string, string | null, HashClass]> = [
  [
    'TeamViewer_Setup.exe',
    'C:\\Users\\{u}\\Downloads\\TeamViewer_Setup.exe',
    'TeamViewer Germany GmbH',
    'suspicious',
  ],
  [
    'python.exe',
    'C:\\Users\\{u}\\AppData\\Local\\Programs\\Python\\Python312\\python.exe',
    'Python Software Foundation',
    'harmless',
  ],
  ['node.exe', 'C:\\Program Files\\nodejs\\node.exe', 'OpenJS Foundation', 'harmless'],
  ['git.exe', 'C:\\Program Files\\Git\\cmd\\git.exe', 'Johannes Schindelin', 'harmless'],
  ['putty.exe', 'C:\\Users\\{u}\\Desktop\\putty.exe', 'Simon Tatham', 'harmless'],
  ['WinSCP.exe', 'C:\\Program Files (x86)\\WinSCP\\WinSCP.exe', 'Martin Prikryl', 'harmless'],
  [
    'slack.exe',
    'C:\\Users\\{u}\\AppData\\Local\\slack\\app-4.41.105\\slack.exe',
    'Slack Technologies, LLC',
    'harmless',
  ],
  [
    'Update.exe',
    'C:\\Users\\{u}\\AppData\\Local\\Microsoft\\Teams\\Update.exe',
    'Microsoft Corporation',
    'harmless',
  ],
  ['vlc.exe', 'C:\\Program Files\\VideoLAN\\VLC\\vlc.exe', 'VideoLAN', 'harmless'],
  ['KeePass.exe', 'C:\\Program Files\\KeePass Password Safe 2\\KeePass.exe', 'Dominik Reichl', 'harmless'],
  ['Wireshark.exe', 'C:\\Program Files\\Wireshark\\Wireshark.exe', 'Wireshark Foundation', 'harmless'],
  ['procexp64.exe', 'C:\\Tools\\Sysinternals\\procexp64.exe', 'Microsoft Corporation', 'harmless'],
  ['PsExec64.exe', 'C:\\Tools\\Sysinternals\\PsExec64.exe', 'Microsoft Corporation', 'suspicious'],
  ['mimikatz.exe', 'C:\\Users\\Public\\mimikatz.exe', null, 'malicious'],
  ['svchost32.exe', 'C:\\Users\\{u}\\AppData\\Roaming\\svchost32.exe', null, 'malicious'],
  ['invoice_2026_11.pdf.exe', 'C:\\Users\\{u}\\Downloads\\invoice_2026_11.pdf.exe', null, 'malicious'],
  ['keygen_patch.exe', 'C:\\Users\\{u}\\Downloads\\keygen_patch.exe', null, 'malicious'],
  ['CCleaner64.exe', 'C:\\Program Files\\CCleaner\\CCleaner64.exe', 'Piriform Software Ltd', 'harmless'],
  ['Dropbox.exe', 'C:\\Program Files (x86)\\Dropbox\\Client\\Dropbox.exe', 'Dropbox, Inc', 'harmless'],
  ['mshta.exe', 'C:\\Windows\\System32\\mshta.exe', 'Microsoft Windows', 'harmless'],
  ['cscript.exe', 'C:\\Windows\\System32\\cscript.exe', 'Microsoft Windows', 'harmless'],
  ['certutil.exe', 'C:\\Windows\\System32\\certutil.exe', 'Microsoft Windows', 'harmless'],
  ['WMIC.exe', 'C:\\Windows\\System32\\wbem\\WMIC.exe', 'Microsoft Windows', 'harmless'],
  [
    'AutoHotkey64.exe',
    'C:\\Program Files\\AutoHotkey\\v2\\AutoHotkey64.exe',
    'AutoHotkey Foundation LLC',
    'harmless',
  ],
  ['java.exe', 'C:\\Program Files\\Java\\jre-1.8\\bin\\java.exe', 'Oracle America, Inc.', 'harmless'],
  [
    'AdobeARM.exe',
    'C:\\Program Files (x86)\\Common Files\\Adobe\\ARM\\1.0\\AdobeARM.exe',
    'Adobe Inc.',
    'harmless',
  ],
  ['saplogon.exe', 'C:\\Program Files (x86)\\SAP\\FrontEnd\\SAPgui\\saplogon.exe', 'SAP SE', 'harmless'],
  ['Docker Desktop.exe', 'C:\\Program Files\\Docker\\Docker\\Docker Desktop.exe', 'Docker Inc', 'harmless'],
  [
    'code.exe',
    'C:\\Users\\{u}\\AppData\\Local\\Programs\\Microsoft VS Code\\Code.exe',
    'Microsoft Corporation',
    'harmless',
  ],
  ['ngrok.exe', 'C:\\Users\\{u}\\Downloads\\ngrok.exe', 'ngrok LLC', 'suspicious'],
  ['nc64.exe', 'C:\\Users\\{u}\\AppData\\Local\\Temp\\nc64.exe', null, 'suspicious'],
  [
    'label_printer_tool.exe',
    'C:\\Program Files (x86)\\Brother\\P-touch Editor\\ptedit54.exe',
    'Brother Industries, Ltd.',
    'harmless',
  ],
  [
    'receipt_printer_setup.exe',
    'C:\\Users\\{u}\\Downloads\\TM-T88VI_Driver_Setup.exe',
    'Seiko Epson Corporation',
    'notFound',
  ],
  [
    'FontBase.exe',
    'C:\\Users\\{u}\\AppData\\Local\\FontBase\\FontBase.exe',
    'Dominik Levitsky Studio',
    'notFound',
  ],
  [
    'Blender.exe',
    'C:\\Program Files\\Blender Foundation\\Blender 4.2\\blender.exe',
    'Blender Foundation',
    'harmless',
  ],
  ['経費精算.exe', 'C:\\Program Files\\MiraiKaikei\\経費精算.exe', '株式会社みらい会計', 'notFound'],
  [
    '年賀状作成.exe',
    'C:\\Program Files (x86)\\Fujisan\\年賀状作成.exe',
    '富士山システム株式会社',
    'notFound',
  ],
  ['給与計算.exe', 'C:\\Program Files\\SakuraSoft\\Kyuyo\\給与計算.exe', 'さくらソフト株式会社', 'notFound'],
  ['scan_to_pdf.exe', 'C:\\Program Files\\Fujitsu\\ScanSnap\\PfuSshMain.exe', 'PFU Limited', 'harmless'],
  [
    'chrome_proxy.exe',
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome_proxy.exe',
    'Google LLC',
    'harmless',
  ],
  [
    'OneDriveSetup.exe',
    'C:\\Users\\{u}\\AppData\\Local\\Microsoft\\OneDrive\\OneDriveSetup.exe',
    'Microsoft Corporation',
    'harmless',
  ],
  ['coinminer.exe', 'C:\\ProgramData\\Intel\\coinminer.exe', null, 'malicious'],
  ['remcos.exe', 'C:\\Users\\{u}\\AppData\\Roaming\\remcos\\remcos.exe', null, 'malicious'],
  [
    'tor.exe',
    'C:\\Users\\{u}\\Desktop\\Tor Browser\\Browser\\TorBrowser\\Tor\\tor.exe',
    'The Tor Project, Inc.',
    'suspicious',
  ],
  [
    'HPSupportAssistant.exe',
    'C:\\Program Files (x86)\\HP\\HP Support Framework\\HPSF.exe',
    'HP Inc.',
    'harmless',
  ],
  [
    'LogiOptionsPlus.exe',
    'C:\\Program Files\\LogiOptionsPlus\\logioptionsplus_agent.exe',
    'Logitech Inc',
    'harmless',
  ],
  [
    'Teller_Receipt.dll',
    'C:\\Program Files\\Epson\\OPOS\\Teller_Receipt.dll',
    'Seiko Epson Corporation',
    'notFound',
  ],
  [
    'FortiTray.exe',
    'C:\\Program Files\\Fortinet\\FortiClient\\FortiTray.exe',
    'Fortinet Technologies (Canada) ULC',
    'harmless',
  ],
  ['obs64.exe', 'C:\\Program Files\\obs-studio\\bin\\64bit\\obs64.exe', 'OBS Project', 'harmless'],
  ['rufus-4.5.exe', 'C:\\Users\\{u}\\Downloads\\rufus-4.5.exe', 'Akeo Consulting', 'suspicious'],
];

const USER_FOLDERS = [
  'mwebb',
  'cdubois',
  'hkowalski',
  'rmenon',
  'therrera',
  'jsmith',
  'agarcia',
  'klee',
  'tanaka',
  'suzuki',
  'yamamoto',
];

const TOPICS = [
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
const TOPICS_JA = ['定期レビュー', '新規アプリ申請', 'ドライバー更新', '業務アプリ確認'];

const STATUS_PLAN: string[] = [
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

function proposedFor(
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

interface ComputerRow {
  id: number;
  guid: string;
  group_id: number;
  company_id: number;
}

export const seedPolicyReview: SeedModule = async (ctx: SeedContext) => {
  const { db } = ctx;
  const rng = ctx.random('policy-review');
  const shift = ctx.now.getTime() - EXAMPLE_TIME;
  const at = (iso: string) => new Date(Date.parse(iso) + shift);
  const large = ctx.scale === 'large';

  const computers = await db.query<ComputerRow>(
    `select c.id, c.guid::text as guid, c.group_id, s.company_id
     from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
     where not c.deleted order by c.id`,
  );
  const groups = await db.query<{ id: number; company_id: number; name: string; agms: boolean }>(
    'select g.id, s.company_id, g.name, g.agms from groups g join sites s on s.id = g.site_id order by g.id',
  );
  const users = await db.query<{ company_id: number; name: string }>(
    `select company_id, first_name || ' ' || last_name as name from users
     where company_id is not null and role in ('CompanyAdmin', 'GroupAdmin', 'SiteAdmin') order by id`,
  );
  const byGuid = new Map(computers.map((c) => [c.guid, c]));
  const computersOfGroup = new Map<number, ComputerRow[]>();
  const computersOfCompany = new Map<number, ComputerRow[]>();
  for (const c of computers) {
    computersOfGroup.set(c.group_id, [...(computersOfGroup.get(c.group_id) ?? []), c]);
    computersOfCompany.set(c.company_id, [...(computersOfCompany.get(c.company_id) ?? []), c]);
  }
  const companyOfGroup = new Map(groups.map((g) => [g.id, g.company_id]));
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const usersOfCompany = new Map<number, string[]>();
  for (const u of users)
    usersOfCompany.set(u.company_id, [...(usersOfCompany.get(u.company_id) ?? []), u.name]);
  const japanese = (gid: number) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(groupName.get(gid) ?? '');

  // Unique blocks
  const blocks: Block[] = NAMED_BLOCKS.map((b) => ({ ...b }));
  const usedSha = new Set(blocks.map((b) => b.sha256));
  const generatedCount = large ? FILES.length * 3 : FILES.length + 10;
  for (let i = 0; i < generatedCount; i++) {
    const [fileName, pathPattern, publisher, hashClass] = FILES[i % FILES.length]!;
    const filePath = pathPattern.replace('{u}', rng.pick(USER_FOLDERS));
    let sha = rng.hex(64);
    while (usedSha.has(sha)) sha = rng.hex(64);
    usedSha.add(sha);
    blocks.push({
      id: 8113 + i,
      fileName,
      filePath,
      sha256: sha,
      publisher,
      hashClass,
      proposedAction: proposedFor(hashClass, filePath, publisher, rng),
    });
  }
  await insertRows(
    db,
    'unique_blocks',
    [
      ['id', 'int'],
      ['sha256', 'text'],
      ['file_name', 'text'],
      ['file_path', 'text'],
      ['publisher', 'text'],
      ['hash_class', 'text'],
      ['proposed_action', 'text'],
    ],
    blocks.map((b) => [b.id, b.sha256, b.fileName, b.filePath, b.publisher, b.hashClass, b.proposedAction]),
  );

  // Occurrences: key "block:computer" -> row.
  const occ = new Map<
    string,
    {
      block: number;
      computer: ComputerRow;
      count: number;
      first: Date;
      last: Date;
      state: string;
      decision: Decision | null;
    }
  >();
  const addOcc = (
    block: number,
    computer: ComputerRow,
    count: number,
    first: Date,
    last: Date,
    decision: Decision | null = null,
  ) => {
    const key = `${block}:${computer.id}`;
    if (occ.has(key)) return false;
    occ.set(key, { block, computer, count, first, last, state: 'draftreviews', decision });
    return true;
  };
  // Named: the example rows, then the rest of each Fabrikam total on other Fabrikam computers
  // (the finance and engineering groups first).
  for (const [block, guid, count, first, last] of NAMED_OCCURRENCES) {
    const named = NAMED_BLOCKS.find((b) => b.id === block)!;
    addOcc(block, byGuid.get(guid)!, count, at(first), at(last), named.decision);
  }
  const fabrikam = [
    ...(computersOfGroup.get(3001) ?? []),
    ...(computersOfGroup.get(3002) ?? []),
    ...(computersOfCompany.get(1001) ?? []),
  ];
  for (const b of NAMED_BLOCKS) {
    const fixed = NAMED_OCCURRENCES.filter((o) => o[0] === b.id);
    let remainingComputers = b.computerCount - fixed.length;
    let remainingBlocks = b.blockCount - fixed.reduce((s, o) => s + o[2], 0);
    const hasFirst = fixed.some((o) => o[3] === b.firstSeen);
    const hasLast = fixed.some((o) => o[4] === b.lastSeen);
    let k = 0;
    const span = Date.parse(b.lastSeen) - Date.parse(b.firstSeen);
    for (let idx = 0; remainingComputers > 0 && idx < fabrikam.length; idx++) {
      const c = fabrikam[(idx * 7 + b.id) % fabrikam.length]!;
      if (occ.has(`${b.id}:${c.id}`)) continue;
      const count =
        remainingComputers === 1
          ? remainingBlocks
          : Math.max(
              1,
              Math.min(
                remainingBlocks - (remainingComputers - 1),
                Math.round(remainingBlocks / remainingComputers),
              ),
            );
      const first =
        k === 0 && !hasFirst
          ? b.firstSeen
          : new Date(Date.parse(b.firstSeen) + Math.floor((span * 0.2 * ((k % 3) + 1)) / 3)).toISOString();
      const last =
        k === 0 && !hasLast
          ? b.lastSeen
          : new Date(Date.parse(b.lastSeen) - Math.floor((span * 0.1 * ((k % 4) + 1)) / 4)).toISOString();
      addOcc(b.id, c, count, at(first), at(last), b.decision);
      remainingBlocks -= count;
      remainingComputers--;
      k++;
    }
  }
  // Named blocks outside Fabrikam (the Tokyo reviews, Woodgrove and others).
  const otherCompanies = [1003, 1005, 1002, 1004, 1006, 1008];
  for (const b of NAMED_BLOCKS) {
    for (const cid of otherCompanies) {
      if (!rng.chance(cid === 1003 && (b.id === 8103 || b.id === 8111) ? 1 : 0.35)) continue;
      const pool = computersOfCompany.get(cid) ?? [];
      const n = Math.min(pool.length, rng.int(1, 4));
      const preferred =
        cid === 1003 ? [...(computersOfGroup.get(b.id === 8111 ? 3005 : 3004) ?? []), ...pool] : pool;
      for (let j = 0; j < n; j++) {
        const last = rng.dateBefore(ctx.now, 12);
        addOcc(
          b.id,
          preferred[j % preferred.length]!,
          rng.int(1, 60),
          new Date(last.getTime() - rng.int(1, 20) * 86_400_000),
          last,
        );
      }
    }
  }
  // Generated blocks: one to four companies each, weighted to the named tenants.
  const companyIds = [...computersOfCompany.keys()];
  const namedCompanies = [1001, 1002, 1003, 1005];
  for (const b of blocks.slice(NAMED_BLOCKS.length)) {
    const companies = new Set<number>([rng.chance(0.7) ? rng.pick(namedCompanies) : rng.pick(companyIds)]);
    const extra = rng.int(0, large ? 6 : 3);
    for (let j = 0; j < extra; j++)
      companies.add(rng.chance(0.4) ? rng.pick(namedCompanies) : rng.pick(companyIds));
    for (const cid of companies) {
      const pool =
        cid === 1001 && rng.chance(0.6)
          ? [...(computersOfGroup.get(3001) ?? []), ...(computersOfGroup.get(3002) ?? [])]
          : (computersOfCompany.get(cid) ?? []);
      if (pool.length === 0) continue;
      const n = Math.min(pool.length, rng.int(1, large ? 12 : 5));
      const start = rng.int(0, pool.length - 1);
      for (let j = 0; j < n; j++) {
        const last = rng.dateBefore(ctx.now, 25);
        const malicious = b.hashClass === 'malicious';
        addOcc(
          b.id,
          pool[(start + j * 3) % pool.length]!,
          malicious ? rng.int(1, 12) : rng.int(1, 180),
          new Date(last.getTime() - rng.int(0, 25) * 86_400_000 - rng.int(0, 86_399) * 1000),
          last,
        );
      }
    }
  }

  // Reviews: the named ones, then generated ones below id 501 (new reviews start at 511).
  const reviews: unknown[][] = [];
  const reviewBlocks: unknown[][] = [];
  const items: unknown[][] = [];
  const blockById = new Map(blocks.map((b) => [b.id, b]));
  const blocksInGroup = (gid: number) =>
    [...new Set([...occ.values()].filter((o) => o.computer.group_id === gid).map((o) => o.block))].sort(
      (a, b) => a - b,
    );
  const closeOccurrences = (gid: number, blockIds: number[], state: string) => {
    for (const o of occ.values())
      if (o.computer.group_id === gid && blockIds.includes(o.block)) o.state = state;
  };
  const stateOf = (status: string) =>
    status === 'Completed' || status === 'KeepEnforcing'
      ? 'completed'
      : status === 'Deleted'
        ? 'deleted'
        : null;

  let generatedItemId = 9300;
  const namedItemBlocks = new Map<number, number[]>();
  for (const [, review, block] of NAMED_ITEMS)
    namedItemBlocks.set(review, [...(namedItemBlocks.get(review) ?? []), block]);

  for (const r of NAMED_REVIEWS) {
    const companyId = companyOfGroup.get(r.groupId)!;
    // Closed reviews take generated blocks only, so the named blocks stay in draftreviews.
    const closed = stateOf(r.status) !== null;
    const pool = blocksInGroup(r.groupId).filter((b) => !r.blocks.includes(b) && (!closed || b > 8112));
    // Reviews with more blocks than the examples name get blocks of their group.
    const wanted =
      r.id === 501
        ? 12
        : r.id === 503
          ? 9
          : r.id === 509
            ? 3
            : r.id === 505 || r.id === 506 || r.id === 510
              ? rng.int(4, 7)
              : r.blocks.length;
    const covered = [...r.blocks];
    for (const b of pool) if (covered.length < wanted) covered.push(b);
    for (const b of blocks.slice(NAMED_BLOCKS.length))
      if (covered.length < wanted && !covered.includes(b.id)) covered.push(b.id);
    reviews.push([
      r.id,
      `a7c3e1f0-4b2d-4e8a-9c1f-000000000${r.id}`,
      companyId,
      r.groupId,
      r.name,
      r.description,
      r.riskLevel,
      r.permissionLevel,
      r.status,
      r.mode,
      r.scope,
      r.createdBy,
      at(r.createdOn),
      at(r.updatedOn),
    ]);
    for (const b of covered) reviewBlocks.push([r.id, b]);
    if (r.id === 501) continue; // a fresh draft: no checklist yet
    const named = namedItemBlocks.get(r.id) ?? [];
    for (const b of covered.filter((x) => !named.includes(x))) {
      const blk = blockById.get(b)!;
      const status =
        r.status === 'DraftReview'
          ? 'Pending'
          : rng.weighted([
              ['Approved', 55],
              ['Pending', 20],
              ['Rejected', 10],
              ['Deferred', 15],
            ] as const);
      const decision = status === 'Pending' && rng.chance(0.5) ? null : blk.proposedAction;
      const on = new Date(
        at(r.createdOn).getTime() +
          rng.int(1, Math.max(2, Math.floor((Date.parse(r.updatedOn) - Date.parse(r.createdOn)) / 60_000))) *
            60_000,
      );
      const id = r.id === 509 && !items.some((it) => it[0] === 9311) ? 9311 : generatedItemId--;
      items.push([
        id,
        r.id,
        b,
        itemTitle(decision, blk.fileName, blk.filePath, blk.publisher),
        decision,
        decision === null && status !== 'Deferred' ? 'Pending' : status,
        null,
        r.createdBy,
        on,
      ]);
    }
    const state = stateOf(r.status);
    if (state) closeOccurrences(r.groupId, covered, state);
  }
  for (const [id, review, block, title, decision, status, comment, by, on] of NAMED_ITEMS) {
    items.push([id, review, block, title, decision, status, comment, by, at(on)]);
  }

  // Generated reviews: agms groups with blocks, spread over the companies; every status.
  const candidates = groups.filter(
    (g) => g.agms && blocksInGroup(g.id).filter((b) => b > 8112).length >= 2 && ![3001, 3002].includes(g.id),
  );
  const reviewCount = large ? 60 : STATUS_PLAN.length;
  let reviewId = 500;
  for (let i = 0; i < reviewCount && candidates.length > 0; i++) {
    const g = candidates[(i * 5) % candidates.length]!;
    const status = STATUS_PLAN[i % STATUS_PLAN.length]!;
    const id = reviewId--;
    const names = usersOfCompany.get(g.company_id) ?? ['Olivia Harper'];
    const by = rng.pick(names);
    const created = rng.dateBefore(new Date(ctx.now.getTime() - 2 * 86_400_000), 60);
    const updated = new Date(
      Math.min(ctx.now.getTime() - 3_600_000, created.getTime() + rng.int(1, 20) * 86_400_000),
    );
    const ja = japanese(g.id);
    const name = ja ? `${g.name} ${rng.pick(TOPICS_JA)}` : `${g.name} – ${rng.pick(TOPICS)}`;
    const scope = rng.weighted([
      ['Group', 70],
      ['Computer', 20],
      ['RolePolicy', 10],
    ] as const);
    reviews.push([
      id,
      rng.uuid(),
      g.company_id,
      g.id,
      name,
      ja ? `${g.name}でブロックされたファイルの確認。` : `Unique blocks reported by ${g.name} for review.`,
      rng.weighted([
        ['Low', 30],
        ['Medium', 40],
        ['High', 20],
        ['Critical', 10],
      ] as const),
      rng.weighted([
        ['Approver', 60],
        ['Reviewer', 30],
        ['ReadOnly', 10],
      ] as const),
      status,
      rng.pick(['Individual', 'Summary'] as const),
      scope,
      by,
      created,
      updated,
    ]);
    const pool = blocksInGroup(g.id).filter((b) => b > 8112);
    const covered = pool.slice(0, Math.min(pool.length, rng.int(2, 8)));
    for (const b of covered) reviewBlocks.push([id, b]);
    const withItems = status === 'DraftReview' ? covered.slice(0, rng.int(0, covered.length)) : covered;
    for (const b of withItems) {
      const blk = blockById.get(b)!;
      const final = status === 'Completed' || status === 'KeepEnforcing' || status === 'Published';
      const decisionStatus =
        status === 'DraftReview'
          ? 'Pending'
          : final
            ? rng.weighted([
                ['Approved', 80],
                ['Rejected', 20],
              ] as const)
            : rng.weighted([
                ['Approved', 40],
                ['Pending', 35],
                ['Rejected', 10],
                ['Deferred', 15],
              ] as const);
      const decision = decisionStatus === 'Pending' && rng.chance(0.5) ? null : blk.proposedAction;
      const on = new Date(
        created.getTime() +
          rng.int(10, Math.max(11, Math.floor((updated.getTime() - created.getTime()) / 60_000))) * 60_000,
      );
      items.push([
        generatedItemId--,
        id,
        b,
        itemTitle(decision, blk.fileName, blk.filePath, blk.publisher),
        decision,
        decision === null && decisionStatus !== 'Deferred' ? 'Pending' : decisionStatus,
        decisionStatus === 'Rejected'
          ? ja
            ? '業務上の必要性が確認できないため却下。'
            : 'No business need confirmed; keep the block.'
          : null,
        rng.pick(names),
        on,
      ]);
      if (decisionStatus === 'Approved' && decision) {
        for (const o of occ.values())
          if (o.computer.group_id === g.id && o.block === b && o.decision === null) o.decision = decision;
      }
    }
    const state = stateOf(status);
    if (state) closeOccurrences(g.id, covered, state);
  }

  await insertRows(
    db,
    'unique_block_occurrences',
    [
      ['unique_block_id', 'int'],
      ['computer_id', 'int'],
      ['block_count', 'int'],
      ['first_seen', 'timestamptz'],
      ['last_seen', 'timestamptz'],
      ['list_state', 'text'],
      ['decision', 'text'],
    ],
    [...occ.values()].map((o) => [o.block, o.computer.id, o.count, o.first, o.last, o.state, o.decision]),
  );
  await insertRows(
    db,
    'reviews',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['company_id', 'int'],
      ['group_id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['risk_level', 'text'],
      ['permission_level', 'text'],
      ['status', 'text'],
      ['mode', 'text'],
      ['scope', 'text'],
      ['created_by', 'text'],
      ['created_on', 'timestamptz'],
      ['updated_on', 'timestamptz'],
    ],
    reviews,
  );
  await insertRows(
    db,
    'review_blocks',
    [
      ['review_id', 'int'],
      ['unique_block_id', 'int'],
    ],
    reviewBlocks,
  );
  await insertRows(
    db,
    'review_checklist_items',
    [
      ['id', 'int'],
      ['review_id', 'int'],
      ['unique_block_id', 'int'],
      ['title', 'text'],
      ['decision', 'text'],
      ['decision_status', 'text'],
      ['comment', 'text'],
      ['updated_by', 'text'],
      ['updated_on', 'timestamptz'],
    ],
    items,
  );
};
