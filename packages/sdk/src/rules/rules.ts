// spec §5: the validation rules, each a pure function answering with the exact message id to show.
import type { Language } from '../client/language';
import { ADULT_MIN_AGE, CHILD_MAX_AGE, PASSWORD_MIN_LENGTH } from '../constants';
import { formatSdkMessage, type SdkMessageId } from '../messages/catalog';

/** A failed rule: the catalog message id and the values for its placeholders. */
export interface RuleResult {
  id: SdkMessageId;
  values?: Record<string, string | number>;
}

/** A rule: `undefined` when the value is valid, otherwise the message to show. */
export type Rule<T = unknown> = (value: T) => RuleResult | undefined;

/**
 * An empty value: `undefined`, `null`, a blank string, an empty array, `NaN`, or `false`
 * (an unticked required checkbox). Every rule but `required` lets empty values pass, so an
 * optional field is only checked once filled: `validate(v, required, email)`.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const fail = (id: SdkMessageId, values?: RuleResult['values']): RuleResult =>
  values ? { id, values } : { id };

/** spec §5 "Field is required." */
export const required: Rule = (value) => (isEmpty(value) ? fail('validation.required') : undefined);

// One @, no spaces, a dot in the domain with something either side: what the server accepts too.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** spec §5 "Invalid E-mail." */
export const email: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && EMAIL.test(value.trim())
    ? undefined
    : fail('validation.email');
};

/** spec §5 "Invalid number." — whole numbers only (the Russian text says so): `12`, `'-3'`, not `'1.5'`. */
export const wholeNumber: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return toWholeNumber(value) === undefined ? fail('validation.number') : undefined;
};

/**
 * spec §5: at least 8 characters, one uppercase Latin letter (A–Z) and one digit. Georgian
 * Mtavruli and Cyrillic capitals are not Latin, so `'ПАРОЛЬabc1'` fails.
 */
export const password: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (
    typeof value !== 'string' ||
    [...value].length < PASSWORD_MIN_LENGTH ||
    !/[A-Z]/.test(value) ||
    !/[0-9]/.test(value)
  ) {
    return fail('validation.password');
  }
  return undefined;
};

/** spec §5 "Passwords need to be the same." Compares exactly: no trimming of passwords. */
export function passwordsEqual(password: unknown, confirmation: unknown): RuleResult | undefined {
  return password === confirmation ? undefined : fail('validation.passwordsEqual');
}

/**
 * spec §5 "Min symbols length is {n}." Counts the characters (code points) of a string or of a
 * number's digits, or the items of a list.
 */
export function minLength(n: number): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const length = lengthOf(value);
    return length !== undefined && length >= n ? undefined : fail('validation.minLength', { n });
  };
}

/** spec §5: adults are 13 or older; anything else is "Invalid age entered." */
export const adultAge: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const age = toWholeNumber(value);
  return age !== undefined && age >= ADULT_MIN_AGE ? undefined : fail('validation.age');
};

/**
 * spec §5: children are 0–12. Older than 12 says "Max child age is 12 years old.";
 * negative or not a whole number says "Invalid age entered."
 */
export const childAge: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const age = toWholeNumber(value);
  if (age === undefined || age < 0) return fail('validation.age');
  return age > CHILD_MAX_AGE ? fail('validation.childAge') : undefined;
};

/**
 * spec §5 "Does not match the number of children." Every child needs an age: the filled
 * entries of `ages` must number exactly `children`.
 */
export function childAgesMatch(
  children: number | string | null | undefined,
  ages: readonly unknown[] | null | undefined,
): RuleResult | undefined {
  const count = isEmpty(children) ? 0 : (toWholeNumber(children) ?? 0);
  const given = (ages ?? []).filter((age) => !isEmpty(age)).length;
  return given === count ? undefined : fail('validation.childrenCount');
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** spec §5 "Invalid date." A valid `Date`, or an ISO string (`2026-02-28`, `2026-02-28T10:00Z`) naming a real day. */
export const date: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? fail('validation.date') : undefined;
  if (typeof value !== 'string') return fail('validation.date');
  const match = ISO_DATE.exec(value.trim());
  if (!match || Number.isNaN(Date.parse(value.trim()))) return fail('validation.date');
  // Date.parse rolls 2026-02-30 over to March; a real day must survive the round trip.
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day
    ? undefined
    : fail('validation.date');
};

/** What `file()` needs from a `File`/`Blob`; plain objects work in Node and tests. */
export interface FileLike {
  readonly name?: string;
  readonly type: string;
  readonly size: number;
}

export interface FileRuleOptions {
  /** Accepted MIME types (`application/pdf`), families (`image/*`) or extensions (`.pdf`). Empty: any. */
  types?: readonly string[];
  /** Largest accepted size in bytes. */
  maxBytes?: number;
}

/**
 * spec §5 file rule: "This file type is not allowed." or "The file is too large (max {max})",
 * `{max}` human readable (`5 MB`). Takes one file or a list (`FileList`, array); checks each.
 */
export function file({ types = [], maxBytes }: FileRuleOptions): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const files = isFileLike(value) ? [value] : toList(value);
    if (!files || files.length === 0 || !files.every(isFileLike))
      return fail('validation.fileType');
    for (const one of files) {
      if (types.length > 0 && !types.some((type) => fileMatches(one, type))) {
        return fail('validation.fileType');
      }
      if (maxBytes !== undefined && one.size > maxBytes) {
        return fail('validation.fileSize', { max: formatBytes(maxBytes) });
      }
    }
    return undefined;
  };
}

/** `1536` → `1.5 KB`, `5242880` → `5 MB` (binary units, as upload limits are usually set). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number(size.toFixed(1))} ${units[unit]}`;
}

/** Runs rules in order and answers with the first failure, or `undefined` when all pass. */
export function validate<T>(value: T, ...rules: readonly Rule<T>[]): RuleResult | undefined {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return undefined;
}

/** The text of a rule's failure in one language; `undefined` for a pass. */
export function formatRuleMessage(
  result: RuleResult | undefined,
  language: Language,
): string | undefined {
  return result ? formatSdkMessage(result.id, language, result.values) : undefined;
}

function toWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') return [...value].length;
  if (typeof value === 'number') return String(value).length;
  return Array.isArray(value) ? value.length : undefined;
}

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).size === 'number' &&
    typeof (value as FileLike).type === 'string'
  );
}

function toList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null && Symbol.iterator in value) {
    return [...(value as Iterable<unknown>)];
  }
  return undefined;
}

function fileMatches(one: FileLike, accepted: string): boolean {
  const type = accepted.trim().toLowerCase();
  if (type.startsWith('.')) return (one.name ?? '').toLowerCase().endsWith(type);
  const mime = one.type.toLowerCase();
  if (type.endsWith('/*')) return mime.startsWith(type.slice(0, -1));
  return mime === type;
}
