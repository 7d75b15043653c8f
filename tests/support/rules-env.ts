import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
