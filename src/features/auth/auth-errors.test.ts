import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { accountTexts } from '../../shared/domain/account-texts';
import { texts } from '../../shared/domain/texts';
import { loginErrorText, passwordResetRequestErrorText, signupErrorText, tokenErrorText } from './auth-errors';

describe('loginErrorText', () => {
  it('says the device is offline when no answer came, not that something unknown failed', () => {
    expect(loginErrorText(new ApiError(0, 'network_error', 'network error'))).toBe(texts.loginOffline);
  });
  it('keeps the spec texts for the server’s answers', () => {
    expect(loginErrorText(new ApiError(401, 'invalid_grant', 'invalid credentials'))).toBe(accountTexts.loginInvalid);
    expect(loginErrorText(new ApiError(500, 'server_error', 'internal server error'))).toBe(texts.unknownError);
  });
});

describe('the mail limit (429)', () => {
  it('tells the sign-up, the reset request and the forced password request to wait', () => {
    const limited = new ApiError(429, 'too_many_requests', accountTexts.tooManyMails);
    for (const text of [signupErrorText, passwordResetRequestErrorText, tokenErrorText]) expect(text(limited)).toBe(accountTexts.tooManyMails);
  });
});
