import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '@/lib/ui/account-form';
import { FormField } from '@/lib/ui/field';
import { Section, TextInput } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

/** The account's password, with the live rule checklist, and the password again. */
export function AccountSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation('registration');
  const { values, set, idOf, errorOf, requiredText, prefix } = form;
  return (
    <Section title={t('registration:section.account')} hint={t('registration:hint.account')}>
      <FormField
        id={idOf('password')}
        label={t('registration:field.password')}
        required
        requiredText={requiredText}
        error={errorOf('password')}
      >
        {(props) => (
          <>
            <input
              {...props}
              aria-describedby={[props['aria-describedby'], `${prefix}-rules`].filter(Boolean).join(' ')}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
            />
            <PasswordChecklist id={`${prefix}-rules`} password={values.password} />
          </>
        )}
      </FormField>
      <TextInput
        form={form}
        path="confirmPassword"
        label={t('registration:field.confirmPassword')}
        value={values.confirmPassword}
        onValue={(v) => set('confirmPassword', v)}
        type="password"
        required
        autoComplete="new-password"
      />
    </Section>
  );
}
