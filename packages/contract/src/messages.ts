/**
 * The generic form messages of docs/product.md#form-messages, the only validation texts the product
 * shows. The server puts them in a 422's `msg` map; the web app shows the same wording
 * (translated) for client-side checks.
 */
export const formMessages = {
  required: () => 'This field is required',
  min: (n: number) => `Must be at least ${n} characters`,
  max: (n: number) => `Must be at most ${n} characters`,
  type: () => 'Invalid type',
  pattern: () => 'Invalid format',
} as const;
