import { describe, expect, it } from 'vitest';
import { applyLink, isSafeImageUrl, jobInterestForm, vacancyWrite } from './vacancy';

describe('vacancyWrite: what a recruiter saves', () => {
  it('needs a name; lists default to empty; unpublished by default', () => {
    expect(vacancyWrite.safeParse({}).error?.issues[0]).toMatchObject({ path: ['n'], message: 'validation:fieldRequired' });
    expect(vacancyWrite.parse({ n: ' Kokki ' })).toEqual({ n: 'Kokki', ci: [], co: [], t: [], p: false });
  });
  it('refuses a logo or image that is not an http(s) address or a path on this site', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', 'logo.png']) {
      expect(isSafeImageUrl(bad), bad).toBe(false);
      expect(vacancyWrite.safeParse({ n: 'Kokki', lo: bad }).error?.issues[0]?.message).toBe('validation:invalidUrl');
    }
    for (const good of ['https://cdn.example.com/logo.png', 'http://127.0.0.1:5000/favicon.svg', '/favicon.svg']) {
      expect(vacancyWrite.parse({ n: 'Kokki', im: good }).im).toBe(good);
    }
  });
  it('keeps the id and the updated time out of what the client writes', () => {
    expect(vacancyWrite.parse({ n: 'Kokki', id: 'x', u: new Date() })).not.toHaveProperty('u');
  });
});

describe('jobInterestForm: the public interest form', () => {
  const valid = { name: 'Olena', phone: '+358 40 123 4567', email: 'olena@example.com', interested: true };
  it('normalises the phone and takes optional terms', () => {
    expect(jobInterestForm.parse({ ...valid, contractType: 'onCall', weeklyHours: 37.5 })).toMatchObject({
      phone: '+358401234567',
      contractType: 'onCall',
      weeklyHours: 37.5,
    });
  });
  it('gives the spec’s messages per field', () => {
    const issues = jobInterestForm.safeParse({ name: '', phone: '0401234567', email: 'olena@', weeklyHours: 200 }).error!.issues;
    const byField = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      name: 'validation:fieldRequired',
      phone: 'validation:phoneFormat',
      email: 'validation:invalidEmail',
      interested: 'validation:fieldRequired',
      weeklyHours: 'validation:numberOutOfRange',
    });
  });
});

describe('applyLink', () => {
  it('joins the job-board base and the suffix with one slash', () => {
    expect(applyLink('https://jobs.example.fi/tyopaikat/', '/kokki-123')).toBe('https://jobs.example.fi/tyopaikat/kokki-123');
    expect(applyLink('https://jobs.example.fi', 'kokki?ref=vuoro')).toBe('https://jobs.example.fi/kokki?ref=vuoro');
  });
  it('is null without a suffix or with a base that is no web address', () => {
    expect(applyLink('https://jobs.example.fi', '')).toBeNull();
    expect(applyLink('https://jobs.example.fi', null)).toBeNull();
    expect(applyLink('javascript:alert(1)//', 'x')).toBeNull();
  });
});
