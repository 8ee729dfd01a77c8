// The root of the account feature's query keys and the security ids' key (see keys.ts).

/** Root of every query key of the account feature. */
export const ACCOUNT_KEY = ['account'] as const;

/** The user's security ids' query key. */
export const securityIdsKey = () => [...ACCOUNT_KEY, 'securityIds'] as const;
