import type { AccountSelf, ResetPasswordResponse } from '@sds/contract';

/** A bearer token as `POST /api/account/token` gives it. */
export const TEST_ACCESS_TOKEN = 'test-access-token-0123456789abcdefghijklmno';

/** `GET /api/account/self` of the demo company's owner. */
export const testAccountSelf: AccountSelf = {
  id: '5b1f7c0e-2d4a-4c8e-9f3b-7a6d1e2c9b40',
  name: 'Ada Lovelace',
  email: 'ada@acme.example',
  roles: ['CompanyAdmin'],
  companyId: '3f1c2a9e-5b7d-4e21-9a0c-6d8e2f4b1a77',
  companyName: 'Acme Chemicals',
};

/** The answer to setting a password with a registration link: the new company's codes. */
export const registrationDone = {
  kind: 'registration',
  companyId: '8e4b2c1a-6f3d-4a7e-9b05-1c2d3e4f5a6b',
  companyName: 'Verfhandel De Kwast',
  email: 'an@dekwast.example',
  codes: {
    userCode: 'U7QX-M2PD-9WZR-4TNA',
    keyUserCode: 'K3LM-8HJQ-2VXC-6RPE',
    subscriptionCode: 'S5DT-7KWN-3BGY-9FQA',
  },
} satisfies ResetPasswordResponse;

/** A validation-failed problem with field errors, as the API answers a refused body. */
export function fieldProblemResponse(errors: { path: string; code: string }[]) {
  return new Response(
    JSON.stringify({
      type: 'validation-failed',
      title: 'Validation failed',
      status: 400,
      errors: errors.map((error) => ({ ...error, message: error.code })),
    }),
    { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
  );
}
