import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HolidaysRoute from '../routes/holidays';
import { documentsScreens, expectAxeClean, json } from './harness';

const { api, show } = documentsScreens('/profile/holidays');
const year = { year: 2026, start: '2026-04-01', end: '2027-03-31', usableFrom: '2027-05-02' };

describe('the holidays screen', () => {
  it('shows the balance and the year, and holiday management when leave has accrued; axe clean', async () => {
    api.answers['GET /v1/Employee/AnnualLeaveBalance'] = () =>
      json(200, { holidayYear: year, accruedDays: 18, usedDays: 5.5, leftDays: 12.5, set: true });
    api.answers['GET /v1/Employee/GetHolidayManagementLink'] = () => json(200, { url: '/profile/holidays' });
    show(<HolidaysRoute />);
    expect(await screen.findByRole('heading', { name: 'Holiday management' })).toBeInTheDocument();
    expect(screen.getByText('12.5')).toBeInTheDocument();
    expect(screen.getByText('1.4.2026\u2060–\u206031.3.2027')).toBeInTheDocument();
    expect(screen.getByText('2.5.2027')).toBeInTheDocument();
    await expectAxeClean();
  });

  it('without accrued leave: noughts, no management part', async () => {
    api.answers['GET /v1/Employee/AnnualLeaveBalance'] = () =>
      json(200, { holidayYear: year, accruedDays: 0, usedDays: 0, leftDays: 0, set: false });
    api.answers['GET /v1/Employee/GetHolidayManagementLink'] = () => json(200, { url: null });
    show(<HolidaysRoute />);
    expect(await screen.findByText('Holiday management opens once you have accrued annual leave.')).toBeInTheDocument();
    expect(screen.getByText('The agency has not recorded your annual leave for this holiday year yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Holiday management' })).toBeNull();
  });

  it("a failed load says 'Could not load data' with a retry", async () => {
    api.answers['GET /v1/Employee/GetHolidayManagementLink'] = () => json(200, { url: null });
    show(<HolidaysRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load data');
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
