// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { Table } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { BodyCell, BodyRow } from './BodyCell';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

describe('BodyCell', () => {
  it("carries exactly the classes Mantine's Table.Td gives in the table", () => {
    const { container } = renderUi(
      <Table highlightOnHover verticalSpacing={0}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>mantine</Table.Td>
            <BodyCell>plain</BodyCell>
            <BodyCell className="extra">plain</BodyCell>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
      undefined,
      { mantineEnv: 'test' },
    );
    const [mantine, plain, extra] = [...container.querySelectorAll('td')];
    expect(plain!.className).toBe(mantine!.className);
    expect(plain!.getAttributeNames().filter((name) => name.startsWith('data-'))).toEqual(
      mantine!.getAttributeNames().filter((name) => name.startsWith('data-')),
    );
    expect(extra!.className).toBe(`${mantine!.className} extra`);
  });

  it("and BodyRow exactly the classes and data attributes of Mantine's Table.Tr", () => {
    const { container } = renderUi(
      <Table highlightOnHover verticalSpacing={0}>
        <Table.Tbody>
          <Table.Tr className="row">
            <Table.Td>mantine</Table.Td>
          </Table.Tr>
          <BodyRow className="row">
            <BodyCell>plain</BodyCell>
          </BodyRow>
        </Table.Tbody>
      </Table>,
      undefined,
      { mantineEnv: 'test' },
    );
    const [mantine, plain] = [...container.querySelectorAll('tr')];
    const attributes = (row: Element) =>
      row.getAttributeNames().map((name) => `${name}=${row.getAttribute(name)}`);
    expect(attributes(plain!)).toEqual(expect.arrayContaining(attributes(mantine!)));
    expect(attributes(plain!).length).toBe(attributes(mantine!).length);
  });
});
