// See instrumentation.ts: keeps the storefront's client instrumentation out of the baseline's first-load JavaScript.
export {}
