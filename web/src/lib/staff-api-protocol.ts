import { signOut } from 'firebase/auth';
import { navigate } from 'wouter/use-browser-location';
import { auth } from './firebase';
import { requestReauth } from './reauth';
import { installAuthProtocol, type AuthProtocol } from './auth-protocol';

/** The app's side of the Staff API 401 protocol: Firebase Auth, wouter navigation, the re-auth dialog. */
export const browserAuthProtocol: AuthProtocol = {
  getToken: async (forceRefresh) => (auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null),
  requestReauth,
  signOut: () => signOut(auth),
  navigate: (to) => navigate(to, { replace: true }),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

installAuthProtocol(browserAuthProtocol);
