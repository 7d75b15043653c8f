import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { linkedinExchangeBody, resolveLoginBody, type ApiError } from '@vuoro/domain';
import { log } from '../lib/log';
import { parseJson } from '../staffApi/validate';
import { identityConfig } from './config';
import { IdentityError, linkedinSignIn } from './linkedin';
import { resolveLogin } from './resolve-login';

/**
 * The `identity` function: what a visitor needs before having a session. Reached through the
 * Hosting rewrite `/identity/**`, so paths keep that prefix. Nothing here logs what the caller
 * sent (identifiers, codes) or what it answers (tokens).
 */
export function createIdentityApp() {
  const app = new Hono().basePath('/identity');

  app.post('/resolve-login', async (c) => {
    const input = await parseJson(c, resolveLoginBody);
    if (!input.ok) return input.response;
    return c.json(resolveLogin(input.data, identityConfig().USERNAME_ALIAS_SECRET));
  });

  app.put('/linkedin', async (c) => {
    const input = await parseJson(c, linkedinExchangeBody);
    if (!input.ok) return input.response;
    const config = identityConfig();
    if (!config.LINKEDIN_REDIRECT_URIS.includes(input.data.redirect)) {
      return c.json<ApiError>(
        { error: 'Invalid input', issues: [{ path: 'redirect', message: 'validation:invalidValue' }] },
        400,
      );
    }
    try {
      return c.json({ token: await linkedinSignIn(config, input.data.code, input.data.redirect) });
    } catch (error) {
      if (error instanceof IdentityError) return c.json<ApiError>({ error: error.code }, error.status);
      throw error;
    }
  });

  app.notFound((c) => c.json<ApiError>({ error: `No route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    log.error('identity failure', { path: c.req.path, method: c.req.method, message: err.message });
    return c.json<ApiError>({ error: 'Something went wrong' }, 500);
  });
  return app;
}

/** Node (req, res) listener for `onRequest`. */
export const identityListener = getRequestListener(createIdentityApp().fetch);
