import type { ProblemType } from '@sds/contract';

/** Human titles (English) for each problem type; the web app shows its own translation. */
export const problemTitles: Record<ProblemType, string> = {
  'malformed-request': 'The request could not be read',
  'validation-failed': 'The request has invalid fields',
  unauthenticated: 'Authentication required',
  'authorisation-failed':
    'Authorisation failed. Check if your authorization code is valid and if there are licenses available.',
  forbidden: 'You may not do this',
  'xsrf-rejected': 'The request was not sent by this site',
  'link-invalid': 'This download link is not valid or has expired',
  'sync-cursor-invalid': 'This sync cursor is not valid: sync again from the start',
  'not-found': 'Not found',
  'route-not-found': 'There is no such address',
  'method-not-allowed': 'Method not allowed',
  conflict: 'The change conflicts with the current state',
  'location-cycle': 'A location cannot be moved under itself or one of its own sublocations',
  'location-not-empty': 'The location still holds stock or sublocations',
  'location-name-taken': 'A location beside it already has that name',
  'precondition-failed': 'It was changed since the version this request started from',
  'payload-too-large': 'The request is too large',
  'unsupported-media-type': 'This content type is not accepted',
  'range-not-satisfiable': 'The requested range lies outside the file',
  'upload-not-an-sds': 'The file is not a safety data sheet that can be read',
  'rate-limited': 'Too many requests, try again later',
  'service-unavailable': 'The service is unavailable right now',
  'internal-error': 'Something went wrong on our side',
};
