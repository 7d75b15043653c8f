import { useTranslation } from 'react-i18next';
import type { CustomerPoolMemberView } from '@vuoro/domain';
import { errorText } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { removeFromPool } from '../api/customer-pools';
import { dateOf } from '../model';

export interface PoolMemberRowProps {
  member: CustomerPoolMemberView;
  poolName: string;
  /** After the removal was saved: the screen says so and reloads. */
  onRemoved: (name: string) => void;
}

/** A pool member: state, contract type, last shift date; removed after asking (adding back needs the agency again). */
export function PoolMemberRow({ member, poolName, onRemoved }: PoolMemberRowProps) {
  const { t } = useTranslation(['pools', 'labels']);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'remove'>();
  const remove = useEndpointAction(removeFromPool, {
    failure: (error) => errorText(error, { fallback: 'pools:failed' }),
    onSuccess: (name) => {
      answered();
      onRemoved(name);
    },
  });
  const name = member.employee.name;
  return (
    <li className="grid gap-2 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold break-words text-slate-900">{name}</span>
        <span className="text-sm font-medium text-slate-800">{t(`labels:poolState.${member.state}`)}</span>
      </div>
      <p className="text-sm text-slate-700">
        {member.contractType ? t(`labels:poolContractType.${member.contractType}`) : t('pools:notSet')}
        {' · '}
        {t('pools:customer.lastShift', { date: dateOf(member.lastShiftDate) ?? t('pools:noShiftsYet') })}
      </p>
      {asking ? (
        <ConfirmStep
          question={t('pools:customer.removeConfirm', { name, pool: poolName })}
          questionRef={questionRef}
          confirmLabel={t('pools:customer.removeYes')}
          cancelLabel={t('pools:back')}
          tone="danger"
          busy={remove.busy}
          onConfirm={() => void remove.run({ id: member.id, name })}
          onCancel={() => {
            remove.reset();
            stepBack();
          }}
        >
          {remove.notice && <Notice tone={remove.notice.tone}>{remove.notice.text}</Notice>}
        </ConfirmStep>
      ) : (
        <div>
          <Button variant="secondary" ref={askerRef('remove')} onClick={() => ask('remove')}>
            {t('pools:customer.remove')}
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
