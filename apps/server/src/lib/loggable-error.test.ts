import { describe, expect, it } from 'vitest';
import { describeError } from './loggable-error';

describe('describeError', () => {
  it("cuts a failed query's huge message and keeps its code and cause", () => {
    const cause = Object.assign(new Error('bind message has 4464 parameter formats but 0 parameters'), { code: '08P01' });
    const huge = new Error(`Failed query: insert into notifications ... params: ${'x,'.repeat(4_000_000)}`, { cause });
    const logged = describeError(huge);
    expect(JSON.stringify(logged).length).toBeLessThan(20_000);
    expect(logged.message).toMatch(/^Failed query: insert into notifications/);
    expect(logged.message).toMatch(/more characters\]$/);
    expect(logged.cause).toMatchObject({ code: '08P01', message: 'bind message has 4464 parameter formats but 0 parameters' });
  });

  it('describes a thrown non-error', () => {
    expect(describeError('boom')).toEqual({ type: 'string', message: 'boom' });
  });
});
