// The bare sign-in page scripts/bundle-budget.mjs measures our first load against (CONVENTIONS.md,
// "Budgets"): the smallest honest Vite + React + Firebase Auth email-and-password form, set up as a
// typical app would (initializeApp + getAuth's default persistence and popup resolver), built from
// the same packages as the web app. Not served anywhere; only its size matters.
import { initializeApp } from 'firebase/app';
import { getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

const app = initializeApp({ apiKey: 'demo-key', authDomain: 'demo-bare.firebaseapp.com', projectId: 'demo-bare' });
const auth = getAuth(app);

function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      setMessage(`Signed in as ${user.email ?? user.uid}`);
    } catch {
      setMessage('Wrong email or password.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main>
      <h1>Sign in</h1>
      <form onSubmit={submit}>
        <label>
          Email
          <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          Sign in
        </button>
        <p role="status">{message}</p>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
