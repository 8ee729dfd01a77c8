import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../problems.ts';
import { WORK_IN_PROGRESS_RETRY_AFTER_SECONDS, accountConcurrency } from './concurrency.ts';

/** A promise settled from outside, standing for work that is still going on. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('accountConcurrency', () => {
  it('refuses an account its third piece of work while two run, and not another account', async () => {
    const gate = accountConcurrency(2);
    const first = deferred();
    const second = deferred();
    const running = [gate.run('acme:1', () => first.promise), gate.run('acme:1', () => second.promise)];
    let ran = false;
    const refused = await gate
      .run('acme:1', () => {
        ran = true;
        return Promise.resolve();
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect(refused).toMatchObject({
      statusCode: 429,
      messages: ['file.workInProgress'],
      retryAfter: WORK_IN_PROGRESS_RETRY_AFTER_SECONDS,
    });
    expect(ran).toBe(false);
    // The same talent id of another tenant, and another talent of the same tenant, are other accounts.
    await expect(gate.run('globex:1', () => Promise.resolve('globex'))).resolves.toBe('globex');
    await expect(gate.run('acme:2', () => Promise.resolve('other'))).resolves.toBe('other');
    expect(gate.status()).toEqual({ inProgress: 2, accounts: 1 });

    first.resolve();
    second.reject(new Error('the worker gave up'));
    await running[0];
    await expect(running[1]).rejects.toThrow('the worker gave up');
    // A failure frees its slot as a success does.
    expect(gate.status()).toEqual({ inProgress: 0, accounts: 0 });
    await expect(gate.run('acme:1', () => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('frees the slot of work that throws before it returns a promise', async () => {
    const gate = accountConcurrency(1);
    await expect(
      gate.run('acme:1', () => {
        throw new Error('synchronous');
      }),
    ).rejects.toThrow('synchronous');
    expect(gate.status()).toEqual({ inProgress: 0, accounts: 0 });
  });

  it('wants a limit of at least one', () => {
    expect(() => accountConcurrency(0)).toThrow('perAccount');
  });
});
