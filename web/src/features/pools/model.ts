import { formatAgencyDate, mapSearchUrl, type EmployeePoolConnectionView } from '@vuoro/domain';

/** A place's address as one line and a map search for it; null without an address. */
export function placeMap(place: EmployeePoolConnectionView['placeOfWork']): { text: string; href: string } | null {
  const text = [place?.address, place?.city].filter(Boolean).join(', ');
  return text ? { text, href: mapSearchUrl(text) } : null;
}

/** The Helsinki date of an instant, or null. */
export const dateOf = (iso: string | null): string | null => (iso ? formatAgencyDate(new Date(iso)) : null);
