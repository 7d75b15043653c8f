import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment, type TokenOptions } from '@firebase/rules-unit-testing';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { FIRESTORE, PROJECT_ID } from './emulators';

/**
 * A rules-unit-testing environment over the repository's firestore.rules, in a project of its
 * own per suite (`suffix`) so suites never see each other's data. Denials are expected in
 * these suites, so the SDK does not log each one.
 */
export function firestoreRulesEnv(suffix: string): Promise<RulesTestEnvironment> {
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId: `${PROJECT_ID}-${suffix}`,
    firestore: {
      host: FIRESTORE.host,
      port: FIRESTORE.port,
      rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8'),
    },
  });
}

/**
 * The same project's Firestore with rules off, for seeding between the operations under test:
 * one Admin SDK client (the emulator lets it past the rules) for the whole suite, where each
 * `withSecurityRulesDisabled` call starts and stops an app of its own (the rules matrix seeds
 * thousands of times). `close()` in afterAll.
 */
export function rulesOffFirestore(suffix: string): { db: Firestore; close: () => Promise<void> } {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${FIRESTORE.host}:${FIRESTORE.port}`;
  const name = `rules-off-${suffix}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: `${PROJECT_ID}-${suffix}` }, name);
  return { db: getFirestore(app), close: () => deleteApp(app) };
}

/**
 * The `firebase` part of an ID token as the Auth emulator issues it after a password and an SMS
 * code (`withSecondFactor`) or after the password alone (`passwordOnly`). Admin and my act in the
 * rules only with the first. rules-unit-testing replaces its default `firebase` map with the one
 * given (its type does not name `sign_in_second_factor`, hence the constants).
 */
const twoStep = { sign_in_provider: 'password', sign_in_second_factor: 'phone' } as const;
const oneStep = { sign_in_provider: 'password' } as const;
export const withSecondFactor = (claims: Record<string, unknown>): TokenOptions => ({ ...claims, firebase: twoStep });
export const passwordOnly = (claims: Record<string, unknown>): TokenOptions => ({ ...claims, firebase: oneStep });

/**
 * The compat SDK's server-time sentinel (rules-unit-testing hands out compat Firestore), for
 * writes that must carry `request.time`.
 */
export async function rulesServerTime(): Promise<unknown> {
  const { default: firebase } = await import('firebase/compat/app');
  await import('firebase/compat/firestore');
  return firebase.firestore.FieldValue.serverTimestamp();
}
