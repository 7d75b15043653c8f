import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayText } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { DefinitionList } from '@/lib/ui/definition-list';
import { Notice } from '@/lib/ui/notice';
import { downloadIdentityCard } from '../api/download-identity-card';
import { useIdentityCard } from '../api/get-identity-card';
import { DocumentsPage } from './documents-page';
import { useFileDownload } from '@/lib/use-file-download';

/** `/profile/identity-card`: the card on screen (a card-shaped panel) and the same card as a PDF. */
export function IdentityCard() {
  const { t } = useTranslation(['documents', 'common']);
  const cardId = useId();
  const card = useIdentityCard();
  const download = useFileDownload(downloadIdentityCard, 'documents:downloadFailed');
  return (
    <DocumentsPage screen="profileIdentityCard" intro={t('documents:card.intro')} load={card}>
      {card.data && (
        <div className="mt-4 grid gap-4">
          <article
            aria-labelledby={cardId}
            className="w-full max-w-md rounded-2xl bg-blue-900 p-5 text-white shadow-md [&_dd]:text-white [&_dt]:text-blue-100"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h2 id={cardId} className="text-lg font-bold">
                {t('documents:card.label')}
              </h2>
              <span className="font-bold">{card.data.employer}</span>
            </div>
            <p className="mt-3 text-xl font-bold break-words">{card.data.name}</p>
            <DefinitionList
              className="mt-3"
              items={[
                { term: t('documents:card.employeeNumber'), value: card.data.employeeNumber },
                { term: t('documents:card.employer'), value: card.data.employer },
                { term: t('documents:card.validUntil'), value: formatDayText(card.data.validUntil) },
                { term: t('documents:card.taxNumber'), value: card.data.taxNumber },
              ]}
            />
          </article>
          <div>
            <Button variant="secondary" busy={download.busy} onClick={() => void download.run(undefined)}>
              {t('documents:card.download')}
            </Button>
          </div>
          {download.notice && <Notice tone={download.notice.tone}>{download.notice.text}</Notice>}
        </div>
      )}
    </DocumentsPage>
  );
}
