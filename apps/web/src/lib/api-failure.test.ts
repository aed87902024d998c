import { ProblemType } from '@sds/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorType } from './api-error.ts';
import {
  failureKindOf,
  failureMessage,
  fieldErrorsOf,
  forPassingKinds,
  isPassingKind,
  retryWaitOf,
} from './api-failure.ts';

const failure = (status: number, type: ApiErrorType, retryAfterSeconds?: number) =>
  new ApiError({ status, type, title: type, retryAfterSeconds });

describe('the kind of a failed call', () => {
  it.each([
    [failure(401, 'unauthenticated'), 'signed-out'],
    [failure(403, 'forbidden'), 'forbidden'],
    [failure(403, 'authorisation-failed'), 'forbidden'],
    [failure(403, 'link-invalid'), 'forbidden'],
    [failure(404, 'not-found'), 'not-found'],
    [failure(404, 'route-not-found'), 'not-found'],
    [failure(409, 'conflict'), 'conflict'],
    [failure(400, 'validation-failed'), 'refused'],
    [failure(413, 'payload-too-large'), 'too-large'],
    [failure(415, 'unsupported-media-type'), 'unsupported'],
    [failure(429, 'rate-limited'), 'rate-limited'],
    [failure(0, 'network-error'), 'no-connection'],
    [failure(503, 'service-unavailable'), 'unavailable'],
    [failure(500, 'internal-error'), 'unexpected'],
    [failure(200, 'unexpected-response'), 'unexpected'],
    // A request the server could not read is a bug of ours, not something to correct.
    [failure(400, 'malformed-request'), 'unexpected'],
    // A stale page's XSRF token, not a lack of rights: trying again after a reload helps.
    [failure(403, 'xsrf-rejected'), 'unexpected'],
    [new Error('storage full'), 'unexpected'],
    [new DOMException('aborted', 'AbortError'), 'unexpected'],
  ])('of %s is %s', (error, kind) => {
    expect(failureKindOf(error)).toBe(kind);
  });

  it('is known for every problem type of the contract', () => {
    for (const type of ProblemType.options) {
      expect(failureKindOf(failure(400, type))).toEqual(expect.any(String));
    }
  });

  it('may pass by itself for no answer, too many requests and a service down', () => {
    const passing = ['no-connection', 'rate-limited', 'unavailable'] as const;
    for (const kind of passing) expect(isPassingKind(kind)).toBe(true);
    expect(isPassingKind('forbidden')).toBe(false);
    expect(forPassingKinds('Try later')).toEqual({
      'no-connection': 'Try later',
      'rate-limited': 'Try later',
      unavailable: 'Try later',
    });
  });
});

describe('the message of a failed call', () => {
  const texts = { conflict: 'Taken already.', otherwise: 'Something went wrong.' };

  it('is the screen’s own words for the kinds it names', () => {
    expect(failureMessage(failure(409, 'conflict'), texts)).toBe('Taken already.');
  });

  it('is the general sentence for the others', () => {
    expect(failureMessage(failure(500, 'internal-error'), texts)).toBe('Something went wrong.');
    expect(failureMessage(new Error('boom'), texts)).toBe('Something went wrong.');
  });

  it('is nothing after a 401, unless the screen words it', () => {
    expect(failureMessage(failure(401, 'unauthenticated'), texts)).toBeNull();
    const signIn = { ...texts, 'signed-out': 'Wrong password.' };
    expect(failureMessage(failure(401, 'unauthenticated'), signIn)).toBe('Wrong password.');
  });
});

describe('the wait after too many requests', () => {
  it('is said in minutes in the interface language', () => {
    expect(retryWaitOf(failure(429, 'rate-limited', 300), 'en-US')).toBe('in 5 minutes');
    expect(retryWaitOf(failure(429, 'rate-limited', 300), 'nl-NL')).toBe('over 5 minuten');
  });

  it('is unknown without a Retry-After, and for other failures', () => {
    expect(retryWaitOf(failure(429, 'rate-limited'), 'en-US')).toBeUndefined();
    expect(retryWaitOf(failure(503, 'service-unavailable', 60), 'en-US')).toBeUndefined();
    expect(retryWaitOf(new Error('boom'), 'en-US')).toBeUndefined();
  });
});

describe('the field errors of a refusal', () => {
  it('are keyed by field name, the first error of each field', () => {
    const refusal = new ApiError({
      status: 400,
      type: 'validation-failed',
      title: 'Invalid',
      errors: [
        { path: 'body.email', message: 'Invalid email', code: 'invalid_format' },
        { path: 'body.email', message: 'Too long', code: 'too_big' },
        { path: 'query.page', message: 'Too small', code: 'too_small' },
      ],
    });
    const errors = fieldErrorsOf(refusal);
    expect([...errors.keys()]).toEqual(['email', 'query.page']);
    expect(errors.get('email')?.code).toBe('invalid_format');
  });

  it('are none for any other failure', () => {
    expect(fieldErrorsOf(failure(409, 'conflict')).size).toBe(0);
    expect(fieldErrorsOf(new Error('boom')).size).toBe(0);
  });
});
