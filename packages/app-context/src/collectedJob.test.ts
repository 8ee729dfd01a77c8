import { describe, expect, it } from 'vitest';
import { collectedJobStore, parseCollectedJob } from './collectedJob.ts';
import { COLLECTED_JOB_KEY } from './collectedJobKey.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('collected job', () => {
  it('saves, reads and clears the job', () => {
    const storage = memoryStorage();
    const store = collectedJobStore(storage);
    expect(store.read()).toBeNull();
    store.save({ id: 1042, title: 'Data engineer', siteCity: 'Berlin', hoursPerWeek: 40 });
    expect(store.read()).toEqual({ id: 1042, title: 'Data engineer', siteCity: 'Berlin', hoursPerWeek: 40 });
    store.clear();
    expect(storage.getItem(COLLECTED_JOB_KEY)).toBeNull();
  });

  it('reads what is not a job as none', () => {
    const storage = memoryStorage();
    storage.setItem(COLLECTED_JOB_KEY, '{"id":"7","title":"x"}');
    expect(collectedJobStore(storage).read()).toBeNull();
    storage.setItem(COLLECTED_JOB_KEY, 'not json');
    expect(collectedJobStore(storage).read()).toBeNull();
  });

  it('checks every field', () => {
    expect(parseCollectedJob({ id: 1, title: 'T' })).toEqual({ id: 1, title: 'T', siteCity: null, hoursPerWeek: null });
    expect(parseCollectedJob({ id: 0, title: 'T' })).toBeNull();
    expect(parseCollectedJob({ id: 1, title: ' ' })).toBeNull();
    expect(parseCollectedJob({ id: 1, title: 'T', hoursPerWeek: 200 })).toBeNull();
    expect(parseCollectedJob({ id: 1, title: 'T', siteCity: 3 })).toBeNull();
  });

  it('treats a refusing storage as empty', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = collectedJobStore(refusing);
    expect(() => store.save({ id: 1, title: 'T' })).not.toThrow();
    expect(store.read()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
