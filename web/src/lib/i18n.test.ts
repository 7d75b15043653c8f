import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, initI18n } from './i18n';

describe('i18n', () => {
  it('serves the namespaces shared with the functions (the calendar feed) from the domain, in every language', async () => {
    const instance = await initI18n(i18next.createInstance());
    await instance.loadNamespaces(['calendarFeed', 'validation']);
    await chooseLanguage('fi', instance);
    expect(instance.t('calendarFeed:info')).toBe('Tietoa sinulle');
    expect(instance.t('validation:fieldRequired')).not.toBe('fieldRequired');
    await chooseLanguage('en', instance);
    expect(instance.t('calendarFeed:contactPerson')).toBe('Contact person');
  });
});
