import { useState, type FormEvent } from 'react';
import type { SessionInfo } from '../wire/session.ts';
import { call, meta } from './client.ts';

export function Login({ onLogin }: { onLogin: (session: SessionInfo) => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      onLogin(await call<SessionInfo>('login', {
        method: 'POST', token: meta('desk-login-token'),
        body: { name: form.get('name'), password: form.get('password') },
      }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login">
      <h1>Leads desk</h1>
      <form onSubmit={submit}>
        <label htmlFor="name">Name</label>
        <input id="name" name="name" autoComplete="username" autoCapitalize="none" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <p className="error" role="alert">{error}</p>
        <button type="submit" disabled={busy}>{busy ? 'Logging in…' : 'Log in'}</button>
      </form>
    </main>
  );
}
