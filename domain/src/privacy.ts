import { z } from 'zod';

/**
 * The registration's privacy notice (issue 27 item 7): who keeps what, why, how long, and the
 * person's rights. Its text lives in the web app's `registration` namespace (`privacy.*`, five
 * languages); its version is here, so the app, the rules (firestore.rules `privacyNoticeVersion()`)
 * and the tests agree on which notice a talent consented to. Change the notice's meaning → raise
 * the version here AND in firestore.rules (the rules test `talent-consent.test.ts` checks they agree).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/** The form's message when the consent tick is missing (a `registration:` key: the notice's own namespace). */
export const CONSENT_REQUIRED_MESSAGE = 'registration:privacy.consentRequired';

/** The consent tick of the registration form: it must be ticked. */
export const privacyConsentTick = z.literal(true, { error: CONSENT_REQUIRED_MESSAGE });

/**
 * The consent as stored on `talents/{uid}` (`consent`), written once by the talent's own create:
 * the notice's version and the server's time. Nobody changes it afterwards.
 */
export const storedConsent = z.object({
  version: z.string().min(1).max(50),
  at: z.date(),
});
export type StoredConsent = z.infer<typeof storedConsent>;

/** Whether a stored consent is for the notice shown today (an older one may be asked again). */
export const consentIsCurrent = (consent: Pick<StoredConsent, 'version'> | null | undefined): boolean =>
  consent?.version === PRIVACY_NOTICE_VERSION;
