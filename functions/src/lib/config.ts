import { z } from 'zod';
import { RECENT_LOGIN_MAX_AGE_SECONDS } from '@vuoro/domain';

/**
 * The Staff API's configuration, read once (on first use, so deploy-time discovery needs none
 * of it) and parsed with zod. The emulator takes it from `functions/.env.demo-vuoro`; a real
 * deployment sets its own `.env.<project>` and binds USERNAME_ALIAS_SECRET from Secret Manager.
 */

/** The emulator's Hosting sites (talent 5000, staff 5005) and vite's dev server. */
const EMULATOR_WEB_ORIGINS = [
  'http://127.0.0.1:5000',
  'http://localhost:5000',
  'http://127.0.0.1:5005',
  'http://localhost:5005',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

const origins = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()).min(1))
  .transform((list) => list.map((u) => new URL(u).origin));

const schema = z.object({
  /** Key of the username → sign-in email alias (shared with the identity function and the seed). */
  USERNAME_ALIAS_SECRET: z.string().min(16),
  /** Age in seconds after which a sign-in is too old for a sensitive route ('Credentials too old'). */
  STAFF_API_RECENT_LOGIN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(RECENT_LOGIN_MAX_AGE_SECONDS),
  /** Origins a sign-in link (SendLinkToEmail) may lead to. */
  STAFF_ALLOWED_WEB_ORIGINS: origins.default(EMULATOR_WEB_ORIGINS),
  /** The project's Web API key, for the Auth REST API (any value works against the emulator). */
  AUTH_API_KEY: z.string().min(1).optional(),
  /** Set by the Functions emulator when the Auth emulator runs (host:port). */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  /** Overrides where the Auth REST API lives (defaults: the Auth emulator, else Google's). */
  AUTH_REST_BASE_URL: z.url().optional(),
});

export interface StaffApiConfig {
  usernameAliasSecret: string;
  recentLoginSeconds: number;
  allowedWebOrigins: readonly string[];
  authRest: { baseUrl: string; apiKey: string };
}

let cached: StaffApiConfig | null = null;

/** Parses an environment into the Staff API's configuration; throws naming the variables, never their values. */
export function parseStaffApiConfig(env: Record<string, string | undefined>): StaffApiConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new Error(`Staff API configuration is invalid: ${names}`);
  }
  const e = result.data;
  const emulator = e.FIREBASE_AUTH_EMULATOR_HOST;
  const baseUrl =
    e.AUTH_REST_BASE_URL ??
    (emulator ? `http://${emulator}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1');
  const apiKey = e.AUTH_API_KEY ?? (emulator ? 'demo-api-key' : undefined);
  if (!apiKey) throw new Error('Staff API configuration is invalid: AUTH_API_KEY');
  return {
    usernameAliasSecret: e.USERNAME_ALIAS_SECRET,
    recentLoginSeconds: e.STAFF_API_RECENT_LOGIN_SECONDS,
    allowedWebOrigins: e.STAFF_ALLOWED_WEB_ORIGINS,
    authRest: { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey },
  };
}

/** The configuration of this process, parsed on first use. */
export function staffApiConfig(): StaffApiConfig {
  cached ??= parseStaffApiConfig(process.env);
  return cached;
}

/**
 * Settings of the HTTP edge that every HTTP function reads (forms and the Staff API alike), so
 * they are parsed apart from the Staff API's own configuration, whose secret the forms function
 * does not bind.
 */
const edgeSchema = z.object({
  /**
   * How many `X-Forwarded-For` entries, counted from the right, our own front ends appended: the
   * client's address is the entry this many places from the right (README, "Client address
   * behind Hosting"). 2 behind Firebase Hosting; 0 trusts no entry (the socket's address counts).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(2),
});

export interface EdgeConfig {
  trustedProxyHops: number;
}

let cachedEdge: EdgeConfig | null = null;

/** Parses an environment into the edge settings; throws naming the variables, never their values. */
export function parseEdgeConfig(env: Record<string, string | undefined>): EdgeConfig {
  const result = edgeSchema.safeParse(env);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new Error(`Edge configuration is invalid: ${names}`);
  }
  return { trustedProxyHops: result.data.TRUSTED_PROXY_HOPS };
}

/** The edge settings of this process, parsed on first use. */
export function edgeConfig(): EdgeConfig {
  cachedEdge ??= parseEdgeConfig(process.env);
  return cachedEdge;
}

/** Secrets the Staff API function binds in production (the emulator reads `.env.demo-vuoro`). */
export function staffApiSecrets(): string[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['USERNAME_ALIAS_SECRET'];
}

const callerCache = z.object({ STAFF_CALLER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(60) });

/**
 * How long an instance keeps a caller's staff record (identity/staff-people.ts `findCaller`), in
 * seconds: a change made on another instance shows here within it (0: read on every call). Apart
 * from `staffApiConfig`, which needs the Staff API's secrets: every function that reads a caller
 * has this one.
 */
export function callerCacheSeconds(env: Record<string, string | undefined> = process.env): number {
  const result = callerCache.safeParse(env);
  if (!result.success) throw new Error('Staff API configuration is invalid: STAFF_CALLER_CACHE_SECONDS');
  return result.data.STAFF_CALLER_CACHE_SECONDS;
}
