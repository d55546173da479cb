// Parses request input with a zod schema from common/; a failure becomes a 400 with the schema's message.
import type { ZodType } from 'zod';

export const parse = <T>(schema: ZodType<T>, input: unknown): T => schema.parse(input ?? {});
