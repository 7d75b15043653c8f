import type { SupportedLanguage } from '@vuoro/domain';
import { loadChunk } from './load-chunk';

/**
 * Saves a staff user's language (./save-staff-language.ts); the Staff API client loads then, not
 * with the first bundle.
 */
export const saveStaffLanguageLater = (language: SupportedLanguage): void =>
  void loadChunk(() => import('./save-staff-language')).then((m) => m.saveStaffLanguage(language));
