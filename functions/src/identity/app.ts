import { getRequestListener } from '@hono/node-server';
import { postResolveLogin, putLinkedinExchange, validationMessages, type ApiError } from '@vuoro/domain';
import { createApi, route } from '../lib/api/app';
import { fieldFailure } from '../lib/api/errors';
import { identityConfig } from './config';
import { IdentityError, linkedinSignIn } from './linkedin';
import { resolveLogin } from './resolve-login';

/**
 * The `identity` function: what a visitor needs before having a session. Reached through the
 * Hosting rewrite `/identity/**`, so paths keep that prefix. Nothing here logs what the caller
 * sent (identifiers, codes) or what it answers (tokens).
 */
export function createIdentityApp() {
  return createApi(
    [
      route(postResolveLogin, ({ body }) => resolveLogin(body, identityConfig().USERNAME_ALIAS_SECRET)),
      route(putLinkedinExchange, async ({ body }, c) => {
        const config = identityConfig();
        if (!config.LINKEDIN_REDIRECT_URIS.includes(body.redirect))
          throw fieldFailure('redirect', validationMessages.invalidValue);
        try {
          return { token: await linkedinSignIn(config, body.code, body.redirect) };
        } catch (error) {
          if (error instanceof IdentityError) return c.json<ApiError>({ error: error.code }, error.status);
          throw error;
        }
      }),
    ],
    { name: 'identity' },
  );
}

/** Node (req, res) listener for `onRequest`. */
export const identityListener = getRequestListener(createIdentityApp().fetch);
