import { Hono } from 'hono';
import { maintenancePreInfoQuery, type MaintenancePreInfoResponse } from '@vuoro/domain';
import { parseQuery } from '../validate';
import { readMaintenanceNotice, pickMessage } from './maintenance';

/** `/v1/System/...` routes. MaintenancePreInfoMessage needs no authentication (spec section 7). */
export function systemRoutes() {
  const app = new Hono();
  app.get('/MaintenancePreInfoMessage', async (c) => {
    const query = parseQuery(c, maintenancePreInfoQuery);
    if (!query.ok) return query.response;
    const notice = await readMaintenanceNotice();
    const body: MaintenancePreInfoResponse = pickMessage(notice, query.data.culture, new Date());
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(body);
  });
  return app;
}
