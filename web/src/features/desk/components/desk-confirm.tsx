import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { ConfirmStep } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';

export interface DeskConfirmProps {
  question: string;
  questionRef: RefObject<HTMLParagraphElement | null>;
  /** "Yes, …" of the action. */
  yes: string;
  /** The action's write: busy, and its failure said under the buttons. */
  save: Pick<EndpointAction<never, unknown>, 'busy' | 'notice' | 'reset'>;
  onConfirm: () => void;
  /** Back without saving (ignored while saving); the failure said is cleared. */
  onBack: () => void;
  tone?: 'primary' | 'danger';
  details?: ReactNode;
}

/** The desk's asked-once-more step: the question, "Yes, …" (Saving… while it runs) and Back, and what a failure said. */
export function DeskConfirm({ question, questionRef, yes, save, onConfirm, onBack, tone, details }: DeskConfirmProps) {
  const { t } = useTranslation('desk');
  const back = () => {
    if (save.busy) return;
    save.reset();
    onBack();
  };
  return (
    <ConfirmStep
      question={question}
      questionRef={questionRef}
      details={details}
      confirmLabel={save.busy ? t('desk:saving') : yes}
      cancelLabel={t('desk:back')}
      tone={tone ?? 'primary'}
      busy={save.busy}
      onConfirm={onConfirm}
      onCancel={back}
    >
      {save.notice && <Notice tone={save.notice.tone}>{save.notice.text}</Notice>}
    </ConfirmStep>
  );
}

export interface PanelActionsProps {
  /** The panel's own buttons, before Back. */
  children: ReactNode;
  onCancel: () => void;
  /** Names the group (the settle outcomes). */
  label?: string;
}

/** A panel's buttons before its question: its own, then Back, which closes the dialog with nothing saved. */
export function PanelActions({ children, onCancel, label }: PanelActionsProps) {
  const { t } = useTranslation('desk');
  return (
    <div role={label ? 'group' : undefined} aria-label={label} className="flex flex-wrap gap-3">
      {children}
      <Button variant="secondary" onClick={onCancel}>
        {t('desk:back')}
      </Button>
    </div>
  );
}
