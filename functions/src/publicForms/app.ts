import { getRequestListener } from '@hono/node-server';
import type { Context } from 'hono';
import { FieldValue } from 'firebase-admin/firestore';
import {
  ASSIGNMENT_REQUESTS,
  duplicateEmailKey,
  FORMS_MAX_BODY_BYTES,
  FORMS_TOO_MANY,
  HONEYPOT_FIELD,
  jobInterestVacancyId,
  postAssignmentRequest,
  postJobInterest,
  postRegistrationDuplicate,
  REGISTRATION_DUPLICATE_REPORTS,
  VACANCY_KEYS,
} from '@vuoro/domain';
import { db } from '../lib/admin';
import { createApi, route } from '../lib/api/app';
import { ApiFailure } from '../lib/api/errors';
import { callerAddress } from '../lib/client-address';
import { log } from '../lib/log';
import { takeFormSlot } from '../lib/rate-limit';

/**
 * The `forms` function: forms a visitor sends without an account, behind the Hosting rewrite
 * `/forms/**` (paths keep that prefix), served from their contracts in domain/src/api/public-forms.
 * No authentication; spam resistance without a third party: a honeypot field and a per-address
 * rate limit (rate-limit.ts).
 *
 * Order of checks: media type (415 unless `application/json`) → body size (413) → JSON (400) →
 * fields with the domain schema (400 with `validation:` keys; an invalid send does not count, a
 * person may fix and resend) — all in the shared mount — then rate limit (429 `{code:'tooMany'}`)
 * → honeypot (a filled one gets the usual answer, with a made-up id where there is one, and
 * nothing is stored, so a bot cannot tell) → store. Logs carry ids only, never what was sent or
 * the address.
 */
export function createFormsApp() {
  return createApi(
    [
      route(postAssignmentRequest, async ({ body }, c) => {
        await takeSlotOrRefuse(c);
        const { [HONEYPOT_FIELD]: honeypot, ...form } = body;
        const ref = db().collection(ASSIGNMENT_REQUESTS).doc();
        if (honeypot) {
          log.info('assignment request dropped (honeypot)');
          return { id: ref.id };
        }
        // Firestore refuses `undefined`: absent optional fields are stored as null.
        const stored = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v ?? null]));
        await ref.set({
          ...stored,
          status: 'new',
          convertedJobId: null,
          handledBy: null,
          handledAt: null,
          created: FieldValue.serverTimestamp(),
        });
        log.info('assignment request stored', { id: ref.id });
        return { id: ref.id };
      }),

      /**
       * A registering talent's email already has an account: a report for recruiters is stored in
       * `registrationDuplicateReports` (domain), never written onto a talent, so a visitor cannot
       * change anyone's profile. The talent detail of a profile with that email shows it. No talent
       * is looked up, and the answer is 202 `{received: true}` whether or not a profile has that
       * email, so the endpoint cannot tell who is registered.
       */
      route(postRegistrationDuplicate, async ({ body }, c) => {
        await takeSlotOrRefuse(c);
        const { [HONEYPOT_FIELD]: honeypot, ...report } = body;
        if (honeypot) {
          log.info('registration duplicate dropped (honeypot)');
          return { received: true as const };
        }
        const ref = db().collection(REGISTRATION_DUPLICATE_REPORTS).doc();
        await ref.create({
          ...report,
          emailKey: duplicateEmailKey(report.email),
          status: 'new',
          handledBy: null,
          handledAt: null,
          created: FieldValue.serverTimestamp(),
        });
        log.info('registration duplicate reported', { id: ref.id });
        return { received: true as const };
      }),

      /**
       * A visitor's answer to a published vacancy, stored as `vacancies/{id}/interests/{auto}` (the
       * rules let no client create one). In one transaction the vacancy must exist and be published
       * (`p` == true), else 404 (a malformed id answers the same); its company is the interest's
       * employer. Empty optional answers are left out; `timestamp` is the server's time.
       */
      route(postJobInterest, async ({ params, body }, c) => {
        const vacancyId = jobInterestVacancyId.safeParse(params.vacancyId);
        if (!vacancyId.success) throw noVacancy();
        await takeSlotOrRefuse(c);
        const { [HONEYPOT_FIELD]: honeypot, ...form } = body;
        const vacancy = db().collection('vacancies').doc(vacancyId.data);
        const ref = vacancy.collection('interests').doc();
        if (honeypot) {
          log.info('job interest dropped (honeypot)');
          return { id: ref.id };
        }
        const stored = await db().runTransaction(async (tx) => {
          const snap = await tx.get(vacancy);
          if (snap.get(VACANCY_KEYS.published) !== true) return false;
          const company = snap.get(VACANCY_KEYS.company) as unknown;
          const answers = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined && v !== null && v !== ''));
          tx.create(ref, {
            ...answers,
            ...(typeof company === 'string' && company.trim() ? { employer: company.trim() } : {}),
            timestamp: FieldValue.serverTimestamp(),
          });
          return true;
        });
        if (!stored) throw noVacancy();
        log.info('job interest stored', { vacancy: vacancyId.data, id: ref.id });
        return { id: ref.id };
      }),
    ],
    { name: 'forms', maxBodyBytes: FORMS_MAX_BODY_BYTES },
  );
}

/** 404: no published vacancy has that id (a draft answers the same as a missing one). */
const noVacancy = () => new ApiFailure(404, 'No such vacancy');

/** Counts one send from the caller's address; 429 `{code:'tooMany'}` once the address has used up its window. */
async function takeSlotOrRefuse(c: Context): Promise<void> {
  if (!(await takeFormSlot(callerAddress(c)))) throw new ApiFailure(429, 'Too many requests', undefined, FORMS_TOO_MANY);
}

/** Node (req, res) listener for `onRequest`. */
export const formsListener = getRequestListener(createFormsApp().fetch);
