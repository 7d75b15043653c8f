import { describe, expect, it } from 'vitest';
import { formatFileSize, previewKind } from '../model';

describe('formatFileSize: in the language, bytes in words', () => {
  it.each([
    ['en', [1, 869, 24_576, 999_499, 1_536_000], ['1 byte', '869 bytes', '25 kB', '999 kB', '1.5 MB']],
    ['fi', [5, 24_576, 1_536_000], ['5 tavua', '25 kt', '1,5 Mt']],
    ['sv', [5, 1_536_000], ['5 byte', '1,5 MB']],
    ['uk', [2, 5, 1_536_000], ['2 байти', '5 байтів', '1,5 МБ']],
    ['ru', [2, 5, 24_576], ['2 байта', '5 байт', '25 кБ']],
  ] as const)('%s', (language, sizes, texts) => {
    expect(sizes.map((size) => formatFileSize(size, language))).toEqual(texts);
  });
});

describe('previewKind', () => {
  it('frames PDF and text, shows images and videos in their own elements', () => {
    expect(['application/pdf', 'text/plain; charset=utf-8', 'image/png', 'VIDEO/mp4'].map(previewKind)).toEqual([
      'frame',
      'frame',
      'image',
      'video',
    ]);
  });
});
