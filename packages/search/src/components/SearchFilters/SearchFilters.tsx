// The filters of the search page (spec §2: pools, location, hours per week, duration, work
// preferences, open only). Each control writes the URL through `change`; counts come from the
// response's facets, which the API counts without the dimension's own filter, so a choice still
// shows how many projects the other options have.
import type { ProjectSearchResponse } from '@talent/api-client';
import { usePortal } from '@talent/app-context';
import { WORK_PREFERENCE_CODES } from '@talent/domain';
import type { SearchFilterPatch, SearchQuery, WorkPreferenceCode } from '@talent/domain';
import { Button, Checkbox, Combobox } from '@talent/ui';
import type { ComboboxOption } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { countryName, formatPlace, workPreferenceMessage } from '../../format.ts';
import type { SearchState } from '../../hooks/useSearchState.ts';
import { messages } from '../../messages.ts';
import { searchPageMessages } from '../../searchPageMessages.ts';
import { poolCatalogQuery } from '../../queries.ts';
import type { SiteLocation } from '../../queries.ts';
import { RangeFilter } from '../RangeFilter/RangeFilter.tsx';
import * as styles from './SearchFilters.css.ts';

/** Largest hours per week a filter accepts (a week has 168). */
const MAX_HOURS = 168;
/** Largest duration in months a filter accepts (ten years). */
const MAX_MONTHS = 120;

/** Props of `SearchFilters`. */
export interface SearchFiltersProps {
  readonly query: SearchQuery;
  readonly change: SearchState['change'];
  /** Facets of the latest response; undefined before the first one. */
  readonly facets: ProjectSearchResponse['facets'] | undefined;
  /** Cities and countries with projects, for the location filter. */
  readonly locations: readonly SiteLocation[];
  /** A listing's pools: only these are offered. Undefined: every pool. */
  readonly poolChoices?: readonly number[] | undefined;
  /** Hide the pool filter (a pool page). */
  readonly hidePools?: boolean;
  /** Hide the location filter (a city page). */
  readonly hideLocation?: boolean;
}

/** The patch that removes every filter and keeps the text. */
export const CLEARED_FILTERS: SearchFilterPatch = {
  pools: undefined,
  location: undefined,
  hoursPerWeek: undefined,
  duration: undefined,
  workPrefs: undefined,
  openOnly: undefined,
  status: undefined,
  vmsId: undefined,
};

/** Whether any filter (not the text) is set. */
export function hasFilters(query: SearchQuery): boolean {
  return activeFilterCount(query) > 0;
}

/** How many kinds of filter are set (the small-screen "Filters (2)" button). */
export function activeFilterCount(query: SearchQuery): number {
  return [
    query.pools,
    query.location,
    query.hoursPerWeek,
    query.duration,
    query.workPrefs,
    query.openOnly,
    query.status,
    query.vmsId,
  ].filter((value) => value !== undefined).length;
}

/** The location choices: each country ("Germany (all cities)"), then each city ("Berlin, Germany"). */
function locationOptions(
  intl: IntlShape,
  locations: readonly SiteLocation[],
  current: string | undefined,
): ComboboxOption[] {
  const collator = new Intl.Collator(intl.locale);
  const countries = [...new Set(locations.map((l) => l.country))]
    .map((code) => ({
      value: code,
      label: intl.formatMessage(searchPageMessages.locationCountry, { country: countryName(intl, code) }),
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const seen = new Set<string>();
  const cities: ComboboxOption[] = [];
  for (const l of locations) {
    if (seen.has(l.city.toLowerCase())) continue;
    seen.add(l.city.toLowerCase());
    cities.push({ value: l.city, label: formatPlace(intl, l.city, l.country) ?? l.city });
  }
  cities.sort((a, b) => collator.compare(a.label, b.label));
  const options = [...countries, ...cities];
  // A location from a shared link may not be a site any more; it stays visible and removable.
  if (current && !options.some((o) => o.value.toLowerCase() === current.toLowerCase())) {
    options.unshift({ value: current, label: current });
  }
  return options;
}

export function SearchFilters({
  query,
  change,
  facets,
  locations,
  poolChoices,
  hidePools = false,
  hideLocation = false,
}: SearchFiltersProps): ReactElement {
  const intl = useIntl();
  const { api, locale } = usePortal();
  const headingId = useId();

  const facetPools = (facets?.pools ?? []).filter((p) => !poolChoices || poolChoices.includes(p.id));
  // A chosen pool without matches is missing from the facets; its name comes from the pool list.
  const missing = (query.pools ?? []).filter(
    (id) => !facetPools.some((p) => p.id === id) && (!poolChoices || poolChoices.includes(id)),
  );
  const catalog = useQuery({ ...poolCatalogQuery(api, { locale }), enabled: !hidePools && missing.length > 0 });
  const poolOptions = [
    ...facetPools,
    ...missing.flatMap((id) => {
      const pool = catalog.data?.find((p) => p.id === id);
      return pool ? [{ id, name: pool.name, count: 0 }] : [];
    }),
  ];

  const options = useMemo(() => locationOptions(intl, locations, query.location), [intl, locations, query.location]);
  const selectedLocation = query.location
    ? (options.find((o) => o.value.toLowerCase() === query.location!.toLowerCase())?.value ?? null)
    : null;

  const togglePool = (id: number, on: boolean) => {
    const next = on ? [...(query.pools ?? []), id] : (query.pools ?? []).filter((p) => p !== id);
    void change({ pools: next.length > 0 ? next : undefined });
  };
  const toggleWorkPref = (code: WorkPreferenceCode, on: boolean) => {
    const next = on ? [...(query.workPrefs ?? []), code] : (query.workPrefs ?? []).filter((w) => w !== code);
    void change({ workPrefs: next.length > 0 ? next : undefined });
  };
  const workCount = (code: WorkPreferenceCode) => facets?.workPrefs.find((w) => w.value === code)?.count ?? 0;
  const label = (name: string, count: number | undefined) =>
    count === undefined ? name : intl.formatMessage(searchPageMessages.facetOption, { name, count });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(searchPageMessages.filtersHeading)}
      </h2>

      {hidePools || poolOptions.length === 0 ? null : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(searchPageMessages.pools)}</legend>
          <div className={styles.options}>
            {poolOptions.map((pool) => (
              <Checkbox
                key={pool.id}
                label={label(pool.name, pool.count)}
                checked={query.pools?.includes(pool.id) ?? false}
                onChange={(event) => togglePool(pool.id, event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      )}

      {hideLocation ? null : (
        <div className={styles.location}>
          <Combobox
            label={intl.formatMessage(searchPageMessages.location)}
            placeholder={intl.formatMessage(searchPageMessages.locationPlaceholder)}
            noResultsText={intl.formatMessage(searchPageMessages.locationNoMatch)}
            options={options}
            value={selectedLocation}
            onValueChange={(value) => void change({ location: value ?? undefined })}
          />
          {query.location ? (
            <Button variant="ghost" size="small" onClick={() => void change({ location: undefined })}>
              {intl.formatMessage(searchPageMessages.clearLocation)}
            </Button>
          ) : null}
        </div>
      )}

      <RangeFilter
        legend={intl.formatMessage(searchPageMessages.hoursPerWeek)}
        value={query.hoursPerWeek}
        max={MAX_HOURS}
        onChange={(range) => void change({ hoursPerWeek: range })}
      />
      <RangeFilter
        legend={intl.formatMessage(searchPageMessages.duration)}
        value={query.duration}
        max={MAX_MONTHS}
        onChange={(range) => void change({ duration: range })}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{intl.formatMessage(messages.workPreference)}</legend>
        <div className={styles.options}>
          {WORK_PREFERENCE_CODES.map((code) => (
            <Checkbox
              key={code}
              label={label(intl.formatMessage(workPreferenceMessage(code)), facets ? workCount(code) : undefined)}
              checked={query.workPrefs?.includes(code) ?? false}
              onChange={(event) => toggleWorkPref(code, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>

      <Checkbox
        label={intl.formatMessage(searchPageMessages.openOnly)}
        checked={query.openOnly ?? false}
        onChange={(event) => void change({ openOnly: event.target.checked || undefined })}
      />

      {hasFilters(query) ? (
        <Button variant="secondary" onClick={() => void change(CLEARED_FILTERS)}>
          {intl.formatMessage(searchPageMessages.clearFilters)}
        </Button>
      ) : null}
    </section>
  );
}
