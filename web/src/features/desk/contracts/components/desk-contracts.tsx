import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskContractTemplateView } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { PageHeader } from '@/lib/ui/page-header';
import { DeskNav } from '../../components/desk-nav';
import { useSentContracts } from '../api/contracts';
import { useContractTemplates } from '../api/templates';
import { SendForm } from './send-form';
import { SentContracts } from './sent-contracts';
import { TemplateForm } from './template-form';
import { TemplateList } from './template-list';

/** Which template the editor holds: none open, a new one, or a saved one by id. */
type Editing = { template: DeskContractTemplateView | null; key: string } | null;

/**
 * `/desk/contracts`: send a contract from a template to an employee, the contracts sent (who
 * signed what and when, which parts each opened), and the templates with their editor. On a wide
 * screen sending and the sent list stand beside the templates.
 */
export function DeskContracts() {
  const { t } = useTranslation(['contracts', 'common']);
  const headingId = useId();
  const templates = useContractTemplates();
  const sent = useSentContracts();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-6">
      <DeskNav />
      <PageHeader titleId={headingId} title={t('common:screens.deskContracts')} description={t('contracts:desk.intro')} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-8">
        <div className="grid content-start gap-8">
          <SendForm templates={templates.data?.templates ?? []} onSent={sent.retry} />
          <SentContracts state={sent} />
        </div>
        <div className="grid content-start gap-4">
          <TemplateList state={templates} onEdit={(template) => setEditing({ template, key: template.id })} />
          {editing ? (
            <TemplateForm
              key={editing.key}
              template={editing.template}
              onSaved={templates.retry}
              onClose={() => setEditing(null)}
            />
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setEditing({ template: null, key: `new-${Date.now()}` })}>
                {t('contracts:desk.templates.new')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
