import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlToText, SafeHtml } from '../components/safe-html';

afterEach(cleanup);

const html = (source: string) => render(<SafeHtml html={source} />).container.innerHTML;

describe('SafeHtml: stored vacancy HTML without ever injecting HTML', () => {
  it('keeps paragraphs, lists, bold and safe links', () => {
    expect(html('<p>Keittiö <strong>heti</strong></p><ul><li>Aamu</li><li>Ilta</li></ul>')).toBe(
      '<div><p>Keittiö <strong>heti</strong></p><ul><li>Aamu</li><li>Ilta</li></ul></div>',
    );
    expect(html('<a href="https://example.com/x" onclick="evil()">Lue</a>')).toBe(
      '<div><a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">Lue</a></div>',
    );
  });

  it('drops scripts, styles and event handlers; javascript: links become text', () => {
    const out = html(
      '<p onmouseover="evil()" style="color:red">Hei</p><script>evil()</script><style>p{}</style><img src=x onerror="evil()"><a href="javascript:evil()">klikkaa</a><iframe src="https://evil.example"></iframe>',
    );
    expect(out).toBe('<div><p>Hei</p>klikkaa</div>');
    expect(out).not.toMatch(/evil|onerror|script|style|iframe|img/);
  });

  it('turns headings into bold paragraphs and unwraps unknown tags to their text', () => {
    expect(html('<h1>Otsikko</h1><div><span class="x">Teksti</span></div>')).toBe(
      '<div><p><strong>Otsikko</strong></p>Teksti</div>',
    );
  });

  it('renders nothing for empty HTML', () => {
    expect(html('  ')).toBe('');
  });
});

describe('htmlToText', () => {
  it('gives the words of the text, blocks apart, without script text', () => {
    expect(htmlToText('<p>Keittiö</p><p>Ilta</p><script>var secret = 1</script><ul><li>A</li><li>B</li></ul>')).toBe(
      'Keittiö Ilta A B',
    );
  });
});
