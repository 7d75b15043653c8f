import { describe, expect, it } from 'vitest';
import { sideOfHost } from './audience';

describe('sideOfHost', () => {
  it('a configured staff host serves the staff side; every other host the talent side', () => {
    expect(sideOfHost('staff.example.test', ['staff.example.test'])).toBe('staff');
    expect(sideOfHost('talent.example.test', ['staff.example.test'])).toBe('talent');
    expect(sideOfHost('127.0.0.1:5005', ['127.0.0.1:5005'])).toBe('staff');
  });
});
