/**
 * Text boxes that grow with their content (issue 23: a fixed height cut section texts off).
 * Browsers with CSS `field-sizing: content` (Chromium, Safari) do it themselves
 * (product-editor.css); elsewhere (Firefox) this sets the height from the content's, on
 * mount and on every input, within the same limits.
 */
export const growsByItself = () =>
  typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

/** Fits a text box's height to its content, where the browser does not. */
export function fitTextAreaHeight(area: HTMLTextAreaElement | null) {
  if (!area || growsByItself()) return;
  area.style.height = 'auto';
  const { borderTopWidth, borderBottomWidth } = getComputedStyle(area);
  const borders =
    (Number.parseFloat(borderTopWidth) || 0) + (Number.parseFloat(borderBottomWidth) || 0);
  area.style.height = `${area.scrollHeight + borders}px`;
}
