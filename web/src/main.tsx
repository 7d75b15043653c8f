import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import './lib/staff-api-protocol';
import { loadFirebase } from './lib/load-firebase';

// Auth's code loads beside the translations and the first screen, not before them.
void loadFirebase();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element');

void initI18n().then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
