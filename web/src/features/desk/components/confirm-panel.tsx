import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DefinitionList } from '@/lib/ui/definition-list';
import { approveRecorded } from '../api/approve-recorded';
import { processDeskOrder } from '../api/process-order';
import { deskActionError, shiftName } from '../model';
import { DeskConfirm } from './desk-confirm';
import type { DeskPanelProps } from './panel';

export interface ConfirmPanelProps extends DeskPanelProps {
  action: 'process' | 'approve';
}

/**
 * Taking an order into processing, or approving a shift recorded as worked (who recorded it and
 * who worked it shown first): one question, "Yes" or "Back".
 */
export function ConfirmPanel({ action, shift, onSaved, onCancel }: ConfirmPanelProps) {
  const { t } = useTranslation(['desk', 'validation', 'errors']);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const save = useEndpointAction(action === 'process' ? processDeskOrder : approveRecorded, {
    failure: deskActionError,
    onSuccess: () => onSaved(t(`desk:saved.${action}`, { shift: shiftName(shift) })),
  });
  return (
    <DeskConfirm
      question={t(`desk:confirm.${action}`)}
      questionRef={questionRef}
      yes={t(`desk:yes.${action}`)}
      save={save}
      details={
        action === 'approve' && (
          <DefinitionList
            layout="wide"
            items={[
              {
                term: t('desk:col.notes'),
                value:
                  shift.entryType === 'customerReported' || shift.entryType === 'employeeReported'
                    ? t(`desk:entry.${shift.entryType}`)
                    : null,
              },
              { term: t('desk:col.worker'), value: shift.worker?.name },
              { term: t('desk:notes'), value: shift.notes },
            ]}
          />
        )
      }
      onConfirm={() => void save.run(shift.id)}
      onBack={onCancel}
    />
  );
}
