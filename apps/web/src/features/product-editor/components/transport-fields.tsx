import { ContentFieldInputs } from './content-field-inputs.tsx';

/**
 * UN number, ADR class and packing group. Not every product is dangerous goods, so all three
 * may stay empty; a packing group needs a UN number (docs/product/product-content.md#fields).
 */
export function TransportFields() {
  return (
    <div className="editor-grid editor-grid--three">
      <ContentFieldInputs group="transport" />
    </div>
  );
}
