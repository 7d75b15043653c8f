import * as z from 'zod/mini';

/**
 * Build-time configuration, read once and parsed (Vite `import.meta.env`). Local builds use
 * `--mode emulator` (web/.env.emulator); a real deployment provides its own values.
 * zod/mini keeps the parser small: this module is part of the first load.
 */
const required = z.string().check(z.minLength(1));
const port = (fallback: number) => z._default(z.coerce.number().check(z.int()), fallback);
const schema = z.object({
  VITE_FIREBASE_API_KEY: required,
  VITE_FIREBASE_AUTH_DOMAIN: required,
  VITE_FIREBASE_PROJECT_ID: required,
  VITE_FIREBASE_STORAGE_BUCKET: required,
  VITE_FIREBASE_APP_ID: required,
  VITE_USE_EMULATORS: z._default(z.enum(['true', 'false']), 'false'),
  VITE_EMULATOR_HOST: z._default(z.string(), '127.0.0.1'),
  VITE_AUTH_EMULATOR_PORT: port(9099),
  VITE_FIRESTORE_EMULATOR_PORT: port(8080),
  VITE_STORAGE_EMULATOR_PORT: port(9199),
  /** Hosts (host[:port], comma separated) that serve the staff side; everything else is the talent side. */
  VITE_STAFF_HOSTS: z._default(z.string(), ''),
  VITE_CURRENCY: z._default(z.string().check(z.length(3)), 'EUR'),
  /** LinkedIn OpenID Connect: the app's client id and the authorization endpoint (a loopback server in tests). */
  VITE_LINKEDIN_CLIENT_ID: z._default(z.string(), ''),
  VITE_LINKEDIN_AUTH_URL: z._default(z.url(), 'https://www.linkedin.com/oauth/v2/authorization'),
  /** Microsoft tenant for /ad (empty: /ad says it is not available on this deployment). */
  VITE_MICROSOFT_TENANT: z._default(z.string(), ''),
  /** One more federated provider per deployment, e.g. `oidc.partner` or `google.com`, and its button label. */
  VITE_FEDERATED_PROVIDER_ID: z._default(z.string(), ''),
  VITE_FEDERATED_PROVIDER_NAME: z._default(z.string(), ''),
});

const env = schema.parse(import.meta.env);

export const config = {
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
        }
      : null,
  staffHosts: env.VITE_STAFF_HOSTS.split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  currency: env.VITE_CURRENCY,
  linkedin: env.VITE_LINKEDIN_CLIENT_ID ? { clientId: env.VITE_LINKEDIN_CLIENT_ID, authUrl: env.VITE_LINKEDIN_AUTH_URL } : null,
  microsoftTenant: env.VITE_MICROSOFT_TENANT || null,
  federatedProvider: env.VITE_FEDERATED_PROVIDER_ID
    ? { id: env.VITE_FEDERATED_PROVIDER_ID, name: env.VITE_FEDERATED_PROVIDER_NAME || env.VITE_FEDERATED_PROVIDER_ID }
    : null,
} as const;
