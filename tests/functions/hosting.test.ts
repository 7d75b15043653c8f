import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REGION, STAFF_SITE, TALENT_SITE } from '../support/emulators';

/** The deployed projects (.firebaserc, every one but the emulator's demo project). */
const firebaserc = JSON.parse(readFileSync(fileURLToPath(new URL('../../.firebaserc', import.meta.url)), 'utf8')) as {
  projects: Record<string, string>;
};
const deployed = [...new Set(Object.values(firebaserc.projects))].filter((p) => !p.startsWith('demo-'));

/** A Content-Security-Policy as its directives, each with its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Emulator runs add the loopback emulators to connect-src (scripts/emulators.mjs); those are not what a deployment allows. */
const deployedSources = (sources: string[]) => sources.filter((s) => !/^(http|ws):\/\/127\.0\.0\.1:/.test(s));

const AUTH_HOSTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const AUTH_DOMAINS = deployed.map((project) => `https://${project}.firebaseapp.com`);
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const SIGN_IN_FRAMES = [...AUTH_DOMAINS, 'https://apis.google.com', ...RECAPTCHA_FRAMES];

/**
 * What each site's pages may reach, host by host. Both sites: Firebase Auth (Identity Toolkit,
 * Secure Token), the projects' auth domains as frames for the sign-in popup and redirect, the
 * Google API loader and reCAPTCHA (phone second factor). The talent side also reads and writes
 * Firestore and Storage directly and calls the callables; the staff side uses only the Staff API,
 * same-origin behind the Hosting rewrite (web/src/lib/warm-up.ts says why it loads no Firestore).
 */
const expected = {
  talent: {
    'connect-src': [
      "'self'",
      ...AUTH_HOSTS,
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      ...deployed.map((project) => `https://${REGION}-${project}.cloudfunctions.net`),
    ],
    'img-src': ["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com'],
    'frame-src': [...SIGN_IN_FRAMES],
    'media-src': null,
  },
  // A training material or shared file the browser can show is opened in the page from a blob URL
  // of the bytes the Staff API answered (web/src/features/training): a PDF or text in a frame, a
  // video in <video>. Only blob: is added; the files never come from another origin.
  staff: {
    'connect-src': ["'self'", ...AUTH_HOSTS],
    'img-src': ["'self'", 'data:', 'blob:'],
    'frame-src': [...SIGN_IN_FRAMES, 'blob:'],
    'media-src': ['blob:'],
  },
};

describe.each([
  ['talent', TALENT_SITE],
  ['staff', STAFF_SITE],
] as const)('Hosting: the %s site', (site, origin) => {
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

  it('lets scripts and frames come from Google only for reCAPTCHA, and calls only our own functions', async () => {
    const csp = directives((await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '');
    // Phone (SMS) second factor: the Auth SDK's RecaptchaVerifier loads
    // www.google.com/recaptcha/api.js, which loads www.gstatic.com/recaptcha/… and frames
    // www.google.com/recaptcha/…; nothing else of those hosts.
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    for (const directive of ['script-src', 'frame-src']) {
      const sources = csp.get(directive) ?? [];
      expect(sources, directive).not.toContain('https://www.google.com');
      expect(sources, directive).not.toContain('https://www.gstatic.com');
      expect(
        sources.filter((s) => s.includes('*.google.com') || s.includes('*.gstatic.com')),
        directive,
      ).toEqual([]);
    }
  });

  it('names every host it allows: no wildcard in any directive', async () => {
    const csp = directives((await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '');
    expect(csp.size).toBeGreaterThan(5);
    for (const [directive, sources] of csp)
      expect(
        sources.filter((s) => s.includes('*')),
        directive,
      ).toEqual([]);
  });

  it('connects and loads images only where its pages really go, and frames only sign-in, reCAPTCHA and (staff) its own files', async () => {
    expect(deployed.length).toBeGreaterThan(0);
    const csp = directives((await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '');
    expect(deployedSources(csp.get('connect-src') ?? []).sort()).toEqual([...expected[site]['connect-src']].sort());
    expect([...(csp.get('img-src') ?? [])].sort()).toEqual([...expected[site]['img-src']].sort());
    expect([...(csp.get('frame-src') ?? [])].sort()).toEqual([...expected[site]['frame-src']].sort());
    const media = expected[site]['media-src'];
    // No media-src: media falls back to default-src 'self'.
    expect(csp.get('media-src') ?? null).toEqual(media && [...media].sort());
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
