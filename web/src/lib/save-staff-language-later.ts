import { accessCheck, type SupportedLanguage } from '@vuoro/domain';
import { loadChunk } from './load-chunk';
import { settledSession } from './session';

/**
 * Saves a language just chosen for the server (./save-staff-language.ts) when the person is a
 * signed-in staff user (an employee, a customer user). Who they are is asked when the session is
 * known, not when the menu was drawn: a choice made while the session still loads is kept too. The
 * Staff API client loads then, not with the first bundle.
 */
export const saveLanguageIfStaffUser = (language: SupportedLanguage): void =>
  void settledSession().then(({ user, roles }) =>
    user !== null && accessCheck.staffUser(roles)
      ? loadChunk(() => import('./save-staff-language')).then((m) => m.saveStaffLanguage(language))
      : undefined,
  );
