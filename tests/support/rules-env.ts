import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment, type TokenOptions } from '@firebase/rules-unit-testing';
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
