/**
 * The first-paint pictures of a build already made without them (`VUORO_FIRST_PAINT=off`):
 * `npm start` builds that way and runs this in the background once the app is up, so the
 * pictures (about 10 s of Chromium) do not hold the start back. Usage: tsx web/build/prerender-cli.ts [mode]
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig } from '../app-config';
import { prerender } from './first-paint';

const webDir = fileURLToPath(new URL('..', import.meta.url));
console.log(await prerender(join(webDir, 'dist'), appConfig(process.argv[2] ?? 'emulator', webDir).staffHosts));
