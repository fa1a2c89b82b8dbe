import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import type { Me } from '../shared/schemas/auth';
import {
  authAtom,
  fromPersisted,
  logoutResetAtom,
  optionsAtom,
  orderAtom,
  preferencesAtom,
  toPersisted,
  userAtom,
  type PersistedSlices,
} from './client-state';

const account: Me = {
  id: 7,
  email: 'lehrerin@example.de',
  firstName: 'Eva',
  lastName: 'Lehmann',
  salutation: 'Frau',
  name: 'Eva Lehmann',
  isExternalUser: false,
  isAdmin: false,
  bookmarks: [3],
};

const slices: PersistedSlices = {
  auth: { isAuthenticated: true },
  user: {
    account,
    currentOrder: null,
    license: null,
    organization: null,
    accessCode: { code: 'ABCD-EFGH', slug: 'der-mondbaer', startingDate: '2026-01-01', expirationDate: '2027-01-01', isExternalUser: false },
    bookmarks: [3, 5],
  },
  order: { formValues: { street: 'Hauptstr. 1' }, licenseId: 2, promoCode: 'SCHULE10' },
  preferences: { subtitles: 'on' },
};

describe('persisted client state', () => {
  test('is stored with version 1, without the access code and without order form values', () => {
    const stored = toPersisted(slices);
    expect(stored.version).toBe(1);
    expect(stored.user.accessCode).toBeNull();
    expect(stored.order).toEqual({ formValues: null, licenseId: 2, promoCode: 'SCHULE10' });
    expect(stored.user.account).toEqual(account);
    expect(stored.preferences).toEqual({ subtitles: 'on' });
    // the live state is not changed by saving it
    expect(slices.user.accessCode?.code).toBe('ABCD-EFGH');
  });

  test('round-trips through storage (structured clone, as IndexedDB does)', () => {
    expect(fromPersisted(structuredClone(toPersisted(slices)))).toEqual({
      ...slices,
      user: { ...slices.user, accessCode: null },
      order: { ...slices.order, formValues: null },
    });
  });

  test('a stored state of another version or shape is discarded', () => {
    const stored = toPersisted(slices);
    expect(fromPersisted({ ...stored, version: 2 })).toBeNull();
    expect(fromPersisted({ ...stored, version: undefined })).toBeNull();
    expect(fromPersisted({ ...stored, user: 'x' })).toBeNull();
    expect(fromPersisted(undefined)).toBeNull();
    expect(fromPersisted('{"version":1}')).toBeNull();
  });

  test('an access code or form values smuggled into storage are not restored', () => {
    const tampered = { ...toPersisted(slices), user: slices.user, order: slices.order };
    const restored = fromPersisted(tampered);
    expect(restored?.user.accessCode).toBeNull();
    expect(restored?.order.formValues).toBeNull();
  });

  test('a field missing from an older save of the same version falls back to its start value', () => {
    const { bookmarks: _dropped, ...userWithoutBookmarks } = toPersisted(slices).user;
    expect(fromPersisted({ ...toPersisted(slices), user: userWithoutBookmarks })?.user.bookmarks).toEqual([]);
  });
});

describe('logoutResetAtom', () => {
  test('resets everything but preferences and options', () => {
    const store = createStore();
    store.set(authAtom, slices.auth);
    store.set(userAtom, slices.user);
    store.set(orderAtom, slices.order);
    store.set(preferencesAtom, { subtitles: 'on' });
    store.set(optionsAtom, { pageTitle: 'Merkliste', accessCodeSectionIsVisible: false });

    store.set(logoutResetAtom);

    expect(store.get(authAtom)).toEqual({ isAuthenticated: false });
    expect(store.get(userAtom)).toEqual({ account: null, currentOrder: null, license: null, organization: null, accessCode: null, bookmarks: [] });
    expect(store.get(orderAtom)).toEqual({ formValues: null, licenseId: null, promoCode: null });
    expect(store.get(preferencesAtom)).toEqual({ subtitles: 'on' });
    expect(store.get(optionsAtom)).toEqual({ pageTitle: 'Merkliste', accessCodeSectionIsVisible: false });
  });

  test('the access-code section is visible by default', () => {
    expect(createStore().get(optionsAtom).accessCodeSectionIsVisible).toBe(true);
  });
});
