// The accuracy floor: the first CVs of the bench's corpus (both sets: every language, layout and font
// family occurs in them) parsed end to end through the worker pool, each field's F1 held just under
// what bench/cvAccuracy.ts measured on the same CVs, so a regression in layout, sections, dates or
// fields fails here. bench/RESULTS.md has the figures on the whole corpus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORED_FIELDS, corpusCv, emptyTotals, prf, score } from '@talent/fixtures';
import type { CorpusSet, ScoredField } from '@talent/fixtures';
import { contractAjv, contractSchemaRef } from '../../../contract/contract.ts';
import { PDF_LIMITS, createPdfInspector } from '../../files/pdf/index.ts';
import type { PdfInspector } from '../../files/pdf/index.ts';
import { parseCv } from './index.ts';

/** How many CVs of each set, and each field's floor there (measured on these CVs, rounded down). */
const SLICE: Record<CorpusSet, { readonly count: number; readonly floor: Record<ScoredField, number> }> = {
  tuning: {
    count: 40,
    floor: {
      titles: 0.98,
      organizations: 0.97,
      dates: 0.98,
      skills: 0.98,
      tools: 0.98,
      languages: 0.98,
      contact: 0.98,
    },
  },
  heldOut: {
    count: 20,
    floor: {
      titles: 0.83,
      organizations: 0.73,
      dates: 0.9,
      skills: 0.98,
      tools: 0.94,
      languages: 0.81,
      contact: 0.97,
    },
  },
};

let inspector: PdfInspector;
beforeAll(() => {
  inspector = createPdfInspector(PDF_LIMITS);
});
afterAll(() => inspector?.close());

describe('CV parser accuracy on the generated corpus', () => {
  it.each(Object.entries(SLICE))(
    'keeps every field’s F1 above its floor on the %s set, every result valid against the contract',
    async (set, { count, floor }) => {
      const valid = contractAjv({ allErrors: true }).compile(contractSchemaRef('ParsedCv'));
      const totals = emptyTotals();
      for (let index = 0; index < count; index++) {
        const cv = await corpusCv(index, set as CorpusSet);
        const parsed = await parseCv(cv.pdf, (bytes) => inspector.inspect(bytes, { text: true }));
        expect({ id: cv.id, valid: valid(parsed), errors: valid.errors ?? null }).toEqual({
          id: cv.id,
          valid: true,
          errors: null,
        });
        score(cv.truth, parsed, totals);
      }
      const f1 = Object.fromEntries(SCORED_FIELDS.map((field) => [field, Number(prf(totals[field]).f1.toFixed(3))]));
      const below = SCORED_FIELDS.filter((field) => f1[field]! < floor[field]).map((field) => `${field} ${f1[field]}`);
      expect(below).toEqual([]);
    },
  );

  it('is the same corpus, byte for byte, on every run, and the scoring sees a wrong value', async () => {
    const [a, b] = [await corpusCv(3), await corpusCv(3)];
    expect(a.truth).toEqual(b.truth);
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
    const heldOut = await corpusCv(3, 'heldOut');
    expect(heldOut.truth).not.toEqual(a.truth);
    const totals = emptyTotals();
    score(a.truth, { ...a.truth, skills: [], employmentHistory: [] }, totals);
    expect(prf(totals.skills).recall).toBe(0);
    expect(prf(totals.languages).f1).toBe(1);
  });
});
