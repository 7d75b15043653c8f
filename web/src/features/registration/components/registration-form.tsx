import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationFormStep, TalentRegistrationForm } from '@vuoro/domain';
import type { RegistrationFiles, RegistrationResult } from '../api/register-talent';
import { AboutSection } from './sections/about-section';
import { AccountSection } from './sections/account-section';
import { AvailabilitySection, LicenceSection, PermitSection } from './sections/conditions-sections';
import { EducationSection } from './sections/education-section';
import { JobsSection } from './sections/jobs-section';
import { LanguagesSection } from './sections/languages-section';
import { MoreSection, SkillsSection } from './sections/more-section';
import { RegistrationOutcome } from './sections/outcome';
import { PrivacySection } from './sections/privacy-section';
import { ReferencesSection } from './sections/references-section';
import { StepErrors, Stepper } from './stepper';
import { WorkSection } from './sections/work-section';
import { useRegistrationForm, type RegistrationFormApi } from './use-registration-form';

export interface RegistrationFormProps {
  /** Runs (or resumes) the registration; the form keeps every value whatever the outcome. */
  onRegister: (form: TalentRegistrationForm, files: RegistrationFiles, honeypot: string) => Promise<RegistrationResult>;
  onRegistered: (uid: string) => void;
}

/** What each step shows (domain REGISTRATION_STEP_FIELDS says which fields each checks). */
const STEP_CONTENT: Record<RegistrationFormStep, (form: RegistrationFormApi) => ReactNode> = {
  account: (form) => (
    <>
      <AboutSection form={form} />
      <AccountSection form={form} />
    </>
  ),
  work: (form) => (
    <>
      <JobsSection form={form} />
      <WorkSection form={form} />
    </>
  ),
  conditions: (form) => (
    <>
      <AvailabilitySection form={form} />
      <LicenceSection form={form} />
      <PermitSection form={form} />
    </>
  ),
  languages: (form) => <LanguagesSection form={form} />,
  education: (form) => (
    <>
      <EducationSection form={form} />
      <ReferencesSection form={form} />
      <SkillsSection form={form} />
    </>
  ),
  documents: (form) => (
    <>
      <MoreSection form={form} />
      <PrivacySection form={form} />
    </>
  ),
};

/**
 * The public talent registration (spec section 3, "Registration form labels") in six steps at
 * every width (issue 27 item 7): a stepper names the step ("Step 2/6"), its errors are listed at
 * its top and by each field in the user's language, Back and Next move between steps (and the
 * browser's Back), the last step sends. Repeating rows are added and removed with buttons that say
 * which row they act on. A failed send (account, profile, files) keeps everything typed and
 * "Try again" resumes from it; an email that already has an account says 'It seems that you have
 * multiple accounts!'.
 */
export function RegistrationForm({ onRegister, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  const { form, formRef, outcomeRef, headingRef } = useRegistrationForm({ onRegister, onRegistered });
  return (
    <form ref={formRef} noValidate onSubmit={form.submit} className="space-y-4" aria-labelledby={`${form.prefix}-step`}>
      <Stepper form={form} headingRef={headingRef as RefObject<HTMLHeadingElement | null>} />
      <p className="text-sm text-slate-700">{t('registration:requiredNote')}</p>
      <StepErrors form={form} />
      {STEP_CONTENT[form.step](form)}
      <RegistrationOutcome form={form} outcomeRef={outcomeRef} />
    </form>
  );
}
