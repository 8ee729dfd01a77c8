// The accuracy floor: a slice of the bench's corpus (every language, both layouts, every font family)
// parsed end to end through the worker pool, each field's F1 held a little under the targets
// (dates and titles 0.9, skills 0.85), so a regression in layout, sections or fields fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORED_FIELDS, corpusCv, emptyTotals, prf, score } from './corpus.ts';
import { contractAjv, contractSchemaRef } from '../../http/contract.ts';
import { PDF_LIMITS, createPdfInspector } from '../pdf/index.ts';
import type { PdfInspector } from '../pdf/index.ts';
import { parseCv } from './index.ts';

/** Indices spread so that the slice has each language, one and two columns, and each font. */
const SLICE = [0, 5, 10, 15, 20, 25, 30, 35];
const FLOOR: Record<(typeof SCORED_FIELDS)[number], number> = {
  titles: 0.88,
  dates: 0.88,
  organizations: 0.85,
  skills: 0.83,
  tools: 0.83,
  languages: 0.83,
  contact: 0.83,
};

let inspector: PdfInspector;
beforeAll(() => {
  inspector = createPdfInspector(PDF_LIMITS);
});
afterAll(() => inspector?.close());

describe('CV parser accuracy on the generated corpus', () => {
  it('keeps every field’s F1 above its floor, every result valid against the contract', async () => {
    const valid = contractAjv({ allErrors: true }).compile(contractSchemaRef('ParsedCv'));
    const totals = emptyTotals();
    for (const index of SLICE) {
      const cv = await corpusCv(index);
      const parsed = await parseCv(cv.pdf, (bytes) => inspector.inspect(bytes, { text: true }));
      expect({ id: cv.id, valid: valid(parsed), errors: valid.errors ?? null }).toEqual({
        id: cv.id,
        valid: true,
        errors: null,
      });
      score(cv.truth, parsed, totals);
    }
    const f1 = Object.fromEntries(SCORED_FIELDS.map((field) => [field, prf(totals[field]).f1]));
    for (const field of SCORED_FIELDS) expect({ field, f1: f1[field]! >= FLOOR[field] }).toEqual({ field, f1: true });
  });

  it('is the same corpus on every run, and the scoring sees a wrong value', async () => {
    const [a, b] = [await corpusCv(3), await corpusCv(3)];
    expect(a.truth).toEqual(b.truth);
    const totals = emptyTotals();
    score(a.truth, { ...a.truth, skills: [], employmentHistory: [] }, totals);
    expect(prf(totals.skills).recall).toBe(0);
    expect(prf(totals.languages).f1).toBe(1);
  });
});
