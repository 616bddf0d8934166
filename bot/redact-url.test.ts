import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides secret query parameters and keeps the rest', () => {
    expect(redactUrl('/accounts/microsoft/marketplace/auth?token=abc%2B%3D&x=1')).toBe(
      '/accounts/microsoft/marketplace/auth?token=[redacted]&x=1',
    );
    expect(redactUrl('/accounts/microsoft/callback/?code=c0de&state=s7&session_state=q')).toBe(
      '/accounts/microsoft/callback/?code=[redacted]&state=[redacted]&session_state=q',
    );
    expect(redactUrl('/x?NEXT=%2Fa&id_token=e.y.j&session_id=cs_1&Token=t')).toBe(
      '/x?NEXT=[redacted]&id_token=[redacted]&session_id=[redacted]&Token=[redacted]',
    );
    expect(redactUrl('/billing/?plan=team')).toBe('/billing/?plan=team');
  });

  it('hides the secret segment of magic links and check-in links', () => {
    expect(redactUrl('/accounts/magic_link/9f8e7d6c5b4a/?next=/home')).toBe(
      '/accounts/magic_link/[redacted]/?next=[redacted]',
    );
    expect(redactUrl('/accounts/magic_link/request/')).toBe('/accounts/magic_link/request/');
    expect(redactUrl('/checkin/abcdef0123/answer')).toBe('/checkin/[redacted]/answer');
    expect(redactUrl('/api/v1/checkin/abcdef0123/')).toBe('/api/v1/checkin/[redacted]/');
    expect(redactUrl('/accounts/signup/h4sh/confirm/')).toBe('/accounts/signup/[redacted]/confirm/');
    expect(redactUrl('/accounts/password-reset/3f1e/')).toBe('/accounts/password-reset/[redacted]/');
  });
});
