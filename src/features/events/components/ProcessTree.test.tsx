// @vitest-environment jsdom
// The process tree as a page shows it: a tree of a thousand processes renders only the rows in
// view (the path to the event's own process, expanded), not a thousand; each process shows the
// account it ran as and the server's blocked flag.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import type { ProcessNode } from '../api/process-tree';
import { ProcessTree } from './ProcessTree';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

// Nodes without a hash (no link to a hash page): the event's own process is found by its path.
const node = (name: string, children: ProcessNode[] = [], extra: Partial<ProcessNode> = {}): ProcessNode => ({
  processId: 4,
  processName: name,
  filePath: `C:\\Windows\\${name}`,
  sha256: null,
  publisher: null,
  commandLine: null,
  userName: 'NT AUTHORITY\\SYSTEM',
  blocked: false,
  children,
  ...extra,
});

const OWN = 'C:\\Users\\mwebb\\Downloads\\invoice_viewer.exe';
const own = node('invoice_viewer.exe', [node('conhost.exe')], {
  filePath: OWN,
  userName: 'FABRIKAM\\mwebb',
  blocked: true,
});

/** services.exe, 9 service hosts of 110 processes each (the fifth starts the event's own process): 1,002 processes. */
function thousandProcesses(): ProcessNode {
  const hosts = Array.from({ length: 9 }, (_, h) =>
    node(
      `svchost${h}.exe`,
      Array.from({ length: 110 }, (_, i) =>
        h === 4 && i === 0 ? node('explorer.exe', [own]) : node(`worker${h}-${i}.exe`),
      ),
    ),
  );
  return node('services.exe', hosts);
}

const event = { sha256: 'a'.repeat(64), filePath: OWN, fileName: 'invoice_viewer.exe' };

describe('the process tree', () => {
  it('renders a thousand-process tree as its visible rows only, expanded to the event', async () => {
    const { container } = renderUi(<ProcessTree root={thousandProcesses()} event={event} />);
    const tree = await screen.findByRole('tree', { name: 'Process tree of invoice_viewer.exe' });
    expect(screen.getByText(/^1,?002 processes$/)).toBeTruthy();
    // services.exe, its 9 hosts, the 110 of the fifth, explorer's child (the event) and its child.
    const items = within(tree).getAllByRole('treeitem');
    expect(items).toHaveLength(1 + 9 + 110 + 1 + 1);
    expect(container.querySelectorAll('*').length).toBeLessThan(1_500);
    const mine = tree.querySelector('[aria-current="true"]')!;
    expect(mine.textContent).toContain('invoice_viewer.exe');

    // Collapsing the event's host leaves 10 rows.
    const host = items.find((item) => item.textContent?.includes('svchost4.exe'))!;
    host.focus();
    await userEvent.setup({ delay: null }).keyboard('{ArrowLeft}');
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(10);
  });

  it('shows the account each process ran as, and the server\u2019s blocked flag on the processes it names', () => {
    const root = node('explorer.exe', [own, node('notepad.exe', [], { blocked: true, userName: null })], {
      userName: 'FABRIKAM\\mwebb',
    });
    renderUi(<ProcessTree root={root} event={event} />);
    const [explorer, viewer, conhost, notepad] = screen.getAllByRole('treeitem');
    expect(explorer!.textContent).toContain('User: FABRIKAM\\mwebb');
    expect(within(explorer!).queryByText('Blocked')).toBeNull();
    expect(within(viewer!).getByText('Blocked')).toBeTruthy();
    expect(viewer!.textContent).toContain('This event');
    expect(conhost!.textContent).toContain('User: NT AUTHORITY\\SYSTEM');
    // Another process the server says was blocked is marked too; one without an account says none.
    expect(within(notepad!).getByText('Blocked')).toBeTruthy();
    expect(notepad!.textContent).not.toContain('User:');
  });

  it('renders a parent of a thousand processes as the rows in view only', async () => {
    // explorer.exe started 999 processes, the event's own among them: all open, one level.
    const children = Array.from({ length: 999 }, (_, i) => (i === 500 ? own : node(`task${i}.exe`)));
    // jsdom lays nothing out: the tree's scroll area is 480 px high (a row's height is fixed).
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    const offset = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(480);
    onTestFinished(() => {
      height.mockRestore();
      offset.mockRestore();
    });
    const { container } = renderUi(<ProcessTree root={node('explorer.exe', children)} event={event} />);
    const tree = await screen.findByRole('tree', { name: 'Process tree of invoice_viewer.exe' });
    expect(screen.getByText(/^1,?001 processes$/)).toBeTruthy();
    const items = within(tree).getAllByRole('treeitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(50);
    expect(container.querySelectorAll('*').length).toBeLessThan(1_500);
    // It opens at the event's own process, the 501st child, not at the top.
    const mine = items.find((item) => item.getAttribute('aria-current') === 'true');
    expect(mine?.textContent).toContain('invoice_viewer.exe');
    expect(mine?.getAttribute('aria-posinset')).toBe('501');
    // Each rendered row still says where it stands among its siblings.
    // (the event's own process is open: its child, conhost.exe, is one level further down).
    for (const item of items) {
      const child = item.textContent?.includes('conhost.exe');
      expect(item.getAttribute('aria-level')).toBe(child ? '3' : '2');
      expect(item.getAttribute('aria-setsize')).toBe(child ? '1' : '999');
    }
  });
});
