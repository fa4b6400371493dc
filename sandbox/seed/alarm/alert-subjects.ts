// What generated alerts are about: bad files, child processes of Office, tampering, server metrics.

// Files for generated security alerts: name, path, sha256 prefix seed, publisher, verdict.
export const BAD_FILES: Array<[string, string, string | null, string]> = [
  ['mimikatz.exe', 'C:\\Users\\Public\\mimikatz.exe', null, 'malicious'],
  ['svchost32.exe', 'C:\\Users\\{u}\\AppData\\Roaming\\svchost32.exe', null, 'malicious'],
  ['invoice_2026_11.pdf.exe', 'C:\\Users\\{u}\\Downloads\\invoice_2026_11.pdf.exe', null, 'malicious'],
  ['coinminer.exe', 'C:\\ProgramData\\Intel\\coinminer.exe', null, 'malicious'],
  ['remcos.exe', 'C:\\Users\\{u}\\AppData\\Roaming\\remcos\\remcos.exe', null, 'malicious'],
  ['keygen_patch.exe', 'C:\\Users\\{u}\\Downloads\\keygen_patch.exe', null, 'malicious'],
  ['rclone.exe', 'C:\\ProgramData\\sync\\rclone.exe', null, 'suspicious'],
  ['AnyDesk.exe', 'C:\\Users\\{u}\\Downloads\\AnyDesk.exe', 'philandro Software GmbH', 'suspicious'],
  [
    'TeamViewer_Setup.exe',
    'C:\\Users\\{u}\\Downloads\\TeamViewer_Setup.exe',
    'TeamViewer Germany GmbH',
    'suspicious',
  ],
  ['nc64.exe', 'C:\\Users\\{u}\\AppData\\Local\\Temp\\nc64.exe', null, 'suspicious'],
  ['ngrok.exe', 'C:\\Users\\{u}\\Downloads\\ngrok.exe', 'ngrok LLC', 'suspicious'],
];
export const CHILD_PROCESSES: Array<[string, string]> = [
  ['powershell.exe', 'EXCEL.EXE'],
  ['cmd.exe', 'WINWORD.EXE'],
  ['wscript.exe', 'OUTLOOK.EXE'],
  ['mshta.exe', 'EXCEL.EXE'],
  ['certutil.exe', 'WINWORD.EXE'],
  ['rundll32.exe', 'POWERPNT.EXE'],
];
export const TAMPERING = [
  'Attempt to stop the agent service',
  'Agent configuration file modified',
  'Policy file deleted',
  'Agent driver unload attempt',
];
export const SYSTEM_TITLES: Record<number, string[]> = {
  31: [
    'Management server disk at 91 %',
    'Management server CPU at 97 % for 35 minutes',
    'Database connection pool exhausted',
    'Nightly backup failed: disk full',
    'PDP-CHI-01 certificate expires in 21 days',
  ],
  32: [
    'LRP-CHI-01 backlog at 142 000 events',
    'LRP-IAD-01 has not forwarded for 18 minutes',
    'LRP-AMS-01 backlog at 108 500 events',
  ],
  41: ['Console sign-in page unavailable for 7 minutes', 'Console response time 6.2 s (p95)'],
  42: [
    'API error rate 3.4 % over 10 minutes',
    '412 failed sign-ins in 15 minutes',
    'API error rate 2.6 % over 10 minutes',
  ],
};
