/**
 * Who may manage accounts (docs/product/roles-and-access.md#who-may-call-what): the platform Admin,
 * and CompanyAdmins for their company.
 */
export const accountKeepers = {
  principals: ['account' as const],
  roles: ['Admin' as const, 'CompanyAdmin' as const],
};
