import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CertificateRoute from '../routes/certificate';
import { catchDownloads, documentsScreens, expectAxeClean, json, pdf } from './harness';

const { api, show } = documentsScreens('/profile/certificate');
const ORDER = 'GET /v1/Employee/CertificateOrder';
const REPORT = 'GET /v1/Reporting/CertificationOfEmploymentReport';
const ordered = {
  id: 'o1',
  employeeId: 'sp-eero',
  employeeName: 'Eero Nieminen',
  state: 'ordered',
  orderedAt: '2026-11-29T08:00:00.000Z',
  answeredAt: null,
  evaluation: null,
};

describe('the certificate screen', () => {
  it('downloads a temporary certificate through the report route with temporaryCertificate=true; axe clean', async () => {
    api.answers[ORDER] = () => json(200, { order: null });
    api.answers[REPORT] = () => pdf('Väliaikainen työtodistus – Eero Nieminen.pdf');
    show(<CertificateRoute />);
    const downloads = catchDownloads();
    await screen.findByRole('button', { name: 'Order certificate' });
    await expectAxeClean();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download temporary certificate' })));
    await waitFor(() => expect(downloads).toEqual(['Väliaikainen työtodistus – Eero Nieminen.pdf']));
    expect(api.calls.find((c) => c.path === '/v1/Reporting/CertificationOfEmploymentReport')?.query).toEqual({
      temporaryCertificate: 'true',
    });
    expect(screen.queryByRole('button', { name: 'Download certificate' })).toBeNull();
  });

  it('orders the final one only after asking once more, then says it is ordered', async () => {
    let placed = false;
    api.answers[ORDER] = () => json(200, { order: placed ? ordered : null });
    api.answers[REPORT] = (call) => {
      placed = call.query.doNotPrint === 'true';
      return json(202, { order: ordered });
    };
    show(<CertificateRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Order certificate' }));
    expect(api.calls.filter((c) => c.path.endsWith('CertificationOfEmploymentReport'))).toHaveLength(0);
    expect(screen.getByText('Order a final certificate of employment from the agency?')).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, order' })));
    expect(await screen.findByText('Ordered on 29.11.2026. You will get a message when it is ready.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order certificate' })).toBeNull();
  });

  it("a failed order says 'Failed to order employment certificate' with the agency's email", async () => {
    api.answers[ORDER] = () => json(200, { order: null });
    api.answers[REPORT] = () => json(500, { error: 'Something went wrong' });
    show(<CertificateRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Order certificate' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, order' })));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to order employment certificate');
    expect(screen.getByRole('link', { name: 'palkat@vuoro.fi' })).toHaveAttribute('href', 'mailto:palkat@vuoro.fi');
  });

  it("once answered, downloads the final certificate; a failure says 'Failed to download file'", async () => {
    api.answers[ORDER] = () => json(200, { order: { ...ordered, state: 'answered', answeredAt: '2026-11-30T08:00:00.000Z' } });
    api.answers[REPORT] = () => json(404, { error: 'certificateNotReady' });
    show(<CertificateRoute />);
    expect(await screen.findByText('Your certificate is ready (answered on 30.11.2026).')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download certificate' })));
    expect(await screen.findByText('Failed to download file')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('CertificationOfEmploymentReport'))?.query).toEqual({});
  });
});
