import { createTalentApi, memoryTokenStore } from '@talent/api-client';
import type { PhoneValue } from '@talent/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortalContext } from './portal.ts';
import type { Portal } from './portal.ts';
import { useMobileCountries } from './useMobileCountries.ts';

const COUNTRIES = [
  { name: 'Germany', iso2: 'DE', phoneCode: '+49' },
  { name: 'France', iso2: 'FR', phoneCode: '+33' },
  { name: 'Netherlands', iso2: 'NL', phoneCode: '+31' },
  { name: 'Antarctica', iso2: 'AQ', phoneCode: '' },
];

interface Setup {
  readonly value: PhoneValue;
  readonly preferred?: readonly string[];
  readonly excluded?: readonly string[];
  readonly answers?: (() => Response)[];
}

function setup({ value, preferred = [], excluded = [], answers = [] }: Setup) {
  const fetch = vi.fn((request: Request) => {
    expect(new URL(request.url).pathname).toBe('/v1/api/country');
    const next = answers.shift();
    return Promise.resolve(next ? next() : Response.json({ results: COUNTRIES }));
  });
  const api = createTalentApi({ baseUrl: 'http://acme.localhost/v1/api', tokens: memoryTokenStore(null), fetch });
  const portal = {
    api,
    locale: 'en',
    tenant: {
      config: {
        preferredSortedCountries: preferred,
        mobileCountriesSettings: { excludedEnabled: true, excludedList: excluded, prefEnabled: false, prefList: [] },
      },
    },
  } as unknown as Portal;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
    </QueryClientProvider>
  );
  const onChange = vi.fn();
  const view = renderHook(() => useMobileCountries(value, onChange), { wrapper });
  return { ...view, onChange, fetch };
}

describe('useMobileCountries', () => {
  it('offers the countries with a calling code, without the excluded ones, and starts at the preferred one', async () => {
    const { result, onChange } = setup({
      value: { countryCode: '', number: '151' },
      preferred: ['nl'],
      excluded: ['fr'],
    });
    await waitFor(() => expect(result.current.countries.map((c) => c.iso2)).toEqual(['DE', 'NL']));
    expect(result.current.failed).toBe(false);
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'NL', number: '151' });
  });

  it('leaves a country already chosen that is offered', async () => {
    const { result, onChange } = setup({ value: { countryCode: 'FR', number: '' } });
    await waitFor(() => expect(result.current.countries).toHaveLength(3));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says when the list could not be loaded, starts nothing, and asks again on retry', async () => {
    const { result, onChange, fetch } = setup({
      value: { countryCode: '', number: '' },
      answers: [() => Response.json({ status: 500, messages: ['error.internal'] }, { status: 500 })],
    });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.countries).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.countries).toHaveLength(3));
    expect(result.current.failed).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'DE', number: '' });
  });
});
