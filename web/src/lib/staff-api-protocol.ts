import { navigate } from 'wouter/use-browser-location';
import { loadFirebase } from './load-firebase';
import { requestReauth } from './reauth';
import { installAuthProtocol, type AuthProtocol } from './auth-protocol';

/** The app's side of the Staff API 401 protocol: Firebase Auth, wouter navigation, the re-auth dialog. */
export const browserAuthProtocol: AuthProtocol = {
  getToken: async (forceRefresh) => {
    const { auth } = await loadFirebase();
    return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
  },
  requestReauth,
  signOut: async () => {
    const { auth, signOut } = await loadFirebase();
    await signOut(auth);
  },
  navigate: (to) => navigate(to, { replace: true }),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

installAuthProtocol(browserAuthProtocol);
