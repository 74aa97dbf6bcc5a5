/**
 * /admin-login: username and password, checked by the server. An already stored token goes
 * straight to the dashboard.
 */
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ShieldCheck } from 'lucide-react';
import { adminLoginSchema } from '@shop/shared/accounts/schemas';
import { adminMessages } from '@shop/shared/accounts/messages';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { getAdminToken, saveAdminSession } from '@/lib/admin-session';
import { toastBannerError } from '@/lib/toast-banner-error';
import { adminLogin } from '../api/admin-login';

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (getAdminToken()) return <Navigate to="/admin/dashboard" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = adminLoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? adminMessages.invalidCredentialsInline);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await adminLogin(parsed.data);
      saveAdminSession(answer.token, answer.user);
      toast.success(adminMessages.welcome);
      navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      setBusy(false);
      if (isApiError(failure, 401)) {
        setError(adminMessages.invalidCredentialsInline);
        toastBannerError(adminMessages.invalidCredentialsToast);
      } else if (isApiError(failure, 429) && failure.fromServer) {
        // Rate limits answer with a clear message; show it.
        toast.error(failure.message);
      } else {
        console.error(adminMessages.loginError, failure);
        toast.error(adminMessages.loginError);
      }
    }
  }

  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-slate-900 px-4 py-10">
      <title>Admin Login | CircuitKart</title>
      <main className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-2xl">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <ShieldCheck aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-500">CircuitKart back office</p>
        </div>
        <form onSubmit={handleSubmit} className="mt-6 space-y-4">
          <ErrorBanner message={error} />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            autoFocus
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </form>
      </main>
    </div>
  );
}
