import { notificationPayload, wantsSuggestionPush, type NotificationTrigger } from '@vuoro/domain';
import { parseSuggestion, shiftsById, suggestions } from '../shift/store';
import { pushOnce, recipientOf } from './deliver';

/**
 * A new shift suggestion or bundle (a document created in `staffShiftSuggestions`): a push to the
 * employee's browsers when they have any and want this kind (WorkSuggestions), worded in their
 * language and naming the shift. The push is claimed first by creating its `staffPushLog`
 * document (`suggestion-<id>`), so a retried event pushes nothing twice; the suggestion itself is
 * never written.
 */
export async function pushNewSuggestion(suggestionId: string): Promise<void> {
  const snap = await suggestions().doc(suggestionId).get();
  if (!snap.exists) return;
  const suggestion = parseSuggestion(snap);
  if (suggestion.state !== 'suggested') return;

  const recipient = await recipientOf(suggestion.employeeId);
  if (!recipient?.subscribed || !wantsSuggestionPush(recipient.settings.preferredNotification, suggestion.kind)) return;
  const shifts = await shiftsById(suggestion.shiftIds);
  if (shifts.length === 0) return;

  const trigger: NotificationTrigger =
    suggestion.kind === 'bundle'
      ? { kind: 'bundle', suggestionId, shifts }
      : { kind: 'suggestion', suggestionId, shift: shifts[0]! };
  await pushOnce(recipient, `suggestion-${suggestionId}`, suggestion.kind, notificationPayload(trigger, recipient.language));
}
