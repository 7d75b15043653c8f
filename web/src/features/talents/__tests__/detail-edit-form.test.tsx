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

function renderForm(onSave: (input: unknown) => Promise<void>, onDone = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <TalentEditForm talent={talent} onSave={onSave} onDone={onDone} />
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
    await userEvent.click(screen.getByRole('button', { name: 'Remove Finnish' }));
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
