// Countries (spec §3 Country: id = alpha2Code, label = name): our API's list and the third-party service.
import * as v from 'valibot';
import type { SakhliClient } from '../client/createClient';

export const countrySchema = v.object({ id: v.string(), label: v.string() });
export type Country = v.InferOutput<typeof countrySchema>;

/** What the third-party country-data service answers per country (restcountries-like). */
const thirdPartyCountrySchema = v.looseObject({
  alpha2Code: v.pipe(v.string(), v.length(2)),
  name: v.string(),
});

export const countryKeys = {
  all: ['countries'] as const,
  list: () => [...countryKeys.all, 'api'] as const,
  service: (serviceURL: string) => [...countryKeys.all, 'service', serviceURL] as const,
};

/** spec §7 GET api/countries, labels in the request's language. */
export async function getCountries(client: SakhliClient): Promise<Country[]> {
  const { data } = await client.request({
    method: 'GET',
    path: 'api/countries',
    schema: v.array(countrySchema),
  });
  return data;
}

export function countriesQuery(client: SakhliClient) {
  return { queryKey: countryKeys.list(), queryFn: () => getCountries(client) };
}

export interface CountryServiceOptions {
  /** Absolute URL of the service's list, e.g. `https://restcountries.com/v2/all?fields=name,alpha2Code`. */
  serviceURL: string;
}

/**
 * spec §7 Loyalty: the country list from a third-party service, sent WITHOUT session headers
 * (tokens never leave for a foreign host), mapped to `{ id: alpha2Code, label: name }`.
 */
export async function getCountryList(
  client: SakhliClient,
  { serviceURL }: CountryServiceOptions,
): Promise<Country[]> {
  const url = new URL(serviceURL);
  const query = Object.fromEntries(url.searchParams.entries());
  const { data } = await client.request({
    method: 'GET',
    baseURL: `${url.origin}/`,
    path: url.pathname.replace(/^\//, ''),
    query,
    auth: false,
    shape: 'raw',
    // A foreign service being down is not the user's error: the caller falls back, no toast.
    errors: 'caller',
    schema: v.array(thirdPartyCountrySchema),
  });
  return data.map((c) => ({ id: c.alpha2Code, label: c.name }));
}

/**
 * The service's list, cached for the page's session: fetched once, never stale, never dropped. A
 * failure is not retried (a form falls back to free text at once) but a later mount asks again.
 */
export function countryListQuery(client: SakhliClient, options: CountryServiceOptions) {
  return {
    queryKey: countryKeys.service(options.serviceURL),
    queryFn: () => getCountryList(client, options),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  } as const;
}
