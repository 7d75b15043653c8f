/**
 * The last screen a signed-in person saw (issue 28): a picture of it (its HTML, as the app rendered
 * it) is kept in this browser, and their next visit to the same address paints it before any of the
 * app's JavaScript has loaded (src/first-paint.ts), inert, until the app shows the same screen with
 * fresh data and takes its place (main.tsx). The picture is forgotten when the session ends
 * (sign-out, another account, a refused token): it never outlives the sign-in it was taken in.
 *
 * This module is also bundled into the first-paint script, so it imports nothing.
 */

export const LAST_SCREEN_KEY = 'vuoro.lastScreen';

/**
 * A picture is shown on the day it was kept (this device's calendar day), and for at most this long:
 * an older one would mislead more than help ("tomorrow" on a shift that is today).
 */
export const LAST_SCREEN_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** A screen bigger than this is not kept (localStorage is small and shared with other keys). */
export const LAST_SCREEN_MAX_CHARS = 300_000;

/** An element's inline style in a picture, set by the first-paint script through the CSSOM (the CSP refuses style attributes). */
export const PICTURE_STYLE = 'data-picture-style';

/** Puts `html` into `root` as the picture: its inline styles are set through the CSSOM. */
export function paintPicture(root: HTMLElement, html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll<HTMLElement>(`[${PICTURE_STYLE}]`).forEach((element) => {
    element.style.cssText = element.getAttribute(PICTURE_STYLE) ?? '';
    element.removeAttribute(PICTURE_STYLE);
  });
  root.replaceChildren(template.content);
}

export interface LastScreen {
  v: 1;
  /** Whose screen it is (Firebase uid). */
  uid: string;
  /** pathname + search, the address it is shown again for. */
  path: string;
  lang: string;
  title: string;
  html: string;
  /** When it was kept (ms since the epoch). */
  at: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (privacy settings): nothing is kept
  }
}

/** The kept picture for `path`, if one is there, whole, and kept today. */
export function readLastScreen(path: string, now = Date.now()): LastScreen | null {
  let kept: Partial<LastScreen>;
  try {
    kept = JSON.parse(storage()?.getItem(LAST_SCREEN_KEY) ?? 'null') as Partial<LastScreen>;
  } catch {
    return null;
  }
  if (!kept || kept.v !== 1 || kept.path !== path) return null;
  if (typeof kept.uid !== 'string' || typeof kept.html !== 'string' || typeof kept.lang !== 'string') return null;
  if (typeof kept.at !== 'number' || now - kept.at > LAST_SCREEN_MAX_AGE_MS || kept.at > now + 60_000) return null;
  if (new Date(kept.at).toDateString() !== new Date(now).toDateString()) return null;
  return { v: 1, uid: kept.uid, path, lang: kept.lang, title: String(kept.title ?? ''), html: kept.html, at: kept.at };
}

/** Keeps `screen` as the last one (replacing any other); too big a screen is not kept. */
export function writeLastScreen(screen: LastScreen): boolean {
  if (screen.html.length > LAST_SCREEN_MAX_CHARS) return false;
  try {
    storage()?.setItem(LAST_SCREEN_KEY, JSON.stringify(screen));
    return true;
  } catch {
    return false; // quota: nothing kept
  }
}

/** Forgets the kept picture (the session ended). */
export function forgetLastScreen(): void {
  try {
    storage()?.removeItem(LAST_SCREEN_KEY);
  } catch {
    // storage refused: nothing was kept either
  }
}
