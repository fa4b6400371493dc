// The words of the seeded policy world: certificate subjects of real-looking publishers, folders
// with wildcards, power apps, and the built-in iconset (small SVGs that only draw).
export const PUBLISHERS = {
  windows: 'CN=Microsoft Windows, O=Microsoft Corporation, L=Redmond, S=Washington, C=US',
  microsoft: 'CN=Microsoft Corporation, O=Microsoft Corporation, L=Redmond, S=Washington, C=US',
  adobe: 'CN=Adobe Inc., OU=Acrobat DC, O=Adobe Inc., L=San Jose, S=ca, C=US',
  google: 'CN=Google LLC, O=Google LLC, L=Mountain View, S=California, C=US',
  mozilla:
    'CN=Mozilla Corporation, OU=Firefox Engineering Operations, O=Mozilla Corporation, L=San Francisco, S=California, C=US',
  teamviewer: 'CN=TeamViewer Germany GmbH, O=TeamViewer Germany GmbH, L=Göppingen, S=Baden-Württemberg, C=DE',
  zoom: 'CN="Zoom Video Communications, Inc.", O="Zoom Video Communications, Inc.", L=San Jose, S=California, C=US',
  jetbrains: 'CN=JetBrains s.r.o., O=JetBrains s.r.o., L=Praha, C=CZ',
  python: 'CN=Python Software Foundation, O=Python Software Foundation, L=Beaverton, S=Oregon, C=US',
  fabrikam: 'CN=Fabrikam Manufacturing Inc., O=Fabrikam Manufacturing Inc., L=Chicago, S=Illinois, C=US',
  sap: 'CN=SAP SE, O=SAP SE, L=Walldorf, S=Baden-Wuerttemberg, C=DE',
  autodesk: 'CN="Autodesk, Inc.", O="Autodesk, Inc.", L=San Francisco, S=California, C=US',
};

const svg = (body: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`,
  ).toString('base64')}`;

/** id, name, SVG: the iconset app groups use. */
export const ICONS: Array<[number, string, string]> = [
  [
    1,
    'Windows',
    svg(
      '<rect x="2" y="2" width="9" height="9" fill="#0078d4"/><rect x="13" y="2" width="9" height="9" fill="#0078d4"/><rect x="2" y="13" width="9" height="9" fill="#0078d4"/><rect x="13" y="13" width="9" height="9" fill="#0078d4"/>',
    ),
  ],
  [
    2,
    'Office',
    svg(
      '<rect x="3" y="3" width="18" height="18" rx="3" fill="#d83b01"/><rect x="8" y="7" width="8" height="10" fill="#fff"/>',
    ),
  ],
  [
    3,
    'PDF reader',
    svg(
      '<rect x="4" y="2" width="16" height="20" rx="2" fill="#b30b00"/><path d="M8 14h8M8 10h8" stroke="#fff" stroke-width="2"/>',
    ),
  ],
  [
    4,
    'Browser',
    svg('<circle cx="12" cy="12" r="10" fill="#1a73e8"/><circle cx="12" cy="12" r="4" fill="#fff"/>'),
  ],
  [
    5,
    'Developer tools',
    svg(
      '<rect x="2" y="4" width="20" height="16" rx="2" fill="#2b2b2b"/><path d="M6 9l3 3-3 3M11 15h6" stroke="#3ddc84" stroke-width="2" fill="none"/>',
    ),
  ],
  [
    6,
    'Remote support',
    svg(
      '<rect x="2" y="4" width="20" height="13" rx="2" fill="#0e8ee9"/><rect x="8" y="19" width="8" height="2" fill="#0e8ee9"/>',
    ),
  ],
  [
    7,
    'Finance',
    svg(
      '<rect x="3" y="3" width="18" height="18" rx="2" fill="#107c41"/><path d="M7 16V11M12 16V8M17 16v-3" stroke="#fff" stroke-width="2"/>',
    ),
  ],
  [
    8,
    'Application',
    svg(
      '<rect x="3" y="3" width="18" height="18" rx="4" fill="#6b7280"/><rect x="7" y="7" width="10" height="10" rx="2" fill="#fff"/>',
    ),
  ],
];
