// The validation rules of spec §5, one import for widgets, portal and demo API.
export {
  required,
  email,
  wholeNumber,
  password,
  passwordsEqual,
  minLength,
  adultAge,
  childAge,
  childAgesMatch,
  date,
  file,
  validate,
  formatRuleMessage,
  formatBytes,
  isEmpty,
} from './rules';
export type { Rule, RuleResult, FileLike, FileRuleOptions } from './rules';
