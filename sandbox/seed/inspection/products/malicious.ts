// Products of the file catalogue: malicious: droppers, stealers, loaders (each version gets a new name).
import { P, DL, TEMP, ROAMING, type Product } from './product';

export const MALICIOUS: Product[] = [
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
];
