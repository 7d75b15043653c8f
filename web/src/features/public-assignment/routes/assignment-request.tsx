import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { sendAssignmentRequest } from '../api/send-assignment-request';
import { AssignmentRequestForm } from '../components/assignment-request-form';
import { Button, ButtonLink } from '@/lib/ui/button';

/**
 * Route module for `assignmentRequest` (`/assignment-request`, public): an employer asks the
 * agency for workers. After a send the page turns into a thank-you that says what happens next
 * (the heading takes the focus, so a screen reader hears it); "Send another request" starts a
 * blank form. No Firebase SDK here: the form posts to the `forms` function with plain fetch.
 */
export default function AssignmentRequestRoute() {
  const { t } = useTranslation(['publicAssignment', 'common']);
  const [sent, setSent] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <section aria-labelledby="request-sent" className="mx-auto max-w-2xl px-4 py-10">
        <h1 id="request-sent" ref={thanks} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {t('publicAssignment:sent.heading')}
        </h1>
        <p className="mt-3 text-slate-800">{t('publicAssignment:sent.body')}</p>
        <h2 className="mt-6 text-lg font-bold text-slate-900">{t('publicAssignment:sent.nextHeading')}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
          <li>{t('publicAssignment:sent.next1')}</li>
          <li>{t('publicAssignment:sent.next2')}</li>
          <li>{t('publicAssignment:sent.next3')}</li>
        </ol>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              setSent(null);
              setRound((r) => r + 1);
            }}
          >
            {t('publicAssignment:sent.another')}
          </Button>
          <ButtonLink href={routes.landing.href()}>{t('common:nav.home')}</ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="request-title" className="mx-auto max-w-2xl px-4 py-8">
      <h1 id="request-title" className="text-2xl font-bold text-slate-900">
        {t('common:screens.assignmentRequest')}
      </h1>
      <p className="mt-2 text-slate-700">{t('publicAssignment:intro')}</p>
      <div className="mt-6">
        <AssignmentRequestForm key={round} onSend={(body) => sendAssignmentRequest(body)} onSent={setSent} />
      </div>
    </section>
  );
}
