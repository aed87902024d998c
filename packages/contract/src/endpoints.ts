/**
 * Every call of the original client's call list (docs/product/wire-conventions.md#routes), as it is
 * written: the method, the full `/api/...` route template with its `{param}` placeholders (its
 * casing kept: routes match case-insensitively, docs/product/wire-conventions.md#wire-shapes) and,
 * for the multipart calls, the name of the form field that carries the file.
 *
 * Clients call through this table (`apiClient.request({ endpoint: endpoints.productsApprove,
 * params: { id } })`), so a missing path parameter or upload file is refused before anything is
 * sent (docs/product/wire-conventions.md#required-parameters). Request and response schemas live
 * beside each feature's contract module.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The multipart field that carries the upload: `file`, or `File` in the product request form. */
export type EndpointFileField = 'file' | 'File';

export type Endpoint<Path extends string = string> = {
  readonly method: EndpointMethod;
  readonly path: Path;
  /**
   * Present on multipart calls: this field must hold a file
   * (docs/product/wire-conventions.md#required-parameters).
   */
  readonly file?: EndpointFileField;
};

export const endpoints = {
  // Login and logout
  authorizationLogin: { method: 'POST', path: '/api/Authorization' },
  authorizationLogout: { method: 'DELETE', path: '/api/Authorization' },
  authorizationUpdate: { method: 'PUT', path: '/api/Authorization' },

  // Products
  productsSearch: { method: 'GET', path: '/api/products' },
  productsList: { method: 'GET', path: '/api/products/list' },
  productsAllLocales: { method: 'GET', path: '/api/products/allLocales' },
  productsCreate: { method: 'POST', path: '/api/products' },
  productsGet: { method: 'GET', path: '/api/products/{id}' },
  productsUpdate: { method: 'PUT', path: '/api/products/{id}' },
  productsDelete: { method: 'DELETE', path: '/api/products/{id}' },
  productsByArticleNumber: {
    method: 'GET',
    path: '/api/products/articlenumber/{articleNumber}/{locale}',
  },
  productsByMasterCode: { method: 'GET', path: '/api/products/mastercode/{masterCode}' },
  productsSubmit: { method: 'POST', path: '/api/products/{id}/submit' },
  productsApprove: { method: 'POST', path: '/api/products/{id}/approve' },
  productsReject: { method: 'POST', path: '/api/products/{id}/reject' },
  productsImportStatus: { method: 'GET', path: '/api/products/{id}/importstatus' },
  productsImportVib: { method: 'POST', path: '/api/products/{id}/importvib' },
  productsDownloadGenerated: { method: 'POST', path: '/api/products/{id}/download/{type}' },
  productsDownloadImage: { method: 'GET', path: '/api/products/{id}/download/image/{validation}' },
  productsDownloadImageRef: {
    method: 'GET',
    path: '/api/products/{id}/download/imageref/{imagereference}',
  },
  productsDownloadPdf: { method: 'GET', path: '/api/products/{id}/download/pdf' },
  productsDownloadPdfRef: { method: 'GET', path: '/api/products/{id}/download/pdfref/{reference}' },
  productsUpload: { method: 'POST', path: '/api/products/{id}/upload/{type}', file: 'file' },
  productsDeleteUpload: { method: 'DELETE', path: '/api/products/{id}/upload/{type}' },
  productsRequest: { method: 'POST', path: '/api/products/request', file: 'File' },

  // Companies
  companyProducts: { method: 'GET', path: '/api/companies/{id}/products' },
  companyMasterProducts: { method: 'GET', path: '/api/companies/{id}/products/master/list' },
  companyProductPushKeyUser: { method: 'GET', path: '/api/companies/{id}/productPushKeyUser' },
  companyProductPushUser: { method: 'GET', path: '/api/companies/{id}/productPushUser' },
  companiesList: { method: 'GET', path: '/api/Companies' },
  companiesGet: { method: 'GET', path: '/api/Companies/{id}' },
  companiesUpdate: { method: 'PUT', path: '/api/Companies/{id}' },
  companiesDelete: { method: 'DELETE', path: '/api/Companies/{id}' },
  companiesResetKeyUserAuthCode: {
    method: 'PUT',
    path: '/api/Companies/{id}/resetKeyUserAuthCode',
  },
  companiesResetSubscriptionCode: {
    method: 'PUT',
    path: '/api/Companies/{id}/resetSubscriptionCode',
  },
  companiesResetUserAuthCode: { method: 'PUT', path: '/api/Companies/{id}/resetUserAuthCode' },
  companyApiKeysList: { method: 'GET', path: '/api/Companies/{companyId}/apikey' },
  companyApiKeysCreate: { method: 'POST', path: '/api/Companies/{companyId}/apikey' },
  companyApiKeysGet: { method: 'GET', path: '/api/Companies/{companyId}/apikey/{id}' },
  companyApiKeysUpdate: { method: 'PUT', path: '/api/Companies/{companyId}/apikey/{id}' },
  companyApiKeysDelete: { method: 'DELETE', path: '/api/Companies/{companyId}/apikey/{id}' },
  companyLocalesList: { method: 'GET', path: '/api/companies/{companyId}/locale' },
  companyLocalesCreate: { method: 'POST', path: '/api/companies/{companyId}/locale' },
  companyLocalesGet: { method: 'GET', path: '/api/companies/{companyId}/locale/{id}' },
  companyLocalesUpdate: { method: 'PUT', path: '/api/companies/{companyId}/locale/{id}' },
  companyLocalesDelete: { method: 'DELETE', path: '/api/companies/{companyId}/locale/{id}' },
  companyLicensesCreate: { method: 'POST', path: '/api/CompanyLicenses' },
  companyLicensesUpdate: { method: 'POST', path: '/api/CompanyLicenses/update' },
  companyLicensesGet: { method: 'GET', path: '/api/CompanyLicenses/{id}' },
  companyLicensesCheckStatus: { method: 'GET', path: '/api/CompanyLicenses/{id}/checkstatus' },
  companyLicensesUpdateLicenses: {
    method: 'GET',
    path: '/api/CompanyLicenses/{companyid}/updatelicenses',
  },
  licenseAddonsList: { method: 'GET', path: '/api/LicenseAddons' },
  licenseAddonsGet: { method: 'GET', path: '/api/LicenseAddons/{id}' },
  licensesList: { method: 'GET', path: '/api/Licenses' },
  licensesCreate: { method: 'POST', path: '/api/Licenses' },
  licensesGet: { method: 'GET', path: '/api/Licenses/{id}' },
  licensesUpdate: { method: 'PUT', path: '/api/Licenses/{id}' },
  localesList: { method: 'GET', path: '/api/Locale' },

  // Subscriptions and push
  companySubscribe: { method: 'POST', path: '/api/companies/{id}/subscribe' },
  companySubscribers: { method: 'GET', path: '/api/companies/{id}/subscribers' },
  companySubscriptions: { method: 'GET', path: '/api/companies/{id}/subscriptions' },
  subscriptionsGet: { method: 'GET', path: '/api/subscriptions/{id}' },
  subscriptionsUpdate: { method: 'PUT', path: '/api/subscriptions/{id}' },
  subscriptionsDelete: { method: 'DELETE', path: '/api/subscriptions/{id}' },
  subscriptionProductsList: { method: 'GET', path: '/api/subscriptions/{id}/products' },
  subscriptionProductsAdd: { method: 'POST', path: '/api/subscriptions/{id}/products' },
  subscriptionProductsPending: { method: 'GET', path: '/api/subscriptions/{id}/products/pending' },
  subscriptionProductsRemove: {
    method: 'DELETE',
    path: '/api/subscriptions/{id}/products/{productId}',
  },
  pushRegistrationsList: { method: 'GET', path: '/api/pushregistrations' },
  pushRegistrationsByHub: { method: 'GET', path: '/api/pushregistrations/{hubName}' },
  pushRegistrationsDeleteFromHub: {
    method: 'DELETE',
    path: '/api/pushregistrations/{hubName}/{id}',
  },
  pushRegistrationsDelete: { method: 'DELETE', path: '/api/pushregistrations/{id}' },
  feedbackSend: { method: 'POST', path: '/api/feedback' },
  vibUpload: { method: 'POST', path: '/api/vibupload', file: 'file' },
  vibUploadNotification: { method: 'POST', path: '/api/vibupload/notification' },

  // Account
  accountList: { method: 'GET', path: '/api/account' },
  accountCreate: { method: 'POST', path: '/api/account' },
  accountGet: { method: 'GET', path: '/api/account/{id}' },
  accountUpdate: { method: 'PUT', path: '/api/account/{id}' },
  accountDelete: { method: 'DELETE', path: '/api/account/{id}' },
  accountSelf: { method: 'GET', path: '/api/account/self' },
  accountRoles: { method: 'GET', path: '/api/account/roles' },
  accountForgot: { method: 'POST', path: '/api/account/forgot' },
  accountPassword: { method: 'POST', path: '/api/account/password' },
  accountReset: { method: 'POST', path: '/api/account/reset' },
  accountSendLogin: { method: 'POST', path: '/api/account/sendlogin' },
  accountToken: { method: 'POST', path: '/api/account/token' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/**
 * Calls the portal adds to that list (docs/product/wire-conventions.md#routes), kept out of
 * `endpoints` so that table stays the original list call for call (its test counts them). The
 * review record is one (decision 0016).
 */
export const portalEndpoints = {
  productsReviews: { method: 'GET', path: '/api/products/{id}/reviews' },
  // Versions and the archive of deleted products (issue 25, decision 0061).
  productVersionsList: { method: 'GET', path: '/api/products/{id}/revisions' },
  productVersionsGet: { method: 'GET', path: '/api/products/{id}/revisions/{revisionId}' },
  productVersionChanges: {
    method: 'GET',
    path: '/api/products/{id}/revisions/{revisionId}/changes',
  },
  productsArchived: { method: 'GET', path: '/api/products/archived' },
  productsDueForReview: { method: 'GET', path: '/api/products/due-for-review' },
  // Duplicates on import (issue 25, decision 0068): the key user's answer to the question.
  productsImportDecision: { method: 'POST', path: '/api/products/{id}/importdecision' },
  companyRecordKeepingGet: { method: 'GET', path: '/api/companies/{companyId}/record-keeping' },
  companyRecordKeepingSet: { method: 'PUT', path: '/api/companies/{companyId}/record-keeping' },
  statementsList: { method: 'GET', path: '/api/statements' },
  accountSignOut: { method: 'DELETE', path: '/api/account/token' },
  // Company administration (issue 10, decision 0023): codes masked until revealed, devices.
  companyCodesGet: { method: 'GET', path: '/api/Companies/{id}/codes' },
  companyCodesReveal: { method: 'POST', path: '/api/Companies/{id}/codes/{kind}/reveal' },
  companyDevicesList: { method: 'GET', path: '/api/Companies/{id}/devices' },
  companyDevicesRevoke: { method: 'DELETE', path: '/api/Companies/{id}/devices/{deviceId}' },
  companyDevicesLabel: { method: 'PUT', path: '/api/Companies/{id}/devices/{deviceId}/label' },
  // Licences (issue 10, decision 0024): add-ons kept by Admin, a company's licences for its screens.
  licenseAddonsCreate: { method: 'POST', path: '/api/LicenseAddons' },
  licenseAddonsUpdate: { method: 'PUT', path: '/api/LicenseAddons/{id}' },
  companyLicensesList: { method: 'GET', path: '/api/Companies/{companyId}/licenses' },
  // Feedback and product requests (issue 11, decision 0025): Admin reads feedback; the
  // company's key users work through its product requests.
  feedbackList: { method: 'GET', path: '/api/feedback' },
  feedbackUpdate: { method: 'PUT', path: '/api/feedback/{id}' },
  productRequestsList: { method: 'GET', path: '/api/products/requests' },
  productRequestsGet: { method: 'GET', path: '/api/products/requests/{id}' },
  productRequestsFile: { method: 'GET', path: '/api/products/requests/{id}/file' },
  productRequestsConvert: { method: 'POST', path: '/api/products/requests/{id}/convert' },
  productRequestsDismiss: { method: 'POST', path: '/api/products/requests/{id}/dismiss' },
  // Emergency numbers (issue 23, decision 0048): the caller's company's on every sheet; the
  // CompanyAdmin keeps them.
  emergencyNumbersGet: { method: 'GET', path: '/api/emergency-numbers' },
  productLocalesList: { method: 'GET', path: '/api/product-locales' },
  companyEmergencyNumbersGet: {
    method: 'GET',
    path: '/api/companies/{companyId}/emergency-numbers',
  },
  companyEmergencyNumbersUpdate: {
    method: 'PUT',
    path: '/api/companies/{companyId}/emergency-numbers',
  },
  // The company poster (issue 24, decision 0055): an A4 pdf whose QR code signs a phone in.
  companyPoster: { method: 'POST', path: '/api/companies/{companyId}/poster' },
  // The offline pack (issue 24, decision 0052): sheets changed and removed since a cursor.
  productsSync: { method: 'GET', path: '/api/products/sync' },
  // Suppliers and their update requests (issue 25, decision 0070): key users keep suppliers and
  // ask them for current sheets; the supplier's upload page needs no account, only the link.
  suppliersList: { method: 'GET', path: '/api/suppliers' },
  suppliersCreate: { method: 'POST', path: '/api/suppliers' },
  suppliersGet: { method: 'GET', path: '/api/suppliers/{id}' },
  suppliersUpdate: { method: 'PUT', path: '/api/suppliers/{id}' },
  productSupplierRequests: { method: 'GET', path: '/api/products/{id}/supplier-requests' },
  productSupplierRequestsCreate: { method: 'POST', path: '/api/products/{id}/supplier-requests' },
  supplierUploadLookup: { method: 'POST', path: '/api/supplier-upload/lookup' },
  supplierUpload: { method: 'POST', path: '/api/supplier-upload', file: 'file' },
  // Sites, locations and stock (issue 26, decision 0073): a company's location tree, the stock
  // at each location and every change of it recorded.
  companySites: { method: 'GET', path: '/api/companies/{id}/sites' },
  companySitesCreate: { method: 'POST', path: '/api/companies/{id}/sites' },
  companyStockMovements: { method: 'GET', path: '/api/companies/{id}/stock-movements' },
  locationGet: { method: 'GET', path: '/api/locations/{id}' },
  locationUpdate: { method: 'PUT', path: '/api/locations/{id}' },
  locationDelete: { method: 'DELETE', path: '/api/locations/{id}' },
  locationChildrenCreate: { method: 'POST', path: '/api/locations/{id}/children' },
  locationStockCreate: { method: 'POST', path: '/api/locations/{id}/stock' },
  locationMovements: { method: 'GET', path: '/api/locations/{id}/movements' },
  stockUpdate: { method: 'PUT', path: '/api/stock/{id}' },
  stockDelete: { method: 'DELETE', path: '/api/stock/{id}' },
} as const satisfies Record<string, Endpoint>;

/** The `{param}` names of a route template, in order. */
export function endpointParameters(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');
}
