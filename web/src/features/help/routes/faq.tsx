import { useTranslation } from 'react-i18next';
import { FAQ_FACTS, FAQ_TOPICS, type FaqTopic } from '@vuoro/domain';
import { isSupportedLanguage } from '@/lib/language';
import { PageHeader } from '@/lib/ui';
import { ContactUs } from '../components/contact-us';
import { openingHoursLines } from '../opening-hours';

/** A day of the year as d.M. ("1.5."), as the product writes dates without a year. */
const dayMonth = ({ day, month }: { day: number; month: number }) => `${day}.${month}.`;

/**
 * `/faq` (staff): sick leave, tax card, travel invoices, certificates and holidays (spec section
 * 2), every number from the domain's constants (domain/src/help.ts), then contact us with the
 * support form, so a question the page does not answer goes straight to the agency.
 */
export default function FaqRoute() {
  const { t, i18n } = useTranslation(['manual', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { batchTransferMonth: month, batchTransferWeek: week } = FAQ_FACTS.holidays;
  /** Each topic's paragraphs: the key under `manual:helpPages.faq.<topic>` and the values it is filled with. */
  const paragraphs: Record<FaqTopic, [key: string, values: Record<string, unknown>][]> = {
    sickLeave: [
      [
        'body',
        {
          count: FAQ_FACTS.sickLeave.certificateDays,
          time: openingHoursLines(FAQ_FACTS.sickLeave.phoneHours, language).join(', '),
        },
      ],
    ],
    taxCard: [['body', {}]],
    travelInvoices: [['body', {}]],
    certificates: [['body', { count: FAQ_FACTS.certificates.salaryCertificateWorkingDays }]],
    holidays: [['body', { from: dayMonth({ day: (week - 1) * 7 + 1, month }), to: dayMonth({ day: week * 7, month }) }]],
  };
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <PageHeader title={t('common:screens.faq')} description={t('manual:helpPages.faq.intro')} />
      {FAQ_TOPICS.map((topic) => (
        <section key={topic} aria-labelledby={`faq-${topic}`} className="space-y-2">
          <h2 id={`faq-${topic}`} className="text-xl font-bold">
            {t(`manual:helpPages.faq.${topic}.title`)}
          </h2>
          {paragraphs[topic].map(([key, values]) => (
            <p key={key} className="text-slate-800" data-testid={`faq-${topic}-${key}`}>
              {t(`manual:helpPages.faq.${topic}.${key}`, values)}
            </p>
          ))}
        </section>
      ))}
      <ContactUs />
    </div>
  );
}
