import { describe, expect, it } from 'vitest';
import { readUserAgent } from './userAgent.ts';

describe('readUserAgent', () => {
  it('names the browser and the operating system', () => {
    expect(readUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox',
      os: 'Windows',
    });
    expect(
      readUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      readUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux' });
  });

  it('knows nothing of an empty or missing user agent, and little of an odd one', () => {
    expect(readUserAgent(null)).toEqual({ browser: null, os: null });
    expect(readUserAgent('   ')).toEqual({ browser: null, os: null });
    expect(readUserAgent('curl/8.5.0').os).toBeNull();
  });
});
