// The naming rule of stories written in one language (`ListEn`, `ListGe`, `FormErrorsRussian`;
// as tests "List En", "Form Errors Russian"): the language is the name's last word. The fit suite
// groups a state's stories by it, the Georgian dark project skips the others by it, and the
// preview fails a story whose name says another language than the one it renders in.
import type { Language } from '@sakhli/sdk';

const SUFFIX = /(?<=[a-z0-9 ])(En|Ge|Ru|English|Georgian|Russian)$/;
const LANGUAGE_OF: Record<string, Language> = {
  En: 'en',
  English: 'en',
  Ge: 'ge',
  Georgian: 'ge',
  Ru: 'ru',
  Russian: 'ru',
};

/** The language a story's name says it is written in, if it says one. */
export function languageInName(name: string): Language | undefined {
  const word = SUFFIX.exec(name)?.[1];
  return word ? LANGUAGE_OF[word] : undefined;
}

/** The name less the language it is written in: the state its stories in each language share. */
export const stateOfName = (name: string) => name.replace(SUFFIX, '').trimEnd() || name;
