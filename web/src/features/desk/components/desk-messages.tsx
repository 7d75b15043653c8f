import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/lib/ui/page-header';
import { useWorkDataNames } from '@/lib/work-data-names';
import { useDeskAudience } from '../api/get-desk-audience';
import { useDeskMessageSends } from '../api/get-desk-message-sends';
import { DeskNav } from './desk-nav';
import { MessageForm } from './message-form';
import { audienceNames } from './message-model';
import { MessageSends, SENDS_PAGE } from './message-sends';

/** `/desk/messages`: write a message to one employee, a group or everyone, and follow what was sent. */
export function DeskMessages() {
  const { t } = useTranslation(['desk', 'common']);
  const headingId = useId();
  const [skip, setSkip] = useState(0);
  const audience = useDeskAudience();
  const sends = useDeskMessageSends(skip, SENDS_PAGE);
  const { titleName } = useWorkDataNames();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-6">
      <DeskNav />
      <PageHeader titleId={headingId} title={t('common:screens.deskMessages')} description={t('desk:messages.intro')} />
      <MessageForm
        audienceState={audience}
        onSent={() => {
          if (skip === 0) sends.retry();
          else setSkip(0);
        }}
      />
      <MessageSends list={sends} skip={skip} onPage={setSkip} names={audienceNames(audience.data, titleName)} />
    </section>
  );
}
