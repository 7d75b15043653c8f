import { forgetLastScreen, PICTURE_STYLE, writeLastScreen } from './last-screen';
import { onSessionEnd } from './session-end';

/** The rows of a list a picture keeps. */
const PICTURE_LIST_ROWS = 30;

let owner: string | null = null;

/**
 * Whose screens may be kept now, told by the session: the signed-in uid, or null (signed out, or a
 * "Sign in as" session, whose screens are another person's). Null also forgets what was kept.
 */
export function setLastScreenOwner(uid: string | null): void {
  owner = uid;
  if (uid === null) forgetLastScreen();
}

onSessionEnd(() => {
  owner = null;
  forgetLastScreen();
});

/**
 * The picture of `root` as the next visit shows it (lib/last-screen.ts): what React set as
 * properties becomes attributes (the chosen option, the checked box, the typed search), inline
 * styles become data, and what the picture need not carry is left out: open dialogs, passwords,
 * a long list's rows below the fold.
 */
export function pictureOf(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  const live = root.querySelectorAll('select');
  copy.querySelectorAll('select').forEach((select, i) => {
    for (const option of select.options) option.removeAttribute('selected');
    select.options[live[i]!.selectedIndex]?.setAttribute('selected', '');
  });
  const liveInputs = root.querySelectorAll('input');
  copy.querySelectorAll('input').forEach((input, i) => {
    const from = liveInputs[i]!;
    if (from.type === 'checkbox' || from.type === 'radio') input.toggleAttribute('checked', from.checked);
    else if (from.type !== 'password' && from.type !== 'file') input.setAttribute('value', from.value);
  });
  copy.querySelectorAll('dialog, [role="dialog"], [role="alertdialog"]').forEach((dialog) => dialog.remove());
  // The CSP (style-src 'self') refuses style attributes in markup, so a position a list keeps there
  // (a virtual list's rows) travels as data and the first-paint script sets it through the CSSOM.
  copy.querySelectorAll('[style]').forEach((element) => {
    element.setAttribute(PICTURE_STYLE, element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  });
  // A long list shows its first rows: the rest is below the fold, and the app brings it.
  copy.querySelectorAll('ul, ol, tbody').forEach((list) => {
    while (list.children.length > PICTURE_LIST_ROWS) list.lastElementChild!.remove();
  });
  return copy.innerHTML;
}

/**
 * Whether `container` shows a whole screen: something rendered, no page-loading placeholder, and the
 * screen does not say it is still loading its data (`data-screen-loading`). The first screen's swap
 * (app/first-screen-shown.ts) and the keeper below ask the same.
 */
export function showsWholeScreen(container: HTMLElement): boolean {
  return container.firstElementChild !== null && container.querySelector('[data-page-loading], [data-screen-loading]') === null;
}

/**
 * Keeps the picture of the screen `root` shows, when `remembered` says its address is one whose
 * picture is kept (app/first-screen.ts) and its owner is signed in.
 */
export function keepLastScreen(root: HTMLElement, remembered: (pathname: string) => boolean): void {
  const uid = owner;
  if (uid === null || !root.isConnected || root.inert || !remembered(window.location.pathname) || !showsWholeScreen(root)) return;
  writeLastScreen({
    v: 1,
    uid,
    path: window.location.pathname + window.location.search,
    lang: document.documentElement.lang,
    title: document.title,
    html: pictureOf(root),
    at: Date.now(),
  });
}

/**
 * Keeps the picture up to date: a second after the screen last changed (when the browser is idle),
 * and whenever the page is left or hidden (closed, reloaded, another tab, the phone locked), the
 * moment a person's next visit starts from.
 */
export function keepLastScreenUpToDate(root: HTMLElement, remembered: (pathname: string) => boolean): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => idle(() => keepLastScreen(root, remembered)), 1000);
  }).observe(root, { childList: true, subtree: true, characterData: true });
  window.addEventListener('pagehide', () => keepLastScreen(root, remembered));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepLastScreen(root, remembered);
  });
}
