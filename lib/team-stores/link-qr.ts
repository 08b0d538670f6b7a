import 'server-only'
import QRCode from 'qrcode'

/**
 * A store's link as a QR code, an SVG drawn on the server (no script reaches the board for it): for
 * the manager to print on a flyer or show at practice, where a phone's camera opens the store.
 * Medium error correction reads through a crease or a thumb; the quiet zone is the four modules
 * scanners expect.
 */
export function linkQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } })
}
