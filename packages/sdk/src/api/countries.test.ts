import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { isApiError } from '../client/ApiError';
import { json, recordingFetch } from '../testing/recordingFetch';
import { testCalls } from '../testing/callCases';
import { countriesQuery, countryListQuery, getCountries, getCountryList } from './countries';

describe('countries on the wire', () => {
  testCalls([
    {
      name: 'countries',
      run: (c) => getCountries(c),
      method: 'GET',
      path: 'api/countries',
      answer: { data: [{ id: 'GE', label: 'Georgia' }] },
      returns: (value) => expect(value).toEqual([{ id: 'GE', label: 'Georgia' }]),
      malformed: { data: [{ alpha2Code: 'GE', name: 'Georgia' }] },
    },
  ]);

  it('asks the third-party service without session headers and maps {alpha2Code, name}', async () => {
    const rec = recordingFetch(() =>
      json([
        { alpha2Code: 'GE', name: 'Georgia', region: 'Asia' },
        { alpha2Code: 'AM', name: 'Armenia' },
      ]),
    );
    const client = createClient({
      baseURL: 'http://api.test/',
      fetch: rec.fetch,
      session: { accessToken: 'acc', refreshToken: 'ref', language: 'ru' },
    });
    const list = await getCountryList(client, {
      serviceURL: 'https://countries.example/v2/all?fields=name,alpha2Code',
    });
    expect(list).toEqual([
      { id: 'GE', label: 'Georgia' },
      { id: 'AM', label: 'Armenia' },
    ]);
    const sent = rec.last();
    expect(sent.method).toBe('GET');
    expect(`${sent.url.origin}${sent.url.pathname}`).toBe('https://countries.example/v2/all');
    expect(sent.url.searchParams.get('fields')).toBe('name,alpha2Code');
    expect(sent.headers['access-token']).toBeUndefined();
    expect(sent.headers['refresh-token']).toBeUndefined();
    expect(sent.headers['user-language']).toBeUndefined();
  });

  it('rejects a malformed third-party answer as bad-response', async () => {
    const rec = recordingFetch(() => json({ countries: [] }));
    const client = createClient({ baseURL: 'http://api.test/', fetch: rec.fetch });
    const error = await getCountryList(client, { serviceURL: 'https://c.example/all' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.kind).toBe('bad-response');
  });

  it('keys', () => {
    const client = createClient({ baseURL: 'http://x/' });
    expect(countriesQuery(client).queryKey).toEqual(['countries', 'api']);
    expect(countryListQuery(client, { serviceURL: 'https://c/' }).queryKey).toEqual([
      'countries',
      'service',
      'https://c/',
    ]);
  });
});
