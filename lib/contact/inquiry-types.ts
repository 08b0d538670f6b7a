// Apart from the enquiry schema, so the contact form in the browser ships no validation library.

/** The enquiry types of the contact form: the value stored, the label shown. */
export const INQUIRY_TYPES = [
  { value: 'general', label: 'General Question' },
  { value: 'order', label: 'Order Inquiry' },
  { value: 'custom', label: 'Custom Team Order' },
  { value: 'wholesale', label: 'Wholesale/Bulk Order' },
  { value: 'support', label: 'Technical Support' },
] as const

export type InquiryType = (typeof INQUIRY_TYPES)[number]['value']

/** How a stored enquiry type reads: its label, or the value itself should the list ever lose it. */
export const inquiryTypeLabel = (value: string) => INQUIRY_TYPES.find((type) => type.value === value)?.label ?? value
