import { describe, expect, it } from 'vitest';
import { errorOf } from './api-client';

describe('errorOf', () => {
  it('reads our error shape', () => {
    expect(errorOf({ error: 'invalid_grant', error_description: 'invalid credentials' })).toEqual({ error: 'invalid_grant', description: 'invalid credentials' });
  });
  it('reads WordPress’ {code, message, data}, so a real WordPress’ errors reach the features', () => {
    const wp = { code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.', data: { status: 400 } };
    expect(errorOf(wp)).toEqual({ error: 'rest_post_invalid_page_number', description: wp.message });
  });
  it('gives nothing for other bodies', () => {
    expect(errorOf(null)).toEqual({ error: undefined, description: undefined });
    expect(errorOf([1])).toEqual({ error: undefined, description: undefined });
    expect(errorOf({ code: 404, message: '' })).toEqual({ error: undefined, description: undefined });
  });
});
