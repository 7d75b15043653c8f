import { describe, expect, it } from 'vitest';
import { placesOfEmployees } from './audience';

const now = new Date('2026-11-29T10:00:00Z');
const kitchen = { id: 'pow-kitchen', name: 'Keittiö' };
const bar = { id: 'pow-bar', name: 'Baari' };
const hall = { id: 'pow-hall', name: 'Sali' };
const at = (iso: string) => new Date(iso);

describe('placesOfEmployees', () => {
  it('takes the latest shift that has started, before any ahead; with none started, the next one', () => {
    const places = placesOfEmployees(
      [
        { employeeId: 'eero', placeOfWork: hall, start: at('2026-06-01T06:00:00Z') },
        { employeeId: 'eero', placeOfWork: bar, start: at('2026-12-02T06:00:00Z') },
        { employeeId: 'eero', placeOfWork: kitchen, start: at('2026-11-20T06:00:00Z') },
        { employeeId: 'olena', placeOfWork: kitchen, start: at('2026-12-09T06:00:00Z') },
        { employeeId: 'olena', placeOfWork: bar, start: at('2026-12-03T06:00:00Z') },
      ],
      now,
    );
    expect(Object.fromEntries(places)).toEqual({ eero: kitchen, olena: bar });
  });

  it('knows nobody without shifts', () => {
    expect(placesOfEmployees([], now).size).toBe(0);
  });
});
