import { Timestamp } from 'firebase-admin/firestore';
import {
  notificationPayload,
  staffCollections,
  wantsSuggestionPush,
  type NotificationTrigger,
  type SupportedLanguage,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import { log } from '../../lib/log';
import { pushSubscriptions, sendPush } from '../../lib/push';
import { people } from '../../identity/staff-people';
import { parseSuggestion, shiftsById, suggestions } from '../shift/store';
import { notificationSettingsOf } from './settings';

/** The agency's language, for an employee who has not chosen one (as the calendar feed). */
const FALLBACK_LANGUAGE: SupportedLanguage = 'fi';

const pushLog = () => db().collection(staffCollections.pushLog);

/**
 * A new shift suggestion or bundle (a document created in `staffShiftSuggestions`): a push to the
 * employee's browsers when they have any and want this kind (WorkSuggestions), worded in their
 * language and naming the shift. The push is claimed first by creating its `staffPushLog`
 * document (`suggestion-<id>`), so a retried event pushes nothing twice; the suggestion itself is
 * never written. An employee without a subscription costs reads only.
 */
export async function pushNewSuggestion(suggestionId: string): Promise<void> {
  const snap = await suggestions().doc(suggestionId).get();
  if (!snap.exists) return;
  const suggestion = parseSuggestion(snap);
  if (suggestion.state !== 'suggested') return;
  const personId = suggestion.employeeId;

  const [settings, subscribed] = await Promise.all([
    notificationSettingsOf(personId),
    pushSubscriptions()
      .where('personId', '==', personId)
      .limit(1)
      .get()
      .then((s) => !s.empty),
  ]);
  if (!subscribed || !wantsSuggestionPush(settings.preferredNotification, suggestion.kind)) return;

  const [personSnap, shifts] = await Promise.all([people().doc(personId).get(), shiftsById(suggestion.shiftIds)]);
  const person = personSnap.data();
  if (!person?.employee || shifts.length === 0) return;

  const logRef = pushLog().doc(`suggestion-${suggestionId}`);
  const claimed = await logRef.create({ personId, kind: suggestion.kind, at: Timestamp.now() }).then(
    () => true,
    () => false,
  );
  if (!claimed) return;

  const trigger: NotificationTrigger =
    suggestion.kind === 'bundle'
      ? { kind: 'bundle', suggestionId, shifts }
      : { kind: 'suggestion', suggestionId, shift: shifts[0]! };
  try {
    const outcome = await sendPush(personId, notificationPayload(trigger, person.language ?? FALLBACK_LANGUAGE));
    await logRef.update({ ...outcome });
  } catch (error) {
    log.error('push of a new suggestion failed', { suggestionId, message: (error as Error).message });
    await logRef.update({ error: (error as Error).message.slice(0, 200) }).catch(() => undefined);
  }
}
