import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFailure } from './pg-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises PostgreSQL going away and connections that cannot be made', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P02'),
      withCode('57P03', 'the database system is starting up'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('08006'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves every other error alone (they are bugs or bad input, answered as such)', () => {
    for (const error of [
      withCode('23505'),
      withCode('42501', 'permission denied for table users'),
      withCode('53100', 'could not extend file'),
      new Error('boom'),
      'text',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('isStorageFailure', () => {
  it('is a full disk, an I/O error or a file PostgreSQL may not write', () => {
    expect(isStorageFailure(withCode('53100', 'could not write to file "pg_wal/xlogtemp.42"'))).toBe(true);
    expect(isStorageFailure(withCode('58030', 'could not fsync file'))).toBe(true);
    expect(isStorageFailure(withCode('42501', 'could not create file "base/5/16385": Read-only file system'))).toBe(
      true,
    );
    expect(isStorageFailure(Object.assign(new Error('Aborted()'), { name: 'RuntimeError' }))).toBe(true);
    expect(isStorageFailure(withCode('42501', 'permission denied for table clock_events'))).toBe(false);
    expect(isStorageFailure(withCode('23505'))).toBe(false);
  });
});
