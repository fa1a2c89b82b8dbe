import { describe, expect, it } from 'vitest';
import {
  canPlayFullVideo,
  canPlayTrailer,
  downloadRight,
  isTeacherView,
  licenceHolderOf,
  mayCreateAccessCodes,
  missingRightsDialog,
  rentalAccessUntil,
  type CodeGrant,
  type LicenceHolder,
  type RightsContext,
} from './rights';

const now = new Date('2026-06-15T12:00:00Z');
const story = { id: 7, free: false };
const freeStory = { id: 8, free: true };

const running = { active: true, validFrom: '2026-01-01T00:00:00Z', validUntil: '2027-01-01T00:00:00Z', allowRentals: false };
const users: Record<string, LicenceHolder | null> = {
  guest: null,
  teacher: { role: 'USER', order: running, rentalUntil: null },
  owner: { role: 'OWNER', order: running, rentalUntil: null },
  expiredOwner: { role: 'OWNER', order: { ...running, validUntil: '2026-06-14T00:00:00Z' }, rentalUntil: null },
  inactiveOwner: { role: 'OWNER', order: { ...running, active: false }, rentalUntil: null },
  futureOrder: { role: 'OWNER', order: { ...running, validFrom: '2026-07-01T00:00:00Z' }, rentalUntil: null },
  noLicence: { role: null, order: null, rentalUntil: null },
  rental: { role: 'RENTAL_USER', order: { ...running, allowRentals: true }, rentalUntil: '2026-06-29T00:00:00Z' },
  rentalOver: { role: 'RENTAL_USER', order: { ...running, allowRentals: true }, rentalUntil: '2026-06-01T00:00:00Z' },
  // the lending itself still runs, but the library's licence does not
  rentalLibraryExpired: {
    role: 'RENTAL_USER',
    order: { ...running, allowRentals: true, validUntil: '2026-06-14T00:00:00Z' },
    rentalUntil: '2026-06-29T00:00:00Z',
  },
  rentalLibraryDeactivated: { role: 'RENTAL_USER', order: { ...running, allowRentals: true, active: false }, rentalUntil: '2026-06-29T00:00:00Z' },
  rentalNoOrder: { role: 'RENTAL_USER', order: null, rentalUntil: '2026-06-29T00:00:00Z' },
  libraryOwner: { role: 'OWNER', order: { ...running, allowRentals: true }, rentalUntil: null },
};

const code = (over: Partial<CodeGrant> = {}): CodeGrant => ({
  boardstoryId: 7,
  startingDate: '2026-06-01T00:00:00Z',
  expirationDate: '2026-07-01T00:00:00Z',
  hiddenAttachments: [],
  ...over,
});
const codes: Record<string, CodeGrant | null> = {
  none: null,
  valid: code(),
  expired: code({ expirationDate: '2026-06-10T00:00:00Z' }),
  notStarted: code({ startingDate: '2026-06-20T00:00:00Z' }),
  otherStory: code({ boardstoryId: 99 }),
};

const ctx = (user: string, codeKey = 'none', s = story): RightsContext => ({ story: s, user: users[user], code: codes[codeKey], now });

describe('full video', () => {
  it.each([
    ['guest', 'none', false],
    ['teacher', 'none', true],
    ['owner', 'none', true],
    ['expiredOwner', 'none', false],
    ['inactiveOwner', 'none', false],
    ['futureOrder', 'none', false],
    ['noLicence', 'none', false],
    ['rental', 'none', true],
    ['rentalOver', 'none', false],
    ['rentalLibraryExpired', 'none', false],
    ['rentalLibraryDeactivated', 'none', false],
    ['rentalNoOrder', 'none', false],
    ['guest', 'valid', true],
    ['guest', 'expired', false],
    ['guest', 'notStarted', false],
    ['guest', 'otherStory', false],
    ['expiredOwner', 'valid', true],
  ])('%s with code %s → %s', (user, codeKey, allowed) => {
    expect(canPlayFullVideo(ctx(user, codeKey))).toBe(allowed);
  });

  it('is open to everyone for a free story', () => {
    for (const user of Object.keys(users)) expect(canPlayFullVideo(ctx(user, 'none', freeStory))).toBe(true);
  });

  it('never refuses a trailer', () => {
    expect(canPlayTrailer()).toBe(true);
  });
});

describe('rental access ends with the library licence', () => {
  it('runs until the earlier of its own end and the licence end', () => {
    expect(rentalAccessUntil(users.rental, now)).toBe('2026-06-29T00:00:00Z');
    const shortLicence = { ...users.rental!, order: { ...running, allowRentals: true, validUntil: '2026-06-20T00:00:00Z' } };
    expect(rentalAccessUntil(shortLicence, now)).toBe('2026-06-20T00:00:00Z');
  });

  it('is over when the lending, or the library licence, is over or deactivated', () => {
    for (const user of ['rentalOver', 'rentalLibraryExpired', 'rentalLibraryDeactivated', 'rentalNoOrder', 'teacher', 'guest']) {
      expect(rentalAccessUntil(users[user], now)).toBeNull();
    }
    expect(downloadRight(ctx('rentalLibraryExpired'), { id: 1, forRentals: false })).toEqual({ allowed: false, dialog: 'licenceInvalid' });
  });
});

describe('dialog without rights', () => {
  it.each([
    ['guest', 'login'],
    ['noLicence', 'buyLicence'],
    ['expiredOwner', 'licenceInvalid'],
    ['inactiveOwner', 'licenceInvalid'],
    ['rentalOver', 'licenceInvalid'],
  ])('%s sees %s', (user, dialog) => {
    expect(missingRightsDialog(users[user])).toBe(dialog);
  });
});

describe('making pupil codes', () => {
  const libraryUser: LicenceHolder = { role: 'USER', order: { ...running, allowRentals: true }, rentalUntil: null };
  const extra: Record<string, LicenceHolder> = {
    libraryUser,
    expiredTeacher: { role: 'USER', order: { ...running, validUntil: '2026-06-14T00:00:00Z' }, rentalUntil: null },
    inactiveTeacher: { role: 'USER', order: { ...running, active: false }, rentalUntil: null },
    futureTeacher: { role: 'USER', order: { ...running, validFrom: '2026-07-01T00:00:00Z' }, rentalUntil: null },
    noRoleWithOrder: { role: null, order: running, rentalUntil: null },
  };
  const all = { ...users, ...extra };
  it.each([
    // school (no rentals): owner and every teacher
    ['owner', true, true],
    ['owner', false, false],
    ['teacher', true, true],
    ['teacher', false, false],
    // library (rentals): the owner only
    ['libraryOwner', true, true],
    ['libraryOwner', false, false],
    ['libraryUser', true, false],
    ['rental', true, false],
    ['rentalOver', true, false],
    // the order must be active and running, for teachers as for owners
    ['expiredOwner', true, false],
    ['inactiveOwner', true, false],
    ['futureOrder', true, false],
    ['expiredTeacher', true, false],
    ['inactiveTeacher', true, false],
    ['futureTeacher', true, false],
    ['noLicence', true, false],
    ['noRoleWithOrder', true, false],
    ['guest', true, false],
  ])('%s, licence allows codes: %s → %s', (user, allows, allowed) => {
    expect(mayCreateAccessCodes(all[user], allows, now)).toBe(allowed);
  });
});

describe('downloads', () => {
  const sheet = { id: 1, forRentals: false };
  const lending = { id: 2, forRentals: true };

  it('lets guests download only material of free stories and asks them to log in otherwise', () => {
    expect(downloadRight(ctx('guest', 'none', freeStory), sheet)).toEqual({ allowed: true });
    expect(downloadRight(ctx('guest'), sheet)).toEqual({ allowed: false, dialog: 'login' });
  });

  it('lets licence holders and running rentals download, not expired licences', () => {
    expect(downloadRight(ctx('teacher'), sheet)).toEqual({ allowed: true });
    expect(downloadRight(ctx('rental'), sheet)).toEqual({ allowed: true });
    expect(downloadRight(ctx('expiredOwner'), sheet)).toEqual({ allowed: false, dialog: 'licenceInvalid' });
    expect(downloadRight(ctx('noLicence'), sheet)).toEqual({ allowed: false, dialog: 'buyLicence' });
  });

  it('lets valid code holders download everything the code does not hide', () => {
    const hiding: RightsContext = { story, user: null, code: code({ hiddenAttachments: [1] }), now };
    expect(downloadRight(hiding, sheet)).toEqual({ allowed: false, hidden: true });
    expect(downloadRight(hiding, { id: 3, forRentals: false })).toEqual({ allowed: true });
    expect(downloadRight(ctx('guest', 'expired'), sheet)).toEqual({ allowed: false, dialog: 'login' });
    expect(downloadRight(ctx('guest', 'otherStory'), sheet)).toEqual({ allowed: false, dialog: 'login' });
  });

  it('hides a code owner\'s hidden material only from the code, not from a licence holder using it', () => {
    const teacherWithCode: RightsContext = { story, user: users.teacher, code: code({ hiddenAttachments: [1] }), now };
    expect(downloadRight(teacherWithCode, sheet)).toEqual({ allowed: true });
  });

  it('shows lending material only to owners of a rental order', () => {
    expect(downloadRight(ctx('libraryOwner'), lending)).toEqual({ allowed: true });
    expect(downloadRight(ctx('rental'), lending)).toEqual({ allowed: false, hidden: true });
    expect(downloadRight(ctx('owner'), lending)).toEqual({ allowed: false, hidden: true });
    expect(downloadRight(ctx('guest', 'none', freeStory), lending)).toEqual({ allowed: false, hidden: true });
  });
});

describe('the teacher view of the player', () => {
  it('is for running licences and administrators, never on a pupil code nor for a library reader', () => {
    const teacherView = (user: string, isAdmin = false, accessCode: string | null = null) => isTeacherView(users[user], isAdmin, accessCode, now);
    expect(['teacher', 'owner', 'libraryOwner'].filter((u) => teacherView(u))).toEqual(['teacher', 'owner', 'libraryOwner']);
    expect(['guest', 'noLicence', 'expiredOwner', 'inactiveOwner', 'futureOrder', 'rental', 'rentalOver'].filter((u) => teacherView(u))).toEqual([]);
    expect(teacherView('noLicence', true)).toBe(true);
    expect(teacherView('teacher', false, 'FUNKE-GUELTIG')).toBe(false);
    expect(teacherView('guest', true, 'FUNKE-GUELTIG')).toBe(false);
  });
});

describe('licenceHolderOf', () => {
  it('is null for a guest and takes role and rental end from the own membership', () => {
    expect(licenceHolderOf({ accountId: null, currentOrder: null, members: null })).toBeNull();
    const holder = licenceHolderOf({
      accountId: 5,
      currentOrder: { ...running, allowRentals: true },
      members: [
        { userId: 1, userRole: 'OWNER', rentalUntil: null },
        { userId: 5, userRole: 'RENTAL_USER', rentalUntil: '2026-06-29T00:00:00Z' },
      ],
    });
    expect(holder).toEqual({ role: 'RENTAL_USER', rentalUntil: '2026-06-29T00:00:00Z', order: { ...running, allowRentals: true } });
    expect(canPlayFullVideo({ story, user: holder, code: null, now })).toBe(true);
    expect(licenceHolderOf({ accountId: 9, currentOrder: null, members: null })).toEqual({ role: null, rentalUntil: null, order: null });
  });
});
