// The fake admin API's licence routes: the company's licences and the platform's catalogue.
import type { CompanyLicence, Licence, LicenceAddon } from '@sds/contract';
import { activeTeam } from './admin-fixtures.ts';
import { jsonResponse, type SentRequest } from './fake-api.ts';
import { notFound, type AdminState } from './fake-admin-api.ts';

export function licenceRoutes(state: AdminState, request: SentRequest, pathname: string) {
  const body = request.body as Record<string, unknown>;
  if (pathname === '/api/Licenses') return jsonResponse({ items: state.catalogue.licences });
  if (pathname === '/api/LicenseAddons') return jsonResponse({ items: state.catalogue.addons });
  if (pathname === '/api/CompanyLicenses' && request.method === 'POST') {
    const addon = state.catalogue.addons.find((item) => item.id === body.addonId);
    const licence = state.catalogue.licences.find((item) => item.id === body.licenseId);
    const item = addon ?? licence;
    if (!item) return notFound();
    const quantity = Number(body.quantity);
    const given: CompanyLicence = {
      ...activeTeam,
      id: 'b4d5e6f7-0819-4a2b-b3c4-d5e6f7081920',
      licenseId: licence?.id ?? null,
      addonId: addon?.id ?? null,
      name: item.name,
      quantity,
      grants: {
        userLicences: item.userLicences * quantity,
        keyUserLicences: item.keyUserLicences * quantity,
      },
      startsOn: String(body.startsOn),
      endsOn: typeof body.endsOn === 'string' ? body.endsOn : null,
    };
    state.licences.unshift(given);
    const company = state.companies.find((entry) => entry.id === body.companyId);
    if (company) company.licences.user.total += given.grants.userLicences;
    return jsonResponse(given, 201);
  }
  if (pathname === '/api/CompanyLicenses/update' && request.method === 'POST') {
    const licence = state.licences.find((item) => item.id === body.id);
    if (!licence) return notFound();
    Object.assign(licence, { status: body.cancelled ? 'Cancelled' : licence.status });
    return jsonResponse(licence);
  }
  return undefined;
}

export function catalogueWrites(state: AdminState, request: SentRequest, pathname: string) {
  const [, , collection, id] = pathname.split('/');
  const isAddon = collection === 'LicenseAddons';
  const list: (Licence | LicenceAddon)[] = isAddon
    ? state.catalogue.addons
    : state.catalogue.licences;
  const body = request.body as Licence;
  const stamps = { createdAt: '2026-05-06T12:00:00.000Z', updatedAt: '2026-05-06T12:00:00.000Z' };
  if (request.method === 'POST') {
    const created = { ...body, id: 'c5e6f708-192a-4b3c-94d5-e6f708192a3b', ...stamps };
    list.push(created);
    return jsonResponse(created, 201);
  }
  const item = list.find((entry) => entry.id === id);
  if (!item) return notFound();
  Object.assign(item, body);
  return jsonResponse(item);
}
