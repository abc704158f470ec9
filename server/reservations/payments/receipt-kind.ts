/** The kinds of receipt a guest may send, apart from sharp, so the store and config need no image library. */
export type ReceiptKind = 'jpeg' | 'png' | 'pdf'

export const CONTENT_TYPE_OF: Record<ReceiptKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
}

export { MAX_RECEIPT_BYTES } from '../../../domain/guest-endpoints'
