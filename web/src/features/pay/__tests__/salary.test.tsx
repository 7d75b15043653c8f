import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PayPeriodView, SalarySlipView } from '@vuoro/domain';
import { Salary } from '../components/salary';
import { expectAxeClean, json, screenApi } from '@/lib/__tests__/screen-api';
import pay from '@/locales/en/pay.json';

const { api, show } = screenApi('/profile/salary', { pay });

const slip: SalarySlipView = {
  id: '2026-11-01_sp-eero',
  from: '2026-11-01',
  until: '2026-11-15',
  paymentDate: '2026-11-30',
  hours: 16,
  estimate: 240,
  fileName: 'salary-slip-2026-11-01.pdf',
  downloadKey: 'k'.repeat(43),
};
const period = (from: string, until: string, paymentDate: string): PayPeriodView => ({
  id: from,
  from,
  until,
  periodStart: `${from}T00:00:00.000Z`,
  periodEnd: `${until}T21:59:59.999Z`,
  reportingDeadline: `${until}T21:59:59.999Z`,
  paymentDate,
  state: 'open',
  stored: true,
});
const periods = [period('2026-12-01', '2026-12-15', '2026-12-31'), period('2026-12-16', '2026-12-31', '2027-01-15')];

function scriptAll() {
  api.answers['GET /v1/Salary/Salaryslips'] = () => json(200, { slips: [slip] });
  api.answers['GET /v1/Salary/Employee/SalaryPaymentSchedules'] = () =>
    json(200, { periods, nextPayment: periods[0], reporting: periods });
  api.answers['GET /v1/Employee/WorkTimePeriods'] = () =>
    json(200, {
      periods: [
        {
          id: '2026-11-16',
          from: '2026-11-16',
          until: '2026-11-30',
          paymentDate: '2026-12-15',
          hours: 12,
          approvedHours: 8,
          waitingHours: 4,
          shifts: 2,
        },
      ],
    });
}

describe('/profile/salary', () => {
  it('shows the slips, the schedule with the next payment marked, and the work time periods; axe clean', async () => {
    scriptAll();
    show(<Salary />);
    const slips = await screen.findByRole('region', { name: 'Your slips' });
    expect(
      await within(slips).findByRole('heading', { name: 'Pay period 1.11.2026\u2060–\u206015.11.2026' }),
    ).toBeInTheDocument();
    expect(within(slips).getByText('16.00 h')).toBeInTheDocument();
    expect(within(slips).getByText('The sums are illustrative: no tax has been calculated.')).toBeInTheDocument();
    const schedule = screen.getByRole('region', { name: 'Salary payment schedule' });
    expect(await within(schedule).findByText('Next payment 31.12.2026')).toBeInTheDocument();
    const current = within(schedule)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('1.12.2026');
    const table = await screen.findByRole('table', { name: 'Work time periods' });
    expect(within(table).getByRole('row', { name: /16\.11\.2026.*8\.00 4\.00 12\.00/ })).toBeInTheDocument();
    await expectAxeClean();
  });

  it('downloads a slip with its key in X-Download-Key, and says "Failed to download file" when it fails', async () => {
    scriptAll();
    URL.createObjectURL = vi.fn(() => 'blob:slip');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.answers['PUT /v1/Salary/Salaryslips/slip'] = () =>
      new Response(new Uint8Array([37, 80, 68, 70]), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${slip.fileName}"` },
      });
    show(<Salary />);
    const button = await screen.findByRole('button', { name: 'Download PDF: salary slip for 1.11.2026\u2060–\u206015.11.2026' });
    fireEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const sent = api.calls.find((c) => c.path === '/v1/Salary/Salaryslips/slip')!;
    expect(sent).toMatchObject({ method: 'PUT', body: { id: slip.id } });
    expect(api.headersOf('/v1/Salary/Salaryslips/slip').get('X-Download-Key')).toBe(slip.downloadKey);

    api.answers['PUT /v1/Salary/Salaryslips/slip'] = () => json(404, { error: 'salarySlipNotFound' });
    fireEvent.click(button);
    expect(await screen.findByText('Failed to download file')).toBeInTheDocument();
  });

  it('says so when there are no slips yet, and offers a retry when a list fails', async () => {
    scriptAll();
    api.answers['GET /v1/Salary/Salaryslips'] = () => json(200, { slips: [] });
    api.answers['GET /v1/Employee/WorkTimePeriods'] = () => json(500, { error: 'Something went wrong' });
    show(<Salary />);
    expect(await screen.findByText('No salary slips yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
