import { putLanguage, type SupportedLanguage } from '@vuoro/domain';
import { callEndpoint } from './staff-api';

/**
 * Keeps a staff user's choice of language where the server reads it (PUT /v1/User/Language: their
 * staff record, else their account's settings), so what the server writes for them — the calendar
 * feed first — speaks it too. A failure is left unsaid on purpose: the choice still applies on this
 * device at once, and the next choice saves it again.
 */
export function saveStaffLanguage(language: SupportedLanguage): void {
  callEndpoint(putLanguage, { body: { Culture: language } }).catch(() => undefined);
}
