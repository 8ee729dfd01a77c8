import { describe, expect, it } from 'vitest';
import { formatLsn, isReplicaUnavailable, memoryWriteMarks, parseLsn } from './readRouting.ts';

describe('WAL positions', () => {
  it('read and write pg_lsn text, comparing as the numbers they are', () => {
    expect(parseLsn('16/B374D848')).toBe(0x16_b374_d848n);
    expect(formatLsn(parseLsn('0/3000060'))).toBe('0/3000060');
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('16-B374')).toThrow('Not a WAL position');
  });
});

describe('memoryWriteMarks', () => {
  it('keeps the highest mark of a talent for its lifetime, then forgets it', async () => {
    let clock = 1;
    const marks = memoryWriteMarks(1000, () => clock);
    await marks.raise('acme:1', 500n);
    await marks.raise('acme:1', 300n);
    expect(await marks.get('acme:1')).toBe(500n);
    expect(await marks.get('acme:2')).toBeUndefined();
    clock = 1002;
    expect(await marks.get('acme:1')).toBeUndefined();
  });

  it('sends everyone to the primary for a lifetime when a live mark had to make room', async () => {
    let clock = 1;
    const marks = memoryWriteMarks(1000, () => clock);
    for (let n = 0; n <= 100_000; n++) await marks.raise(`acme:${n}`, 1n);
    expect(await marks.get('acme:never-wrote')).toBe(0xffff_ffff_ffff_ffffn);
    clock = 1002;
    expect(await marks.get('acme:never-wrote')).toBeUndefined();
  });

  it('does not count marks that had expired anyway when they make room', async () => {
    let clock = 1;
    const marks = memoryWriteMarks(1000, () => clock);
    for (let n = 0; n < 100_000; n++) await marks.raise(`acme:${n}`, 1n);
    clock = 5000;
    await marks.raise('acme:new', 2n);
    expect(await marks.get('acme:never-wrote')).toBeUndefined();
    expect(await marks.get('acme:new')).toBe(2n);
  });
});

describe('isReplicaUnavailable', () => {
  it('tells a lost or refused connection and a recovery conflict from a wrong read', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });
    expect(isReplicaUnavailable(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isReplicaUnavailable(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(true);
    expect(isReplicaUnavailable(wrapped({ code: '40001', message: 'conflict with recovery' }))).toBe(true);
    expect(isReplicaUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isReplicaUnavailable(wrapped({ code: '25006', message: 'read-only transaction' }))).toBe(false);
    expect(isReplicaUnavailable(wrapped({ code: '42P01', message: 'no such table' }))).toBe(false);
    expect(isReplicaUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
