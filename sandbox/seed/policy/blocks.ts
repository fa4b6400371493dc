// The seeded building blocks: SPM global ones (Windows baseline, Microsoft Office, Adobe Reader,
// known ransomware hashes, browsers), each partner's service-provider blocks, local blocks of some
// companies and groups (the demo ones first, with the contract examples' ids), and a few drafts.
import type { PolicyComponent } from '../../../src/domain/policy/effective-policy';
import { PUBLISHERS } from './vocabulary';

export type ComponentSeed = Omit<PolicyComponent, 'componentKey' | 'target'>;

export interface BlockSeed {
  id: number;
  level: 'spmGlobal' | 'serviceProvider' | 'local';
  partnerId?: number;
  companyId?: number;
  siteId?: number;
  groupId?: number;
  name: string;
  description: string;
  offer: 'mandatory' | 'elective';
  /** Published versions (0: a draft only); version k holds the first components, growing to all. */
  versions: number;
  components: ComponentSeed[];
  /** Components the draft adds to the version in force (a draft waiting). */
  draftAdds?: ComponentSeed[];
  publishedBy: string;
}

const NONE = {
  publisher: null,
  product: null,
  versionFrom: null,
  versionTo: null,
  path: null,
  executable: null,
  mayLaunch: null,
  appName: null,
  iconId: null,
  sha256: null,
  fileName: null,
  note: null,
  expiresAt: null,
  provenance: null,
};
export const publisher = (
  action: 'allow' | 'deny',
  subject: string,
  product: string | null = null,
  versionFrom: string | null = null,
): ComponentSeed => ({
  ...NONE,
  kind: 'trustedPublisher',
  action,
  publisher: subject,
  product,
  versionFrom,
});
export const folder = (
  action: 'allow' | 'deny',
  path: string,
  note: string | null = null,
): ComponentSeed => ({
  ...NONE,
  kind: 'trustedFolder',
  action,
  path,
  note,
});
export const powerApp = (executable: string, mayLaunch: string[]): ComponentSeed => ({
  ...NONE,
  kind: 'powerApp',
  action: 'allow',
  executable,
  mayLaunch,
});
export const appGroup = (
  name: string,
  iconId: number,
  subject: string,
  product: string,
  path: string | null,
): ComponentSeed => ({
  ...NONE,
  kind: 'appGroup',
  action: 'allow',
  appName: name,
  iconId,
  publisher: subject,
  product,
  path,
});
export const hash = (
  action: 'allow' | 'deny',
  sha256: string,
  fileName: string,
  note: string | null = null,
): ComponentSeed => ({
  ...NONE,
  kind: 'hash',
  action,
  sha256,
  fileName,
  note,
});

const GLOBAL_ADMIN = 'Global Admin';

/** The SPM global blocks; `ransomware` are the hashes of seeded malicious files. */
export function globalBlocks(ransomware: Array<{ sha256: string; fileName: string }>): BlockSeed[] {
  return [
    {
      id: 11,
      level: 'spmGlobal',
      name: 'Windows baseline',
      description:
        'What every Windows computer runs: the OS folders and Microsoft-signed system files; nothing from the temp folders.',
      offer: 'mandatory',
      versions: 7,
      publishedBy: GLOBAL_ADMIN,
      components: [
        folder('allow', 'C:\\Windows\\*'),
        publisher('allow', PUBLISHERS.windows),
        folder('allow', 'C:\\Program Files\\Windows Defender\\*'),
        folder('allow', 'C:\\Program Files\\Common Files\\microsoft shared\\*'),
        powerApp('powershell.exe', [
          'C:\\Windows\\System32\\*.exe',
          'C:\\ProgramData\\Microsoft\\Windows Defender\\*.ps1',
        ]),
        powerApp('cmd.exe', ['C:\\Windows\\System32\\*.exe']),
        folder('deny', 'C:\\Users\\*\\AppData\\Local\\Temp\\*', 'Nothing runs from the temp folders.'),
        folder('deny', 'C:\\Users\\*\\Downloads\\*.exe', 'Downloaded programs need a rule of their own.'),
        folder('allow', 'C:\\Program Files\\WindowsApps\\Microsoft.*\\*'),
      ],
    },
    {
      id: 12,
      level: 'spmGlobal',
      name: 'Microsoft Office',
      description: 'Microsoft 365 Apps, signed by Microsoft.',
      offer: 'elective',
      versions: 3,
      publishedBy: GLOBAL_ADMIN,
      components: [
        appGroup(
          'Microsoft Office',
          2,
          PUBLISHERS.microsoft,
          'Microsoft Office',
          'C:\\Program Files\\Microsoft Office\\*',
        ),
        publisher('allow', PUBLISHERS.microsoft, 'Microsoft 365 Apps for enterprise', '16.0'),
        powerApp('WINWORD.EXE', ['C:\\Program Files\\Microsoft Office\\root\\Office16\\*.exe']),
        powerApp('EXCEL.EXE', ['C:\\Program Files\\Microsoft Office\\root\\Office16\\*.exe']),
        folder('allow', 'C:\\Program Files\\Common Files\\microsoft shared\\ClickToRun\\*'),
      ],
    },
    {
      id: 13,
      level: 'spmGlobal',
      name: 'Adobe Reader',
      description: 'Adobe Acrobat Reader DC, signed by Adobe.',
      offer: 'elective',
      versions: 4,
      publishedBy: GLOBAL_ADMIN,
      components: [
        appGroup(
          'Adobe Reader',
          3,
          PUBLISHERS.adobe,
          'Adobe Acrobat Reader DC',
          'C:\\Program Files\\Adobe\\Acrobat DC\\*',
        ),
        publisher('allow', PUBLISHERS.adobe, 'Adobe Acrobat Reader DC', '23.0'),
        folder('allow', 'C:\\Program Files (x86)\\Common Files\\Adobe\\ARM\\*'),
      ],
      draftAdds: [publisher('allow', PUBLISHERS.adobe, 'Adobe Acrobat', '24.0')],
    },
    {
      id: 14,
      level: 'spmGlobal',
      name: 'Known ransomware',
      description: 'Files classified malicious by the threat intelligence: blocked everywhere.',
      offer: 'mandatory',
      versions: 12,
      publishedBy: GLOBAL_ADMIN,
      components: ransomware.map((h) => hash('deny', h.sha256, h.fileName, 'Classified malicious.')),
    },
    {
      id: 15,
      level: 'spmGlobal',
      name: 'Web browsers',
      description: 'Google Chrome and Mozilla Firefox.',
      offer: 'elective',
      versions: 2,
      publishedBy: GLOBAL_ADMIN,
      components: [
        appGroup(
          'Google Chrome',
          4,
          PUBLISHERS.google,
          'Google Chrome',
          'C:\\Program Files\\Google\\Chrome\\Application\\*',
        ),
        appGroup(
          'Mozilla Firefox',
          4,
          PUBLISHERS.mozilla,
          'Firefox',
          'C:\\Program Files\\Mozilla Firefox\\*',
        ),
      ],
    },
  ];
}

/** The service-provider blocks of a partner; Northwind's carry the contract examples' ids. */
export function partnerBlocks(
  partner: { id: number; name: string; contactName: string },
  nextId: () => number,
): BlockSeed[] {
  const northwind = partner.id === 101;
  return [
    {
      id: northwind ? 21 : nextId(),
      level: 'serviceProvider',
      partnerId: partner.id,
      name: 'Office Suite',
      description: `Microsoft 365 Apps for every ${partner.name} customer, Word and Excel may start each other.`,
      offer: 'mandatory',
      versions: northwind ? 3 : 2,
      publishedBy: partner.contactName,
      components: [
        appGroup(
          'Microsoft Office',
          2,
          PUBLISHERS.microsoft,
          'Microsoft Office',
          'C:\\Program Files\\Microsoft Office\\*',
        ),
        publisher('allow', PUBLISHERS.microsoft, 'Microsoft 365 Apps for enterprise', '16.0'),
        powerApp('WINWORD.EXE', ['C:\\Program Files\\Microsoft Office\\root\\Office16\\*.exe']),
        publisher('allow', PUBLISHERS.zoom, 'Zoom'),
        folder('allow', 'C:\\Program Files\\Microsoft OneDrive\\*'),
        powerApp('OUTLOOK.EXE', ['C:\\Program Files\\Microsoft Office\\root\\Office16\\*.exe']),
      ],
      draftAdds: northwind ? [folder('allow', 'C:\\Program Files\\WindowsApps\\MSTeams_*\\*')] : undefined,
    },
    {
      id: northwind ? 22 : nextId(),
      level: 'serviceProvider',
      partnerId: partner.id,
      name: 'Remote support tools',
      description: `TeamViewer and Quick Assist for the ${partner.name} help desk.`,
      offer: 'elective',
      versions: 2,
      publishedBy: partner.contactName,
      components: [
        appGroup('TeamViewer', 6, PUBLISHERS.teamviewer, 'TeamViewer', 'C:\\Program Files\\TeamViewer\\*'),
        folder('allow', 'C:\\Program Files\\WindowsApps\\MicrosoftCorporationII.QuickAssist_*\\*'),
        publisher('allow', PUBLISHERS.teamviewer, 'TeamViewer', '15.0'),
        folder('deny', 'C:\\Users\\*\\AppData\\Local\\Temp\\TeamViewer\\*'),
      ],
    },
  ];
}

/** The demo company's and groups' local blocks (Fabrikam Manufacturing, its Chicago HQ groups). */
export const DEMO_LOCAL_BLOCKS: BlockSeed[] = [
  {
    id: 32,
    level: 'local',
    companyId: 1001,
    name: 'Fabrikam line-of-business apps',
    description: 'The plant systems and the file server’s tools.',
    offer: 'mandatory',
    versions: 5,
    publishedBy: 'Marcus Webb',
    components: [
      publisher('allow', PUBLISHERS.fabrikam),
      folder('allow', '\\\\fab-files01\\apps\\*'),
      appGroup('SAP GUI', 8, PUBLISHERS.sap, 'SAP GUI for Windows', 'C:\\Program Files\\SAP\\FrontEnd\\*'),
      appGroup('AutoCAD', 8, PUBLISHERS.autodesk, 'AutoCAD', 'C:\\Program Files\\Autodesk\\*'),
      folder('allow', '%ProgramFiles%\\Fabrikam\\*'),
      folder('deny', 'C:\\Users\\*\\Desktop\\*.exe', 'Programs are not run from desktops.'),
    ],
  },
  {
    id: 31,
    level: 'local',
    companyId: 1001,
    siteId: 2001,
    groupId: 3002,
    name: 'Engineering tools',
    description: 'Build tools and interpreters of the engineering laptops.',
    offer: 'mandatory',
    versions: 2,
    publishedBy: 'Chloe Dubois',
    components: [
      folder('allow', 'C:\\Dev\\*'),
      publisher('allow', PUBLISHERS.jetbrains, 'IntelliJ IDEA'),
      publisher('allow', PUBLISHERS.python, 'Python', '3.11'),
      powerApp('python.exe', ['C:\\Dev\\*\\*.py', 'C:\\Dev\\*\\.venv\\Scripts\\*.exe']),
      powerApp('node.exe', ['C:\\Dev\\*\\node_modules\\.bin\\*.cmd']),
      appGroup(
        'Visual Studio Code',
        5,
        PUBLISHERS.microsoft,
        'Visual Studio Code',
        'C:\\Users\\*\\AppData\\Local\\Programs\\Microsoft VS Code\\*',
      ),
    ],
  },
  {
    id: 33,
    level: 'local',
    companyId: 1001,
    siteId: 2001,
    groupId: 3001,
    name: 'Finance add-ins',
    description: 'Excel add-ins of the finance team.',
    offer: 'mandatory',
    versions: 0,
    publishedBy: 'Chloe Dubois',
    components: [],
    draftAdds: [folder('allow', 'C:\\Program Files\\Fabrikam\\Finance Add-ins\\*')],
  },
];
