import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgencyDate, routes, type EmployeeContractView } from '@vuoro/domain';
import { errorText, isApiError, isSignedOut } from '@/lib/api-error';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { Button } from '@/lib/ui/button';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { downloadContractPdf } from '../api/download-pdf';
import { useEmploymentContracts } from '../api/get-contracts';
import { signContract } from '../api/sign-contract';
import { partsOf } from '../model';
import { useFileDownload } from '@/lib/use-file-download';
import { useScreenLanguage } from '../use-screen-language';
import { ContractBadge } from './contract-badge';
import { ContractPart } from './contract-part';
import { ContractTerms } from './contract-terms';
import { SignPanel } from './sign-panel';

/**
 * `/profile/contracts/:id`: one contract. Its terms, its parts (each opened here, which records
 * the read), the whole contract as a PDF, and Sign, possible once every part was opened; after
 * signing, who signed and when. Another employee's contract and a missing one read the same.
 */
export function ContractDetail({ id }: { id: string }) {
  const { t } = useTranslation(['contracts', 'common']);
  const loaded = useEmploymentContracts();
  // What the routes answered since (an opening, the signature) is newer than the list.
  const [answered, setAnswered] = useState<EmployeeContractView | null>(null);
  const listed = loaded.data?.contracts.find((c) => c.id === id) ?? null;
  const contract = answered ?? listed;
  const missing = loaded.status === 'ready' && !listed;
  const back = { href: routes.profileContracts.href(), label: t('contracts:back') };
  const headingId = useId();

  if (!contract) {
    return (
      <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-6">
        <PageHeader titleId={headingId} title={t('common:screens.profileContracts')} back={back} />
        <div aria-live="polite">
          {loaded.status === 'loading' && <p className="mt-4 text-slate-700">{t('contracts:loading')}</p>}
        </div>
        {missing && <LoadFailed message={t('contracts:notFound')} className="mt-4" />}
        {loaded.status === 'error' && !isSignedOut(loaded.error) && (
          <LoadFailed error={loaded.error} retry={loaded.retry} message={t('contracts:loadFailed')} className="mt-4" />
        )}
      </section>
    );
  }
  return (
    <Contract
      contract={contract}
      back={back}
      onAnswer={setAnswered}
      reload={() => {
        setAnswered(null);
        loaded.retry();
      }}
    />
  );
}

interface ContractProps {
  contract: EmployeeContractView;
  back: { href: string; label: string };
  onAnswer: (contract: EmployeeContractView) => void;
  reload: () => void;
}

function Contract({ contract, back, onAnswer, reload }: ContractProps) {
  const { t } = useTranslation(['contracts', 'validation']);
  const headingId = useId();
  const other = contract.language !== useScreenLanguage();
  const signedRef = useRef<HTMLDivElement>(null);
  const pdf = useFileDownload(downloadContractPdf, 'contracts:download.failed');
  const sign = useEndpointAction(signContract, {
    success: 'contracts:sign.done',
    // 409: not every part read at its current text (one changed since), or signed meanwhile: said as the server says it.
    failure: (error) =>
      isSignedOut(error)
        ? null
        : errorText(error, {
            byCode: {
              'validation:contractNotRead': 'validation:contractNotRead',
              'validation:contractAlreadySigned': 'validation:contractAlreadySigned',
            },
            fallback: 'contracts:sign.failed',
          }),
    onSuccess: (answer) => onAnswer(answer.contract),
    onFailure: (error) => {
      if (isApiError(error, 409)) reload();
    },
  });
  const signed = contract.state === 'signed';
  useEffect(() => {
    if (signed && sign.notice?.tone === 'success') signedRef.current?.focus();
  }, [signed, sign.notice]);
  const parts = partsOf(contract);

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        titleId={headingId}
        back={back}
        title={<span lang={other ? contract.language : undefined}>{contract.title}</span>}
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        {signed ? (
          <span>{t('contracts:signedOn', { date: formatAgencyDate(new Date(contract.signedAt ?? contract.sentAt)) })}</span>
        ) : (
          <ContractBadge tone="toSign">{t('contracts:toSign')}</ContractBadge>
        )}
        <span>{t('contracts:sentOn', { date: formatAgencyDate(new Date(contract.sentAt)) })}</span>
      </div>
      <ContractTerms terms={contract.terms} />
      <PartsSection>
        {parts.map((part) => (
          <ContractPart key={part.id} part={part} onOpened={onAnswer} onDownloaded={reload} />
        ))}
      </PartsSection>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" busy={pdf.busy} onClick={() => void pdf.run(contract)}>
          {pdf.busy ? t('contracts:download.busy') : t('contracts:download.whole')}
        </Button>
      </div>
      {pdf.notice && (
        <Notice tone={pdf.notice.tone} className="mt-2">
          {pdf.notice.text}
        </Notice>
      )}
      {signed ? (
        <div ref={signedRef} tabIndex={-1} className="mt-8 focus:outline-none">
          <Notice tone="success" announce="status">
            {sign.notice?.tone === 'success' && <p className="font-semibold">{sign.notice.text}</p>}
            <p>
              {t('contracts:sign.signedBy', {
                name: contract.signedBy ?? '',
                date: contract.signedAt ? formatDateTimeInAgencyZone(new Date(contract.signedAt)) : '',
              })}
            </p>
          </Notice>
        </div>
      ) : (
        <SignPanel allOpened={contract.canSign} sign={{ ...sign, run: () => sign.run(contract.id) }} />
      )}
    </section>
  );
}

function PartsSection({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('contracts:parts.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('contracts:parts.hint')}</p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">{children}</ul>
    </section>
  );
}
