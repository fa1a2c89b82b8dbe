import { describe, expect, it } from 'vitest';
import { breadcrumbItems } from './breadcrumb-items';

describe('breadcrumbItems', () => {
  it('is only Home on the front page', () => {
    expect(breadcrumbItems('/', 'Startseite')).toEqual([{ label: 'Home', to: '/' }]);
  });

  it('names the section of a post and ends with its title', () => {
    expect(breadcrumbItems('/aktuelles/neue-geschichten', 'Neue Geschichten')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Aktuelles', to: '/aktuelles' },
      { label: 'Neue Geschichten' },
    ]);
  });

  it('puts a story under the overview', () => {
    expect(breadcrumbItems('/boardstory/die-mutige-maus/FUNKE-GUELTIG', 'Die mutige Maus').map((c) => c.label)).toEqual([
      'Home',
      'Boardstories',
      'Die mutige Maus',
    ]);
  });

  it('does not repeat a section that is the page itself', () => {
    expect(breadcrumbItems('/blog', 'Blog')).toEqual([{ label: 'Home', to: '/' }, { label: 'Blog' }]);
  });

  it('shows a CMS page by its title only', () => {
    expect(breadcrumbItems('/faq', 'Häufige Fragen')).toEqual([{ label: 'Home', to: '/' }, { label: 'Häufige Fragen' }]);
  });

  it('falls back to the section name while the title is unknown', () => {
    expect(breadcrumbItems('/boardstories', '').map((c) => c.label)).toEqual(['Home', 'Boardstories']);
  });
});

describe('breadcrumbItems for didactics', () => {
  it('links the section to the didaktik category of the news list, which has no page of its own', () => {
    expect(breadcrumbItems('/didaktik/lesen-mit-allen-sinnen', 'Lesen mit allen Sinnen')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Didaktik', to: '/aktuelles', search: { category: 'didaktik' } },
      { label: 'Lesen mit allen Sinnen' },
    ]);
  });
});
