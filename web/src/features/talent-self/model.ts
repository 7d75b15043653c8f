import { DEFAULT_PHONE_PREFIX, fieldErrors, talentForm, type LanguageSkill, type Talent } from '@vuoro/domain';
import { dayInputValue, type Checked } from '@/lib/sick-leave';

/**
 * The talent's own screens' form values and their way to the domain schemas: forms hold text as
 * the inputs give it; the domain schema (`talentForm`) check it and give the spec's
 * messages as `validation:` keys, the same ones the recruiter's talent form shows.
 */

// ── the own profile ────────────────────────────────────────────────────────────────────────

/**
 * The profile fields a talent edits itself: a subset of firestore.rules `talentOwnFields()`.
 * The email is the account's sign-in address and is shown, not edited, here; files have their
 * own controls; status, tags, evaluation and hiring data are the recruiters'.
 */
export const ownProfileInput = talentForm.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
  linkedInUrl: true,
  location: true,
  shortDescription: true,
  about: true,
  skills: true,
  languages: true,
});
export type OwnProfileInput = ReturnType<typeof ownProfileInput.parse>;

export const PROFILE_TEXT_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'linkedInUrl', 'location'] as const;
export const PROFILE_AREA_FIELDS = ['shortDescription', 'about', 'skills'] as const;
type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number] | (typeof PROFILE_AREA_FIELDS)[number];
export type ProfileValues = Record<ProfileTextField, string> & { languages: LanguageSkill[] };
export type ProfileField = keyof ProfileValues;

/** In the order the form shows them: the first field with an error takes the focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = [...PROFILE_TEXT_FIELDS, ...PROFILE_AREA_FIELDS, 'languages'];

/** The form's starting values: what is stored now. */
export function profileValuesOf(talent: Talent): ProfileValues {
  return {
    firstName: talent.firstName,
    lastName: talent.lastName,
    phoneNumber: talent.phoneNumber ?? DEFAULT_PHONE_PREFIX,
    linkedInUrl: talent.linkedInUrl ?? '',
    location: talent.location ?? '',
    shortDescription: talent.shortDescription ?? '',
    about: talent.about ?? '',
    skills: talent.skills ?? '',
    languages: talent.languages.map((l) => ({ ...l })),
  };
}

/** Checks the profile form with the talent form rules; empty optional texts become null. */
export function checkProfile(values: ProfileValues): Checked<OwnProfileInput, ProfileField> {
  const blank = (v: string) => (v.trim() === '' ? null : v);
  const result = ownProfileInput.safeParse({
    ...values,
    linkedInUrl: blank(values.linkedInUrl),
    location: blank(values.location),
    shortDescription: blank(values.shortDescription),
    about: blank(values.about),
    skills: blank(values.skills),
  });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors<ProfileField>(result.error.issues) };
}

// ── "Download my data" ─────────────────────────────────────────────────────────────────────

/** `vuoro-my-data-2026-11-23.json`. */
export function exportFileName(now: Date): string {
  return `vuoro-my-data-${dayInputValue(now)}.json`;
}
