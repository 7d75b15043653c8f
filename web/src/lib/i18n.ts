import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, sharedTexts, type SupportedLanguage } from '@vuoro/domain';
import { currentSide } from './audience';
import { loadChunk } from './load-chunk';
import { detectLanguage, readStoredLanguage, storeLanguage, type Detection } from './language';

export const NAMESPACES = ['common', 'validation', 'labels'] as const;
export const DEFAULT_NAMESPACE = 'common';

/**
 * Resources: one JSON file per namespace per language (`locales/<lng>/<ns>.json`), each its own
 * chunk, loaded only when the language and namespace are used. The namespaces the functions
 * use too (the calendar feed's labels) live in the domain (`SHARED_TEXTS`) and are served from there.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const shared = sharedTexts(namespace, language);
    if (shared) {
      callback(null, shared);
      return;
    }
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    loadChunk(load).then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, false),
    );
  },
};

/** What language detection decided at start-up; the shell shows 'Unsupported locale' from it. */
export let initialDetection: Detection | null = null;

/**
 * Starts i18next in the detected language. `firstNamespaces`: what the first screen asks for
 * besides `common`, loaded beside it instead of after the screen's chunk has run.
 */
export async function initI18n(instance: I18n = i18next, firstNamespaces: readonly string[] = []): Promise<I18n> {
  initialDetection = detectLanguage({
    stored: readStoredLanguage(),
    pathname: window.location.pathname,
    browserLanguages: navigator.languages ?? [navigator.language],
    side: currentSide(),
  });
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initialDetection.language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: ['common', ...firstNamespaces],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = instance.language;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}

/** The user's explicit choice: stored locally, applied to i18next and `<html lang>`. */
export async function chooseLanguage(language: SupportedLanguage, instance: I18n = i18next): Promise<void> {
  storeLanguage(language);
  await instance.changeLanguage(language);
}
