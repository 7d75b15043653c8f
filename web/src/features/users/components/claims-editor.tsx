import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupUserResponse, UserClaimsPatch } from '@vuoro/domain';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { CallableError } from '@/lib/callable';
import { formatList } from '@/lib/format';
import { setUserClaims } from '../api/claims';
import { Button } from '@/lib/ui/button';

export const CLAIM_FLAGS = ['admin', 'my', 'userManager', 'employee', 'teamLead', 'canEditShifts', 'mfaRequired'] as const;
type Flag = (typeof CLAIM_FLAGS)[number];

function flagsOf(claims: Record<string, unknown>): Record<Flag, boolean> {
  return Object.fromEntries(CLAIM_FLAGS.map((f) => [f, claims[f] === true])) as Record<Flag, boolean>;
}
function customerIdsOf(claims: Record<string, unknown>): string {
  return Array.isArray(claims.customerIds) ? claims.customerIds.filter((c) => typeof c === 'string').join('\n') : '';
}

/** The account found and its claims as checkboxes; saves the full patch through setUserClaims. */
export function ClaimsEditor({ account, selfUid }: { account: LookupUserResponse; selfUid: string | undefined }) {
  const { t, i18n } = useTranslation(['claims', 'errors']);
  const ids = { customers: useId(), customersHint: useId() };
  const [flags, setFlags] = useState(() => flagsOf(account.claims));
  const [customers, setCustomers] = useState(() => customerIdsOf(account.claims));
  // The claims as saved (the answer), said with the roles they give; a failure says why.
  const [saved, setSaved] = useState<Record<string, unknown> | null>(null);
  const write = useEndpointAction(({ uid, patch }: { uid: string; patch: UserClaimsPatch }) => setUserClaims(uid, patch), {
    failure: errorKey,
    onSuccess: (result) => setSaved(result.claims),
  });

  async function save(e: FormEvent) {
    e.preventDefault();
    if (write.busy) return;
    const removesOwnAdmin = account.uid === selfUid && account.claims.admin === true && !flags.admin;
    if (removesOwnAdmin && !window.confirm(t('claims:confirmOwnAdmin'))) return;
    const customerIds = customers
      .split(/[\n,]/)
      .map((c) => c.trim())
      .filter(Boolean);
    const patch: UserClaimsPatch = { ...flags, customerIds };
    setSaved(null);
    await write.run({ uid: account.uid, patch });
  }

  const roleNames = saved
    ? CLAIM_FLAGS.filter((f) => saved[f] === true)
        .map((f) => t(`claims:flags.${f}.label`))
        .concat(
          customerIdsOf(saved)
            ? [`${t('claims:customerIds')}: ${formatList(customerIdsOf(saved).split('\n'), i18n.language, 'unit')}`]
            : [],
        )
    : [];
  const savedRoles = saved ? (roleNames.length ? formatList(roleNames, i18n.language) : t('claims:noRoles')) : '';

  return (
    <section aria-labelledby="claims-account" className="mt-6 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="claims-account" className="text-xl font-bold break-words">
        {account.displayName ?? account.email ?? account.uid}
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('claims:email')}</dt>
        <dd className="break-all">{account.email ?? '—'}</dd>
        <dt className="font-semibold">{t('claims:uid')}</dt>
        <dd className="break-all font-mono">{account.uid}</dd>
        <dt className="font-semibold">{t('claims:status')}</dt>
        <dd>{account.disabled ? t('claims:disabled') : t('claims:enabled')}</dd>
      </dl>
      <form className="mt-4" onSubmit={save} noValidate>
        <fieldset>
          <legend className="font-semibold">{t('claims:roles')}</legend>
          <ul className="mt-2 space-y-3">
            {CLAIM_FLAGS.map((f) => (
              <li key={f}>
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 h-5 w-5 shrink-0"
                    checked={flags[f]}
                    onChange={(e) => setFlags((old) => ({ ...old, [f]: e.target.checked }))}
                  />
                  <span>
                    <span className="block font-semibold">{t(`claims:flags.${f}.label`)}</span>
                    <span className="block text-sm text-slate-700">{t(`claims:flags.${f}.help`)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="mt-4">
          <label htmlFor={ids.customers} className="block font-semibold">
            {t('claims:customerIds')}
          </label>
          <p id={ids.customersHint} className="text-sm text-slate-700">
            {t('claims:customerIdsHelp')}
          </p>
          <textarea
            id={ids.customers}
            aria-describedby={ids.customersHint}
            value={customers}
            onChange={(e) => setCustomers(e.target.value)}
            rows={3}
            className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 font-mono"
          />
        </div>
        <div className="mt-4 space-y-3">
          {write.notice && <Notice tone={write.notice.tone}>{write.notice.text}</Notice>}
          {saved && (
            <Notice tone="success">
              {t('claims:saved', { roles: savedRoles })} {t('claims:nextSignIn')}
            </Notice>
          )}
          <Button type="submit" busy={write.busy}>
            {write.busy ? t('claims:saving') : t('claims:save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A callable failure as an i18n key the screen shows. */
export function errorKey(err: unknown): string {
  if (err instanceof CallableError) {
    if (err.code === 'permission-denied') return 'claims:errors.permissionDenied';
    if (err.code === 'not-found') return 'claims:errors.notFound';
    if (err.code === 'invalid-argument') return err.issues[0]?.message ?? 'claims:errors.invalid';
    if (err.code === 'unauthenticated') return 'claims:errors.signIn';
  }
  return 'claims:errors.network';
}
