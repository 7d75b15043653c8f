import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accessCheck } from '@vuoro/domain';
import { detectLanguage, readStoredLanguage, UKRAINE_PATH } from '@/lib/language';
import { saveStaffLanguageLater } from '@/lib/save-staff-language-later';
import { useSession } from '@/lib/session';
import { SignInPage } from '../components/sign-in-page';

/**
 * `/ukraine`: the talent sign-in for people from Ukraine, with registration up front. The page
 * speaks Ukrainian unless the user chose another language before (spec section 1): on a full load
 * detection decides it (./lib/i18n.ts); reached inside the app (the landing's link), this screen
 * applies the same rule, and a signed-in staff user's language is saved for the server too.
 */
export default function UkraineRoute() {
  const { i18n } = useTranslation();
  const { user, roles } = useSession();
  const staffUser = user !== null && accessCheck.staffUser(roles);
  useEffect(() => {
    const { language } = detectLanguage({
      stored: readStoredLanguage(),
      pathname: UKRAINE_PATH,
      browserLanguages: [],
      side: 'talent',
    });
    if (i18n.language === language) return;
    void i18n.changeLanguage(language);
    if (staffUser) saveStaffLanguageLater(language);
  }, [i18n, staffUser]);
  return <SignInPage variant="ukraine" />;
}
