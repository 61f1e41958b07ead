export { QrCode, qrPath, qrSvgDataUrl, type QrCodeProps } from './qr-code.tsx'
