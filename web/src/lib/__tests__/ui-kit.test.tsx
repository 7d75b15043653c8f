import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import { StaffApiError } from '../staff-api';
import { Button, ConfirmStep, DefinitionList, EmptyState, Field, LoadFailed, Notice, PageHeader, useAskOnce } from '../ui';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);
const renderIn = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('Button', () => {
  it('is a 44 px button; busy it is announced, keeps the focus and refuses a second press', () => {
    const onClick = vi.fn();
    const { rerender } = renderIn(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('min-h-11');
    fireEvent.click(button);
    rerender(
      <I18nextProvider i18n={i18n}>
        <Button onClick={onClick} busy variant="danger">
          Save
        </Button>
      </I18nextProvider>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

function Asking({ onConfirm }: { onConfirm: () => void }) {
  const { asking, ask, stepBack, questionRef, askerRef } = useAskOnce<'delete'>();
  if (!asking)
    return (
      <Button ref={askerRef('delete')} variant="danger" onClick={() => ask('delete')}>
        Delete
      </Button>
    );
  return (
    <ConfirmStep
      label="Delete the entry"
      question="Delete the entry for good?"
      questionRef={questionRef}
      confirmLabel="Yes, delete"
      cancelLabel="Back"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={stepBack}
    />
  );
}

describe('ConfirmStep', () => {
  it('asks once more with the focus on the question, and Back returns the focus to the asking button', () => {
    const onConfirm = vi.fn();
    renderIn(<Asking onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const group = screen.getByRole('group', { name: 'Delete the entry' });
    expect(group).toHaveAccessibleDescription('Delete the entry for good?');
    expect(screen.getByText('Delete the entry for good?')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

function NameField() {
  const [value, setValue] = useState('');
  return (
    <Field id="name" label="Name" hint="As on your ID" error={value === 'x' ? 'Too short' : undefined}>
      {(props) => <input {...props} value={value} onChange={(e) => setValue(e.target.value)} />}
    </Field>
  );
}

describe('Field', () => {
  it('ties the label, the hint and the error to the control', () => {
    renderIn(<NameField />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on your ID');
    expect(input).not.toHaveAttribute('aria-invalid');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Too short');
  });
});

describe('Notice, LoadFailed, PageHeader, EmptyState, DefinitionList', () => {
  it('says errors as alerts and the rest as status', () => {
    renderIn(
      <>
        <Notice tone="error">Failed</Notice>
        <Notice tone="warning">Careful</Notice>
        <Notice tone="success">Saved</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual(['Careful', 'Saved']);
  });

  it('offers a retry on a failed load, but not to someone who is not an employee', () => {
    const retry = vi.fn();
    const { rerender } = renderIn(<LoadFailed error={new StaffApiError(500, 'x')} retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    rerender(
      <I18nextProvider i18n={i18n}>
        <LoadFailed error={new StaffApiError(403, 'notAnEmployee')} retry={retry} message="Could not load shift" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your account does not have access to the employee views.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('heads a page, says an empty list, and lists the details that have a value', () => {
    renderIn(
      <>
        <PageHeader title="Shifts" description="Your next shifts" back={{ href: '/', label: 'Back to home' }} />
        <EmptyState title="No upcoming shifts">Open shifts are listed under Open shifts.</EmptyState>
        <DefinitionList
          items={[
            { term: 'Place', value: 'Helsinki' },
            { term: 'Note', value: '' },
          ]}
        />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Shifts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('No upcoming shifts')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Place');
    expect(screen.getByRole('definition')).toHaveTextContent('Helsinki');
  });
});
