// The suppliers' screens and parts as one lazily loaded module: one chunk, so the entry's list
// of chunks to preload (the first screen's budget, decision 0008) grows by one name, not five.
export { AskSupplierButton } from './ask-supplier-button.tsx';
export { SupplierRequestsSection } from './supplier-requests-section.tsx';
export { SuppliersScreen } from './suppliers-screen.tsx';
export { SupplierUploadScreen } from './supplier-upload-screen.tsx';
