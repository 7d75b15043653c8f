import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  criteriaFromAssignment,
  emptyCriteria,
  fold,
  languageCodeFor,
  matchTalent,
  MATCH_WEIGHTS,
  rankTalents,
  type MatchableTalent,
} from './matching';

const talent = (id: string, over: Partial<MatchableTalent> = {}): MatchableTalent => ({
  id,
  status: '',
  location: '',
  industry: '',
  tags: [],
  languages: [],
  ...over,
});

describe('fold', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(fold('  Mäkinen  Åsa ')).toBe('makinen asa');
  });
});

describe('matchTalent', () => {
  const criteria = { ...emptyCriteria, languages: ['fi', 'en'], tags: ['cook'], location: 'Helsinki', industry: 'horeca' };

  it('scores each met criterion by its weight and lists met and unmet reasons', () => {
    const m = matchTalent(criteria, talent('a', { languages: ['fi'], tags: [{ id: 'cook' }], location: 'Helsinki, Kallio' }));
    expect(m.score).toBe(MATCH_WEIGHTS.language + MATCH_WEIGHTS.tag + MATCH_WEIGHTS.location);
    expect(m.maxScore).toBe(2 * MATCH_WEIGHTS.language + MATCH_WEIGHTS.tag + MATCH_WEIGHTS.location + MATCH_WEIGHTS.industry);
    expect(m.reasons).toEqual([
      { kind: 'language', code: 'fi', met: true },
      { kind: 'language', code: 'en', met: false },
      { kind: 'tag', id: 'cook', met: true },
      { kind: 'location', met: true },
      { kind: 'industry', met: false },
    ]);
  });

  it('matches a location either way round, accents and case ignored; an empty one never', () => {
    const c = { ...emptyCriteria, location: 'jyväskylä' };
    expect(matchTalent(c, talent('a', { location: 'Jyvaskyla' })).score).toBe(MATCH_WEIGHTS.location);
    expect(matchTalent({ ...emptyCriteria, location: 'Espoo, Tapiola' }, talent('a', { location: 'espoo' })).score).toBe(2);
    expect(matchTalent(c, talent('a', { location: '' })).score).toBe(0);
  });

  it('never scores above the maximum nor below zero', () => {
    const codes = fc.constantFrom('fi', 'en', 'sv', 'uk', 'ru');
    fc.assert(
      fc.property(
        fc.uniqueArray(codes),
        fc.uniqueArray(codes),
        fc.uniqueArray(fc.constantFrom('t1', 't2', 't3')),
        fc.uniqueArray(fc.constantFrom('t1', 't2', 't3')),
        (wanted, spoken, tags, has) => {
          const m = matchTalent(
            { ...emptyCriteria, languages: wanted, tags },
            talent('x', { languages: spoken, tags: has.map((id) => ({ id })) }),
          );
          return m.score >= 0 && m.score <= m.maxScore && m.reasons.length === wanted.length + tags.length;
        },
      ),
    );
  });
});

describe('rankTalents', () => {
  const talents = [
    talent('new-partial', { languages: ['fi'] }),
    talent('hired-full', { languages: ['fi', 'en'], status: 'hired' }),
    talent('full', { languages: ['fi', 'en'] }),
    talent('none', { languages: ['sv'] }),
    talent('old-partial', { languages: ['en'] }),
  ];
  const c = { ...emptyCriteria, languages: ['fi', 'en'] };

  it('best first, ties in the given order, non-matches and hired talents left out', () => {
    expect(rankTalents(c, talents).map((m) => m.talent.id)).toEqual(['full', 'new-partial', 'old-partial']);
  });

  it('includes hired talents when asked', () => {
    expect(rankTalents({ ...c, includeHired: true }, talents).map((m) => m.talent.id)).toEqual([
      'hired-full',
      'full',
      'new-partial',
      'old-partial',
    ]);
  });

  it('returns nothing without criteria, and at most the limit', () => {
    expect(rankTalents(emptyCriteria, talents)).toEqual([]);
    expect(rankTalents(c, talents, 2)).toHaveLength(2);
  });
});

describe('languageCodeFor', () => {
  const codes = ['fi', 'en', 'sv', 'uk', 'ru', 'ar'];
  it('finds a code by its name in any of our languages, or the code itself', () => {
    expect(languageCodeFor('Finnish', codes)).toBe('fi');
    expect(languageCodeFor('suomi', codes)).toBe('fi');
    expect(languageCodeFor('ENGLANTI', codes)).toBe('en');
    expect(languageCodeFor('українська', codes)).toBe('uk');
    expect(languageCodeFor('arabiska', codes)).toBe('ar');
    expect(languageCodeFor('sv', codes)).toBe('sv');
  });
  it('null for what it does not know', () => {
    expect(languageCodeFor('Klingon', codes)).toBeNull();
    expect(languageCodeFor('', codes)).toBeNull();
    expect(languageCodeFor('German', codes)).toBeNull();
  });
});

describe('criteriaFromAssignment', () => {
  it('takes languages, location and the tags its skills text or title names (whole words)', () => {
    const c = criteriaFromAssignment(
      {
        languages: ['Finnish', 'English', 'Martian'],
        location: 'Helsinki',
        skillsRequired: 'Hygiene passport, forklift licence',
        title: 'Cook',
      },
      {
        languageCodes: ['fi', 'en'],
        tags: [
          { id: 'hp', name: 'Hygiene passport' },
          { id: 'fl', name: 'Forklift licence' },
          { id: 'cook', name: 'cook' },
          { id: 'co', name: 'co' },
        ],
      },
    );
    expect(c).toEqual({ ...emptyCriteria, languages: ['fi', 'en'], tags: ['hp', 'fl', 'cook'], location: 'Helsinki' });
  });
});
