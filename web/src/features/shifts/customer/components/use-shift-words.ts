import { useTranslation } from 'react-i18next';
import type { CustomerShiftView, SupportedLanguage } from '@vuoro/domain';
import { isSupportedLanguage } from '@/lib/language';
import { offerShiftFacts } from '../../model';

/** The user's language for Intl, and a shift named in words (place, Helsinki day, clock times) for questions and notices. */
export function useShiftWords(): {
  language: SupportedLanguage;
  facts: (shift: Pick<CustomerShiftView, 'day' | 'start' | 'end' | 'placeOfWork'>) => {
    place: string;
    day: string;
    time: string;
  };
} {
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return { language, facts: (shift) => offerShiftFacts(shift, language) };
}
