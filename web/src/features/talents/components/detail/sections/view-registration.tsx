import { useTranslation } from 'react-i18next';
import type { RegistrationExtras } from '@vuoro/domain';
import { formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { useLanguageName } from '@/lib/use-language-name';
import { FieldList, Section } from '../section';
import { chips, useYesNo } from './view-parts';

/** What the talent answered on the registration form beyond the entity's fields (read-only). */
export function RegistrationAnswers({ answers }: { answers: RegistrationExtras }) {
  const { t, i18n } = useTranslation(['talent', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const yesNo = useYesNo();
  const languageName = useLanguageName();
  const list = chips;
  const licence = answers.driverLicence.classes.map((c) =>
    c === 'other' && answers.driverLicence.otherClass ? answers.driverLicence.otherClass : t(`labels:driverLicence.${c}`),
  );
  return (
    <Section id="talent-registration" title={t('talent:section.registration')}>
      <FieldList
        items={[
          { label: t('talent:field.jobFields'), value: list(answers.jobFields.map((f) => t(`labels:jobField.${f}`))) },
          { label: t('talent:field.driverLicence'), value: list(licence) },
          { label: t('talent:field.carInUse'), value: yesNo(answers.driverLicence.carInUse) },
          {
            label: t('talent:field.availability'),
            value: list(answers.availability.options.map((o) => t(`labels:availability.${o}`))),
          },
          {
            label: t('talent:field.weeklyHours'),
            value: answers.availability.weeklyHours === null ? null : formatHours(answers.availability.weeklyHours, language),
          },
          { label: t('talent:field.readyToMove'), value: yesNo(answers.readyToMove) },
          { label: t('talent:field.whereHeard'), value: answers.whereHeard },
          { label: t('talent:field.formLanguage'), value: answers.formLanguage ? languageName(answers.formLanguage) : null },
        ]}
      />
    </Section>
  );
}
