import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { detectLanguage, OHJE_PATH, readStoredLanguage } from '@/lib/language';
import { UserManual } from '../components/user-manual';

/**
 * `/ohje`: the same user manual as `/manual` (one manual, two doors). `/ohje` is Finnish for
 * "guide" and is the address printed on Finnish material, so when the visitor has not chosen a
 * language (nothing stored under `vuoro.language`) the page switches to Finnish. It only changes
 * i18next's language, never stores a choice: the language switch remains the one place a
 * visitor chooses, and a visitor who chose Swedish keeps reading Swedish. The switch lasts for
 * the rest of the visit in this tab (the shell follows i18next's language). On a full load,
 * detection has decided it already (lib/language.ts, the same rule), so the manual starts in
 * Finnish instead of switching after a first paint in another language; reached inside the app,
 * this screen switches.
 */
export default function OhjeRoute() {
  const { i18n } = useTranslation();
  // Detection's own rule for this path; what the visitor reads now stands in for the browser's
  // languages, so only the rule for /ohje (nothing stored: Finnish) can change it.
  const { language } = detectLanguage({
    stored: readStoredLanguage(),
    pathname: OHJE_PATH,
    browserLanguages: [i18n.language],
    side: 'talent',
  });
  useLayoutEffect(() => {
    if (language !== i18n.language) void i18n.changeLanguage(language);
  }, [language, i18n]);
  return <UserManual />;
}
