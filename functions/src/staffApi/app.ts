import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { ApiError } from '@vuoro/domain';
import { staffApiConfig } from '../lib/config';
import { log } from '../lib/log';
import { staffApiAuth, type StaffApiAuthOptions, type StaffApiEnv } from './auth/middleware';
import { systemRoutes } from './system/routes';
import { userRoutes } from './user/routes';

/**
 * The Staff API: one Hono app serving every `/v1/...` route of spec section 7 with the
 * same paths, methods and query names. Route groups live in their own folders; every route
 * passes the authentication middleware, which reads domain's `staffApiAccess`. A trailing
 * slash is the same route (the spec writes `/MintStaffpointToken/`).
 */
export function createStaffApi(auth: Partial<StaffApiAuthOptions> = {}) {
  const app = new Hono<StaffApiEnv>({ strict: false });
  app.use(
    '/v1/*',
    staffApiAuth({ recentLoginSeconds: auth.recentLoginSeconds ?? (() => staffApiConfig().recentLoginSeconds), now: auth.now }),
  );
  app.route('/v1/System', systemRoutes());
  app.route('/v1/User', userRoutes());

  app.notFound((c) => c.json<ApiError>({ error: `No route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    log.error('staff api failure', { path: c.req.path, method: c.req.method, message: err.message });
    return c.json<ApiError>({ error: 'Something went wrong' }, 500);
  });
  return app;
}

/** Node (req, res) listener for `onRequest`; it reads the body from Functions' `rawBody`. */
export const staffApiListener = getRequestListener(createStaffApi().fetch);
