import {
  FALLBACK_LANGUAGE,
  type getMaintenancePreInfoMessage,
  maintenanceNotice,
  staffCollections,
  type SupportedLanguage,
  type MaintenanceNotice,
  type MaintenancePreInfoResponse,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { log } from '../../lib/log';
import { TtlCache } from '../../lib/ttl-cache';

/** The notice as this instance last read it: every page load asks, an admin changes it seldom. */
const notices = new TtlCache<'maintenance', MaintenanceNotice | null>(60_000, 1);

/** The maintenance notice, read at most once a minute per instance (a change shows within a minute). */
function cachedMaintenanceNotice(now: number): Promise<MaintenanceNotice | null> {
  return notices.get('maintenance', readMaintenanceNotice, now);
}

export async function readMaintenanceNotice(): Promise<MaintenanceNotice | null> {
  const snap = await db().collection(staffCollections.system).doc('maintenance').get();
  if (!snap.exists) return null;
  const parsed = maintenanceNotice.safeParse(snap.data());
  if (!parsed.success) {
    log.warn('ignoring malformed maintenance notice', { issues: parsed.error.issues.length });
    return null;
  }
  return parsed.data;
}

const none: MaintenancePreInfoResponse = { message: null, startsAt: null, endsAt: null };

/** The notice in the asked language (else English, else any), or nothing once the break is over. */
export function pickMessage(
  notice: MaintenanceNotice | null,
  culture: SupportedLanguage | undefined,
  now: Date,
): MaintenancePreInfoResponse {
  if (!notice || new Date(notice.endsAt) <= now) return none;
  const message =
    (culture && notice.messages[culture]) || notice.messages[FALLBACK_LANGUAGE] || Object.values(notice.messages)[0] || null;
  return message ? { message, startsAt: notice.startsAt, endsAt: notice.endsAt } : none;
}

/** GET /v1/System/MaintenancePreInfoMessage?culture (no auth); cached briefly by the browser and Hosting. */
export const maintenancePreInfoMessage: Handler<typeof getMaintenancePreInfoMessage> = async ({ query }, c) => {
  const now = c.get('now')();
  const notice = await cachedMaintenanceNotice(now);
  c.header('Cache-Control', 'public, max-age=60');
  return pickMessage(notice, query.culture, new Date(now));
};
