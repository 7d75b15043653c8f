import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { FIRST_SCREEN_NAMESPACES } from './app/first-screen';
import { preloadScreen } from './app/router';
import { initI18n } from './lib/i18n';
import './lib/staff-api-protocol';
import { loadFirebase } from './lib/load-firebase';

// Auth's code loads beside the translations and the first screen, not before them.
void loadFirebase();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element');

// The first screen's chunks and texts load beside the translations of the shell.
const first = preloadScreen(window.location.pathname);

void initI18n(undefined, (first && FIRST_SCREEN_NAMESPACES[first]) || []).then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
