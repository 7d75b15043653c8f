import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp as WebTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firestoreDate, optionalFirestoreDate } from './firestore';

const instant = new Date('2025-05-02T08:30:15.250Z');
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('firestoreDate: one date schema for the web SDK, the Admin SDK and forms', () => {
  it('parses a Timestamp read by the web SDK', () => {
    expect(firestoreDate.parse(WebTimestamp.fromDate(instant))).toEqual(instant);
  });

  it('parses a Timestamp read by the Admin SDK', () => {
    expect(firestoreDate.parse(AdminTimestamp.fromDate(instant))).toEqual(instant);
  });

  it('parses a Timestamp that went through JSON, an ISO string and a Date', () => {
    expect(firestoreDate.parse(JSON.parse(JSON.stringify(AdminTimestamp.fromDate(instant))))).toEqual(instant);
    expect(firestoreDate.parse({ seconds: 1746174615, nanoseconds: 250_000_000 })).toEqual(instant);
    expect(firestoreDate.parse('2025-05-02T08:30:15.250Z')).toEqual(instant);
    expect(firestoreDate.parse('2025-05-02')).toEqual(new Date('2025-05-02T00:00:00Z'));
    expect(firestoreDate.parse(instant)).toBe(instant);
  });

  it('reports a missing date as required and anything else as an invalid date', () => {
    expect(messages(firestoreDate.safeParse(undefined))).toEqual(['validation:fieldRequired']);
    expect(messages(firestoreDate.safeParse(''))).toEqual(['validation:fieldRequired']);
    expect(messages(firestoreDate.safeParse('2.5.2025'))).toEqual(['validation:invalidDate']);
    expect(messages(firestoreDate.safeParse('2025-13-45'))).toEqual(['validation:invalidDate']);
    expect(messages(firestoreDate.safeParse(42))).toEqual(['validation:invalidDate']);
  });

  it('an optional date may be absent, null or an empty form field', () => {
    const schema = z.object({ end: optionalFirestoreDate });
    expect(schema.parse({}).end).toBeUndefined();
    expect(schema.parse({ end: null }).end).toBeNull();
    expect(schema.parse({ end: '' }).end).toBeUndefined();
    expect(schema.parse({ end: WebTimestamp.fromDate(instant) }).end).toEqual(instant);
    expect(messages(schema.safeParse({ end: 'tomorrow' }))).toEqual(['validation:invalidDate']);
  });
});
