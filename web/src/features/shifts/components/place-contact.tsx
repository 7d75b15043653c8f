import { useTranslation } from 'react-i18next';
import type { customerPlaceOfWork } from '@vuoro/domain';
import type { z } from 'zod';
import { placeAddress, telHref } from '../model';

type Place = z.infer<typeof customerPlaceOfWork>;

/** Where the place is and how to call it: the address as a map link, the phone as a `tel:` link. */
export function PlaceContact({ place }: { place: Place }) {
  const { t } = useTranslation('customerShifts');
  const address = placeAddress(place);
  if (!address && !place.phone) return null;
  const link = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2';
  return (
    <span className="flex flex-col">
      {address && (
        <a href={address.mapHref} target="_blank" rel="noreferrer" className={link}>
          {address.text}
          <span className="sr-only"> {t('customerShifts:details.openMap')}</span>
        </a>
      )}
      {place.phone && (
        <a href={telHref(place.phone)} className={link}>
          <span className="sr-only">{t('customerShifts:details.call')} </span>
          {place.phone}
        </a>
      )}
    </span>
  );
}
