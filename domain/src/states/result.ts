import type { ValidationMessage } from '../texts/messages';

/**
 * What a state function answers: the new value, or why the transition is not allowed, as a
 * `validation:` i18n key the screen can show. State functions never throw for a user's move.
 */
export type StateResult<T, E extends ValidationMessage = ValidationMessage> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function okResult<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function errorResult<E extends ValidationMessage>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
