import { UserManual } from '../components/user-manual';

/**
 * `/manual`: the user manual in the visitor's language (the app's normal detection: stored
 * choice, then browser language, then English).
 *
 * Decision: one user manual, two doors. `/manual` and `/ohje` show the same content; `/ohje`
 * (Finnish for "guide", the address printed on Finnish material) starts in Finnish.
 */
export default function ManualRoute() {
  return <UserManual />;
}
