import { describe, expect, it } from 'vitest';
import { TALENT_SUBCOLLECTIONS, talentRecordSchemas } from './talent-records';

describe('talent subcollections', () => {
  it('one table gives the stored shape of every subcollection of talents/{id} a screen reads (audit is read as auditRecord)', () => {
    expect(Object.keys(talentRecordSchemas).sort()).toEqual(TALENT_SUBCOLLECTIONS.filter((kind) => kind !== 'audit').sort());
  });

  it('each schema reads a stored record of its kind and refuses one that breaks its shape', () => {
    expect(talentRecordSchemas.jobs.safeParse({ id: 'j1', statuses: [] }).success).toBe(true);
    expect(talentRecordSchemas.jobs.safeParse({ id: 'j1', statuses: [{ date: null }] }).success).toBe(false);
    expect(talentRecordSchemas.i18n.safeParse({ id: 'uk', about: 'Кухар' }).success).toBe(true);
    expect(talentRecordSchemas.i18n.safeParse({ id: 'fi', about: 'Kokki' }).success).toBe(false);
  });
});
