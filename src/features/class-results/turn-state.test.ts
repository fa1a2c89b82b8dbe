import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { turnIdSchema, turnReportSchema } from '../../shared/schemas/turns';
import { newTurnId, startTurn, turnReport, withEnd, withImpulse, withProgress, withQuizAnswer, withSearchFound, withSearchStart } from './turn-state';

describe('a pupil turn in the browser', () => {
  test('the id is 128 random bits in base64url that the server takes, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newTurnId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toHaveLength(22);
      expect(v.is(turnIdSchema, id)).toBe(true);
    }
    expect(newTurnId((b) => b.fill(255))).toBe('_____________________w');
  });

  test('the report is the whole state the schema takes, with nothing kept only for the browser', () => {
    let t = startTurn(7, 'ABCDEFGHJK', 'x'.repeat(22));
    t = withProgress(t, 42.26);
    t = withProgress(t, 10);
    t = withQuizAnswer(t, 3, 0, 2);
    t = withQuizAnswer(t, 3, 0, 1);
    t = withSearchStart(t, 5, 1_000);
    t = withSearchStart(t, 5, 9_000);
    t = withSearchFound(t, 5, 1, 4_000);
    t = withSearchFound(t, 5, 2, 13_500);
    t = withSearchFound(t, 5, 1, 20_000);
    t = withImpulse(withImpulse(t, 4), 4);
    t = withEnd(t);
    const report = turnReport(t);
    expect(report).toEqual({
      boardstory: 7,
      accessCode: 'ABCDEFGHJK',
      furthestSeconds: 42.3,
      ended: true,
      quiz: [{ game: 3, question: 0, option: 2 }],
      search: [{ game: 5, found: 2, seconds: 12.5 }],
      impulses: [{ game: 4 }],
    });
    expect(v.is(turnReportSchema, report)).toBe(true);
  });

  test('a search begun counts as nothing found until something is', () => {
    const t = withSearchStart(startTurn(1, 'ABCDEFGHJK'), 9, 0);
    expect(turnReport(t).search).toEqual([{ game: 9, found: 0, seconds: 0 }]);
    expect(t.unsent).toBe(true);
  });

  test('a change that adds nothing leaves the turn as it was, so nothing is sent again', () => {
    const t = { ...withQuizAnswer(startTurn(1, 'ABCDEFGHJK'), 1, 0, 0), unsent: false };
    expect(withQuizAnswer(t, 1, 0, 1)).toBe(t);
    expect(withProgress(t, -1)).toBe(t);
    expect(withImpulse({ ...withImpulse(t, 2), unsent: false }, 2).unsent).toBe(false);
  });
});
