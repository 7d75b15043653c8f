import type { AppConfig } from '../../app-config';

declare const __VUORO_CONFIG__: AppConfig;

/**
 * The app's configuration: validated with zod when the app is built (web/app-config.ts) and
 * compiled in, so the first load carries no parser. Local builds use `--mode emulator`
 * (web/.env.emulator); a real deployment provides its own values.
 */
export const config: Readonly<AppConfig> = __VUORO_CONFIG__;
