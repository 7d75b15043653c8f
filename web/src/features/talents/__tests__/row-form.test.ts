import { describe, expect, it } from 'vitest';

import { rowInput } from '../components/detail/row-form';

describe('rowInput', () => {
  it('leaves empty fields out, reads numbers as numbers and checkboxes as booleans', () => {
    const fields = [
      { key: 'institution', label: 'Institution', type: 'text' as const },
      { key: 'countryCity', label: 'Country', type: 'text' as const },
      { key: 'graduationYear', label: 'Year', type: 'number' as const },
      { key: 'stillWorking', label: 'Still', type: 'checkbox' as const },
    ];
    expect(rowInput(fields, { institution: 'College', countryCity: ' ', graduationYear: '2015' })).toEqual({
      institution: 'College',
      graduationYear: 2015,
      stillWorking: false,
    });
  });
});
