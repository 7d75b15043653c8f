import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffApiError } from '@/lib/staff-api';
import {
  Button,
  ButtonLink,
  ConfirmStep,
  DefinitionList,
  EmptyState,
  Field,
  LoadFailed,
  Notice,
  PageHeader,
  Spinner,
  useAskOnce,
} from '@/lib/ui';

/** A piece of the kit under its code name (the name a developer imports). */
function Piece({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`piece-${name}`} className="border-t border-slate-200 py-6">
      <h2 id={`piece-${name}`} className="mb-3 font-mono text-lg font-bold text-slate-900">
        {name}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/dev/ui`: every piece of the UI kit (web/src/lib/ui) as screens use it, to look at in each
 * language and width. Registered only in development or with VITE_UI_DEMO=true (see router.tsx),
 * so a production build has neither the route nor this chunk.
 */
export default function UiDemo() {
  const { t } = useTranslation(['uiDemo', 'common']);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'delete'>();
  const tooShort = name.length === 1;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        title={t('uiDemo:title')}
        description={t('uiDemo:intro')}
        back={{ href: '/', label: t('common:nav.home') }}
        actions={<Button variant="secondary">{t('uiDemo:secondary')}</Button>}
      />

      <Piece name="Button">
        <div className="flex flex-wrap gap-3">
          <Button>{t('uiDemo:primary')}</Button>
          <Button variant="secondary">{t('uiDemo:secondary')}</Button>
          <Button variant="danger">{t('uiDemo:danger')}</Button>
          <Button busy={busy} onClick={() => setBusy(true)}>
            {busy ? t('uiDemo:busy') : t('uiDemo:primary')}
          </Button>
          <Button variant="link" onClick={() => setBusy(false)}>
            {t('uiDemo:reset')}
          </Button>
          <ButtonLink href="/dev/ui" variant="secondary">
            {t('uiDemo:link')}
          </ButtonLink>
        </div>
      </Piece>

      <Piece name="ConfirmStep">
        {asking ? (
          <ConfirmStep
            label={t('uiDemo:ask')}
            question={t('uiDemo:question')}
            questionRef={questionRef}
            confirmLabel={t('uiDemo:yes')}
            cancelLabel={t('uiDemo:back')}
            tone="danger"
            onConfirm={() => {
              answered();
              setDeleted(true);
            }}
            onCancel={stepBack}
          />
        ) : (
          <div className="grid justify-items-start gap-3">
            <Button variant="danger" ref={askerRef('delete')} onClick={() => ask('delete')}>
              {t('uiDemo:ask')}
            </Button>
            {deleted && <Notice tone="success">{t('uiDemo:deleted')}</Notice>}
          </div>
        )}
      </Piece>

      <Piece name="Field">
        <Field
          id="ui-demo-name"
          label={t('uiDemo:nameLabel')}
          hint={t('uiDemo:nameHint')}
          required
          requiredText={t('uiDemo:required')}
          error={tooShort ? t('uiDemo:nameError') : undefined}
        >
          {(props) => <input {...props} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />}
        </Field>
      </Piece>

      <Piece name="Notice">
        <div className="grid gap-3">
          <Notice tone="info">{t('uiDemo:info')}</Notice>
          <Notice tone="success">{t('uiDemo:success')}</Notice>
          <Notice tone="warning">{t('uiDemo:warning')}</Notice>
          <Notice tone="error">{t('uiDemo:error')}</Notice>
        </div>
      </Piece>

      <Piece name="LoadFailed">
        <LoadFailed error={new StaffApiError(503, 'unavailable')} retry={() => undefined} />
      </Piece>

      <Piece name="Spinner">
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner />
          {t('common:loading')}
        </p>
      </Piece>

      <Piece name="EmptyState">
        <EmptyState title={t('uiDemo:emptyTitle')} action={<ButtonLink href="/dev/ui">{t('uiDemo:emptyAction')}</ButtonLink>}>
          {t('uiDemo:emptyBody')}
        </EmptyState>
      </Piece>

      <Piece name="DefinitionList">
        <div className="grid gap-6 sm:grid-cols-2">
          <DefinitionList
            items={[
              { term: t('uiDemo:place'), value: t('uiDemo:placeValue') },
              { term: t('uiDemo:time'), value: '8:00–16:00' },
              { term: t('uiDemo:note'), value: '' },
            ]}
          />
          <DefinitionList
            layout="wide"
            items={[
              { term: t('uiDemo:place'), value: t('uiDemo:placeValue') },
              { term: t('uiDemo:time'), value: '8:00–16:00' },
            ]}
          />
        </div>
      </Piece>
    </div>
  );
}
