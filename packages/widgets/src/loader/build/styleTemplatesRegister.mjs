// `node --import tsx --import ./src/loader/build/styleTemplatesRegister.mjs …`: see styleTemplatesHooks.mjs.
import { register } from 'node:module';

register('./styleTemplatesHooks.mjs', import.meta.url);
