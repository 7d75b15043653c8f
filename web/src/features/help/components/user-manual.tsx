import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { SUPPORT_EMAIL } from '../routes/create-account-help';

/** One part of a manual section: a sub-heading, a paragraph, numbered steps, or links to screens. */
type Block =
  | { kind: 'h3'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'links'; items: readonly { text: string; href: string }[] };

export interface ManualSection {
  id: string;
  title: string;
  blocks: readonly Block[];
}

const h3 = (text: string): Block => ({ kind: 'h3', text });
const p = (text: string): Block => ({ kind: 'p', text });
const steps = (...items: string[]): Block => ({ kind: 'steps', items });
const links = (...items: [text: string, href: string][]): Block => ({
  kind: 'links',
  items: items.map(([text, href]) => ({ text, href })),
});

/**
 * The manual's sections in reading order. Every text is a `manual:` key; the spec's facts
 * (six-digit code, 5 MB, holiday year, 3 days, 7 working days, opening hours) are in the texts.
 * The calendar screen's address needs a month, so the manual links to it no further.
 */
export const MANUAL_SECTIONS: readonly ManualSection[] = [
  {
    id: 'sign-in',
    title: 'manual:signIn.title',
    blocks: [
      p('manual:signIn.intro'),
      h3('manual:signIn.firstTitle'),
      p('manual:signIn.first'),
      steps(
        'manual:signIn.firstSteps.1',
        'manual:signIn.firstSteps.2',
        'manual:signIn.firstSteps.3',
        'manual:signIn.firstSteps.4',
      ),
      h3('manual:signIn.oldTitle'),
      p('manual:signIn.old'),
      h3('manual:signIn.forgotTitle'),
      p('manual:signIn.forgot'),
      h3('manual:signIn.mfaTitle'),
      p('manual:signIn.mfa'),
      steps('manual:signIn.mfaSteps.on', 'manual:signIn.mfaSteps.change', 'manual:signIn.mfaSteps.remove'),
      h3('manual:signIn.lockedTitle'),
      p('manual:signIn.locked'),
      links(
        ['manual:signIn.links.login', routes.login.href()],
        ['manual:signIn.links.help', routes.createAccountHelp.href()],
        ['manual:signIn.links.mfa', routes.multiFactor.href()],
      ),
    ],
  },
  {
    id: 'job-seekers',
    title: 'manual:talents.title',
    blocks: [
      p('manual:talents.intro'),
      h3('manual:talents.registerTitle'),
      steps('manual:talents.registerSteps.1', 'manual:talents.registerSteps.2', 'manual:talents.registerSteps.3'),
      p('manual:talents.ukraine'),
      h3('manual:talents.profileTitle'),
      p('manual:talents.profile'),
      h3('manual:talents.cvTitle'),
      p('manual:talents.cv'),
      h3('manual:talents.jobsTitle'),
      p('manual:talents.jobs'),
      h3('manual:talents.dataTitle'),
      p('manual:talents.data'),
      links(
        ['manual:talents.links.register', routes.register.href()],
        ['manual:talents.links.ukraine', routes.ukraine.href()],
        ['manual:talents.links.profile', routes.talentProfile.href()],
        ['manual:talents.links.account', routes.account.href()],
      ),
    ],
  },
  {
    id: 'employees',
    title: 'manual:employees.title',
    blocks: [
      p('manual:employees.intro'),
      h3('manual:employees.shiftsTitle'),
      p('manual:employees.shifts'),
      h3('manual:employees.calendarTitle'),
      p('manual:employees.calendar'),
      h3('manual:employees.messagesTitle'),
      p('manual:employees.messages'),
      h3('manual:employees.salaryTitle'),
      p('manual:employees.salary'),
      h3('manual:employees.contractsTitle'),
      steps('manual:employees.contractsSteps.1', 'manual:employees.contractsSteps.2', 'manual:employees.contractsSteps.3'),
      h3('manual:employees.holidaysTitle'),
      p('manual:employees.holidays'),
      h3('manual:employees.certificateTitle'),
      p('manual:employees.certificate'),
      h3('manual:employees.sickTitle'),
      steps('manual:employees.sickSteps.1', 'manual:employees.sickSteps.2', 'manual:employees.sickSteps.3'),
      p('manual:employees.sickPhone'),
      links(
        ['manual:employees.links.shifts', routes.shiftsUpcoming.href()],
        ['manual:employees.links.profile', routes.profile.href()],
        ['manual:employees.links.sickLeave', routes.sickLeave.href()],
        ['manual:employees.links.faq', routes.faq.href()],
      ),
    ],
  },
  {
    id: 'customers',
    title: 'manual:customers.title',
    blocks: [
      p('manual:customers.intro'),
      h3('manual:customers.orderTitle'),
      steps('manual:customers.orderSteps.1', 'manual:customers.orderSteps.2', 'manual:customers.orderSteps.3'),
      h3('manual:customers.acceptTitle'),
      p('manual:customers.accept'),
      h3('manual:customers.cancelTitle'),
      p('manual:customers.cancel'),
      h3('manual:customers.feedbackTitle'),
      p('manual:customers.feedback'),
      h3('manual:customers.poolsTitle'),
      p('manual:customers.pools'),
      h3('manual:customers.rostersTitle'),
      p('manual:customers.rosters'),
      h3('manual:customers.internalTitle'),
      p('manual:customers.internal'),
      h3('manual:customers.recruitTitle'),
      p('manual:customers.recruit'),
      links(
        ['manual:customers.links.order', routes.shiftsOrder.href()],
        ['manual:customers.links.shifts', routes.customerShifts.href()],
        ['manual:customers.links.pools', routes.customerPools.href()],
        ['manual:customers.links.prints', routes.customerPrints.href()],
        ['manual:customers.links.internal', routes.customerInternalEmployees.href()],
        ['manual:customers.links.recruit', routes.customerRecruitOrder.href()],
      ),
    ],
  },
];

const CONTACT_ID = 'contact';
const TOP_ID = 'manual-top';
const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 print:text-slate-900';

function BackToTop() {
  const { t } = useTranslation('manual');
  return (
    <p className="mt-6 print:hidden">
      <a href={`#${TOP_ID}`} className={linkClass}>
        {t('manual:backToTop')}
      </a>
    </p>
  );
}

function SectionBlock({ block }: { block: Block }) {
  const { t } = useTranslation('manual');
  switch (block.kind) {
    case 'h3':
      return <h3 className="mt-6 text-lg font-bold text-slate-900">{t(block.text)}</h3>;
    case 'p':
      return <p className="mt-2 text-slate-800">{t(block.text)}</p>;
    case 'steps':
      return (
        <ol className="mt-3 list-decimal space-y-2 pl-7 text-slate-800 marker:font-bold marker:text-brand-700">
          {block.items.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      );
    case 'links':
      return (
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 print:hidden">
          {block.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={linkClass}>
                {t(item.text)}
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}

const sectionClass =
  'mt-8 scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 print:mt-6 print:break-inside-auto print:p-0 print:ring-0';

/**
 * The user manual: one h1, a table of contents of in-page links (plain anchors, so the
 * browser moves to the section and the keyboard focus starts from there), then one h2 section
 * per audience and a contact section, each ending with "Back to top". Text stays within about
 * 70 characters a line; printed, the links to screens and the back links are left out.
 */
export function UserManual() {
  const { t } = useTranslation(['manual', 'common']);
  const toc = [...MANUAL_SECTIONS.map((s) => ({ id: s.id, title: s.title })), { id: CONTACT_ID, title: 'manual:contact.title' }];
  return (
    <article aria-labelledby={TOP_ID} className="mx-auto max-w-[70ch] px-4 py-8 sm:py-12 print:max-w-none print:py-0">
      <h1 id={TOP_ID} tabIndex={-1} className="scroll-mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('manual:title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('manual:lead')}</p>
      <nav
        aria-labelledby="manual-toc"
        className="mt-6 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 print:bg-transparent print:ring-0"
      >
        <h2 id="manual-toc" className="text-lg font-bold text-slate-900">
          {t('manual:toc')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-7 marker:font-bold marker:text-brand-700">
          {toc.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className={linkClass}>
                {t(entry.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {MANUAL_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} tabIndex={-1} aria-labelledby={`${section.id}-title`} className={sectionClass}>
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t(section.title)}
          </h2>
          {section.blocks.map((block, i) => (
            <SectionBlock key={i} block={block} />
          ))}
          <BackToTop />
        </section>
      ))}
      <section id={CONTACT_ID} tabIndex={-1} aria-labelledby={`${CONTACT_ID}-title`} className={sectionClass}>
        <h2 id={`${CONTACT_ID}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('manual:contact.title')}
        </h2>
        <h3 className="mt-4 text-lg font-bold text-slate-900">{t('manual:contact.hoursTitle')}</h3>
        <ul className="mt-2 space-y-1 text-slate-800">
          <li>{t('manual:contact.hours.weekdays')}</li>
          <li>{t('manual:contact.hours.saturday')}</li>
          <li>{t('manual:contact.hours.sunday')}</li>
        </ul>
        <p className="mt-4 text-slate-800">
          {t('manual:contact.email')}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className="mt-4 text-slate-800">{t('manual:contact.signedIn')}</p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 print:hidden">
          <li>
            <Link href={routes.customerContactUs.href()} className={linkClass}>
              {t('manual:contact.links.contact')}
            </Link>
          </li>
          <li>
            <Link href={routes.faq.href()} className={linkClass}>
              {t('manual:contact.links.faq')}
            </Link>
          </li>
        </ul>
        <BackToTop />
      </section>
    </article>
  );
}
