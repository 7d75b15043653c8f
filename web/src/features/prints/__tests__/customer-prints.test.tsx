import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rosterPresetDays, type RosterPlacesResponse } from '@vuoro/domain';
import { CustomerPrints } from '../components/customer-prints';
import { expectAxeClean, json, screenApi } from '@/lib/__tests__/screen-api';
import customer from '@/locales/en/customer.json';

const { api, show } = screenApi('/customer/prints', { customer });

const place = (id: string, name: string, customerName = 'Hotelli Aurora Oy'): RosterPlacesResponse['placesOfWork'][number] => ({
  id,
  name,
  customer: { id: customerName === 'Hotelli Aurora Oy' ? 'hotelli-aurora' : 'other', name: customerName },
  address: null,
  city: null,
  phone: null,
});
const places = [place('pow-kitchen', 'Hotelli Aurora, keittiö'), place('pow-rooms', 'Hotelli Aurora, kerrossiivous')];
const pdf = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''Ty%C3%B6vuorolista.pdf" },
  });

function stubDownload() {
  URL.createObjectURL = vi.fn(() => 'blob:roster');
  URL.revokeObjectURL = vi.fn();
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

describe('/customer/prints', () => {
  it('downloads the roster of the chosen place for the next two weeks by default, or this week; axe clean', async () => {
    api.answers['GET /v1/Prints/Customer/PlacesOfWork'] = () => json(200, { placesOfWork: places });
    api.answers['GET /v1/Prints/Customer/PrintReport'] = pdf;
    const click = stubDownload();
    show(<CustomerPrints />);
    const select = await screen.findByRole('combobox', { name: /Place of work/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hotelli Aurora, keittiö', 'Hotelli Aurora, kerrossiivous']);
    const twoWeeks = rosterPresetDays('nextTwoWeeks', new Date());
    expect(screen.getByRole('button', { name: 'Next two weeks' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/From/)).toHaveValue(twoWeeks.from);
    await expectAxeClean();

    fireEvent.change(select, { target: { value: 'pow-rooms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.calls.find((c) => c.path === '/v1/Prints/Customer/PrintReport')!.query).toEqual({
      placeOfWorkId: 'pow-rooms',
      ...twoWeeks,
    });
    expect(await screen.findByText('The roster was downloaded.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.calls.filter((c) => c.path === '/v1/Prints/Customer/PrintReport')[1]!.query).toEqual({
      placeOfWorkId: 'pow-rooms',
      ...rosterPresetDays('thisWeek', new Date()),
    });
  });

  it("says 'Failed to download file' and keeps the choices; a bad period is said before anything is asked", async () => {
    api.answers['GET /v1/Prints/Customer/PlacesOfWork'] = () =>
      json(200, { placesOfWork: [...places, place('pow-terminal', 'Terminaali', 'Pohjola Oy')] });
    api.answers['GET /v1/Prints/Customer/PrintReport'] = () => json(500, { error: 'Something went wrong' });
    stubDownload();
    show(<CustomerPrints />);
    const select = await screen.findByRole('combobox', { name: /Place of work/ });
    // Places of several customers name their customer.
    expect(within(select).getByRole('option', { name: 'Terminaali (Pohjola Oy)' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'pow-terminal' } });
    const from = screen.getByLabelText(/From/);
    const until = screen.getByLabelText(/Until/);
    fireEvent.change(from, { target: { value: '2030-01-10' } });
    fireEvent.change(until, { target: { value: '2030-01-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The end cannot be before the start')).toBeInTheDocument();
    expect(until).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(until, { target: { value: '2030-03-14' } });
    expect(await screen.findByText('A roster covers at most 62 days. Choose a shorter period.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/v1/Prints/Customer/PrintReport')).toBe(false);

    fireEvent.change(until, { target: { value: '2030-01-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download file');
    expect(select).toHaveValue('pow-terminal');
    expect(from).toHaveValue('2030-01-10');
    expect(until).toHaveValue('2030-01-23');
    expect(api.calls.find((c) => c.path === '/v1/Prints/Customer/PrintReport')!.query).toEqual({
      placeOfWorkId: 'pow-terminal',
      from: '2030-01-10',
      until: '2030-01-23',
    });
  });

  it('says so when the account has no places', async () => {
    api.answers['GET /v1/Prints/Customer/PlacesOfWork'] = () => json(200, { placesOfWork: [] });
    show(<CustomerPrints />);
    expect(await screen.findByText('No places of work')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('offers a retry when the places fail to load', async () => {
    api.answers['GET /v1/Prints/Customer/PlacesOfWork'] = () => json(500, { error: 'Something went wrong' });
    show(<CustomerPrints />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
