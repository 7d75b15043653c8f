import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeAccess } from '@vuoro/domain';
import { App } from './app/app';
import { FIRST_SCREEN_NAMESPACES, REMEMBERED_SCREENS } from './app/first-screen';
import { whenFirstScreenShown } from './app/first-screen-shown';
import { resolveRoute } from './app/route-order';
import { preloadScreen } from './app/router';
import { initI18n } from './lib/i18n';
import { keepLastScreenUpToDate } from './lib/keep-last-screen';
import './lib/staff-api-protocol';
import { loadFirebase } from './lib/load-firebase';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element');

// The first screen's chunks and texts load beside the translations of the shell.
const first = preloadScreen(window.location.pathname);

// A screen behind sign-in needs Auth at once, so its code loads beside the translations. A public
// screen leaves the bandwidth to its own chunk and texts: the session asks for Auth after the first
// render (lib/session.tsx), and Auth's code loads then.
if (!first || routeAccess[first] !== 'anyone') void loadFirebase();

/**
 * A prerendered public page, or a signed-in person's last screen kept from their last visit
 * (lib/last-screen.ts), already shows (src/first-paint.ts): the app renders beside it, off the page,
 * and takes its place once it shows the same screen with its data, so nothing blinks or moves.
 * Elsewhere the app renders into #root at once.
 */
const picture = rootElement.hasAttribute('data-prerendered') ? rootElement : null;
const container = picture ? document.createElement('div') : rootElement;

void initI18n(undefined, (first && FIRST_SCREEN_NAMESPACES[first]) || []).then(() => {
  const root = createRoot(container);
  keepLastScreenUpToDate(container, (pathname) => {
    const match = resolveRoute(pathname);
    return match !== null && REMEMBERED_SCREENS.has(match.id);
  });
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Behind a picture nothing waits for the app: it renders as a transition, in slices that leave
  // the page free to scroll and answer (no long task), instead of in one block.
  if (picture) startTransition(() => root.render(app));
  else root.render(app);
  void whenFirstScreenShown(container).then(() => {
    if (picture) {
      container.id = 'root';
      picture.replaceWith(container);
    }
    // The build's snapshots (web/build/first-paint.ts) and the journeys wait for this.
    document.documentElement.dataset.firstScreen = 'shown';
  });
});
