import { useTranslation } from 'react-i18next';
import { AVAILABILITY_OPTIONS, DRIVER_LICENCE_CLASSES, WORK_PERMIT_OPTIONS } from '@vuoro/domain';
import { FormField } from '@/lib/ui/field';
import type { RegistrationValues } from '../../model';
import { Check, CheckGroup, Section, TextInput } from '../form-parts';
import type { RegistrationFormApi } from '../use-registration-form';

/** Driving licence classes ('other' asks which) and whether the talent has a car in use. */
export function LicenceSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation(['registration', 'labels']);
  const { values, set } = form;
  return (
    <Section title={t('registration:section.licence')}>
      <CheckGroup
        legend={t('registration:field.licenceClasses')}
        options={DRIVER_LICENCE_CLASSES.map((c) => ({ value: c, label: t(`labels:driverLicence.${c}`) }))}
        chosen={values.licenceClasses}
        twoColumns
        onChange={(list) => set('licenceClasses', list, 'otherClass')}
      />
      {values.licenceClasses.includes('other') && (
        <TextInput
          form={form}
          path="otherClass"
          label={t('registration:field.otherClass')}
          value={values.otherClass}
          onValue={(v) => set('otherClass', v)}
        />
      )}
      <Check label={t('registration:field.carInUse')} checked={values.carInUse} onChange={(on) => set('carInUse', on)} />
    </Section>
  );
}

/** When the talent can work, how many hours a week, and whether it would move for work. */
export function AvailabilitySection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation(['registration', 'labels']);
  const { values, set } = form;
  return (
    <Section title={t('registration:section.availability')}>
      <CheckGroup
        legend={t('registration:field.availability')}
        options={AVAILABILITY_OPTIONS.map((o) => ({ value: o, label: t(`labels:availability.${o}`) }))}
        chosen={values.availability}
        twoColumns
        onChange={(list) => set('availability', list)}
      />
      <TextInput
        form={form}
        path="weeklyHours"
        label={t('registration:field.weeklyHours')}
        value={values.weeklyHours}
        onValue={(v) => set('weeklyHours', v)}
        inputMode="numeric"
      />
      <Check label={t('registration:field.readyToMove')} checked={values.readyToMove} onChange={(on) => set('readyToMove', on)} />
    </Section>
  );
}

/** The work permit, with its expiry (active) or application date (not active). */
export function PermitSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation(['registration', 'labels']);
  const { values, set, idOf, errorOf } = form;
  return (
    <Section title={t('registration:section.permit')}>
      <FormField id={idOf('permit')} label={t('registration:field.permit')} error={errorOf('permit')}>
        {(props) => (
          <select
            {...props}
            value={values.permit}
            onChange={(e) => set('permit', e.target.value as RegistrationValues['permit'], 'permitExpiry', 'permitApplied')}
          >
            <option value="">{t('registration:choose')}</option>
            {WORK_PERMIT_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {t(`labels:workPermit.${o}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {values.permit === 'active' && (
        <TextInput
          form={form}
          path="permitExpiry"
          label={t('registration:field.permitExpiry')}
          value={values.permitExpiry}
          onValue={(v) => set('permitExpiry', v)}
          type="date"
          required
        />
      )}
      {values.permit === 'notActive' && (
        <TextInput
          form={form}
          path="permitApplied"
          label={t('registration:field.permitApplied')}
          value={values.permitApplied}
          onValue={(v) => set('permitApplied', v)}
          type="date"
          required
        />
      )}
    </Section>
  );
}
