import { expect, test } from 'vitest';
import { formatStand } from './offline-stand';

test('the last visit reads dd.MM.yyyy, HH:mm', () => {
  expect(formatStand(new Date(2026, 0, 5, 7, 3))).toBe('05.01.2026, 07:03');
  expect(formatStand(new Date(2026, 10, 23, 21, 45))).toBe('23.11.2026, 21:45');
});
