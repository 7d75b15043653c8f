import { describe, expect, it } from 'vitest';
import { redact } from '../../functions/src/lib/log';

/** The functions' one logging module never prints a token, password, code, SSN or IBAN. */
describe('log redaction', () => {
  it('replaces every secret-looking key at any depth', () => {
    const out = JSON.stringify(
      redact({
        uid: 'u1',
        headers: { Authorization: 'Bearer abc', cookie: 'x' },
        body: { OldPassword: 'a', NewPassword: 'b', password: 'c' },
        linkedin: { code: 'auth-code', access_token: 'at', id_token: 'it', client_secret: 'cs' },
        oobCode: 'o',
        idToken: 'i',
        refreshToken: 'r',
        mfa: { verificationCode: '123456', sessionInfo: 'keep' },
        person: { socialSecurityNumber: '010101-123A', iban: 'FI21', bic: 'NDEAFIHH' },
        list: [{ token: 't' }],
      }),
    );
    for (const secret of [
      'Bearer abc',
      '"a"',
      '"b"',
      '"c"',
      'auth-code',
      '"at"',
      '"it"',
      '"cs"',
      '"o"',
      '"i"',
      '"r"',
      '123456',
      '010101',
      'FI21',
      'NDEA',
      '"t"',
    ])
      expect(out, secret).not.toContain(secret);
    expect(out).toContain('"uid":"u1"');
    expect(out).toContain('"sessionInfo":"keep"');
  });
});
