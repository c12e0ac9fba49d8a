import { describe, expect, it } from 'vitest';
import {
  adultAge,
  childAge,
  childAgesMatch,
  date,
  email,
  file,
  formatRuleMessage,
  minLength,
  password,
  passwordsEqual,
  required,
  validate,
  wholeNumber,
} from './index';

const id = (result: { id: string } | undefined) => result?.id;

describe('required', () => {
  it.each([undefined, null, '', '   ', [], false, Number.NaN])(
    'rejects the empty value %j',
    (v) => {
      expect(required(v)).toEqual({ id: 'validation.required' });
    },
  );
  it.each(['a', 0, ['x'], true, { a: 1 }])('accepts %j', (v) => {
    expect(required(v)).toBeUndefined();
  });
});

describe('email', () => {
  it.each(['nino@sakhli.ge', ' a.b+c@mail.co.uk '])('accepts %j', (v) => {
    expect(email(v)).toBeUndefined();
  });
  it.each([
    'nino',
    'nino@',
    '@sakhli.ge',
    'nino@sakhli',
    'ni no@sakhli.ge',
    'a@b@c.ge',
    'a@b.',
    42,
  ])('rejects %j', (v) => {
    expect(email(v)).toEqual({ id: 'validation.email' });
  });
  it('leaves an empty optional field to required', () => {
    expect(email('')).toBeUndefined();
    expect(validate('', required, email)).toEqual({ id: 'validation.required' });
  });
});

describe('wholeNumber', () => {
  it.each([0, 12, -3, '42', ' 7 ', '+5'])('accepts %j', (v) => {
    expect(wholeNumber(v)).toBeUndefined();
  });
  it.each([1.5, '1.5', '1,5', '12abc', 'abc', Infinity, '1e3'])('rejects %j', (v) => {
    expect(wholeNumber(v)).toEqual({ id: 'validation.number' });
  });
});

describe('password (spec §5: >= 8, uppercase Latin, digit)', () => {
  it('accepts exactly 8 characters with a Latin capital and a digit', () => {
    expect(password('Abcdefg1')).toBeUndefined();
  });
  it('rejects 7 characters', () => {
    expect(password('Abcdef1')).toEqual({ id: 'validation.password' });
  });
  it('rejects a password without an uppercase letter', () => {
    expect(password('abcdefg1')).toEqual({ id: 'validation.password' });
  });
  it('rejects a password without a digit', () => {
    expect(password('Abcdefgh')).toEqual({ id: 'validation.password' });
  });
  it('does not count Georgian capitals (Asomtavruli/Mtavruli) as uppercase Latin', () => {
    expect(password('აბგდეჟზ1Ⴀ')).toEqual({ id: 'validation.password' });
    expect(password('აბგდეჟზ1Ა')).toEqual({ id: 'validation.password' });
  });
  it('does not count Cyrillic capitals as uppercase Latin', () => {
    expect(password('ПАРОЛЬabc1')).toEqual({ id: 'validation.password' });
  });
  it('accepts a Georgian password once it has a Latin capital', () => {
    expect(password('პაროლიA1')).toBeUndefined();
  });
});

describe('passwordsEqual', () => {
  it('accepts equal passwords and rejects different ones, without trimming', () => {
    expect(passwordsEqual('Abcdefg1', 'Abcdefg1')).toBeUndefined();
    expect(passwordsEqual('Abcdefg1', 'Abcdefg1 ')).toEqual({ id: 'validation.passwordsEqual' });
  });
  it('works inside validate through a closure', () => {
    const confirm = (v: string) => passwordsEqual('Abcdefg1', v);
    expect(validate('Abcdefg2', required, confirm)).toEqual({ id: 'validation.passwordsEqual' });
  });
});

describe('minLength', () => {
  it('passes n characters and fails n-1, carrying n for the message', () => {
    expect(minLength(3)('abc')).toBeUndefined();
    expect(minLength(3)('ab')).toEqual({ id: 'validation.minLength', values: { n: 3 } });
  });
  it('counts the digits of a number and the items of a list', () => {
    expect(minLength(4)(1234)).toBeUndefined();
    expect(minLength(4)(123)).toEqual({ id: 'validation.minLength', values: { n: 4 } });
    expect(minLength(2)(['a'])).toEqual({ id: 'validation.minLength', values: { n: 2 } });
    expect(minLength(2)({ length: 5 })).toEqual({ id: 'validation.minLength', values: { n: 2 } });
  });
  it('counts Georgian letters as one character each', () => {
    expect(minLength(3)('საx')).toBeUndefined();
  });
  it('formats {n} into the text in every language', () => {
    const result = minLength(5)('abc');
    expect(formatRuleMessage(result, 'en')).toBe('Min symbols length is 5.');
    expect(formatRuleMessage(result, 'ru')).toBe('Минимальная длина — 5 символов.');
    expect(formatRuleMessage(result, 'ge')).toBe('სიმბოლოების მინიმალური რაოდენობაა 5.');
  });
});

describe('adultAge (spec §5: 13 or above)', () => {
  it('accepts 13 and rejects 12', () => {
    expect(adultAge(13)).toBeUndefined();
    expect(adultAge('13')).toBeUndefined();
    expect(adultAge(12)).toEqual({ id: 'validation.age' });
  });
  it.each([-1, 13.5, 'abc'])('rejects %j as an invalid age', (v) => {
    expect(adultAge(v)).toEqual({ id: 'validation.age' });
  });
});

describe('childAge (spec §5: 0 to 12)', () => {
  it('accepts 0 and 12', () => {
    expect(childAge(0)).toBeUndefined();
    expect(childAge(12)).toBeUndefined();
    expect(childAge('12')).toBeUndefined();
  });
  it('says the maximum child age for 13', () => {
    expect(childAge(13)).toEqual({ id: 'validation.childAge' });
    expect(formatRuleMessage(childAge(13), 'en')).toBe('Max child age is 12 years old.');
  });
  it.each([-1, 2.5, 'two'])('says invalid age for %j', (v) => {
    expect(childAge(v)).toEqual({ id: 'validation.age' });
  });
});

describe('childAgesMatch', () => {
  it('rejects 2 children with one age given', () => {
    expect(childAgesMatch(2, [5])).toEqual({ id: 'validation.childrenCount' });
    expect(childAgesMatch(2, [5, ''])).toEqual({ id: 'validation.childrenCount' });
  });
  it('accepts 2 children with two ages, including age 0', () => {
    expect(childAgesMatch(2, [5, 0])).toBeUndefined();
    expect(childAgesMatch('2', ['5', '0'])).toBeUndefined();
  });
  it('rejects ages given for no children and accepts none for none', () => {
    expect(childAgesMatch(0, [4])).toEqual({ id: 'validation.childrenCount' });
    expect(childAgesMatch(0, [])).toBeUndefined();
    expect(childAgesMatch(undefined, undefined)).toBeUndefined();
  });
});

describe('date', () => {
  it.each([
    '2026-02-28',
    '2028-02-29',
    '2026-11-23T09:30:00Z',
    '2026-11-23T09:30+04:00',
    new Date(0),
  ])('accepts %j', (v) => {
    expect(date(v)).toBeUndefined();
  });
  it.each(['2026-02-30', '2026-13-01', '23/11/2026', 'tomorrow', new Date('nope'), 20261123])(
    'rejects %j',
    (v) => {
      expect(date(v)).toEqual({ id: 'validation.date' });
    },
  );
});

describe('file', () => {
  const pdf = { name: 'passport.PDF', type: 'application/pdf', size: 5 * 1024 * 1024 };
  const rule = file({ types: ['application/pdf', 'image/*'], maxBytes: 5 * 1024 * 1024 });

  it('accepts an allowed type at exactly the maximum size', () => {
    expect(rule(pdf)).toBeUndefined();
    expect(rule({ name: 'scan.jpg', type: 'image/jpeg', size: 1 })).toBeUndefined();
  });
  it('rejects one byte over the maximum with the limit in human units', () => {
    const result = rule({ ...pdf, size: pdf.size + 1 });
    expect(result).toEqual({ id: 'validation.fileSize', values: { max: '5 MB' } });
    expect(formatRuleMessage(result, 'en')).toBe('The file is too large (max 5 MB).');
    expect(formatRuleMessage(result, 'ru')).toBe('Файл слишком большой (макс. 5 MB).');
  });
  it('rejects a type that is not listed', () => {
    expect(rule({ name: 'run.exe', type: 'application/x-msdownload', size: 10 })).toEqual({
      id: 'validation.fileType',
    });
  });
  it('matches extensions case-insensitively', () => {
    const byExtension = file({ types: ['.pdf'] });
    expect(byExtension(pdf)).toBeUndefined();
    expect(byExtension({ name: 'a.docx', type: '', size: 1 })).toEqual({
      id: 'validation.fileType',
    });
  });
  it('checks every file of a list and works with real Blob/File objects', () => {
    const ok = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const bad = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(rule([ok])).toBeUndefined();
    expect(rule([ok, bad])).toEqual({ id: 'validation.fileType' });
  });
  it('rejects something that is not a file', () => {
    expect(rule('passport.pdf')).toEqual({ id: 'validation.fileType' });
  });
});

describe('validate and formatRuleMessage', () => {
  it('answers with the first failing rule in order', () => {
    expect(validate('ab', required, minLength(3), password)).toEqual({
      id: 'validation.minLength',
      values: { n: 3 },
    });
    expect(validate('Abcdefg1', required, minLength(3), password)).toBeUndefined();
  });
  it('formats a pass as undefined and a failure in the asked language', () => {
    expect(formatRuleMessage(undefined, 'en')).toBeUndefined();
    expect(formatRuleMessage(required(''), 'ge')).toBe('ველის შევსება სავალდებულოა.');
    expect(id(email('x'))).toBe('validation.email');
  });
});
