// The search codec as a valibot schema (`canonicalSearchParams` behind a record check), for code
// that validates with valibot. Apart from searchQuery.ts: every page's route tree reads the codec
// (the search routes' `validateSearch`), and valibot is one module, bundled whole with every
// function any page uses; a page that imports none of it leaves valibot to the forms that do.
import * as v from 'valibot';
import { canonicalSearchParams } from './searchQuery.ts';

/** valibot schema of the search page's URL params: any record in, `canonicalSearchParams` out. */
export const searchParamsSchema = v.pipe(v.record(v.string(), v.unknown()), v.transform(canonicalSearchParams));
