import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { EditScreen } from '../components/edit-screen';
import { OrderScreen } from '../components/order-screen';
import { ReportScreen } from '../components/report-screen';
import { answerRoutes, choices, customerShift } from './fixtures';
import { screenTests } from './texts';

const renderIn = screenTests();

/** axe-core's rules that jsdom can judge (no layout, so no colour contrast: the browser journeys check that). */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
describe('the screens pass axe', () => {
  it('the order form, several days and selected employees shown, after a refused send', async () => {
    answerRoutes({
      'GET /v1/User/CreateCustomerShiftData': { json: choices },
      'GET /v1/Shift/Customer/ProfessionTitles': { json: { professionTitles: choices.professionTitles } },
    });
    renderIn(<OrderScreen />);
    await screen.findByRole('button', { name: 'Order shift' });
    fireEvent.click(screen.getByLabelText('Several days'));
    fireEvent.click(screen.getByLabelText('Selected employees'));
    fireEvent.click(screen.getByRole('button', { name: 'Order shift' }));
    expect(await violations()).toEqual([]);
  });

  it('the report form with two rows', async () => {
    answerRoutes({ 'GET /v1/User/CreateCustomerShiftData': { json: choices } });
    renderIn(<ReportScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add shift' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 shifts' }));
    expect(await violations()).toEqual([]);
  });

  it('the edit form of a filled shift', async () => {
    answerRoutes({
      'GET /v1/Shift/Customer/Shift/Edit': {
        json: {
          shift: customerShift({ state: 'filled', can: { ...customerShift().can, edit: 'time' } }),
          form: {
            day: '2030-03-04',
            start: '8.00',
            end: '16.00',
            lunchBreak: 30,
            worktimeFormat: null,
            contactPerson: null,
            infoToEmployee: null,
            updatedAt: null,
          },
        },
      },
    });
    renderIn(<EditScreen shiftId="shift-1" />);
    await screen.findByRole('button', { name: 'Save shift' });
    expect(await violations()).toEqual([]);
  });
});
