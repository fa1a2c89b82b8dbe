import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

// vitest runs without a DOM: this is the server's way, which must read as the browser's DOMParser does
describe('htmlToText without DOMParser', () => {
  it('drops the tags and turns entities into their characters', () => {
    expect(htmlToText('<p>Lesen &#038; Schreiben &#8211; <strong>mit &quot;Boardstories&quot;</strong></p>')).toBe('Lesen & Schreiben – mit "Boardstories"');
    expect(htmlToText('&lt;b&gt; &amp;amp; &#x1F600; &apos;')).toBe("<b> &amp; 😀 '");
  });

  it('leaves an entity that names no character as it is', () => {
    expect(htmlToText('&unbekannt; &#0; &#x110000;')).toBe('&unbekannt; &#0; &#x110000;');
  });
});
