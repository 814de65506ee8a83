import { describe, expect, it } from 'vitest';
import { logTransport } from './log-format.ts';

describe('log format (issue 17 §4)', () => {
  it('prints readable lines to a terminal and JSON to a pipe when left to auto', () => {
    expect(logTransport({ LOG_FORMAT: 'auto' }, true)).toEqual({ transport: { target: 'pino-pretty' } });
    expect(logTransport({ LOG_FORMAT: 'auto' }, false)).toEqual({});
  });
  it('follows an explicit choice whatever stdout is', () => {
    expect(logTransport({ LOG_FORMAT: 'json' }, true)).toEqual({});
    expect(logTransport({ LOG_FORMAT: 'pretty' }, false)).toEqual({ transport: { target: 'pino-pretty' } });
  });
});
