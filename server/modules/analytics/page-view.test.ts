import { describe, expect, it } from 'vitest';
import { pageViewOf } from './page-view.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const view = (path: string, headers: Record<string, string>, status = 200, method = 'GET') =>
  pageViewOf({ method, url: new URL(path, 'https://weltaare.com'), light: false }, headers, status, 'weltaare.com');

describe('what a page view is made of', () => {
  it('keeps the page, its language, the other site, the device and the status, never who the visitor is', () => {
    expect(view('/en/services', { 'user-agent': PHONE, referer: 'https://www.Facebook.com/groups/x?ref=1' })).toEqual({
      path: '/en/services',
      language: 'en',
      referrer: 'facebook.com',
      device: 'phone',
      light: false,
      status: 200,
    });
    expect(view('/contact', { 'user-agent': DESKTOP, referer: 'https://www.weltaare.com/services' })).toMatchObject({
      language: 'fr',
      referrer: '',
      device: 'desktop',
    });
    expect(view('/contact', { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' })?.device).toBe('phone');
    expect(view('/x', { 'user-agent': DESKTOP, referer: 'not a url' })?.referrer).toBe('');
    expect(view('/missing', { 'user-agent': DESKTOP }, 404)?.status).toBe(404);
    expect(view('/', { 'user-agent': DESKTOP }, 304)?.status).toBe(200);
  });

  it('counts no robot, prefetch, fetch that is not a document, other method or status, nor an overlong path', () => {
    const robots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ];
    for (const agent of robots) expect(view('/', { 'user-agent': agent }), agent).toBeNull();
    expect(view('/', { 'user-agent': PHONE, 'sec-purpose': 'prefetch;prerender' })).toBeNull();
    expect(view('/', { 'user-agent': PHONE, purpose: 'prefetch' })).toBeNull();
    expect(view('/', { 'user-agent': PHONE, 'sec-fetch-dest': 'empty' })).toBeNull();
    expect(view('/', { 'user-agent': PHONE, 'sec-fetch-dest': 'document' })).not.toBeNull();
    expect(view('/', { 'user-agent': PHONE }, 200, 'HEAD')).toBeNull();
    for (const status of [301, 302, 422, 500, 503]) expect(view('/', { 'user-agent': PHONE }, status)).toBeNull();
    expect(view(`/${'a'.repeat(300)}`, { 'user-agent': PHONE }, 404)).toBeNull();
  });
});
