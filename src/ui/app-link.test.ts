import { describe, expect, it } from 'vitest';
import { toHref } from './app-link';

const origin = 'https://lesefunke.example';

describe('toHref', () => {
  it('keeps same-site paths', () => {
    expect(toHref('/faq', origin)).toBe('/faq');
  });
  it('turns a full URL of this site into its path', () => {
    expect(toHref('https://lesefunke.example/aktuelles?p=2#x', origin)).toBe('/aktuelles?p=2#x');
  });
  it('keeps other sites and mail links', () => {
    expect(toHref('https://partner.example/', origin)).toBe('https://partner.example/');
    expect(toHref('mailto:hallo@lesefunke.test', origin)).toBe('mailto:hallo@lesefunke.test');
  });
  it('drops what is not an http(s) link', () => {
    expect(toHref('javascript:alert(1)', origin)).toBeUndefined();
    expect(toHref('data:text/html,hi', origin)).toBeUndefined();
    expect(toHref('//evil.example/x', origin)).toBeUndefined();
  });
});
