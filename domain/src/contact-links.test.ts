import { describe, expect, it } from 'vitest';
import { mapSearchUrl, telHref } from './contact-links';

describe('contact links', () => {
  it('searches the map for the address, its letters and commas escaped', () => {
    expect(mapSearchUrl('Hämeentie 12 B 7, 00530 Helsinki')).toBe(
      'https://www.google.com/maps/search/?api=1&query=H%C3%A4meentie%2012%20B%207%2C%2000530%20Helsinki',
    );
  });

  it('dials the number without its spaces and dashes', () => {
    expect(telHref('+358 40 123-4567')).toBe('tel:+358401234567');
    expect(telHref('(09) 123 456')).toBe('tel:09123456');
  });
});
