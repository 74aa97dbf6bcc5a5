import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { accountMessages } from '@shop/shared/accounts/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '../hooks/use-auth';
import { showRequestFailure } from '../show-request-failure';

type LoginFormProps = {
  defaultEmail?: string;
  autoFocus?: boolean;
  onError: (message: string) => void;
  onSignedIn: () => void;
  onSignUp: () => void;
  onForgotPassword: () => void;
};

export function LoginForm({
  defaultEmail = '',
  autoFocus,
  onError,
  onSignedIn,
  onSignUp,
  onForgotPassword,
}: LoginFormProps) {
  const { login } = useAuth();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    onError('');
    try {
      await login({ email: email.trim(), password });
      toast.success(accountMessages.loginSuccess);
      onSignedIn();
    } catch (error) {
      showRequestFailure(error, accountMessages.loginFailed, onError);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus={autoFocus && !defaultEmail}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        autoFocus={autoFocus && Boolean(defaultEmail)}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex justify-end">
        <Button variant="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Logging in...' : 'Login'}
      </Button>
      <p className="text-center text-sm">
        <Button variant="link" onClick={onSignUp}>
          Don&apos;t have an account? Sign up
        </Button>
      </p>
    </form>
  );
}
