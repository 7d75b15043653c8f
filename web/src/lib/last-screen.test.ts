import { afterEach, describe, expect, it } from 'vitest';
import { keepLastScreen, pictureOf, setLastScreenOwner } from './keep-last-screen';
import {
  forgetLastScreen,
  LAST_SCREEN_KEY,
  LAST_SCREEN_MAX_AGE_MS,
  LAST_SCREEN_MAX_CHARS,
  paintPicture,
  readLastScreen,
  writeLastScreen,
  type LastScreen,
} from './last-screen';
import { endSession } from './session-end';

const screen = (over: Partial<LastScreen> = {}): LastScreen => ({
  v: 1,
  uid: 'eero',
  path: '/shifts/upcoming',
  lang: 'fi',
  title: 'Tulevat vuorot',
  html: '<h1>Tulevat vuorot</h1>',
  at: Date.now(),
  ...over,
});

afterEach(() => {
  forgetLastScreen();
  setLastScreenOwner(null);
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('the last screen kept for the next visit (issue 28)', () => {
  it('is read back only for its own address, whole, and while it is young', () => {
    writeLastScreen(screen());
    expect(readLastScreen('/shifts/upcoming')?.html).toBe('<h1>Tulevat vuorot</h1>');
    expect(readLastScreen('/shifts/upcoming?state=changesNeedConfirmation')).toBeNull();
    expect(readLastScreen('/shifts/upcoming', Date.now() + LAST_SCREEN_MAX_AGE_MS + 1000)).toBeNull();
    // Kept late yesterday: "tomorrow" in it is today now.
    const evening = new Date(2026, 10, 30, 23, 30).getTime();
    writeLastScreen(screen({ at: evening }));
    expect(readLastScreen('/shifts/upcoming', evening + 10 * 60_000)).not.toBeNull();
    expect(readLastScreen('/shifts/upcoming', evening + 40 * 60_000)).toBeNull();
    writeLastScreen(screen());
    window.localStorage.setItem(LAST_SCREEN_KEY, '{"v":1,"path":"/shifts/upcoming"}');
    expect(readLastScreen('/shifts/upcoming')).toBeNull();
    window.localStorage.setItem(LAST_SCREEN_KEY, 'not json');
    expect(readLastScreen('/shifts/upcoming')).toBeNull();
  });

  it('keeps no screen too big for the browser storage', () => {
    expect(writeLastScreen(screen({ html: 'x'.repeat(LAST_SCREEN_MAX_CHARS + 1) }))).toBe(false);
    expect(window.localStorage.getItem(LAST_SCREEN_KEY)).toBeNull();
  });

  it('keeps a remembered screen of the signed-in person once its data are shown, and nothing else', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<h1>Tulevat vuorot</h1><p data-screen-loading="">Ladataan</p>';
    window.history.replaceState(null, '', '/shifts/upcoming');
    const remembered = (pathname: string) => pathname === '/shifts/upcoming';

    keepLastScreen(root, remembered); // nobody signed in
    setLastScreenOwner('eero');
    keepLastScreen(root, remembered); // still loading its data
    expect(window.localStorage.getItem(LAST_SCREEN_KEY)).toBeNull();

    root.querySelector('p')!.removeAttribute('data-screen-loading');
    keepLastScreen(root, remembered);
    expect(readLastScreen('/shifts/upcoming')).toMatchObject({ uid: 'eero', html: root.innerHTML });

    forgetLastScreen();
    window.history.replaceState(null, '', '/messages');
    keepLastScreen(root, remembered); // not a remembered screen
    expect(window.localStorage.getItem(LAST_SCREEN_KEY)).toBeNull();
  });

  it('is forgotten when the session ends, and a "Sign in as" session keeps none', () => {
    writeLastScreen(screen());
    endSession();
    expect(window.localStorage.getItem(LAST_SCREEN_KEY)).toBeNull();
    writeLastScreen(screen());
    setLastScreenOwner(null);
    expect(window.localStorage.getItem(LAST_SCREEN_KEY)).toBeNull();
  });

  it('pictures what React set as properties, and leaves out dialogs, style attributes and passwords', () => {
    const root = document.createElement('div');
    root.innerHTML = `<select><option>a</option><option>b</option></select><input type="checkbox"><input type="search">
      <input type="password"><dialog open>Sure?</dialog><p style="color: red">x</p>`;
    root.querySelector('select')!.selectedIndex = 1;
    root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    root.querySelector<HTMLInputElement>('input[type=search]')!.value = 'Helsinki';
    root.querySelector<HTMLInputElement>('input[type=password]')!.value = 'secret';
    const copy = document.createElement('div');
    copy.innerHTML = pictureOf(root);
    expect(copy.querySelector('option[selected]')?.textContent).toBe('b');
    expect(copy.querySelector('input[type=checkbox]')?.hasAttribute('checked')).toBe(true);
    expect(copy.querySelector('input[type=search]')?.getAttribute('value')).toBe('Helsinki');
    expect(copy.innerHTML).not.toContain('secret');
    expect(copy.querySelector('dialog')).toBeNull();
    expect(copy.querySelector('[style]')).toBeNull();
    // The style comes back through the CSSOM when painted.
    const painted = document.createElement('div');
    paintPicture(painted, pictureOf(root));
    expect(painted.querySelector('p')?.style.color).toBe('red');
    expect(painted.querySelector('[data-picture-style]')).toBeNull();
  });

  it('keeps a long list’s first 30 rows', () => {
    const root = document.createElement('div');
    root.innerHTML = `<ul>${'<li>x</li>'.repeat(100)}</ul>`;
    const copy = document.createElement('div');
    copy.innerHTML = pictureOf(root);
    expect(copy.querySelectorAll('li')).toHaveLength(30);
    expect(root.querySelectorAll('li')).toHaveLength(100);
  });
});
