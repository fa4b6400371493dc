// An event's process tree as the reply has it: the stored tree of the file's variant, with what
// depends on the event added to each process: the account it ran as (a service host at the root
// runs as SYSTEM, the processes it starts as the event's account when there is one; a tree
// started in a user's session runs as the event's account), and whether it was blocked (the
// event's own process, the deepest one running the event's file, when the event was a block).
import type { components } from '../../src/gen/openapi.gen';
import type { ProcessNode as StoredNode } from '../seed/inspection/process-trees';

type ProcessNode = components['schemas']['ProcessNode'];

const SYSTEM = 'NT AUTHORITY\\SYSTEM';
const SERVICE_HOSTS = new Set(['system', 'services.exe', 'svchost.exe']);

interface EventFacts {
  userName: string | null;
  sha256: string;
  filePath: string;
  action: string;
}

/** The deepest node running the event's file (by hash, else by path), as its chain of indexes. */
function ownPath(root: StoredNode, event: EventFacts): number[] | null {
  let best: number[] | null = null;
  const visit = (node: StoredNode, path: number[]) => {
    const runs =
      node.sha256 !== null
        ? node.sha256 === event.sha256
        : node.filePath.toLowerCase() === event.filePath.toLowerCase();
    if (runs && (!best || path.length > best.length)) best = path;
    node.children.forEach((child, index) => visit(child, [...path, index]));
  };
  visit(root, []);
  return best;
}

export function eventProcessTree(root: StoredNode, event: EventFacts): ProcessNode {
  const serviceRoot = SERVICE_HOSTS.has(root.processName.toLowerCase());
  const own = ownPath(root, event);
  const ownKey = own === null ? null : own.join('.');
  const shape = (node: StoredNode, path: number[]): ProcessNode => ({
    ...node,
    userName: serviceRoot ? (path.length === 0 ? SYSTEM : (event.userName ?? SYSTEM)) : event.userName,
    blocked: event.action === 'blocked' && path.join('.') === ownKey,
    children: node.children.map((child, index) => shape(child, [...path, index])),
  });
  return shape(root, []);
}
