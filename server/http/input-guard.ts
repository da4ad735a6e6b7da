import type { FastifyInstance } from 'fastify';
import { FieldValidationError, HttpError } from './errors.ts';

const NUL = '\u0000';

/** The dotted path of the first string holding a NUL character (PostgreSQL text cannot store one), or null. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '_root' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return childPath;
      const found = findNulCharacter(item, childPath);
      if (found) return found;
    }
  }
  return null;
}

/**
 * No text a visitor or an editor sends may carry a NUL character: refused before validation,
 * 400 in the address, 422 on the field in a body, so that it never reaches the database.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (findNulCharacter(request.params) || findNulCharacter(request.query)) {
      throw new HttpError(400, 'invalid_characters');
    }
    const field = findNulCharacter(request.body);
    if (field) throw new FieldValidationError({ [field]: 'invalid_characters' });
  });
}
