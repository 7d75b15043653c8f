/**
 * Links a person follows to go somewhere or call someone, the same on every screen: one map
 * provider (Google Maps' search URL, which opens the maps app on a phone) and `tel:` numbers.
 */

/** A map search for an address written as one line. */
export const mapSearchUrl = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A phone number as a `tel:` link takes it (no spaces or dashes). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
