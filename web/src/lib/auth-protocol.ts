/**
 * What the Staff API's 401 protocol needs from the app: tokens, navigation, sign-out and the
 * re-authentication dialog. Installed once at start-up (`staff-api-protocol.ts`); tests install
 * their own. Kept apart from the Staff API client so that the client (and zod) stay in the
 * lazy chunks of the screens that call the API.
 */
export interface AuthProtocol {
  getToken(forceRefresh: boolean): Promise<string | null>;
  requestReauth(): Promise<boolean>;
  signOut(): Promise<void>;
  navigate(to: string): void;
  currentPath(): string;
}

let installed: AuthProtocol | null = null;

export function installAuthProtocol(next: AuthProtocol | null): void {
  installed = next;
}

export function authProtocol(): AuthProtocol | null {
  return installed;
}
