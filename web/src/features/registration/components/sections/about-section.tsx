import { useTranslation } from 'react-i18next';
import { Check, Section, TextInput } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

/** Names, contact details and where the talent lives. */
export function AboutSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, set } = form;
  return (
    <Section title={t('registration:section.about')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          form={form}
          path="firstName"
          label={t('registration:field.firstName')}
          value={values.firstName}
          onValue={(v) => set('firstName', v)}
          required
          autoComplete="given-name"
        />
        <TextInput
          form={form}
          path="lastName"
          label={t('registration:field.lastName')}
          value={values.lastName}
          onValue={(v) => set('lastName', v)}
          required
          autoComplete="family-name"
        />
      </div>
      <TextInput
        form={form}
        path="email"
        label={t('registration:field.email')}
        value={values.email}
        onValue={(v) => set('email', v)}
        required
        type="email"
        autoComplete="email"
      />
      <TextInput
        form={form}
        path="phone"
        label={t('registration:field.phone')}
        value={values.phone}
        onValue={(v) => set('phone', v)}
        required
        type="tel"
        autoComplete="tel"
        hint={t('registration:hint.phone')}
      />
      <TextInput
        form={form}
        path="currentLocation"
        label={t('registration:field.currentLocation')}
        value={values.currentLocation}
        onValue={(v) => set('currentLocation', v)}
        autoComplete="address-level2"
        hint={t('registration:hint.currentLocation')}
      />
      <Check label={t('registration:field.readyToMove')} checked={values.readyToMove} onChange={(on) => set('readyToMove', on)} />
    </Section>
  );
}
