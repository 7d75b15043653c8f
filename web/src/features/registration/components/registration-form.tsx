import { useTranslation } from 'react-i18next';
import type { TalentRegistrationForm } from '@vuoro/domain';
import type { RegistrationFiles, RegistrationResult } from '../api/register-talent';
import { AboutSection } from './sections/about-section';
import { AccountSection } from './sections/account-section';
import { AvailabilitySection, LicenceSection, PermitSection } from './sections/conditions-sections';
import { EducationSection } from './sections/education-section';
import { JobsSection } from './sections/jobs-section';
import { LanguagesSection } from './sections/languages-section';
import { MoreSection } from './sections/more-section';
import { RegistrationOutcome } from './sections/outcome';
import { ReferencesSection } from './sections/references-section';
import { WorkSection } from './sections/work-section';
import { useRegistrationForm } from './use-registration-form';

export interface RegistrationFormProps {
  /** Runs (or resumes) the registration; the form keeps every value whatever the outcome. */
  onRegister: (form: TalentRegistrationForm, files: RegistrationFiles, honeypot: string) => Promise<RegistrationResult>;
  onRegistered: (uid: string) => void;
}

/**
 * The public talent registration (spec section 3, "Registration form labels"), one page in
 * sections so it works at 360 px and by keyboard: every block, repeating rows added and removed
 * with buttons that say which row they act on. Checked in the browser with the domain schema;
 * each error shows next to its field in the user's language and the first one gets the focus.
 * A failed step (account, profile, files) keeps everything typed and "Try again" resumes from
 * it; an email that already has an account says 'It seems that you have multiple accounts!'.
 */
export function RegistrationForm({ onRegister, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  const { form, formRef, outcomeRef } = useRegistrationForm({ onRegister, onRegistered });
  return (
    <form ref={formRef} noValidate onSubmit={form.submit} className="space-y-8" aria-describedby={`${form.prefix}-required`}>
      <p id={`${form.prefix}-required`} className="text-sm text-slate-700">
        {t('registration:requiredNote')}
      </p>
      <AboutSection form={form} />
      <JobsSection form={form} />
      <LanguagesSection form={form} />
      <EducationSection form={form} />
      <WorkSection form={form} />
      <ReferencesSection form={form} />
      <LicenceSection form={form} />
      <AvailabilitySection form={form} />
      <PermitSection form={form} />
      <MoreSection form={form} />
      <AccountSection form={form} />
      <RegistrationOutcome form={form} outcomeRef={outcomeRef} />
    </form>
  );
}
