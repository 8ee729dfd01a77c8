import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webhookSignature, webhookUrlProblem } from './vmsWebhooks.ts';

const PUBLIC_ONLY = { allowLoopback: false };
const DEVELOPMENT = { allowLoopback: true };

describe('webhookUrlProblem', () => {
  it('takes https to public hosts', () => {
    for (const url of [
      'https://vms.example.com/hooks',
      'https://203.0.114.7:8443/x',
      'https://[2a00:1450:4001::1]/x',
    ]) {
      expect(webhookUrlProblem(url, PUBLIC_ONLY), url).toBeUndefined();
    }
  });

  it('refuses internal addresses in every form the URL parser takes', () => {
    for (const url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://224.0.0.1/',
      'https://255.255.255.255/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[::ffff:a00:1]/',
      'https://[64:ff9b::a00:1]/',
      'https://[2002:a00:1::]/',
      'https://0x7f.1/',
      'https://017700000001/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://localhost/',
      'https://admin.localhost/',
      'http://2130706433/',
      'http://127.0.0.1:9/hooks',
    ]) {
      expect(webhookUrlProblem(url, PUBLIC_ONLY), url).toBe('integration.webhookUrlPrivate');
    }
  });

  it('takes this machine, over http too, only with the development switch', () => {
    for (const url of [
      'http://localhost:4000/hooks',
      'http://vms.localhost/hooks',
      'http://127.0.0.1:9/hooks',
      'http://127.42.0.1/hooks',
      'http://[::1]:8080/hooks',
      'https://localhost/',
    ]) {
      expect(webhookUrlProblem(url, DEVELOPMENT), url).toBeUndefined();
    }
    expect(webhookUrlProblem('https://10.0.0.1/', DEVELOPMENT)).toBe('integration.webhookUrlPrivate');
  });

  it('refuses plain http beyond this machine', () => {
    for (const url of [
      'http://vms.example.com/hooks',
      'http://10.0.0.5/hooks',
      'http://128.0.0.1/hooks',
      'http://localhost.example.com/hooks',
      'http://[::2]/hooks',
      'http://0.0.0.0/hooks',
    ]) {
      expect(webhookUrlProblem(url, DEVELOPMENT), url).toBe('integration.webhookUrlInsecure');
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
      expect(webhookUrlProblem(url, DEVELOPMENT), url).toBe('integration.webhookUrlInvalid');
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
