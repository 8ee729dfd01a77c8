import { describe, expect, it } from 'vitest';
import { COMPRESSIBLE_TYPES } from './app.ts';

describe('COMPRESSIBLE_TYPES', () => {
  it('compresses text, JSON, XML and SVG', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/problem+json',
      'application/xml; charset=utf-8',
      'text/html; charset=utf-8',
      'text/plain',
      'text/calendar',
      'text/css',
      'application/javascript',
      'image/svg+xml',
    ])
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(true);
  });

  it('leaves binary files and event streams alone', () => {
    for (const type of [
      'application/pdf',
      'application/zip',
      'application/octet-stream',
      'image/webp',
      'image/png',
      'text/event-stream',
      'application/jsonl-not-json',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ])
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(false);
  });
});
