/**
 * Everyone signed in to a company: its devices, integrations and people (its emergency numbers,
 * decision 0048). The platform Admin belongs to none and reads nulls.
 */
export const companyReaders = {
  principals: ['device' as const, 'apiKey' as const, 'account' as const],
};
