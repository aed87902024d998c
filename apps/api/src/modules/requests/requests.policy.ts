/** Every signed-in person, whatever their role; integrations have nobody to ask. */
export const signedInPeople = { principals: ['device' as const, 'account' as const] };

/**
 * Everyone of a company (docs/product/roles-and-access.md#who-may-call-what: users request
 * products); not the Admin, who has none.
 */
export const companyMembers = {
  principals: ['device' as const, 'account' as const],
  roles: ['User' as const, 'KeyUser' as const, 'CompanyAdmin' as const],
};
