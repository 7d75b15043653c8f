import { useTranslation } from 'react-i18next';
import type { PlaceContactView } from '@vuoro/domain';
import { telHref } from '@vuoro/domain';
import { placeAddress } from '../model';

export interface PlaceContactProps {
  /** The place of work's address, city and phone (either side's view of a place carries them). */
  place: PlaceContactView;
  className?: string;
}

/**
 * Where the place is and how to call it, on the employee's and the customer's screens alike: the
 * address as a link to a map search (opened outside the app; no map is loaded here), the phone as
 * a `tel:` link. Nothing when the place has neither.
 */
export function PlaceContact({ place, className = '' }: PlaceContactProps) {
  const { t } = useTranslation('shifts');
  const address = placeAddress(place);
  if (!address && !place.phone) return null;
  const link = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2';
  return (
    <span className={`flex flex-wrap gap-x-4 ${className}`}>
      {address && (
        <a href={address.mapHref} target="_blank" rel="noopener noreferrer" className={link}>
          {address.text}
          <span className="sr-only"> {t('shifts:place.openMap')}</span>
        </a>
      )}
      {place.phone && (
        <a href={telHref(place.phone)} className={`${link} whitespace-nowrap`}>
          <span className="sr-only">{t('shifts:place.call')} </span>
          {place.phone}
        </a>
      )}
    </span>
  );
}
