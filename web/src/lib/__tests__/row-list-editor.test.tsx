import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RowListEditor } from '../ui/row-list-editor';

interface Pet {
  key: number;
  name: string;
}
let next = 0;
const pet = (name = ''): Pet => ({ key: ++next, name });

function Pets({ start, movable = false }: { start: Pet[]; movable?: boolean }) {
  const [rows, setRows] = useState(start);
  return (
    <>
      <RowListEditor
        rows={rows}
        rowKey={(row) => row.key}
        onChange={setRows}
        newRow={() => pet()}
        rowTitle={(_, i) => `Pet ${i + 1}`}
        removeLabel={(_, i) => `Remove pet ${i + 1}`}
        addLabel="Add a pet"
        moveLabels={movable ? { up: (_, i) => `Move pet ${i + 1} up`, down: (_, i) => `Move pet ${i + 1} down` } : undefined}
        renderRow={(row, i) => (
          <label>
            Name of pet {i + 1}
            <input
              value={row.name}
              onChange={(e) => setRows((all) => all.map((r, j) => (j === i ? { ...r, name: e.target.value } : r)))}
            />
          </label>
        )}
      />
      <output>{rows.map((r) => r.name).join(',')}</output>
    </>
  );
}

afterEach(cleanup);

describe('RowListEditor', () => {
  it("an added row's first field takes the focus", async () => {
    const user = userEvent.setup();
    render(<Pets start={[pet('Musti')]} />);
    await user.click(screen.getByRole('button', { name: 'Add a pet' }));
    expect(screen.getByRole('group', { name: 'Pet 2' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name of pet 2'));
  });

  it("removing a row moves the focus to the next row's first field, or to the add button after the last", async () => {
    const user = userEvent.setup();
    render(<Pets start={[pet('Musti'), pet('Mirri'), pet('Hertta')]} />);
    await user.click(screen.getByRole('button', { name: 'Remove pet 1' }));
    expect(screen.getByRole('status').textContent).toBe('Mirri,Hertta');
    // The next row (Mirri, now the first) holds the focus; the page top does not.
    expect(document.activeElement).toBe(screen.getByLabelText('Name of pet 1'));
    expect((document.activeElement as HTMLInputElement).value).toBe('Mirri');
    await user.click(screen.getByRole('button', { name: 'Remove pet 2' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a pet' }));
  });

  it('moves a row up and down with the focus kept on its move button', async () => {
    const user = userEvent.setup();
    render(<Pets start={[pet('Musti'), pet('Mirri')]} movable />);
    expect((screen.getByRole('button', { name: 'Move pet 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move pet 2 up' }));
    expect(screen.getByRole('status').textContent).toBe('Mirri,Musti');
    // Now first, its own up button is disabled: its down button keeps the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move pet 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Move pet 1 down' }));
    expect(screen.getByRole('status').textContent).toBe('Musti,Mirri');
    expect(document.activeElement).toBe(
      within(screen.getByRole('group', { name: 'Pet 2' })).getByRole('button', { name: 'Move pet 2 up' }),
    );
  });
});
