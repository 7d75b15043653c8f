import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupUserBody, fieldErrors, type LookupUserResponse } from '@vuoro/domain';
import { TextField } from '@/lib/ui/account-form';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { useSession } from '@/lib/session';
import { lookupUser } from '../api/claims';
import { ClaimsEditor, errorKey } from '../components/claims-editor';
import { Button } from '@/lib/ui/button';

/** `/claims-screen` (admin): look an account up by email and set its roles (custom claims). */
export default function ClaimsScreenRoute() {
  const { t } = useTranslation(['claims', 'common', 'validation']);
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [account, setAccount] = useState<LookupUserResponse | null>(null);
  // A field issue shows beside the email; anything else above the editor ("no account" for a 404).
  const lookup = useEndpointAction(lookupUser, {
    failure: (err) => {
      const key = errorKey(err);
      return key.startsWith('validation:') ? null : key === 'claims:errors.notFound' ? 'claims:errors.noAccount' : key;
    },
    onFailure: (err) => {
      const key = errorKey(err);
      if (key.startsWith('validation:')) setEmailError(key);
    },
    onSuccess: setAccount,
  });

  async function find(e: FormEvent) {
    e.preventDefault();
    if (lookup.busy) return;
    lookup.reset();
    const parsed = lookupUserBody.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldErrors<'email'>(parsed.error.issues).email ?? null);
      return;
    }
    setEmailError(null);
    setAccount(null);
    await lookup.run(parsed.data.email);
  }

  return (
    <section aria-labelledby="claims-title" className="mx-auto max-w-3xl px-4 py-8">
      <h1 id="claims-title" className="text-2xl font-bold">
        {t('common:screens.claimsScreen')}
      </h1>
      <p className="mt-2 text-slate-700">{t('claims:intro')}</p>
      <form className="mt-4 flex flex-wrap items-end gap-3" role="search" onSubmit={find} noValidate>
        <TextField
          className="min-w-0 flex-1 basis-60"
          label={t('claims:lookupEmail')}
          type="email"
          autoComplete="off"
          value={email}
          onValue={setEmail}
          error={emailError}
        />
        <Button type="submit" busy={lookup.busy}>
          {lookup.busy ? t('claims:searching') : t('claims:lookup')}
        </Button>
      </form>
      {lookup.notice && (
        <div className="mt-4">
          <Notice tone={lookup.notice.tone}>{lookup.notice.text}</Notice>
        </div>
      )}
      {account && <ClaimsEditor key={account.uid} account={account} selfUid={user?.uid} />}
    </section>
  );
}
