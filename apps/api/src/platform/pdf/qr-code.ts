import QRCode from 'qrcode';

/** Modules of white around the code that scanners need (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code (error correction M) of `size` points square, quiet zone included,
 * as filled squares: crisp at any print resolution.
 */
export function drawQrCode(
  document: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; size: number },
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + QUIET_ZONE * 2;
  const unit = box.size / count;
  document.save();
  document.rect(box.x, box.y, box.size, box.size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      // A hair of overlap so neighbouring squares print as one area, without seams.
      const x = box.x + (column + QUIET_ZONE) * unit;
      const y = box.y + (row + QUIET_ZONE) * unit;
      document.rect(x, y, unit + 0.05, unit + 0.05);
    }
  }
  document.fill('#000000');
  document.restore();
}
