import { lazy } from 'react';

// Each screen of the administration loads when it is first opened: a CompanyAdmin never
// downloads the Admin's list, catalogue and feedback, and nobody the sections they do not open.

export const CompanyListScreen = lazy(() =>
  import('./companies/company-list-screen.tsx').then((module) => ({
    default: module.CompanyListScreen,
  })),
);

export const LicenceCatalogueScreen = lazy(() =>
  import('./catalogue/licence-catalogue-screen.tsx').then((module) => ({
    default: module.LicenceCatalogueScreen,
  })),
);

export const FeedbackInboxScreen = lazy(() =>
  import('./feedback/feedback-inbox-screen.tsx').then((module) => ({
    default: module.FeedbackInboxScreen,
  })),
);

export const OverviewSection = lazy(() =>
  import('./overview/overview-section.tsx').then((module) => ({
    default: module.OverviewSection,
  })),
);

export const CodesSection = lazy(() =>
  import('./codes/codes-section.tsx').then((module) => ({ default: module.CodesSection })),
);

export const LicencesSection = lazy(() =>
  import('./licences/licences-section.tsx').then((module) => ({
    default: module.LicencesSection,
  })),
);

export const DevicesSection = lazy(() =>
  import('./devices/devices-section.tsx').then((module) => ({ default: module.DevicesSection })),
);

export const ApiKeysSection = lazy(() =>
  import('./api-keys/api-keys-section.tsx').then((module) => ({
    default: module.ApiKeysSection,
  })),
);

export const SubscriptionsSection = lazy(() =>
  import('./subscriptions/subscriptions-section.tsx').then((module) => ({
    default: module.SubscriptionsSection,
  })),
);

export const LanguagesSection = lazy(() =>
  import('./languages/languages-section.tsx').then((module) => ({
    default: module.LanguagesSection,
  })),
);
