// @vitest-environment jsdom
// A change's fields as the user reads them: an enum member (a review's status) in its label, the
// same word in another field (a name) as it was recorded.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { installJsdomShims, renderUi } from '../../../tests/support/render-ui';
import { ChangeFieldsTable } from './ChangeFieldsTable';

installJsdomShims();
afterEach(cleanup);

it("shows a review's status in words, a name as recorded", () => {
  renderUi(
    <ChangeFieldsTable
      label="Changed fields"
      entityType="Review"
      fields={[
        { field: 'status', older: 'DraftReview', newer: 'Applied', secret: false },
        { field: 'name', older: 'Applied', newer: 'Applied 2', secret: false },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Changed fields' });
  const cells = (field: string) =>
    within(within(table).getByRole('rowheader', { name: field }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('Status')).toEqual(['Draft review', 'Applied']);
  expect(cells('Name')).toEqual(['Applied', 'Applied 2']);
});
