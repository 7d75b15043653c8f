import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeskPayPeriodView } from '@vuoro/domain';
import { expectAxeClean, json, screenApi } from '@/lib/__tests__/screen-api';
import pay from '@/locales/en/pay.json';
import { DeskPay } from '../desk-pay';

const { api, show } = screenApi('/desk/pay', { pay });

const period = (over: Partial<DeskPayPeriodView> = {}): DeskPayPeriodView => ({
  id: '2026-11-01',
  from: '2026-11-01',
  until: '2026-11-15',
  periodStart: '2026-10-31T22:00:00.000Z',
  periodEnd: '2026-11-15T21:59:59.999Z',
  reportingDeadline: '2026-11-17T21:59:59.999Z',
  paymentDate: '2026-11-30',
  state: 'open',
  stored: true,
  slips: 0,
  runAt: null,
  ...over,
});

const row = () => screen.findByRole('article', { name: /1\.11\.2026/ });

describe('/desk/pay', () => {
  it('moves a deadline: sends the days, says Saved successfully; a refusal keeps what was typed and says why', async () => {
    let periods = [period()];
    api.answers['GET /v1/Desk/Pay/Periods'] = () => json(200, { year: new Date().getFullYear(), periods });
    show(<DeskPay />);
    fireEvent.click(within(await row()).getByRole('button', { name: 'Move dates of 1.11.2026\u2060–\u206015.11.2026' }));
    const form = screen.getByRole('form', { name: 'Move dates of 1.11.2026\u2060–\u206015.11.2026' });
    fireEvent.change(within(form).getByLabelText('Reporting deadline'), { target: { value: '2026-11-14' } });
    api.answers['PUT /v1/Desk/Pay/Schedule'] = () => json(409, { error: 'deadlineBeforePeriodEnd' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The reporting deadline cannot be before the period's last day.")).toBeInTheDocument();
    expect(within(form).getByLabelText('Reporting deadline')).toHaveValue('2026-11-14');
    await expectAxeClean();

    fireEvent.change(within(form).getByLabelText('Reporting deadline'), { target: { value: '2026-11-20' } });
    api.answers['PUT /v1/Desk/Pay/Schedule'] = () => {
      periods = [period({ reportingDeadline: '2026-11-20T21:59:59.999Z' })];
      return json(200, { changed: periods });
    };
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      action: 'move',
      periodId: '2026-11-01',
      reportingDeadline: '2026-11-20',
      paymentDate: '2026-11-30',
    });
    expect(await within(await row()).findByText('20.11.2026')).toBeInTheDocument();
  });

  it('runs a period only after asking once more, and says how many slips were made', async () => {
    api.answers['GET /v1/Desk/Pay/Periods'] = () => json(200, { year: new Date().getFullYear(), periods: [period()] });
    api.answers['PUT /v1/Desk/Pay/Run'] = () =>
      json(200, { period: period({ state: 'run', slips: 2, runAt: '2026-11-18T08:00:00.000Z' }), made: 2, existing: 0 });
    show(<DeskPay />);
    fireEvent.click(within(await row()).getByRole('button', { name: 'Run 1.11.2026\u2060–\u206015.11.2026' }));
    expect(api.calls.some((c) => c.path === '/v1/Desk/Pay/Run')).toBe(false);
    expect(screen.getByText(/Make the salary slips of 1\.11\.2026/)).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, run' }));
    expect(await screen.findByText('Salary slips made: 2 (already made: 0).')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/v1/Desk/Pay/Run')!.body).toEqual({ periodId: '2026-11-01' });
  });

  it('publishes the year shown', async () => {
    const year = new Date().getFullYear();
    api.answers['GET /v1/Desk/Pay/Periods'] = () => json(200, { year, periods: [] });
    api.answers['PUT /v1/Desk/Pay/Schedule'] = () => json(200, { changed: [period(), period({ id: '2026-11-16' })] });
    show(<DeskPay />);
    expect(await screen.findByText(`No pay periods published for ${year}.`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Publish ${year}` }));
    expect(await screen.findByText('2 periods published.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ action: 'publish', year });
  });
});
