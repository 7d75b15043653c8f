/** The journeys' browser: the one the web build snapshots its public pages with (web/build/chromium.ts). */
export { CHROMIUM } from '../../../web/build/chromium';
