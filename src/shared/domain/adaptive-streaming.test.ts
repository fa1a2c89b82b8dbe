import { describe, expect, it } from 'vitest';
import { CLIMB_BUFFER_MAX_SECONDS, CLIMB_BUFFER_SECONDS, climbBufferSeconds } from './adaptive-streaming';

describe('climbBufferSeconds', () => {
  it('asks a buffer before the first climb, so nobody climbs before anything has played', () => {
    expect(climbBufferSeconds(0)).toBe(CLIMB_BUFFER_SECONDS);
    expect(climbBufferSeconds(0)).toBeGreaterThanOrEqual(10);
  });
  it('grows a second per second played, as VHS does, up to its ceiling', () => {
    expect(climbBufferSeconds(5)).toBe(CLIMB_BUFFER_SECONDS + 5);
    expect(climbBufferSeconds(600)).toBe(CLIMB_BUFFER_MAX_SECONDS);
    expect(climbBufferSeconds(-3)).toBe(CLIMB_BUFFER_SECONDS);
  });
});
