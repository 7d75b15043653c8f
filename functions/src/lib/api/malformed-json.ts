import { IncomingMessage, type ServerResponse } from 'node:http';
import { INVALID_JSON } from './errors';

/**
 * Malformed JSON answers `400 {"error":"invalidJson"}` from every HTTP function, also when the
 * Functions runtime parses the body before any code of ours runs.
 *
 * Why a hook at all: `onRequest` hands our listener to the runtime's own Express app, which
 * parses every `application/json` body with body-parser first: firebase-tools' emulator runtime
 * (lib/emulator/functionsEmulatorRuntime.js) and, in production, the Functions Framework
 * (@google-cloud/functions-framework, src/server.ts). A body that does not parse never reaches
 * our listener: body-parser passes the error to Express's default handler, which answers an
 * HTML page (with the stack and server paths outside NODE_ENV=production). Express error
 * handlers cannot be added to that app from `onRequest` (firebase-functions wraps our listener
 * in a plain function), and neither runtime nor Hosting has a switch for its parser.
 *
 * The one point both runtimes share before the parse is the `verify` callback they give
 * body-parser, which stores the raw body as `req.rawBody` (the property our listeners read).
 * `rawBody` is therefore an accessor here: when a JSON body arrives that body-parser will refuse
 * (it is strict: an object or an array), the response is told to end with our JSON answer
 * instead of whatever the runtime's error handler writes. Any other request is untouched, and
 * where the runtime does not parse (in-process tests) our own `readJson` answers the same.
 */
const RAW_BODY = Symbol('vuoro.rawBody');

type RuntimeRequest = IncomingMessage & { [RAW_BODY]?: unknown; res?: ServerResponse };

/** The media types body-parser's JSON parsers take in these runtimes (type-is ignores parameters). */
const JSON_TYPES = new Set(['application/json', 'application/cloudevents+json']);

export const declaresJson = (contentType: string | undefined) =>
  JSON_TYPES.has((contentType ?? '').split(';')[0]!.trim().toLowerCase());

/** Whether body-parser's strict JSON parser accepts this body: empty, or an object or array that parses. */
export function parsesAsStrictJson(body: Buffer): boolean {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  if (text.length === 0) return true;
  // JSON's own whitespace (space, tab, line feed, carriage return), as body-parser skips it.
  const first = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
  if (first !== '{' && first !== '[') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Makes the next `end` of this response send our 400 invalidJson, whatever was prepared before it. */
function endWithInvalidJson(res: ServerResponse): void {
  const end = res.end.bind(res);
  res.end = (() => {
    if (res.headersSent) return end();
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.statusCode = 400;
    res.statusMessage = 'Bad Request';
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(INVALID_JSON.body));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return end(INVALID_JSON.body);
  }) as ServerResponse['end'];
}

Object.defineProperty(IncomingMessage.prototype, 'rawBody', {
  configurable: true,
  get(this: RuntimeRequest) {
    return this[RAW_BODY];
  },
  set(this: RuntimeRequest, value: unknown) {
    this[RAW_BODY] = value;
    if (this.res && Buffer.isBuffer(value) && declaresJson(this.headers['content-type']) && !parsesAsStrictJson(value)) {
      endWithInvalidJson(this.res);
    }
  },
});
