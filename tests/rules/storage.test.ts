import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { IMPERSONATED_BY_CLAIM } from '@vuoro/domain';
import { PROJECT_ID, storageEmulatorRunning } from '../support/emulators';
import { passwordOnly, withSecondFactor } from '../support/rules-env';

/** storage.rules: a talent's avatar and CV. Needs the Storage emulator's rules runtime. */
if (!storageEmulatorRunning) {
  console.warn('SKIPPED storage-rules tests: the Storage emulator rules runtime is not on this machine.');
}

const MB = 1024 * 1024;
const bytes = (n: number) => new Uint8Array(n);

describe.skipIf(!storageEmulatorRunning)('Storage rules (Storage emulator)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: `${PROJECT_ID}-storage`,
      storage: {
        host: '127.0.0.1',
        port: 9199,
        rules: readFileSync(fileURLToPath(new URL('../../storage.rules', import.meta.url)), 'utf8'),
      },
    });
  });
  afterAll(() => env?.cleanup());

  const owner = () => env.authenticatedContext('t1').storage();

  it('the owner uploads an image avatar of at most 5 MB; not larger, not another type', async () => {
    await assertSucceeds(owner().ref('t1/avatar/me.png').put(bytes(1024), { contentType: 'image/png' }).then());
    await assertFails(
      owner()
        .ref('t1/avatar/big.png')
        .put(bytes(5 * MB + 1), { contentType: 'image/png' })
        .then(),
    );
    await assertFails(owner().ref('t1/avatar/me.pdf').put(bytes(1024), { contentType: 'application/pdf' }).then());
  });

  it('the owner uploads a CV as PDF, DOC, DOCX or ODT of at most 10 MB', async () => {
    await assertSucceeds(owner().ref('t1/cv/cv.pdf').put(bytes(1024), { contentType: 'application/pdf' }).then());
    await assertSucceeds(
      owner().ref('t1/cv/cv.odt').put(bytes(1024), { contentType: 'application/vnd.oasis.opendocument.text' }).then(),
    );
    await assertFails(owner().ref('t1/cv/cv.exe').put(bytes(1024), { contentType: 'application/x-msdownload' }).then());
    await assertFails(
      owner()
        .ref('t1/cv/big.pdf')
        .put(bytes(10 * MB + 1), { contentType: 'application/pdf' })
        .then(),
    );
  });

  it('nobody else writes there; admin and my (with a second factor) read, another talent does not', async () => {
    await assertFails(
      env.authenticatedContext('t2').storage().ref('t1/cv/x.pdf').put(bytes(10), { contentType: 'application/pdf' }).then(),
    );
    await assertFails(
      env.unauthenticatedContext().storage().ref('t1/avatar/x.png').put(bytes(10), { contentType: 'image/png' }).then(),
    );
    await assertSucceeds(
      env
        .authenticatedContext('a1', withSecondFactor({ admin: true }))
        .storage()
        .ref('t1/cv/cv.pdf')
        .getMetadata(),
    );
    await assertSucceeds(
      env
        .authenticatedContext('m1', withSecondFactor({ my: true }))
        .storage()
        .ref('t1/cv/cv.pdf')
        .getMetadata(),
    );
    await assertFails(env.authenticatedContext('t2').storage().ref('t1/cv/cv.pdf').getMetadata());
    await assertFails(
      env
        .authenticatedContext('a1', withSecondFactor({ admin: true }))
        .storage()
        .ref('t1/cv/cv.pdf')
        .delete(),
    );
  });

  it('admin and my signed in with a password alone read neither the CV nor the avatar', async () => {
    for (const [uid, claims] of [
      ['a1', { admin: true }],
      ['m1', { my: true }],
    ] as const) {
      const storage = env.authenticatedContext(uid, passwordOnly(claims)).storage();
      await assertFails(storage.ref('t1/cv/cv.pdf').getMetadata());
      await assertFails(storage.ref('t1/avatar/me.png').getMetadata());
    }
  });

  it('a "Sign in as" session reads, writes and deletes nothing, even as the owner or with admin claims', async () => {
    const actingFor = { actAs: 'employee-1', [IMPERSONATED_BY_CLAIM]: 'um-1' };
    for (const [uid, claims] of [
      ['t1', { employee: true, ...actingFor }],
      ['support-1', actingFor],
      ['a1', withSecondFactor({ admin: true, my: true, ...actingFor })],
    ] as const) {
      const storage = env.authenticatedContext(uid, claims).storage();
      await assertFails(storage.ref('t1/cv/cv.pdf').getMetadata());
      await assertFails(storage.ref('t1/avatar/me.png').getMetadata());
      await assertFails(storage.ref('t1/cv/new.pdf').put(bytes(10), { contentType: 'application/pdf' }).then());
      await assertFails(storage.ref('t1/avatar/new.png').put(bytes(10), { contentType: 'image/png' }).then());
      await assertFails(storage.ref('t1/cv/cv.pdf').delete());
      await assertFails(storage.ref(`${uid}/avatar/own.png`).put(bytes(10), { contentType: 'image/png' }).then());
    }
    // The same files are there for the owner's own session.
    await assertSucceeds(owner().ref('t1/cv/cv.pdf').getMetadata());
  });
});
