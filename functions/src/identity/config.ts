import { z } from 'zod';

/**
 * The identity function's configuration, read once (on first use, so that deploy-time
 * discovery needs none of it) and parsed with zod. The emulator takes it from
 * `functions/.env.demo-vuoro`; a real deployment sets the base URLs and redirect URIs in its
 * own `.env.<project>` and binds the client secret and the alias key from Secret Manager.
 */
const commaList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()).min(1));

/** The emulator's sites (Hosting talent 5000, staff 5005) and vite's dev server. */
const EMULATOR_REDIRECTS = [
  'http://127.0.0.1:5000/auth/linkedin/callback',
  'http://127.0.0.1:5005/auth/linkedin/callback',
  'http://127.0.0.1:5173/auth/linkedin/callback',
  'http://localhost:5173/auth/linkedin/callback',
];

const schema = z.object({
  /** Key of the username → sign-in email alias (functions/src/identity/username-alias.ts). */
  USERNAME_ALIAS_SECRET: z.string().min(16),
  LINKEDIN_CLIENT_ID: z.string().min(1),
  LINKEDIN_CLIENT_SECRET: z.string().min(1),
  /** Where LinkedIn's OAuth endpoints live (`/oauth/v2/accessToken`); a loopback server in tests. */
  LINKEDIN_AUTH_BASE_URL: z.url().default('https://www.linkedin.com'),
  /** Where LinkedIn's API lives (`/v2/userinfo`). */
  LINKEDIN_API_BASE_URL: z.url().default('https://api.linkedin.com'),
  /** The exact redirect URIs our sites send LinkedIn: `<site origin>/auth/linkedin/callback`. */
  LINKEDIN_REDIRECT_URIS: commaList.default(EMULATOR_REDIRECTS),
  /** How long to wait for LinkedIn before answering 502. */
  LINKEDIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type IdentityConfig = z.infer<typeof schema>;

let cached: IdentityConfig | null = null;

/** The parsed configuration; throws (naming the variables, never their values) when it is incomplete. */
export function identityConfig(): IdentityConfig {
  if (cached) return cached;
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new Error(`identity function configuration is invalid: ${names}`);
  }
  cached = {
    ...result.data,
    LINKEDIN_AUTH_BASE_URL: trimSlash(result.data.LINKEDIN_AUTH_BASE_URL),
    LINKEDIN_API_BASE_URL: trimSlash(result.data.LINKEDIN_API_BASE_URL),
  };
  return cached;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Secret Manager secrets bound to the function in production. The emulator reads the same
 * names from `functions/.env.demo-vuoro` instead (declaring them there would make it try to
 * reach Secret Manager), so none are declared when running under the emulator.
 */
export function identitySecrets(): string[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['LINKEDIN_CLIENT_SECRET', 'USERNAME_ALIAS_SECRET'];
}
