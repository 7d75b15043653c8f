/**
 * Every Cloud Function of Vuoro, wired here and nowhere else; handlers live in their area
 * folders. Region europe-west1 for all (spec section 9).
 */
import './lib/options';
import './lib/api/malformed-json';
import './lib/admin';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { staffCollections, validationErrorMap } from '@vuoro/domain';
import { identityListener } from './identity/app';
import { identitySecrets } from './identity/config';
import { setUserClaims as setUserClaimsHandler } from './identity/claims';
import * as accounts from './accounts/accounts';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { staffApiSecrets } from './lib/config';
import { smsSecrets } from './lib/sms';
import { mailSecrets } from './lib/mail';
import * as staffMail from './staffApi/mail/delivery';
import { pushSecrets } from './lib/push';
import { pushNewSuggestion } from './staffApi/notifications/suggestion-push';
import { notifyNewMessage } from './staffApi/messages/notify';
import { notifyShiftWrite } from './staffApi/notifications/shift-notify';
import { staffApiListener } from './staffApi/app';
import { calendarFeedListener } from './staffApi/calendar/feed';
import { deliverAuthEmail } from './staffApi/user/auth-email';
import * as customerShiftSchedule from './staffApi/customer-shift/schedule';
import { formsListener } from './publicForms/app';
import { cardsListener } from './talentCards/share';
import { claimHandlers } from './claim/claim';

// Every zod issue the functions report is an i18n key the web app translates, never zod's English.
z.config({ customError: validationErrorMap });

/**
 * The Staff API: every `/v1/...` route of spec section 7, behind the Hosting rewrite. It sends
 * SMS (SendSms), so it binds the SMS provider's password too. 512 MiB: the desk's file uploads
 * (12 MB of JSON for 8 MB of bytes) pass through several copies (body, parsed base64, chunks).
 */
export const api = onRequest(
  { cors: false, invoker: 'public', memory: '512MiB', secrets: [...staffApiSecrets(), ...smsSecrets()] },
  staffApiListener,
);

/**
 * Our extension: an employee's shifts as a calendar feed (`/calendar-feed/<token>.ics` behind the
 * Hosting rewrite), read without a sign-in by the calendar app that holds the secret address.
 */
export const calendarFeed = onRequest({ cors: false, invoker: 'public' }, calendarFeedListener);

/**
 * The sign-in emails ResetPassword and SendLinkToEmail queue (`staffAuthEmailQueue`): looked up
 * and sent here, after the route has answered, so its answer time tells nothing; once per request.
 */
export const staffAuthEmailDelivery = onDocumentCreated(
  { document: `${staffCollections.authEmailQueue}/{requestId}`, secrets: staffApiSecrets() },
  (event) => deliverAuthEmail(event.params.requestId),
);

/**
 * Outgoing email (`staffMail`, staffApi/mail/): each queued mail is claimed and sent over SMTP once
 * it is written; a failed send waits its backoff and the job every 5 minutes tries it again.
 */
export const staffMailDelivery = onDocumentCreated(
  { document: `${staffCollections.mail}/{mailId}`, secrets: mailSecrets() },
  (event) => staffMail.deliverMail(event.params.mailId).then(() => undefined),
);
export const retryStaffMail = onSchedule({ schedule: 'every 5 minutes', secrets: mailSecrets() }, async () => {
  await staffMail.retryStaffMail();
});
/** A push to the employee about a new shift suggestion or bundle (staffApi/notifications/suggestion-push.ts). */
export const staffSuggestionPush = onDocumentCreated(
  { document: `${staffCollections.shiftSuggestions}/{suggestionId}`, secrets: pushSecrets() },
  (event) => pushNewSuggestion(event.params.suggestionId),
);
/** A new message to an employee: a mail in their language and a push (staffApi/messages/notify.ts). */
export const staffMessageNotify = onDocumentCreated(
  { document: `${staffCollections.messages}/{messageId}`, secrets: pushSecrets() },
  (event) => notifyNewMessage(event.params.messageId),
);
/** A booked shift's time change waiting, change or cancellation: a mail and a push to its employee (staffApi/notifications/shift-notify.ts). */
export const staffShiftNotify = onDocumentWritten(
  { document: `${staffCollections.shifts}/{shiftId}`, secrets: pushSecrets() },
  (event) => notifyShiftWrite(event.id, event.data?.before, event.data?.after),
);

/** Custom claims (roles), set by an admin; every change audited (identity/claims.ts). */
export const setUserClaims = onCall(setUserClaimsHandler);

/**
 * Account administration, admins with a second factor (accounts/): the account lookup of
 * /claims-screen and the talents' deletion requests of /restoreuser, with the daily purge of
 * deleted talents past the restore window.
 */
export const lookupUser = onCall(accounts.lookupUser);
export const confirmAccountDeletion = onCall(accounts.confirmAccountDeletion);
export const rejectAccountDeletion = onCall(accounts.rejectAccountDeletion);
export const restoreDeletedTalent = onCall(accounts.restoreDeletedTalent);
export const listDeletedTalents = onCall(accounts.listDeletedTalents);
export const purgeDeletedTalents = onSchedule('every day 03:00', async () => {
  await accounts.purgeDeletedTalents();
});

/**
 * Customer shifts (staffApi/customer-shift/schedule.ts): pool-first orders open to every suitable
 * employee once their pool has had its time, and shift feedback loses its personal data six
 * months after it was given.
 */
export const openPoolFirstOrders = onSchedule('every 15 minutes', async () => {
  await customerShiftSchedule.openPoolFirstOrders();
});
export const anonymiseShiftFeedback = onSchedule('every day 03:30', async () => {
  await customerShiftSchedule.anonymiseShiftFeedback();
});

/**
 * Sign-in help before a session exists (`/identity/**` behind the Hosting rewrite): username
 * resolution and the LinkedIn code exchange. Its configuration is `functions/.env.<project>`;
 * in production the LinkedIn client secret and the username alias key come from Secret Manager.
 */
export const identity = onRequest({ cors: false, invoker: 'public', secrets: identitySecrets() }, identityListener);

/**
 * Public forms a visitor sends without an account (`/forms/**` behind the Hosting rewrite): the
 * employer's assignment request, the job interest in a published vacancy and the report of a
 * registration whose email already has an account, each with a honeypot and a per-address rate
 * limit (publicForms/).
 */
export const forms = onRequest({ cors: false, invoker: 'public' }, formsListener);

/** Talent-side consistency: audit trails and talent cards (see triggers.ts). */
export {
  industryRename,
  jobAudit,
  jobCommentAuthor,
  tagRename,
  talentCardSync,
  talentJobAudit,
  talentNoteAuthor,
  userAudit,
} from './triggers';

/** issue 27 item 6 (profile): a talent's profile edits on its audit trail (audit/talent-audit.ts). */
export { talentAudit, talentEducationAudit, talentWorkHistoryAudit } from './audit/talent-audit';

/** The `views/*` documents follow their sources (views/triggers.ts; consultants follow claims). */
export { jobTitleTranslationsViewSync, jobsViewSync, talentsViewSync } from './views/triggers';

/**
 * Talent cards shared with a customer (`/cards/**` behind the Hosting rewrite): admins create
 * and revoke links; anyone holding an unexpired, unrevoked link reads the cards.
 */
export const cards = onRequest({ cors: false, invoker: 'public' }, cardsListener);
// i27 data: the talent's data download (GDPR Art. 15), dataExport/
export { exportOwnData } from './dataExport/app';
/**
 * issue 27 item 1 (claim): a talent added by hand by a recruiter, invited by mail to claim the
 * profile at /claim/:token (claim/claim.ts).
 */
export const addTalentByHand = onCall({ secrets: staffApiSecrets() }, claimHandlers.addTalentByHand);
export const resendClaimInvite = onCall({ secrets: staffApiSecrets() }, claimHandlers.resendClaimInvite);
export const readClaimInvite = onCall(claimHandlers.readClaimInvite);
export const claimTalent = onCall(claimHandlers.claimTalent);
// issue 27 item 3 (bulk): a talent list export goes on the recruiter's audit trail first (talentExport/)
import { recordTalentExport as recordTalentExportHandler } from './talentExport/record-export';
export const recordTalentExport = onCall(recordTalentExportHandler);
