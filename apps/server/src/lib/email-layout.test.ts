import { describe, expect, it } from 'vitest';
import { button, emailLayout, html, paragraph } from './email-layout.ts';

describe('html', () => {
  it('escapes every value but markup it built itself, and leaves out empty ones', () => {
    const name = `O'Brien & <Hijos> "SA"`;
    const inner = html`<b>${name}</b>`;
    expect(html`<p title="${name}">${inner}${null}${undefined}${false}${[1, html`<br>`, '<i>']}</p>`.value).toBe(
      '<p title="O&#39;Brien &#38; &#60;Hijos&#62; &#34;SA&#34;"><b>O&#39;Brien &#38; &#60;Hijos&#62; &#34;SA&#34;</b>1<br>&#60;i&#62;</p>',
    );
  });

  it('keeps a paragraph’s line breaks and quotes a link’s address', () => {
    expect(paragraph('uno\ndos <tres>').value).toContain('uno<br>dos &#60;tres&#62;</p>');
    expect(button('Ir', 'http://x.test/a?b=1&c="2"').value).toContain('href="http://x.test/a?b=1&#38;c=&#34;2&#34;"');
  });

  it('escapes the title, preheader and heading of the layout', () => {
    const page = emailLayout({ title: '<t>', preheader: '<p>', heading: '<h>', blocks: [paragraph('hola')] });
    expect(page).toContain('<title>&#60;t&#62;</title>');
    expect(page).toContain('&#60;p&#62;</div>');
    expect(page).toContain('&#60;h&#62;</h1>');
    expect(page).not.toMatch(/<(t|h)>/);
  });
});
