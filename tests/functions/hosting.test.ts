import { describe, expect, it } from 'vitest';
import { STAFF_SITE, TALENT_SITE } from '../support/emulators';

describe.each([
  ['talent', TALENT_SITE],
  ['staff', STAFF_SITE],
])('Hosting: the %s site', (_site, origin) => {
  it('serves the SPA for any path, with the security headers', async () => {
    const res = await fetch(`${origin}/talents/talent?id=x`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('has no inline script in the page (CSP forbids them)', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toContain('src=');
      expect(body!.trim()).toBe('');
    }
  });
});
