import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { readQr } from '@/tests/support/qr'
import { linkQrSvg } from './link-qr'

describe('linkQrSvg', () => {
  const url = `https://shop.example/store?s=${'a1'.repeat(32)}`

  it('draws a QR code that reads as the store’s link', async () => {
    const svg = await linkQrSvg(url)
    expect(svg).toMatch(/^<svg /)
    expect(readQr(svg)).toBe(url)
  })

  it('keeps the quiet zone scanners need and medium error correction', async () => {
    const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size
    expect(await linkQrSvg(url)).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`)
  })
})
