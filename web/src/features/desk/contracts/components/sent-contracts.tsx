import { useTranslation } from 'react-i18next';
import type { DeskContractView } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import type { EndpointState } from '@/lib/use-endpoint';
import { DeskFilesList } from '../../components/desk-files-list';

/**
 * The contracts sent, newest first: the title and the employee, when sent, whether and when signed
 * and by whom, and for each part when the employee opened it (an opening of an earlier text says so).
 */
export function SentContracts({ state }: { state: EndpointState<{ contracts: DeskContractView[] }> }) {
  const { t } = useTranslation('contracts');
  return (
    <DeskFilesList
      title={t('contracts:desk.sent.title')}
      state={state}
      items={state.data?.contracts}
      keyOf={(contract) => contract.id}
      loadingText={t('contracts:desk.sent.loading')}
      emptyText={t('contracts:desk.sent.empty')}
    >
      {(contract) => <SentContract contract={contract} />}
    </DeskFilesList>
  );
}

const when = (iso: string) => formatDateTimeInAgencyZone(new Date(iso));

function SentContract({ contract }: { contract: DeskContractView }) {
  const { t } = useTranslation('contracts');
  const signed = contract.state === 'signed' && contract.signedAt;
  return (
    <article aria-label={`${contract.title}, ${contract.employee.name}`}>
      <p className="font-semibold break-words text-slate-900">
        {contract.title} <span aria-hidden="true">·</span> {contract.employee.name}
      </p>
      <p className="mt-0.5 text-sm text-slate-700">{t('contracts:desk.sent.sentOn', { date: when(contract.sentAt) })}</p>
      <p className={`mt-0.5 text-sm font-semibold ${signed ? 'text-green-800' : 'text-slate-800'}`}>
        {signed
          ? t('contracts:desk.sent.signed', { date: when(contract.signedAt!), name: contract.signedBy ?? contract.employee.name })
          : t('contracts:desk.sent.unsigned')}
      </p>
      <ul className="mt-1 grid gap-0.5 text-sm text-slate-700">
        {contract.parts.map((part) => (
          <li key={part.id}>
            {part.openedAt === null
              ? t('contracts:desk.sent.notOpened', { title: part.title })
              : t(part.openedCurrent ? 'contracts:desk.sent.opened' : 'contracts:desk.sent.openedEarlierText', {
                  title: part.title,
                  date: when(part.openedAt),
                })}
          </li>
        ))}
      </ul>
    </article>
  );
}
