// The one error shape every failed API call answers with (docs/decisions.md, "Errors").
import { z } from 'zod';

export const apiError = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiError>;
