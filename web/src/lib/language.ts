import { FALLBACK_LANGUAGE, routes, STAFF_DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import type { Side } from './audience';

export const LANGUAGE_STORAGE_KEY = 'vuoro.language';
export const UKRAINE_PATH = routes.ukraine.path;
/** The manual's Finnish door: Finnish for a visitor who has stored no choice. */
export const OHJE_PATH = routes.ohje.path;

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export interface DetectionInput {
  stored: string | null;
  pathname: string;
  browserLanguages: readonly string[];
  side: Side;
}

export interface Detection {
  language: SupportedLanguage;
  /** A stored choice that names a language we do not support ('Unsupported locale'). */
  unsupported: string | null;
}

/**
 * Spec section 1: the stored choice, then the /ukraine path, then the browser language, then
 * en; the staff side defaults to fi instead. Ours: /ohje, the manual's Finnish address, is
 * Finnish when nothing is stored.
 */
export function detectLanguage({ stored, pathname, browserLanguages, side }: DetectionInput): Detection {
  if (isSupportedLanguage(stored)) return { language: stored, unsupported: null };
  const unsupported = stored ? stored : null;
  if (pathname === UKRAINE_PATH || pathname.startsWith(`${UKRAINE_PATH}/`)) return { language: 'uk', unsupported };
  // As /ohje's screen decides it (features/help/routes/ohje.tsx), so a full load starts in Finnish, not in another language first.
  if (stored === null && pathname === OHJE_PATH) return { language: 'fi', unsupported };
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isSupportedLanguage(base)) return { language: base, unsupported };
  }
  return { language: side === 'staff' ? STAFF_DEFAULT_LANGUAGE : FALLBACK_LANGUAGE, unsupported };
}

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: SupportedLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
