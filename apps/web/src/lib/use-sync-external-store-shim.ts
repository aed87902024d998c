// react-i18next imports `useSyncExternalStore` from `use-sync-external-store/shim`, the
// polyfill for React before 18. React 19 has the hook itself: vite.config.ts points the shim's
// import here, which keeps the polyfill's code out of the first screen's budget (decision 0008).
export { useSyncExternalStore } from 'react';
