/**
 * Editors' preview: signed, expiring links; signed sessions; the same-origin redirect rule;
 * previewDateTime; the cookie the route cache steps aside for; host labels and frame messaging.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createPreviewSession,
  DEV_PREVIEW_SECRET,
  parsePreviewDateTime,
  PREVIEW_LINK_MAX_TTL_S,
  PREVIEW_SESSION_TTL_S,
  previewLinkQuery,
  safeRedirectPath,
  signPreviewLink,
  verifyPreviewLink,
  verifyPreviewSession,
} from '../../src/lib/preview/signing.ts';
import { hasPreviewCookie, previewCookieName, previewCookieOptions } from '../../src/lib/preview/cookie.ts';
import { hostLabel } from '../../src/lib/preview/host-label.ts';
import { frameAncestorsDirective, isScrollMessage, parseEditorOrigins, SCROLL_MESSAGE } from '../../src/lib/preview/frames.ts';

const SECRET = 'test-secret-of-reasonable-length';
const NOW = 1_900_000_000;
const query = (link: ReturnType<typeof signPreviewLink>) => new URLSearchParams(previewLinkQuery(link));

describe('preview links', () => {
  it('accepts a link signed with the secret, before it expires, and names its path', () => {
    const link = signPreviewLink(SECRET, '/en-us/winter-sale?previewDateTime=2035-12-01T10:00:00.000Z', NOW + 3600);
    expect(verifyPreviewLink(SECRET, query(link), NOW)).toEqual({ ok: true, path: '/en-us/winter-sale?previewDateTime=2035-12-01T10:00:00.000Z' });
  });

  it('refuses an expired link, even by one second', () => {
    const link = signPreviewLink(SECRET, '/en-us/', NOW);
    expect(verifyPreviewLink(SECRET, query(link), NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPreviewLink(SECRET, query(link), NOW - 1).ok).toBe(true);
  });

  it('refuses a link signed with another secret', () => {
    const link = signPreviewLink('another-secret', '/en-us/', NOW + 60);
    expect(verifyPreviewLink(SECRET, query(link), NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a link whose path, expiry or signature was changed', () => {
    const link = signPreviewLink(SECRET, '/en-us/', NOW + 60);
    const path = query(link);
    path.set('path', '/en-us/winter-sale');
    expect(verifyPreviewLink(SECRET, path, NOW).ok).toBe(false);
    const exp = query(link);
    exp.set('exp', String(NOW + 120));
    expect(verifyPreviewLink(SECRET, exp, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    const sig = query(link);
    sig.set('sig', `${link.sig.slice(0, -2)}AA`);
    expect(verifyPreviewLink(SECRET, sig, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses malformed links', () => {
    expect(verifyPreviewLink(SECRET, new URLSearchParams(''), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewLink(SECRET, new URLSearchParams('path=/&exp=soon&sig=xxxxxxxxxxxxxxxxxxxxxxxx'), NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a correctly signed link that lives longer than allowed', () => {
    const link = signPreviewLink(SECRET, '/en-us/', NOW + PREVIEW_LINK_MAX_TTL_S + 1);
    expect(verifyPreviewLink(SECRET, query(link), NOW)).toEqual({ ok: false, reason: 'too-long-lived' });
  });

  it('never redirects off the site, even when the off-site path is signed', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/en-us/\u0000x']) {
      const link = signPreviewLink(SECRET, path, NOW + 60);
      expect(verifyPreviewLink(SECRET, query(link), NOW), path).toMatchObject({ ok: false });
    }
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/en-us/c/tents-3002?sort=price-asc#grid')).toBe('/en-us/c/tents-3002?sort=price-asc#grid');
    expect(safeRedirectPath('/en-us/../fr-fr/')).toBe('/fr-fr/');
  });
  it('refuses anything that could leave the origin', () => {
    for (const bad of [null, '', 'en-us', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\\b', '/x\r\nSet-Cookie: a=b']) {
      expect(safeRedirectPath(bad), String(bad)).toBeNull();
    }
  });
  it('keeps percent-encoded characters encoded (they cannot split the Location header)', () => {
    expect(safeRedirectPath('/%0d%0aSet-Cookie')).toBe('/%0d%0aSet-Cookie');
  });
});

describe('preview sessions', () => {
  it('accepts its own session until it expires', () => {
    const { value, exp } = createPreviewSession(SECRET, NOW);
    expect(exp).toBe(NOW + PREVIEW_SESSION_TTL_S);
    expect(verifyPreviewSession(SECRET, value, NOW + 10)).toEqual({ exp });
    expect(verifyPreviewSession(SECRET, value, exp)).toBeNull();
  });

  it('refuses forged, altered or foreign sessions', () => {
    const { value } = createPreviewSession(SECRET, NOW);
    expect(verifyPreviewSession('other', value, NOW)).toBeNull();
    const [v, exp, nonce, sig] = value.split('.');
    expect(verifyPreviewSession(SECRET, [v, Number(exp) + 3600, nonce, sig].join('.'), NOW)).toBeNull();
    expect(verifyPreviewSession(SECRET, [v, exp, 'other-nonce', sig].join('.'), NOW)).toBeNull();
    expect(verifyPreviewSession(SECRET, undefined, NOW)).toBeNull();
    expect(verifyPreviewSession(SECRET, 'true', NOW)).toBeNull();
  });

  it('cannot be made from a link signature (each is signed for its own purpose)', () => {
    const link = signPreviewLink(SECRET, '/en-us/', NOW + 60);
    expect(verifyPreviewSession(SECRET, `v1.${NOW + 60}.x.${link.sig}`, NOW)).toBeNull();
  });

  it('two sessions differ (a random nonce)', () => {
    expect(createPreviewSession(SECRET, NOW).value).not.toBe(createPreviewSession(SECRET, NOW).value);
  });
});

describe('previewDateTime', () => {
  it('normalises ISO date-times to UTC', () => {
    expect(parsePreviewDateTime('2035-12-01T10:00:00Z')).toBe('2035-12-01T10:00:00.000Z');
    expect(parsePreviewDateTime('2035-12-01T11:30:00+01:00')).toBe('2035-12-01T10:30:00.000Z');
  });
  it('reads a zone-less value (the preview bar field) as UTC', () => {
    expect(parsePreviewDateTime('2035-12-01T10:00')).toBe('2035-12-01T10:00:00.000Z');
  });
  it('refuses anything else', () => {
    for (const bad of [null, '', 'tomorrow', '2035-12-01', '2035-13-01T10:00:00Z', '2035-12-01 10:00:00Z']) expect(parsePreviewDateTime(bad), String(bad)).toBeNull();
  });
});

describe('the preview cookie', () => {
  it('is __Host- prefixed and Secure on https, plain on http; httpOnly and SameSite=Lax on both', () => {
    const https = new URL('https://www.cairn.example/');
    const http = new URL('http://localhost:4321/');
    expect(previewCookieName(https)).toBe('__Host-cairn_preview');
    expect(previewCookieName(http)).toBe('cairn_preview');
    expect(previewCookieOptions(https, 60)).toEqual({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 60 });
    expect(previewCookieOptions(http, 60).secure).toBe(false);
  });

  it('is detected in a Cookie header (the route cache steps aside for it)', () => {
    expect(hasPreviewCookie('a=1; cairn_preview=v1.x; b=2')).toBe(true);
    expect(hasPreviewCookie('__Host-cairn_preview=v1.x')).toBe(true);
    expect(hasPreviewCookie('not_cairn_preview=1; cairn_consent=v1.C0001.1')).toBe(false);
    expect(hasPreviewCookie(null)).toBe(false);
  });
});

describe('preview frames', () => {
  it('label their host', () => {
    const prod = ['www.cairn.example'];
    expect(hostLabel('localhost', prod)).toBe('localhost');
    expect(hostLabel('127.0.0.1', prod)).toBe('localhost');
    expect(hostLabel('pr-482.preview.cairn.example', prod)).toBe('PR preview');
    expect(hostLabel('deploy-preview-12--cairn.netlify.app', prod)).toBe('PR preview');
    expect(hostLabel('dev.cairn.example', prod)).toBe('dev');
    expect(hostLabel('qa.cairn.example', prod)).toBe('qa');
    expect(hostLabel('preprod.cairn.example', prod)).toBe('preprod');
    expect(hostLabel('www.cairn.example', prod)).toBe('production');
    expect(hostLabel('shop.example.org', prod)).toBe('unknown');
  });

  it('accept only well-formed scroll messages', () => {
    expect(isScrollMessage({ type: SCROLL_MESSAGE, ratio: 0.5, frame: 'frame-phone' })).toBe(true);
    for (const bad of [null, 'scroll', { type: SCROLL_MESSAGE, ratio: 2, frame: 'f' }, { type: SCROLL_MESSAGE, ratio: Number.NaN, frame: 'f' }, { type: 'other', ratio: 0.5, frame: 'f' }, { type: SCROLL_MESSAGE, ratio: 0.5 }]) {
      expect(isScrollMessage(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('allow only configured editor origins to frame the site', () => {
    const { origins, rejected } = parseEditorOrigins('https://cms.cairn.example, https://editor.cairn.example/ http://*.evil.example https://x.example/path nonsense');
    expect(origins).toEqual(['https://cms.cairn.example', 'https://editor.cairn.example']);
    expect(rejected).toEqual(['http://*.evil.example', 'https://x.example/path', 'nonsense']);
    expect(frameAncestorsDirective(origins)).toBe("frame-ancestors 'self' https://cms.cairn.example https://editor.cairn.example");
    expect(frameAncestorsDirective(parseEditorOrigins(undefined).origins)).toBe("frame-ancestors 'self'");
  });
});

describe('scripts/preview-link.ts', () => {
  const script = fileURLToPath(new URL('../../scripts/preview-link.ts', import.meta.url));
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...process.env, PREVIEW_SECRET: SECRET, SITE_URL: 'https://www.cairn.example' }, stdio: ['ignore', 'pipe', 'pipe'] });

  it('mints a link the storefront accepts, with the chosen previewDateTime', () => {
    const url = new URL(run('/en-us/winter-sale', '--at', '2035-12-01T10:00:00Z', '--ttl', '600').trim());
    expect(url.origin + url.pathname).toBe('https://www.cairn.example/preview/enter');
    const check = verifyPreviewLink(SECRET, url.searchParams, Math.floor(Date.now() / 1000));
    expect(check).toEqual({ ok: true, path: '/en-us/winter-sale?previewDateTime=2035-12-01T10%3A00%3A00.000Z' });
    expect(Number(url.searchParams.get('exp')) - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  it('refuses an off-site path and a bad date', () => {
    expect(() => run('//evil.example')).toThrow();
    expect(() => run('/en-us/', '--at', 'next tuesday')).toThrow();
  });

  it('documents the sandbox development secret', () => {
    expect(DEV_PREVIEW_SECRET).toBe('cairn-sandbox-preview-secret');
  });
});
