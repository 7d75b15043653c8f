import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type CustomerShiftView } from '@vuoro/domain';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { createEntries } from '../api/create-entries';
import { CustomerChoices } from './customer-choices';
import { ReportForm } from './report-form';
import { SavedShifts } from './saved-shifts';

/** `/shifts/report`: the customer records shifts already worked; the agency approves them. */
export function ReportScreen() {
  const { t } = useTranslation(['shiftOrder', 'common']);
  const [saved, setSaved] = useState<CustomerShiftView[] | null>(null);
  const [round, setRound] = useState(0);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        title={t('common:screens.shiftsReport')}
        description={t('shiftOrder:reportIntro')}
        back={{ href: routes.customerShifts.href(), label: t('shiftOrder:backToList') }}
      />
      {saved ? (
        <SavedShifts
          shifts={saved}
          note={<Notice tone="info">{t('shiftOrder:reportApproval')}</Notice>}
          anotherLabel={t('shiftOrder:reportAnother')}
          onAnother={() => {
            setSaved(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <CustomerChoices>
          {(choices) => (
            <ReportForm
              key={round}
              choices={choices}
              onSave={async (entries) => setSaved((await createEntries(entries)).shifts)}
            />
          )}
        </CustomerChoices>
      )}
    </section>
  );
}
