import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, getMaintenancePreInfoMessage, maintenancePreInfoResponse, staffCollections } from '@vuoro/domain';
import { callRoute, routePath } from '../support/call-route';
import { adminDb } from '../support/admin';
import { clearCaches } from '../../functions/src/lib/ttl-cache';
import { clearFirestore, FUNCTIONS_URL, STAFF_SITE, TALENT_SITE } from '../support/emulators';

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function seedNotice(endsInDays: number) {
  await adminDb
    .collection(staffCollections.system)
    .doc('maintenance')
    .set({
      messages: { en: 'Vuoro is down for maintenance.', fi: 'Vuorossa on huoltokatko.' },
      startsAt: inDays(endsInDays - 1),
      endsAt: inDays(endsInDays),
    });
}

describe('Staff API: GET /v1/System/MaintenancePreInfoMessage (no auth)', () => {
  // The in-process app keeps the notice for up to a minute (lib/ttl-cache.ts): each test starts cold.
  beforeEach(async () => {
    clearCaches();
    await clearFirestore();
  });

  it('answers no message when no break is planned', async () => {
    // Through the function: the deployed wiring serves the route without a sign-in.
    const res = await callRoute(getMaintenancePreInfoMessage, { via: 'function' });
    expect(res.status).toBe(200);
    expect(maintenancePreInfoResponse.parse(res.body)).toEqual({ message: null, startsAt: null, endsAt: null });
  });

  it('answers the planned break in the asked language, English when that language has none', async () => {
    await seedNotice(3);
    const read = async (culture: string) =>
      maintenancePreInfoResponse.parse((await callRoute(getMaintenancePreInfoMessage, { query: { culture } })).body);
    const fi = await read('fi');
    expect(fi.message).toBe('Vuorossa on huoltokatko.');
    const uk = await read('uk');
    expect(uk.message).toBe('Vuoro is down for maintenance.');
    expect(uk.endsAt).not.toBeNull();
  });

  it('stops announcing a break once it is over', async () => {
    await seedNotice(-1);
    const body = maintenancePreInfoResponse.parse(
      (await callRoute(getMaintenancePreInfoMessage, { query: { culture: 'fi' } })).body,
    );
    expect(body.message).toBeNull();
  });

  it('refuses an unsupported culture or an unknown parameter with 400 and the field at fault', async () => {
    for (const query of ['culture=de', 'culture=fi&debug=1']) {
      const res = await callRoute(getMaintenancePreInfoMessage, { query });
      expect(res.status).toBe(400);
      const body = apiError.parse(res.body);
      expect(body.error).toBe('Invalid input');
      expect(body.issues?.length).toBeGreaterThan(0);
      // Field messages are i18n keys for the caller's language, not zod's English.
      for (const issue of body.issues ?? []) expect(issue.message).toMatch(/^validation:/);
    }
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await fetch(`${FUNCTIONS_URL}/api/v1/Nothing/Here`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(apiError.parse(await res.json()).error).toContain('/v1/Nothing/Here');
  });

  it.each([
    ['talent', TALENT_SITE],
    ['staff', STAFF_SITE],
  ])('is reachable through the %s Hosting site rewrite', async (_site, origin) => {
    // The function in the emulator keeps the notice it read first for up to a minute, so this
    // checks the route's answer, not which notice it holds.
    const res = await fetch(`${origin}${routePath(getMaintenancePreInfoMessage, { query: { culture: 'en' } })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(maintenancePreInfoResponse.safeParse(await res.json()).success).toBe(true);
  });
});
