// System binaries of the process trees (sha256 as in the contract's examples), and those of them
// that the catalogue holds as harmless hashes of their own.
import type { EventType } from './vocabulary';

export interface Proc {
  name: string;
  path: string;
  sha256: string;
  publisher: string | null;
}

/** System binaries that appear as parents in the trees (sha256 as in the contract's examples). */
export const SYS: Record<string, Proc> = {
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

/** System binaries of the trees that are not named above, as harmless hashes of their own. */
export const SYSTEM_HASHES: Array<[key: keyof typeof SYS, event: EventType, weight: number]> = [
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
