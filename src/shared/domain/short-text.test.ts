import { describe, expect, it } from 'vitest';
import { truncate } from './short-text';

describe('truncate', () => {
  it('keeps texts of up to 280 characters', () => {
    const text = 'a'.repeat(280);
    expect(truncate(text)).toBe(text);
  });
  it('cuts longer texts at 280 characters and adds an ellipsis', () => {
    expect(truncate('b'.repeat(300))).toBe(`${'b'.repeat(280)}…`);
    expect(truncate(`${'c'.repeat(279)} dd`)).toBe(`${'c'.repeat(279)}…`);
  });
});
