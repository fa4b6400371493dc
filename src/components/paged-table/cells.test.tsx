// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { Cell, exportValue } from './cells';
import { columnsOf } from './table-definition';
import { fakeT, madeUpKey } from '../../../tests/support/made-up-words';

interface Row {
  name: string;
  status: 'on' | 'off';
  count: number;
  seen: string | null;
}

const c = columnsOf<Row>();
const row: Row = { name: 'Fabrikam', status: 'off', count: 1_234_567, seen: '2026-11-23T09:00:00Z' };
const badge = c.badge('status', {
  headerKey: madeUpKey('x'),
  badges: {
    on: { labelKey: 'forms.options.licenseStatus.activated', color: 'green' },
    off: { labelKey: 'forms.options.licenseStatus.expired', color: 'orange' },
  },
});

afterEach(cleanup);

describe('the cells', () => {
  it('shows a status as its badge text, and exports the same words', () => {
    renderUi(<Cell column={badge} row={row} />);
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(
      exportValue(
        badge,
        row,
        fakeT((key) => (key.endsWith('expired') ? 'Expired' : key)),
      ),
    ).toBe('Expired');
  });

  it('shows a short badge text when it has one, its full text read, on hover and exported', () => {
    const short = c.badge('status', {
      headerKey: madeUpKey('x'),
      badges: {
        on: {
          labelKey: 'forms.options.pointType.PDP',
          shortKey: 'servers.list.pointTypeShort.PDP',
          color: 'blue',
        },
        off: {
          labelKey: 'forms.options.pointType.LRP',
          shortKey: 'servers.list.pointTypeShort.LRP',
          color: 'grape',
        },
      },
    });
    const { container } = renderUi(<Cell column={short} row={row} />);
    expect(screen.getByText('LRP').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('LRP (log relay point)')).toBeTruthy();
    expect(container.querySelector('[title="LRP (log relay point)"]')).toBeTruthy();
    expect(
      exportValue(
        short,
        row,
        fakeT((key) => (key.endsWith('pointType.LRP') ? 'Full' : key)),
      ),
    ).toBe('Full');
  });

  it('shows an enum in words and exports the same words', () => {
    const column = c.label('status', {
      headerKey: madeUpKey('x'),
      labels: { on: 'forms.options.licenseStatus.activated', off: 'forms.options.licenseStatus.deactivated' },
    });
    renderUi(<Cell column={column} row={row} />);
    expect(screen.getByText('Deactivated')).toBeTruthy();
    expect(
      exportValue(
        column,
        row,
        fakeT((key) => (key.endsWith('deactivated') ? 'Deactivated' : key)),
      ),
    ).toBe('Deactivated');
  });

  it('abbreviates numbers, with the exact figure as a tooltip', () => {
    renderUi(<Cell column={c.number('count', { headerKey: madeUpKey('x') })} row={row} />);
    const cell = screen.getByText('1.23M');
    expect(cell.getAttribute('title')).toBe('1,234,567');
  });

  it('shows a date in the user\u2019s language with its machine-readable instant, and nothing for none', () => {
    const column = c.date('seen', { headerKey: madeUpKey('x') });
    const { container } = renderUi(<Cell column={column} row={row} />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-23T09:00:00Z');
    expect(time?.textContent).toMatch(/2026/);
    cleanup();
    const empty = renderUi(<Cell column={column} row={{ ...row, seen: null }} />);
    expect(empty.container.querySelector('time')).toBeNull();
  });
});

// @ts-expect-error a column naming a field the row type lacks does not compile
c.text('password', { headerKey: madeUpKey('x') });
const onlyOn = { on: { labelKey: madeUpKey('x'), color: 'green' } };
// @ts-expect-error a badge must cover every value of its field
c.badge('status', { headerKey: madeUpKey('x'), badges: onlyOn });
// @ts-expect-error an enum column must name every value of its field
c.label('status', { headerKey: madeUpKey('x'), labels: { on: madeUpKey('x') } });
