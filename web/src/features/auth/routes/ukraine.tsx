import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { detectLanguage, readStoredLanguage, UKRAINE_PATH } from '@/lib/language';
import { saveLanguageIfStaffUser } from '@/lib/save-staff-language-later';
import { SignInPage } from '../components/sign-in-page';

/**
 * `/ukraine`: the talent sign-in for people from Ukraine, with registration up front. The page
 * speaks Ukrainian unless the user chose another language before (spec section 1): on a full load
 * detection decides it (./lib/i18n.ts); reached inside the app (the landing's link), this screen
 * applies the same rule, and a signed-in staff user's language is saved for the server too.
 */
export default function UkraineRoute() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const { language } = detectLanguage({
      stored: readStoredLanguage(),
      pathname: UKRAINE_PATH,
      browserLanguages: [],
      side: 'talent',
    });
    if (i18n.language === language) return;
    void i18n.changeLanguage(language);
    saveLanguageIfStaffUser(language);
  }, [i18n]);
  return <SignInPage variant="ukraine" />;
}
