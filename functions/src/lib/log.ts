import { logger } from 'firebase-functions';

/**
 * The one logging module of the functions. It never prints secrets: any key that names a
 * token, password, code, social security number or IBAN is replaced before logging.
 */
const SECRET_KEY = /token|password|secret|authorization|code|ssn|socialsecurity|iban|bic|cookie/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1),
    ]),
  );
}

export const log = {
  info: (message: string, data?: Record<string, unknown>) => logger.info(message, redact(data ?? {})),
  warn: (message: string, data?: Record<string, unknown>) => logger.warn(message, redact(data ?? {})),
  error: (message: string, data?: Record<string, unknown>) => logger.error(message, redact(data ?? {})),
};
