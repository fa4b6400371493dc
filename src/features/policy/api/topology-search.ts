// The search params of the topology page: the block whose reach the nodes show, and which view
// (the tree, or the same figures as a table). A value that is not one of these is dropped.
export type TopologyView = 'tree' | 'table';

export interface TopologySearch {
  blockId?: number;
  view?: TopologyView;
}

const MAX_ID = 2147483647;

export function parseTopologySearch(raw: Record<string, unknown>): TopologySearch {
  const out: TopologySearch = {};
  const id =
    typeof raw.blockId === 'string' && /^\d{1,10}$/.test(raw.blockId) ? Number(raw.blockId) : raw.blockId;
  if (typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID) out.blockId = id;
  if (raw.view === 'table') out.view = 'table';
  return out;
}
