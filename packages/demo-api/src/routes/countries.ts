// spec §7: GET api/countries (our API), and a stand-in for the third-party country-data service.
import type { Hono } from 'hono';
import { ok, type AppEnv } from '../http';
import { COUNTRIES } from '../store/countries';

export function countriesRoutes(app: Hono<AppEnv>) {
  // Guest forms use it too (citizenship), so it needs no session.
  app.get('/api/countries', (c) =>
    ok(
      c,
      COUNTRIES.map((country) => ({ id: country.alpha2Code, label: country.name[c.var.lang] })),
    ),
  );

  // The third-party service answers a bare array in its own shape (restcountries-like, English
  // names) and ignores session headers: the SDK maps it to {id, label}.
  app.get('/third-party/countries', (c) =>
    c.json(COUNTRIES.map((country) => ({ alpha2Code: country.alpha2Code, name: country.name.en }))),
  );
}
