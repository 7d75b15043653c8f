import { useTranslation } from 'react-i18next';
import type { DeskContractTemplateView } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { Button } from '@/lib/ui/button';
import type { EndpointState } from '@/lib/use-endpoint';
import { DeskFilesItem, DeskFilesList } from '../../components/desk-files-list';

export interface TemplateListProps {
  state: EndpointState<{ templates: DeskContractTemplateView[] }>;
  onEdit: (template: DeskContractTemplateView) => void;
}

/** The templates, newest changed first: title, attachments, when changed, and Edit. */
export function TemplateList({ state, onEdit }: TemplateListProps) {
  const { t } = useTranslation('contracts');
  return (
    <DeskFilesList
      title={t('contracts:desk.templates.title')}
      state={state}
      items={state.data?.templates}
      keyOf={(template) => template.id}
      loadingText={t('contracts:desk.templates.loading')}
      emptyText={t('contracts:desk.templates.empty')}
    >
      {(template) => (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <DeskFilesItem
              name={template.title.fi}
              facts={[
                t('contracts:desk.templates.attachmentCount', { count: template.attachments.length }),
                t('contracts:desk.templates.updated', { date: formatDateTimeInAgencyZone(new Date(template.updatedAt)) }),
              ]}
              text={template.body.fi}
            />
          </div>
          <Button
            variant="secondary"
            aria-label={t('contracts:desk.templates.editNamed', { title: template.title.fi })}
            onClick={() => onEdit(template)}
          >
            {t('contracts:desk.templates.edit')}
          </Button>
        </div>
      )}
    </DeskFilesList>
  );
}
