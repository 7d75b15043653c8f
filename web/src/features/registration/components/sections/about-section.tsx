import { useTranslation } from 'react-i18next';
import { Section, TextInputs, type TextSpec } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

const NAME_FIELDS: TextSpec<'firstName' | 'lastName'>[] = [
  { key: 'firstName', required: true, autoComplete: 'given-name' },
  { key: 'lastName', required: true, autoComplete: 'family-name' },
];
const CONTACT_FIELDS: TextSpec<'email' | 'phone' | 'currentLocation'>[] = [
  { key: 'email', required: true, type: 'email', autoComplete: 'email' },
  { key: 'phone', required: true, type: 'tel', autoComplete: 'tel', hint: 'phone' },
  { key: 'currentLocation', autoComplete: 'address-level2', hint: 'currentLocation' },
];

/** Names, contact details and where the talent lives (first names side by side, also on a phone). */
export function AboutSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, set } = form;
  return (
    <Section title={t('registration:section.about')}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <TextInputs form={form} specs={NAME_FIELDS} values={values} onValue={(key, v) => set(key, v)} />
      </div>
      <TextInputs form={form} specs={CONTACT_FIELDS} values={values} onValue={(key, v) => set(key, v)} />
    </Section>
  );
}
