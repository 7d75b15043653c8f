import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POOL_CONTRACT_TYPES, type PoolContractType } from '@vuoro/domain';
import { errorText } from '@/lib/api-error';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { controlClass } from '@/lib/ui/field';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DeskConfirm } from '../components/desk-confirm';
import { DeskFilesSubmit } from '../components/desk-files-submit';
import { DeskForm } from '../components/desk-form';
import { DeskNav } from '../components/desk-nav';
import { EmployeePicker, type PickedEmployee } from '../components/employee-picker';
import { invitePool, useDeskPoolConnections, useDeskPools } from './api';
import { DeskPoolRequests } from './desk-pool-requests';

const INVITE_FAILURES = {
  poolConnectionExists: 'pools:desk.exists',
  employeeNotFound: 'pools:desk.employeeNotFound',
  poolNotFound: 'pools:desk.poolNotFound',
} as const;

/**
 * `/desk/pools` (admin with a second factor): the customers' requests waiting for approval on top
 * (approve, or decline after asking); then pick a customer's pool and an employee, invite
 * (asked once more: the employee gets a message), and the pool's connections: who, state, since.
 */
export function DeskPools() {
  const { t } = useTranslation(['pools', 'desk', 'labels', 'common']);
  const id = useId();
  const pools = useDeskPools();
  const [poolId, setPoolId] = useState('');
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const [contractType, setContractType] = useState<PoolContractType | ''>('');
  const [missing, setMissing] = useState<{ pool?: string; employee?: string }>({});
  const connections = useDeskPoolConnections(poolId);
  const pool = pools.data?.pools.find((p) => p.id === poolId) ?? null;
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'invite'>();
  const invite = useEndpointAction(invitePool, {
    success: (result) => ({ key: 'pools:desk.invited', values: { name: result.connection.employee.name } }),
    failure: (error) => errorText(error, { byCode: INVITE_FAILURES, fallback: 'pools:failed' }),
    onSuccess: () => {
      answered();
      setEmployee(null);
      connections.retry();
    },
  });
  const submit = () => {
    const refused = {
      ...(pool ? {} : { pool: t('pools:desk.choosePool') }),
      ...(employee ? {} : { employee: t('pools:desk.chooseEmployee') }),
    };
    setMissing(refused);
    if (Object.keys(refused).length === 0) ask('invite');
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-5xl px-4 py-6">
      <DeskNav />
      <PageHeader titleId={`${id}-title`} title={t('common:screens.deskPools')} description={t('pools:desk.intro')} />
      <DeskPoolRequests
        onAnswered={() => {
          pools.retry();
          connections.retry();
        }}
      />
      {pools.status === 'error' && <LoadFailed error={pools.error} retry={pools.retry} className="mt-4" />}
      <DeskForm title={t('pools:desk.inviteTitle')} onSubmit={submit} locked={asking !== null}>
        <div>
          <label htmlFor={`${id}-pool`} className="block text-sm font-semibold text-slate-800">
            {t('pools:desk.pool')}
          </label>
          <select
            id={`${id}-pool`}
            value={poolId}
            onChange={(e) => {
              setPoolId(e.target.value);
              invite.reset();
            }}
            aria-invalid={missing.pool ? true : undefined}
            aria-describedby={missing.pool ? `${id}-pool-error` : undefined}
            className={controlClass}
          >
            <option value="">{pools.data ? t('pools:desk.choosePool') : t('pools:desk.loadingPools')}</option>
            {pools.data?.pools.map((p) => (
              <option key={p.id} value={p.id}>
                {t('pools:desk.poolOption', { customer: p.customer.name, pool: p.name, count: p.members })}
              </option>
            ))}
          </select>
          {missing.pool && (
            <p id={`${id}-pool-error`} className="mt-1 text-sm text-red-800">
              {missing.pool}
            </p>
          )}
        </div>
        <EmployeePicker
          label={t('pools:desk.employee')}
          value={employee}
          onChange={(picked) => {
            invite.reset();
            setEmployee(picked);
          }}
          error={missing.employee}
        />
        <div>
          <label htmlFor={`${id}-contract`} className="block text-sm font-semibold text-slate-800">
            {t('pools:contractType')}
          </label>
          <select
            id={`${id}-contract`}
            value={contractType}
            onChange={(e) => setContractType(e.target.value as PoolContractType | '')}
            className={controlClass}
          >
            <option value="">{t('pools:notSet')}</option>
            {POOL_CONTRACT_TYPES.map((c) => (
              <option key={c} value={c}>
                {t(`labels:poolContractType.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {asking && pool && employee ? (
          <DeskConfirm
            question={t('pools:desk.confirm', { name: employee.name, pool: pool.name, customer: pool.customer.name })}
            questionRef={questionRef}
            yes={t('pools:desk.yes')}
            save={invite}
            onConfirm={() => void invite.run({ poolId: pool.id, employeeId: employee.id, contractType: contractType || null })}
            onBack={stepBack}
          />
        ) : (
          <DeskFilesSubmit
            label={t('pools:desk.invite')}
            busyLabel={t('desk:saving')}
            busy={invite.busy}
            notice={invite.notice}
            buttonRef={askerRef('invite')}
          />
        )}
      </DeskForm>
      {pool && (
        <section aria-labelledby={`${id}-list`} className="mt-8">
          <h2 id={`${id}-list`} className="text-xl font-bold text-slate-900">
            {t('pools:desk.connections', { pool: pool.name })}
          </h2>
          {connections.status === 'error' && <LoadFailed error={connections.error} retry={connections.retry} className="mt-3" />}
          {connections.data && connections.data.connections.length === 0 && (
            <p className="mt-3 text-slate-700">{t('pools:desk.noConnections')}</p>
          )}
          {connections.data && connections.data.connections.length > 0 && (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {connections.data.connections.map((c) => (
                <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3">
                  <span className="font-semibold text-slate-900">{c.employee.name}</span>
                  <span className="text-sm text-slate-700">
                    {t(`labels:poolState.${c.state}`)}
                    {' · '}
                    {c.contractType ? t(`labels:poolContractType.${c.contractType}`) : t('pools:notSet')}
                    {' · '}
                    {t('pools:desk.since', { date: formatDateTimeInAgencyZone(new Date(c.since)) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
