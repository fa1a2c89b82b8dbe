import { expect, test } from 'vitest';
import { pendingWritesText } from './pending-writes';

test('the status line counts the waiting changes in German, singular for one', () => {
  expect(pendingWritesText(1)).toBe('1 Änderung wird gesendet, sobald Lesefunke wieder verbunden ist');
  expect(pendingWritesText(3)).toBe('3 Änderungen werden gesendet, sobald Lesefunke wieder verbunden ist');
});
