import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Talent } from '@vuoro/domain';
import labels from '@/locales/en/labels.json';
import talentEn from '@/locales/en/talent.json';
import validation from '@/locales/en/validation.json';

// The form imports its schema from the api module, which imports Firebase: replace those.
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ user: null }) }));
vi.mock('firebase/firestore', () => ({ doc: vi.fn(), serverTimestamp: vi.fn(), updateDoc: vi.fn() }));

const { TalentEditForm, validateTalentForm, formValuesOf } = await import('../components/detail/talent-edit-form');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { talent: talentEn, validation, labels } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const talent: Talent = {
  id: 't-1',
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino@example.com',
  phoneNumber: '+358401234501',
  location: 'Helsinki',
  tags: [],
  jobs: [],
  languages: [{ language: 'fi', level: 'proficient' }],
  yearsOfExperiences: [],
  workHistories: [],
  educations: [],
  certificates: [],
  duplicate: false,
  employedElsewhere: false,
  jobSeeker: true,
  videoInterviewDone: false,
};

const catalogue = [
  { id: 'hygieniapassi', name: 'Hygieniapassi' },
  { id: 'trukkikortti', name: 'Trukkikortti' },
];
const industries = new Map([
  ['horeca', 'Hotels and restaurants'],
  ['logistics', 'Logistics'],
]);

function renderForm(onSave: (input: unknown) => Promise<void>, onDone = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <TalentEditForm talent={talent} tagCatalogue={catalogue} industries={industries} onSave={onSave} onDone={onDone} />
    </I18nextProvider>,
  );
  return { onDone };
}

describe('talent edit form rules', () => {
  it('first name, last name, email and phone are required; the phone needs its country code', () => {
    const values = { ...formValuesOf(talent), firstName: ' ', lastName: '', email: '', phoneNumber: '' };
    expect(validateTalentForm(values)).toEqual({
      errors: {
        firstName: 'validation:fieldRequired',
        lastName: 'validation:fieldRequired',
        email: expect.stringMatching(/^validation:/),
        phoneNumber: 'validation:fieldRequired',
      },
    });
    expect(validateTalentForm({ ...formValuesOf(talent), phoneNumber: '040 123 4567' })).toEqual({
      errors: { phoneNumber: 'validation:phoneFormat' },
    });
  });

  it('English texts must be in Latin characters; a valid form parses to the stored shape', () => {
    expect(validateTalentForm({ ...formValuesOf(talent), about: 'Кухар' })).toEqual({
      errors: { about: 'validation:latinCharactersOnly' },
    });
    const ok = validateTalentForm({ ...formValuesOf(talent), phoneNumber: '+358 40 123 4567' });
    expect(ok).toMatchObject({ data: { phoneNumber: '+358401234567', firstName: 'Aino' } });
  });
});

describe('TalentEditForm', () => {
  it("shows the spec's phone message and keeps what was typed, without saving", async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0401234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number should be formatted +358...')).toBeInTheDocument();
    expect(phone).toHaveValue('0401234567');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("a failed save says 'Error while saving talent!' and keeps the typed values", async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('permission-denied')));
    const { onDone } = renderForm(onSave);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const location = screen.getByLabelText('Location');
    await userEvent.clear(location);
    await userEvent.type(location, 'Lahti');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error while saving talent!');
    expect(location).toHaveValue('Lahti');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ location: 'Lahti', phoneNumber: '+358401234501' }));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('at least one language with its level: removing the last one says so; adding one saves it', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the language Finnish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(validation.languageRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
    await userEvent.selectOptions(screen.getByLabelText('Language 1'), 'uk');
    await userEvent.selectOptions(screen.getByLabelText('Level 1'), 'independent');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ languages: [{ language: 'uk', level: 'independent' }] })),
    );
  });

  it('a successful save closes the form', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { onDone } = renderForm(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

describe('TalentEditForm: catalogue picks, certificates, years of experience, work permit', () => {
  it('picks a tag from the catalogue by keyboard and an industry; both are saved as the schema stores them', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    await userEvent.type(tags, 'truk');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove the tag Trukkikortti' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'logistics');
    const jobs = screen.getByRole('combobox', { name: 'Jobs of interest' });
    await userEvent.type(jobs, 'Cook');
    await userEvent.click(await screen.findByRole('option', { name: 'Cook' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ tags: [{ id: 'trukkikortti', name: 'Trukkikortti' }], industry: 'logistics', jobs: ['cook'] }),
      ),
    );
  });

  it('a certificate needs its name; years of experience are a number', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add years of experience' }));
    await userEvent.type(screen.getByLabelText(/Line of work 1/), 'Cook');
    await userEvent.type(screen.getByLabelText(/Years 1/), '3,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(validation.fieldRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Certificate 1: name/), 'Hygiene passport');
    await userEvent.type(screen.getByLabelText(/Certificate 1: date/), '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          certificates: [{ name: 'Hygiene passport', date: new Date('2025-03-01'), additional_info: null }],
          yearsOfExperiences: [{ name: 'Cook', years: 3.5 }],
        }),
      ),
    );
  });

  it("an active permit needs its expiry date, 'not active' the application date; other dates are cleared", async () => {
    const active = { ...formValuesOf(talent), permit: 'active' as const, permitApplied: '2024-01-01' };
    expect(validateTalentForm(active)).toEqual({ errors: { permitActive: 'validation:permitExpiryRequired' } });
    expect(validateTalentForm({ ...formValuesOf(talent), permit: 'notActive' })).toEqual({
      errors: { permitApplied: 'validation:permitApplicationDateRequired' },
    });
    expect(validateTalentForm({ ...active, permitActive: '2027-06-30' })).toMatchObject({
      data: { permit: 'active', permitActive: new Date('2027-06-30'), permitApplied: null },
    });
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    await userEvent.selectOptions(screen.getByLabelText('Work permit'), 'active');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(validation.permitExpiryRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Permit valid until/), '2027-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ permit: 'active' })));
  });
});
