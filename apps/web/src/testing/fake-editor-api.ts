import { fakeApi, jsonResponse, problemResponse, type SentRequest } from './fake-api.ts';
import { officialStatements } from './statement-fixtures.ts';

/**
 * The API as the product editor sees it: the official statements always answer, `handle`
 * answers the rest (undefined: 404). `sent()` lists every request, statements included.
 */
export function fakeEditorApi(
  handle: (request: SentRequest) => Response | undefined = () => undefined,
) {
  return fakeApi((request) => {
    if (request.url.startsWith('/api/statements?')) return jsonResponse(officialStatements);
    return handle(request) ?? problemResponse(404, 'not-found');
  });
}

/** A 400 `validation-failed` problem with field errors, as the server answers bad input. */
export function validationProblem(errors: { path: string; code: string }[]) {
  const body = {
    type: 'validation-failed',
    title: 'Validation failed',
    status: 400,
    errors: errors.map((error) => ({ ...error, message: 'is invalid' })),
  };
  return new Response(JSON.stringify(body), {
    status: 400,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}
