/**
 * The first paint of a prerendered public page (issue 28), run as a small classic script before
 * the app's module: the page's HTML carries a picture of its first screen in each language
 * (`<template data-first-paint="fi">`, made when building by web/build/first-paint.ts), and this
 * script shows the one the app would choose (spec section 1: the stored choice, the /ukraine path,
 * the browser, the default). The picture is `inert`: it reads, but takes no input, until the app
 * has rendered the same screen and takes its place (main.tsx). On the staff side, or when the
 * stored language is one we do not support (the shell then shows a notice the picture lacks), it
 * leaves the page empty as before, and the app renders it alone.
 *
 * Behind sign-in (either side), the picture is the person's own last screen at this address, kept
 * by the app in this browser at their last visit (lib/last-screen.ts), shown the same way: inert,
 * until the app shows the screen with fresh data.
 */
import { paintPicture, readLastScreen } from './lib/last-screen';
import { detectLanguage, readStoredLanguage } from './lib/language';

/** `root` now shows a picture in `language`: it takes no input until the app takes its place (main.tsx). */
function shownAsPicture(root: HTMLElement, language: string, title: string | undefined): void {
  root.inert = true;
  root.setAttribute('data-prerendered', language);
  document.documentElement.lang = language;
  if (title) document.title = title;
}

const script = document.currentScript;
const root = document.getElementById('root');
if (script && root) {
  const staffHosts = (script.dataset.staffHosts ?? '').split(',').filter(Boolean);
  const side = staffHosts.includes(window.location.host) ? 'staff' : 'talent';
  const detection = detectLanguage({
    stored: readStoredLanguage(),
    pathname: window.location.pathname,
    browserLanguages: navigator.languages ?? [navigator.language],
    side,
  });
  const picture =
    side === 'talent' && !detection.unsupported
      ? document.querySelector<HTMLTemplateElement>(`template[data-first-paint="${detection.language}"]`)
      : null;
  if (picture) {
    root.replaceChildren(picture.content.cloneNode(true));
    shownAsPicture(root, detection.language, picture.dataset.title);
  } else {
    const kept = readLastScreen(window.location.pathname + window.location.search);
    if (kept) {
      paintPicture(root, kept.html);
      root.setAttribute('data-last-screen', '');
      shownAsPicture(root, kept.lang, kept.title);
    }
  }
}
