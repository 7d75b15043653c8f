import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupUserResponse } from '@vuoro/domain';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callCallable } from '../support/callable';

/** lookupUser, the admin-with-second-factor callable of /claims-screen, over HTTP as the web SDK calls it. */
const users: TestUser[] = [];
let admin: TestUser, adminWithoutFactor: TestUser, target: TestUser, staff: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ prefix: 'lookup-admin', claims: { admin: true }, mfaPhone: '+358401230011' });
  adminWithoutFactor = await createTestUser({ prefix: 'lookup-admin-1f', claims: { admin: true } });
  target = await createTestUser({ prefix: 'lookup-target', claims: { my: true, customerIds: ['hotelli-aurora'] } });
  staff = await createTestUser({ prefix: 'lookup-my', claims: { my: true }, mfaPhone: '+358401230012' });
  users.push(admin, adminWithoutFactor, target, staff);
});
afterAll(() => deleteTestUsers(users.map((u) => u.uid)));

const call = (data: unknown, token?: string) => callCallable('lookupUser', data, token);

describe('lookupUser (callable)', () => {
  it('finds an account by email for an admin signed in with the second factor', async () => {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const res = await call({ email: `  ${target.email.toUpperCase()} ` }, idToken);
    expect(res.status).toBe(200);
    const found = lookupUserResponse.parse(res.body.result);
    expect(found).toMatchObject({ uid: target.uid, email: target.email, disabled: false });
    expect(found.claims).toEqual({ my: true, customerIds: ['hotelli-aurora'] });
  });

  it('answers not-found for an email without an account', async () => {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const res = await call({ email: 'nobody-here@example.com' }, idToken);
    expect(res.status).toBe(404);
    expect(res.body.error?.status).toBe('NOT_FOUND');
  });

  it("refuses a bad email with invalid-argument and the spec's email message", async () => {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const res = await call({ email: 'not-an-email' }, idToken);
    expect(res.status).toBe(400);
    expect(res.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.body.error?.details).toMatchObject({ issues: [{ path: 'email', message: 'validation:invalidEmail' }] });
  });

  it("refuses an admin without the second factor ('User needs mfa'), staff and a caller without a token", async () => {
    const oneFactor = await signIn(adminWithoutFactor.email, adminWithoutFactor.password);
    const mfa = await call({ email: target.email }, oneFactor.idToken);
    expect(mfa.status).toBe(401);
    expect(mfa.body.error).toMatchObject({ status: 'UNAUTHENTICATED', message: 'User needs mfa' });

    const my = await signInWithSecondFactor(staff.email, staff.password);
    const denied = await call({ email: target.email }, my.idToken);
    expect(denied.status).toBe(403);
    expect(denied.body.error?.status).toBe('PERMISSION_DENIED');

    const anonymous = await call({ email: target.email });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.status).toBe('UNAUTHENTICATED');
  });
});
