import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './constants';
import { CUSTOMER_SHIFT_STATES, LABEL_GROUPS, allLabelKeys } from './labels';
import { PASSWORD_RULES } from './validation/password';
import { VALIDATION_KEYS, validationMessages } from './texts/messages';
import { SHARED_NAMESPACES, SHARED_TEXTS, sharedTexts } from './texts/shared';

/**
 * The `validation` and `labels` namespaces the web app loads, read from
 * `web/src/locales/<lng>/` at run time (domain code imports nothing of ours; this test only
 * checks that the web's files carry every key the domain hands out).
 */
function readLocale(language: string, namespace: 'validation' | 'labels'): Record<string, unknown> {
  const url = new URL(`../../web/src/locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}
const files = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [
    language,
    { validation: readLocale(language, 'validation'), labels: readLocale(language, 'labels') },
  ]),
) as Record<(typeof SUPPORTED_LANGUAGES)[number], { validation: Record<string, unknown>; labels: Record<string, unknown> }>;
const enLabels = files.en.labels;
const enValidation = files.en.validation;

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)));
}

/** Every `<ns>:<key>` of a language with its text. */
function texts(language: keyof typeof files): Record<string, unknown> {
  const { validation, labels } = files[language];
  return {
    ...Object.fromEntries(Object.entries(flatten(validation)).map(([k, v]) => [`validation:${k}`, v])),
    ...Object.fromEntries(Object.entries(flatten(labels)).map(([k, v]) => [`labels:${k}`, v])),
  };
}

/** Every key the domain can hand to a screen: its messages, password checklist and labels. */
const domainKeys = [...Object.values(validationMessages), ...PASSWORD_RULES.map((rule) => rule.message), ...allLabelKeys()];

describe('locales: every domain key in every language', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has every validation message and label, none empty', (language) => {
    const all = texts(language);
    const missing = domainKeys.filter((key) => typeof all[key] !== 'string' || (all[key] as string).trim() === '');
    expect(missing).toEqual([]);
  });

  it('the five languages have identical key sets', () => {
    const english = Object.keys(texts('en')).sort();
    for (const language of SUPPORTED_LANGUAGES) expect(Object.keys(texts(language)).sort(), language).toEqual(english);
  });

  it('labels are nested objects { "<group>": { "<value>": "…" } }, one per label group', () => {
    expect(Object.keys(enLabels).sort()).toEqual(Object.keys(LABEL_GROUPS).sort());
    expect(VALIDATION_KEYS.every((key) => typeof (enValidation as Record<string, unknown>)[key] === 'string')).toBe(true);
  });
});

describe('shared texts (domain/src/texts): every key in every language', () => {
  it.each(SHARED_NAMESPACES)('%s has the same keys in all five languages, none empty', (namespace) => {
    // Plural keys differ by language (uk and ru have _few and _many): compared by their stem.
    const stems = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    const english = stems(Object.keys(SHARED_TEXTS[namespace].en));
    expect(Object.keys(SHARED_TEXTS[namespace]).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = sharedTexts(namespace, language)!;
      expect(stems(Object.keys(texts)), language).toEqual(english);
      expect(
        Object.values(texts).filter((text) => typeof text !== 'string' || text.trim() === ''),
        language,
      ).toEqual([]);
    }
  });

  it("calendarFeed carries the feed's labels (FeedTexts) and nothing is served for an unknown namespace or language", () => {
    expect(Object.keys(SHARED_TEXTS.calendarFeed.en).sort()).toEqual([
      'contactPerson',
      'info',
      'lunchBreak',
      'lunchBreakMinutes_one',
      'lunchBreakMinutes_other',
      'name',
      'phone',
    ]);
    expect(sharedTexts('calendarFeed', 'fi')?.info).toBe('Tietoa sinulle');
    expect(sharedTexts('calendarFeed', 'de')).toBeUndefined();
    expect(sharedTexts('common', 'en')).toBeUndefined();
    expect(sharedTexts('toString', 'en')).toBeUndefined();
  });
});

describe("English texts are the specification's own words", () => {
  const en = texts('en');
  it.each([
    ['passwordsDiffer', 'Passwords differ'],
    ['passwordWeak', 'This password does not meet all the requirements'],
    ['invalidEmail', 'This is not a valid email address'],
    ['emailsDoNotMatch', 'Emails do not match'],
    ['newEmailInvalid', 'New email is invalid'],
    ['newEmailSameAsOld', 'New email cannot be the same as the old email.'],
    ['invalidIban', 'Invalid IBAN'],
    ['checkIban', 'Check IBAN'],
    ['phoneFormat', 'Phone number should be formatted +358...'],
    ['eventInPast', 'Events can not be created to the past'],
    ['pastEventNotEditable', 'Past events can not be edited'],
    ['startDateAfterEndDate', 'Estimated start date cannot be later than estimated end date'],
    ['startDateNotInFuture', 'Estimated start date must be in the future'],
    ['fillAllRequiredFields', 'Fill all required fields'],
    ['lateShiftReport', 'Reporting shift late, salary might not be paid on the next payment date.'],
    ['fieldRequired', 'Field is required'],
    ['invalidEmailAddress', 'Invalid email address'],
    ['maxFileSize', 'Maximum file size 5 MB'],
    ['cancellationReasonMissing', 'Cancellation reason is missing'],
  ] as const)("validation:%s is '%s'", (key, text) => {
    expect(en[validationMessages[key]]).toBe(text);
  });

  it.each([
    ['contractType', ['No contract', 'Fixed term', 'Permanent', 'On call work']],
    ['workTimeType', ['Regular working hours', 'Period work time', 'Piecework', 'Varying work time']],
    ['poolContractType', ['Fixed term', 'On call work', 'For now (indefinite)']],
    ['calendarEventType', ['Shift request', 'Not available', 'Shift suggestion', 'In shift', 'Rejected shift suggestion']],
    ['poolState', ['New', 'Accepted', 'Deleted', 'Waiting for approval']],
    ['messageType', ['Added to shift', 'Other', 'Password reset', 'Shift message', 'Shift suggestion']],
  ] as const)('labels:%s reads as the specification lists it', (group, expected) => {
    expect(LABEL_GROUPS[group].map((value) => en[`labels:${group}.${value}`])).toEqual(expected);
  });

  it('every customer shift state is translated, "undone" and "waiting for employee selection" too (issue 14: the spec left those two in English)', () => {
    expect(en['labels:customerShiftState.undone']).toBe('Undone');
    expect(en['labels:customerShiftState.waitingForEmployeeSelection']).toBe('Waiting for employee selection');
    for (const language of ['fi', 'sv', 'uk', 'ru'] as const) {
      for (const state of CUSTOMER_SHIFT_STATES) {
        const key = `labels:customerShiftState.${state}`;
        expect(texts(language)[key], `${language} ${key}`).not.toBe(en[key]);
      }
    }
  });
});
