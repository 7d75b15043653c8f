/**
 * Sets custom claims (roles) on an account from the command line: how the first admin is made,
 * before anyone can call the admin-only `setUserClaims` function. Same schema and merge as that
 * function; every change is written to `staffClaimsAudit` (via 'cli').
 *
 *   npx tsx scripts/set-claims.ts <email> admin=true my=false customerIds=hotelli-aurora,satama
 *
 * Against the emulators set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST; against a
 * real project set GOOGLE_CLOUD_PROJECT (credentials from `gcloud auth application-default login`).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  claimsAuditRecord,
  mergeClaims,
  removesRole,
  staffCollections,
  userClaimsPatch,
  type UserClaimsPatch,
} from '@vuoro/domain';
import { syncConsultant } from '../functions/src/views/views';

const USAGE =
  'usage: npx tsx scripts/set-claims.ts <email> name=value ... (admin my userManager employee teamLead canEditShifts mfaRequired =true|false, customerIds=a,b)';

/** Parses `name=value` arguments into a claims patch; booleans are true/false, customerIds a comma list. */
export function parseClaimArgs(args: string[]): UserClaimsPatch {
  const raw: Record<string, unknown> = {};
  for (const arg of args) {
    const eq = arg.indexOf('=');
    if (eq < 1) throw new Error(`not name=value: ${arg}`);
    const name = arg.slice(0, eq);
    const value = arg.slice(eq + 1);
    if (name === 'customerIds') {
      raw[name] = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
    } else if (value === 'true' || value === 'false') raw[name] = value === 'true';
    else throw new Error(`${name} must be true or false`);
  }
  const parsed = userClaimsPatch.safeParse(raw);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'claims'}: ${i.message}`).join('; '));
  return parsed.data;
}

export async function setClaims(email: string, patch: UserClaimsPatch): Promise<Record<string, unknown>> {
  const app =
    getApps()[0] ??
    initializeApp(
      process.env.GOOGLE_CLOUD_PROJECT ? { projectId: process.env.GOOGLE_CLOUD_PROJECT } : { projectId: 'demo-vuoro' },
    );
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const merged = mergeClaims(user.customClaims, patch);
  await getFirestore(app)
    .collection(staffCollections.claimsAudit)
    .add(
      claimsAuditRecord.parse({
        actorUid: null,
        actorEmail: process.env.USER ? `cli:${process.env.USER}` : 'cli',
        targetUid: user.uid,
        claims: patch,
        via: 'cli',
        at: new Date().toISOString(),
      }),
    );
  await auth.setCustomUserClaims(user.uid, merged);
  // A role taken away ends the sessions that still carry it.
  if (removesRole(user.customClaims, merged)) await auth.revokeRefreshTokens(user.uid);
  await syncConsultant(getFirestore(app), user.uid, await auth.getUser(user.uid));
  return merged;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [email, ...args] = process.argv.slice(2);
  if (!email || !email.includes('@') || args.length === 0) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!process.env.GOOGLE_CLOUD_PROJECT && !(process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIRESTORE_EMULATOR_HOST)) {
    console.error('set-claims: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (emulators) or GOOGLE_CLOUD_PROJECT.');
    process.exit(2);
  }
  try {
    const claims = await setClaims(email, parseClaimArgs(args));
    console.log(`set-claims: ${email} now has ${JSON.stringify(claims)}; the user sees them after the next token refresh.`);
  } catch (err) {
    console.error(`set-claims: ${(err as Error).message}`);
    process.exit(1);
  }
}
