// The facts of a pool that the API gives: how many open projects it has, in which cities (most
// projects first, the first few named), and who it is for.
import type { Pool } from '@talent/api-client';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import * as styles from './PoolFacts.css.ts';

/** How many cities a fact line names before "and N more cities". */
export const CITIES_SHOWN = 3;

/** Props of `PoolFacts`. */
export interface PoolFactsProps {
  readonly pool: Pick<Pool, 'jobsCount' | 'poolCities' | 'poolNameVerbiage'>;
  /** Name every city (the pool page) instead of the first few (cards). */
  readonly allCities?: boolean;
}

export function PoolFacts({ pool, allCities = false }: PoolFactsProps): ReactElement {
  const intl = useIntl();
  const cities = pool.poolCities ?? [];
  const shown = allCities ? cities : cities.slice(0, CITIES_SHOWN);
  const more = cities.length - shown.length;
  const cityList =
    shown.length > 0
      ? intl.formatList(more > 0 ? [...shown, intl.formatMessage(messages.moreCities, { count: more })] : shown, {
          type: 'conjunction',
        })
      : null;
  return (
    <ul className={styles.facts}>
      <li>{intl.formatMessage(messages.openProjects, { count: pool.jobsCount })}</li>
      {cityList ? <li>{intl.formatMessage(messages.cities, { cities: cityList })}</li> : null}
      {pool.poolNameVerbiage ? <li>{intl.formatMessage(messages.verbiage, { role: pool.poolNameVerbiage })}</li> : null}
    </ul>
  );
}
