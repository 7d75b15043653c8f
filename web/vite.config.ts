import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { appConfig, appConfigDefine } from './app-config';
import { firstPaint } from './build/first-paint';
import { unusedFirebaseImports } from './build/unused-firebase-imports';

// Functions emulator base for the dev server's /v1 and /identity proxies (Hosting does the same rewrites).
const functionsOrigin = 'http://127.0.0.1:5001';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Montserrat is used only if it has arrived when text is first laid out (`font-display: optional`,
 * not Fontsource's `swap`): a prerendered page paints before its fonts, and a swap then re-sets its
 * text, which moved lines (layout shift) or, where the text grew, made a late largest paint. A
 * first visit that paints before the font reads the fallback, which src/index.css scales to
 * Montserrat's size for each local font (so heights stay as designed); the next load has the font.
 */
const montserratOptional: Plugin = {
  name: 'vuoro-montserrat-optional',
  transform(code, id) {
    if (!id.endsWith('/src/index.css')) return null;
    return code.replace(/(font-family:\s*['"]?Montserrat['"]?;[^}]*?font-display:\s*)swap/g, '$1optional');
  },
  // A Fontsource update that words its faces otherwise would silently bring `swap` back: fail the build.
  generateBundle(_options, bundle) {
    const css = Object.values(bundle)
      .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
      .map((file) => (file.type === 'asset' ? String(file.source) : ''))
      .join('');
    if (!/font-display:\s*optional/.test(css) || /font-display:\s*swap/.test(css)) {
      this.error('Montserrat is no longer font-display: optional in the built CSS (see montserratOptional)');
    }
  },
};

export default defineConfig(({ mode }) => {
  const config = appConfig(mode, webDir);
  return {
    plugins: [react(), tailwindcss(), montserratOptional, unusedFirebaseImports(), firstPaint(config.staffHosts)],
    define: appConfigDefine(config),
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: {
      target: 'es2022',
      sourcemap: true,
      // No module preloading. Vite's helper would add a <link rel="modulepreload"> for each of a
      // lazy chunk's imports (some 30 for a first screen), each starting a request on the main
      // thread (together about 150 ms of one task at Lighthouse's 4x CPU slowdown), and its map of
      // every chunk's imports cost the entry 4.1 KB gzip. The browser finds a chunk's imports
      // itself. Measured (bench:web, one host, A/B twice): /login 77-79 -> 86-89, its TBT 676-714 ->
      // 293-472 ms; the signed-in pages' LCP without the last screen's picture unchanged
      // (/shifts/upcoming 5.98 -> 5.56 s, /talents 7.91 -> 7.93 s). Nor a polyfill (CSP: no inline
      // scripts).
      modulePreload: false,
      assetsInlineLimit: 0,
      // scripts/bundle-budget.mjs reads the manifest to sum what the first load needs.
      manifest: true,
      rollupOptions: {
        // Lazy chunks are named by their hash alone: the entry names every chunk it imports lazily
        // (each route's), so long names cost the first load bytes. The manifest keeps the
        // module behind each file (scripts/bundle-budget.mjs prints it). Seven hash characters, not
        // Rollup's default eight (seven is its minimum for our chunk count; 42 bits, and Rollup makes
        // a clashing name unique): random characters are what gzip cannot shrink. Measured when the
        // entry still named some 500 chunks (Vite's preload map): 150.0 → 149.5 KB before sign-in.
        output: { chunkFileNames: 'assets/[hash:7].js' },
        onwarn(warning, warn) {
          // zod's regexes carry a comment Rollup cannot place; it is dropped, harmlessly.
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod/')) return;
          warn(warning);
        },
      },
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: {
        '/v1': { target: functionsOrigin, rewrite: (p) => `/demo-vuoro/europe-west1/api${p}` },
        '/identity': { target: functionsOrigin, rewrite: (p) => `/demo-vuoro/europe-west1/identity${p}` },
      },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
