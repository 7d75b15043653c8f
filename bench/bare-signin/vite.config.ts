import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Built by scripts/bundle-budget.mjs into ./dist (gitignored). The React plugin and the build
// settings that shape the JavaScript (target, default minifier, no module preload polyfill) are
// web/vite.config.ts's, so the two builds compare like with like.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    manifest: true,
    emptyOutDir: true,
  },
});
