import en from './en/notifications.json';
import fi from './fi/notifications.json';
import ru from './ru/notifications.json';
import sv from './sv/notifications.json';
import uk from './uk/notifications.json';

/**
 * The push notifications' titles and bodies (`notifications`, `texts/<lng>/notifications.json`),
 * worded by domain/src/staff/notifications/wording.ts. Only the functions put them before a person
 * (the service worker shows a push as it arrives), so they are not in `SHARED_TEXTS`, which the
 * web app bundles before sign-in; the same every-key-in-every-language check holds them
 * (wording.test.ts).
 */
export const NOTIFICATION_TEXTS = { fi, en, sv, uk, ru } as const;
