// The country service's default path, apart from CountryField so the route loaders' queries (in the
// portal's first load) do not pull the field and its select/text inputs with them.
export const DEFAULT_COUNTRIES_PATH = 'third-party/countries';
