// The ground truth read back from seeded rows, the grades a judgement gives, and the set itself:
// every reference in it names something the seed can generate.
import { describe, expect, it } from 'vitest';
import { RELEVANCE_QUERIES, relevanceJudge } from '@talent/fixtures';
import type { SeededProjectRow } from '@talent/fixtures';
import { SEED_VOCABULARY } from './catalogVocabulary.ts';

const { grade, seededProject, unknownReferences } = relevanceJudge(SEED_VOCABULARY);

const row = (title: string, overrides: Partial<SeededProjectRow> = {}): SeededProjectRow => ({
  id: '7',
  client_id: 'acme',
  title,
  job_class: 'dataEngineers',
  job_language: 'de',
  site_city: 'München',
  site_country: 'DE',
  skill_list: '<ul><li>Python</li><li>Spark</li><li>dbt</li></ul>',
  ...overrides,
});

describe('seeded projects', () => {
  it('recovers the family’s title, the seniority and the listed skills from a stored row', () => {
    expect(seededProject(row('Senior Entwickler für Datenpipelines'))).toEqual({
      id: 7,
      tenant: 'acme',
      family: 'dataEngineers',
      title: 1,
      seniority: 'Senior',
      language: 'de',
      city: 'München',
      country: 'DE',
      skills: ['Python', 'Spark', 'dbt'],
    });
    expect(seededProject(row('Data Engineer')).title).toBe(0);
    expect(seededProject(row('Data Engineer')).seniority).toBe('');
    const escaped = row('Demand Planner', {
      job_class: 'supplyChainPlanners',
      job_language: 'en',
      skill_list: '<ul><li>S&amp;OP</li></ul>',
    });
    expect(seededProject(escaped)).toMatchObject({ title: 1, skills: ['S&OP'] });
  });

  it('refuses a row the seed cannot have written', () => {
    expect(() => seededProject(row('Java Developer'))).toThrow(/none of the dataEngineers titles/);
    expect(() => seededProject(row('Data Engineer', { job_class: null }))).toThrow(/not a seeded project/);
  });
});

describe('grades', () => {
  const project = seededProject(row('Lead Entwickler für Datenpipelines'));

  it('grades a named role 2, a related one 1, anything else 0', () => {
    expect(grade({ named: ['dataEngineers:1'], related: ['dataEngineers:0'] }, project)).toBe(2);
    expect(grade({ named: ['dataEngineers:0'], related: ['dataEngineers:1'] }, project)).toBe(1);
    expect(grade({ named: ['dataEngineers'] }, project)).toBe(2);
    expect(grade({ named: ['javaDevelopers'], related: ['frontendDevelopers'] }, project)).toBe(0);
  });

  it('grades a listed skill 2, one typical of the family 1', () => {
    expect(grade({ skill: 'Spark' }, project)).toBe(2);
    expect(grade({ skill: 'Airflow' }, project)).toBe(1);
    expect(grade({ skill: 'Kubernetes' }, project)).toBe(0);
  });

  it('takes the lowest grade of every aspect a query names', () => {
    expect(grade({ cities: ['München'] }, project)).toBe(2);
    expect(grade({ named: ['dataEngineers'], cities: ['Köln'] }, project)).toBe(0);
    expect(grade({ named: ['dataEngineers'], seniority: 'Lead' }, project)).toBe(2);
    expect(grade({ named: ['dataEngineers'], seniority: 'Senior' }, project)).toBe(1);
    expect(() => grade({}, project)).toThrow(/no aspect/);
  });
});

describe('the relevance set', () => {
  it('has at least 30 queries with unique ids, in English, German, French and Dutch', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(RELEVANCE_QUERIES.map((q) => q.id)).size).toBe(RELEVANCE_QUERIES.length);
    for (const language of ['en', 'de', 'fr', 'nl']) {
      expect(RELEVANCE_QUERIES.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('covers typos, compounds, plurals, cities named in another language, multi-word queries and skills', () => {
    const kinds = new Set(RELEVANCE_QUERIES.flatMap((q) => q.kinds));
    for (const kind of ['typo', 'compound', 'plural', 'city-other-language', 'multi-word', 'skill'] as const)
      expect(kinds).toContain(kind);
    expect(RELEVANCE_QUERIES.map((q) => q.query)).toContain('Datenpipelines');
  });

  it('names only families, titles, skills, cities and seniorities the seed has; floors between 0 and 1', () => {
    for (const query of RELEVANCE_QUERIES) {
      expect({ id: query.id, unknown: unknownReferences(query.judgement) }).toEqual({ id: query.id, unknown: [] });
      if (query.floor !== undefined) expect(query.floor > 0 && query.floor <= 1, query.id).toBe(true);
    }
  });
});
