import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { texts } from '../../shared/domain/texts';
import { loginErrorText } from './auth-errors';

describe('loginErrorText', () => {
  it('says the device is offline when no answer came, not that something unknown failed', () => {
    expect(loginErrorText(new ApiError(0, 'network_error', 'network error'))).toBe(texts.loginOffline);
  });
  it('keeps the spec texts for the server’s answers', () => {
    expect(loginErrorText(new ApiError(401, 'invalid_grant', 'invalid credentials'))).toBe(texts.loginInvalid);
    expect(loginErrorText(new ApiError(500, 'server_error', 'internal server error'))).toBe(texts.unknownError);
  });
});
