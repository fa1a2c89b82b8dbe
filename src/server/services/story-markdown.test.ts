import { describe, expect, it } from 'vitest';
import { storyDescriptionHtml } from './story-markdown';

describe('storyDescriptionHtml', () => {
  it('renders the markdown the catalogue uses: paragraphs, bold, italics and lists', () => {
    const html = storyDescriptionHtml('Eine Maus.\n\n**Zum Einsatz im Unterricht**\n\n- Geeignet für: Kita\n- Fächer: Deutsch\n\n*Es war einmal*');
    expect(html).toContain('<p>Eine Maus.</p>');
    expect(html).toContain('<strong>Zum Einsatz im Unterricht</strong>');
    expect(html).toMatch(/<ul>\s*<li>Geeignet für: Kita<\/li>\s*<li>Fächer: Deutsch<\/li>\s*<\/ul>/);
    expect(html).toContain('<em>Es war einmal</em>');
  });

  it('shows markup typed into a description as text', () => {
    const html = storyDescriptionHtml('Hallo <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<b onclick="x()">fett</b>');
    expect(html).not.toMatch(/<script|<img|<b /);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('keeps web and e-mail links and drops other addresses but keeps their words', () => {
    expect(storyDescriptionHtml('[Verlag](https://example.org/buch "Buch")')).toContain('<a href="https://example.org/buch" title="Buch">Verlag</a>');
    expect(storyDescriptionHtml('[Post](mailto:info@example.org)')).toContain('<a href="mailto:info@example.org">Post</a>');
    const js = storyDescriptionHtml('[klick](javascript:alert(1)) und [daten](data:text/html;base64,PHNjcmlwdD4=) und [fremd](//evil.example)');
    expect(js).not.toContain('href');
    expect(js).toContain('klick und daten und fremd');
  });

  it('keeps pictures out but their alternative text in', () => {
    const html = storyDescriptionHtml('![Eine Maus](https://example.org/maus.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('Eine Maus');
  });
});
