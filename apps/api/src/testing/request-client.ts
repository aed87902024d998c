import { PRODUCT_REQUEST_FIELDS } from '@sds/contract';

export interface RequestFormFields {
  CompanyId: string;
  CompanyName?: string;
  IsExistingProduct?: string;
  Remarks?: string;
}

/**
 * The form of `POST /api/products/request` as the web client writes it: the form's field names,
 * the text fields first and the optional `File` last.
 */
export function productRequestForm(
  fields: RequestFormFields,
  file?: { content: Uint8Array | string; name: string; type: string },
): FormData {
  const body = new FormData();
  const withDefaults = { CompanyName: 'Demo Chemicals', IsExistingProduct: 'false', ...fields };
  for (const [name, value] of Object.entries(withDefaults)) body.append(name, value);
  if (file) {
    const bytes =
      typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
    body.append(
      PRODUCT_REQUEST_FIELDS.file,
      new Blob([new Uint8Array(bytes)], { type: file.type }),
      file.name,
    );
  }
  return body;
}
