import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSiteOrigin, siteOrigin, siteUrl } from './site-origin';

afterEach(() => {
  vi.unstubAllGlobals();
  setSiteOrigin('http://localhost:3000');
});

describe('siteOrigin', () => {
  it('is localhost:3000 on the server until the public URL is set', () => {
    expect(siteOrigin()).toBe('http://localhost:3000');
  });

  it('is the public URL on the server, without path or trailing slash', () => {
    setSiteOrigin('https://www.lesefunke.de/');
    expect(siteOrigin()).toBe('https://www.lesefunke.de');
    setSiteOrigin('https://schule.example.org:8443/lesefunke');
    expect(siteOrigin()).toBe('https://schule.example.org:8443');
  });

  it('is the page’s own origin in a browser, whatever the server set', () => {
    setSiteOrigin('https://www.lesefunke.de');
    vi.stubGlobal('window', { location: { origin: 'http://192.168.1.20:3000' } });
    expect(siteOrigin()).toBe('http://192.168.1.20:3000');
  });

  it('refuses a public URL that is no URL', () => {
    expect(() => setSiteOrigin('lesefunke.de')).toThrow();
    expect(siteOrigin()).toBe('http://localhost:3000');
  });
});

describe('siteUrl', () => {
  it('makes a path absolute on the site and leaves an absolute address alone', () => {
    setSiteOrigin('https://www.lesefunke.de');
    expect(siteUrl('/boardstories?p=2')).toBe('https://www.lesefunke.de/boardstories?p=2');
    expect(siteUrl('/')).toBe('https://www.lesefunke.de/');
    expect(siteUrl('https://cms.example.org/wp-content/uploads/bild.jpg')).toBe('https://cms.example.org/wp-content/uploads/bild.jpg');
  });
});
