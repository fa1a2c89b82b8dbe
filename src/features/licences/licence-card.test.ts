import { describe, expect, it } from 'vitest';
import { licenceTexts } from '../../shared/domain/licence-texts';
import { cardAction, descriptionLines, highlightedIds, promoNote } from './licence-card';

describe('descriptionLines', () => {
  it('reads "- " as included, "X " as excluded and keeps other lines as text', () => {
    expect(descriptionLines('Für Schulen\n- Alle Boardstories\nX Verleih\n\n  - Spiele  ')).toEqual([
      { kind: 'text', text: 'Für Schulen' },
      { kind: 'included', text: 'Alle Boardstories' },
      { kind: 'excluded', text: 'Verleih' },
      { kind: 'included', text: 'Spiele' },
    ]);
  });

  it('needs the blank after the marker: "X-Large" and "-5 %" are text', () => {
    expect(descriptionLines('X-Large\n-5 %').map((l) => l.kind)).toEqual(['text', 'text']);
  });
});

describe('highlightedIds', () => {
  it('reads a comma list of ids and ignores the rest', () => {
    expect([...highlightedIds(' 3, 5,x,,-1')]).toEqual([3, 5]);
    expect(highlightedIds(undefined).size).toBe(0);
    expect([...highlightedIds(3)]).toEqual([3]);
  });
});

describe('promoNote', () => {
  it('names the lending licence for libraries and the school-authority licence for teams and schools', () => {
    expect(promoNote('LIBRARY')).toBe(licenceTexts.libraryLicenceNote);
    expect(promoNote('TEAM')).toBe(licenceTexts.schoolAuthorityNote);
    expect(promoNote('SCHOOL')).toBe(licenceTexts.schoolAuthorityNote);
    expect(promoNote('SINGLE')).toBeNull();
  });
});

describe('cardAction', () => {
  const current = { licenseId: 3, isRenewable: true };
  it('offers every other licence for ordering', () => {
    expect(cardAction(4, current, true)).toEqual({ kind: 'order' });
    expect(cardAction(3, null, true)).toEqual({ kind: 'order' });
  });

  it('lets the owner renew a renewable current licence', () => {
    expect(cardAction(3, current, true)).toEqual({ kind: 'renew' });
  });

  it('offers no licence again that the owner ordered and that waits for its activation, a renewal included', () => {
    const waiting = new Set([3, 5]);
    expect(cardAction(3, current, true, waiting)).toEqual({ kind: 'waiting' });
    expect(cardAction(5, current, true, waiting)).toEqual({ kind: 'waiting' });
    expect(cardAction(4, current, true, waiting)).toEqual({ kind: 'order' });
    // a teacher knows nothing of the owner's orders
    expect(cardAction(3, current, false, waiting)).toEqual({ kind: 'active', enabled: true });
  });

  it('shows "Aktive Lizenz", disabled unless renewable', () => {
    expect(cardAction(3, current, false)).toEqual({ kind: 'active', enabled: true });
    expect(cardAction(3, { ...current, isRenewable: false }, true)).toEqual({ kind: 'active', enabled: false });
  });
});
