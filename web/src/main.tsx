import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeAccess } from '@vuoro/domain';
import { App } from './app/app';
import { FIRST_SCREEN_NAMESPACES } from './app/first-screen';
import { preloadScreen } from './app/router';
import { initI18n } from './lib/i18n';
import './lib/staff-api-protocol';
import { loadFirebase } from './lib/load-firebase';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element');

// The first screen's chunks and texts load beside the translations of the shell.
const first = preloadScreen(window.location.pathname);
// A screen behind sign-in needs Auth at once: its code loads beside them too. A public first screen
// leaves the bandwidth to its own chunk and texts; the session asks for Auth after the first render.
if (first === null || routeAccess[first] !== 'anyone') void loadFirebase();

void initI18n(undefined, (first && FIRST_SCREEN_NAMESPACES[first]) || []).then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
