import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webhookSignature, webhookUrlProblem } from './vmsWebhooks.ts';

describe('webhookUrlProblem', () => {
  it('takes https anywhere and http to this machine only', () => {
    for (const url of [
      'https://vms.example.com/hooks',
      'https://10.0.0.5:8443/x',
      'http://localhost:4000/hooks',
      'http://vms.localhost/hooks',
      'http://127.0.0.1:9/hooks',
      'http://127.42.0.1/hooks',
      'http://[::1]:8080/hooks',
    ]) {
      expect(webhookUrlProblem(url), url).toBeUndefined();
    }
    for (const url of [
      'http://vms.example.com/hooks',
      'http://10.0.0.5/hooks',
      'http://128.0.0.1/hooks',
      'http://localhost.example.com/hooks',
      'http://[::2]/hooks',
      'http://0.0.0.0/hooks',
    ]) {
      expect(webhookUrlProblem(url), url).toBe('integration.webhookUrlInsecure');
    }
  });

  it('refuses credentials, other schemes and what is no URL', () => {
    for (const url of [
      'https://user@vms.example.com/',
      'https://:secret@vms.example.com/',
      'http://user:pw@localhost/',
      'ftp://vms.example.com/',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(webhookUrlProblem(url), url).toBe('integration.webhookUrlInvalid');
    }
  });
});

describe('webhookSignature', () => {
  it('is Stripe’s scheme: t, then the HMAC-SHA256 of "t.body" in hex', () => {
    const expected = createHmac('sha256', 'whsec_x').update('1700000000.{"id":1}').digest('hex');
    expect(webhookSignature('whsec_x', 1_700_000_000, '{"id":1}')).toBe(`t=1700000000,v1=${expected}`);
    expect(webhookSignature('whsec_y', 1_700_000_000, '{"id":1}')).not.toContain(expected);
  });
});
