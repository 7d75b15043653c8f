import { loadEnv } from 'vite';
import * as z from 'zod';

/**
 * The web app's configuration, validated when the app is BUILT (vite.config.ts, vitest.config.ts):
 * a missing or malformed value fails the build instead of a user's page. The parsed object is
 * compiled into the bundle (`__VUORO_CONFIG__`, read by src/lib/config.ts), so the first load
 * carries no parser. Local builds use `--mode emulator` (web/.env.emulator); a real deployment
 * provides its own `web/.env.<mode>`.
 */
const required = z.string().min(1);
const port = (fallback: number) => z.coerce.number().int().default(fallback);
const schema = z.object({
  VITE_FIREBASE_API_KEY: required,
  VITE_FIREBASE_AUTH_DOMAIN: required,
  VITE_FIREBASE_PROJECT_ID: required,
  VITE_FIREBASE_STORAGE_BUCKET: required,
  VITE_FIREBASE_APP_ID: required,
  VITE_USE_EMULATORS: z.enum(['true', 'false']).default('false'),
  VITE_EMULATOR_HOST: z.string().default('127.0.0.1'),
  VITE_AUTH_EMULATOR_PORT: port(9099),
  VITE_FIRESTORE_EMULATOR_PORT: port(8080),
  VITE_STORAGE_EMULATOR_PORT: port(9199),
  VITE_FUNCTIONS_EMULATOR_PORT: port(5001),
  /** Hosts (host[:port], comma separated) that serve the staff side; everything else is the talent side. */
  VITE_STAFF_HOSTS: z.string().default(''),
  VITE_CURRENCY: z.string().length(3).default('EUR'),
  /** The agency's public job board; a vacancy's apply link is this address plus its suffix (`al`). */
  VITE_JOB_BOARD_URL: z.url({ protocol: /^https?$/ }).default('https://vuoro.fi/tyopaikat'),
  /** LinkedIn OpenID Connect: the app's client id and the authorization endpoint (a loopback server in tests). */
  VITE_LINKEDIN_CLIENT_ID: z.string().default(''),
  VITE_LINKEDIN_AUTH_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
  /** Microsoft tenant for /ad (empty: /ad says it is not available on this deployment). */
  VITE_MICROSOFT_TENANT: z.string().default(''),
  /** One more federated provider per deployment, e.g. `oidc.partner` or `google.com`, and its button label. */
  VITE_FEDERATED_PROVIDER_ID: z.string().default(''),
  VITE_FEDERATED_PROVIDER_NAME: z.string().default(''),
});

export function parseAppConfig(raw: Record<string, string | undefined>) {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`web configuration is invalid (${fields})`);
  }
  const env = result.data;
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    emulators:
      env.VITE_USE_EMULATORS === 'true'
        ? {
            host: env.VITE_EMULATOR_HOST,
            auth: env.VITE_AUTH_EMULATOR_PORT,
            firestore: env.VITE_FIRESTORE_EMULATOR_PORT,
            storage: env.VITE_STORAGE_EMULATOR_PORT,
            functions: env.VITE_FUNCTIONS_EMULATOR_PORT,
          }
        : null,
    staffHosts: env.VITE_STAFF_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    currency: env.VITE_CURRENCY,
    jobBoardUrl: env.VITE_JOB_BOARD_URL,
    linkedin: env.VITE_LINKEDIN_CLIENT_ID ? { clientId: env.VITE_LINKEDIN_CLIENT_ID, authUrl: env.VITE_LINKEDIN_AUTH_URL } : null,
    microsoftTenant: env.VITE_MICROSOFT_TENANT || null,
    federatedProvider: env.VITE_FEDERATED_PROVIDER_ID
      ? { id: env.VITE_FEDERATED_PROVIDER_ID, name: env.VITE_FEDERATED_PROVIDER_NAME || env.VITE_FEDERATED_PROVIDER_ID }
      : null,
  };
}
export type AppConfig = ReturnType<typeof parseAppConfig>;

/** The configuration of `mode`, from web/.env.<mode> and VITE_* variables. */
export function appConfig(mode: string, dir: string): AppConfig {
  return parseAppConfig(loadEnv(mode, dir, 'VITE_'));
}

/** What Vite's `define` needs: the configuration (appConfig). */
export function appConfigDefine(config: AppConfig): Record<string, string> {
  return { __VUORO_CONFIG__: JSON.stringify(config) };
}
