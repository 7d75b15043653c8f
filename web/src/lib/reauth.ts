/**
 * Re-authentication on demand. The Staff API client asks for it on 'Credentials too old'
 * (spec section 4); the app mounts one dialog that registers itself here and resolves `true`
 * when the user signed in again (password, and the second factor where enrolled), `false` when
 * the user declined.
 */
export type ReauthHandler = () => Promise<boolean>;

let handler: ReauthHandler | null = null;

export function setReauthHandler(next: ReauthHandler | null): void {
  handler = next;
}

/** Asks the user to sign in again; without a mounted dialog the answer is "declined". */
export function requestReauth(): Promise<boolean> {
  return handler ? handler() : Promise.resolve(false);
}
