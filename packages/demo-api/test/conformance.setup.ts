// A test whose answers did not match the contract fails, naming the call and what differs.
import { afterEach, expect } from 'vitest';
import { takeMismatches } from './conformance';

afterEach(() => {
  expect(takeMismatches(), 'answers that differ from openapi.json').toEqual([]);
});
