/**
 * Sign-in and registration, shared by the /auth page
 * and the auth modal. Left half: a welcome message. Right half: the title, the red error
 * banner and the current form. Loaded lazily so the forms and their zod schemas stay out of
 * the storefront's first load.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CircuitBoard, X } from 'lucide-react';
import { accountMessages } from '@shop/shared/accounts/messages';
import { ErrorBanner } from '@/components/ui/error-banner';
import { getPendingIntent, pathAfterSignIn } from '@/lib/pending-intent';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthMode = 'login' | 'register' | 'forgot';

const titles: Record<AuthMode, string> = {
  login: 'Welcome Back!',
  register: 'Create Account',
  forgot: accountMessages.forgotPasswordTitle,
};

type AuthPanelProps = {
  variant: 'page' | 'modal';
  titleId: string;
  initialMode?: AuthMode;
  /** Modal only: the Close button. */
  onClose?: () => void;
  /** Called after a successful login or registration, before going back where the shopper was. */
  onSignedIn?: () => void;
};

export default function AuthPanel({
  variant,
  titleId,
  initialMode = 'login',
  onClose,
  onSignedIn,
}: AuthPanelProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Read on arrival: once signed in, the cart feature completes the intent and forgets it.
  const [intent] = useState(getPendingIntent);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [error, setError] = useState('');
  // Changing the key remounts the form: every field, the registration step and busy flags reset.
  const [formKey, setFormKey] = useState(0);
  const [prefillEmail, setPrefillEmail] = useState('');

  function switchMode(next: AuthMode, email = '') {
    setMode(next);
    setError('');
    setPrefillEmail(email);
    setFormKey((key) => key + 1);
  }

  function handleClose() {
    switchMode('login');
    onClose?.();
  }

  function handleSignedIn() {
    onSignedIn?.();
    const from = (location.state as { from?: unknown } | null)?.from;
    const next = pathAfterSignIn({ variant, from, intent });
    // Replacing /auth, so Back does not return to a sign-in form for someone signed in.
    if (next !== null) navigate(next, { replace: true });
  }

  const autoFocus = variant === 'modal';

  return (
    <div className="relative grid overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 md:grid-cols-2">
      <section className="flex flex-col justify-center gap-4 bg-gradient-to-br from-brand-700 via-brand-600 to-teal-500 px-6 py-6 text-white md:px-10 md:py-12">
        <CircuitBoard aria-hidden="true" className="hidden size-12 opacity-90 md:block" />
        <div>
          <p className="text-xl font-bold md:text-3xl">
            {mode === 'register' ? 'Join CircuitKart' : 'Hello, maker!'}
          </p>
          <p className="mt-2 text-sm text-brand-50 md:text-base">
            {mode === 'register'
              ? 'Create your account to order components, track deliveries and get quotes for PCB and 3D printing work.'
              : 'Sign in to see your cart, check out and track your orders from our Hyderabad store.'}
          </p>
        </div>
        {mode !== 'register' && (
          <button
            type="button"
            onClick={() => switchMode('register')}
            className="self-start rounded-full border-2 border-white px-5 py-2 text-sm font-semibold transition-colors hover:bg-white hover:text-brand-700"
          >
            New here? Sign up
          </button>
        )}
      </section>

      <section className="px-6 py-7 md:px-10 md:py-10">
        {variant === 'modal' && (
          <button
            type="button"
            aria-label="Close"
            onClick={handleClose}
            className="absolute top-3 right-3 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 max-md:text-white max-md:hover:bg-white/20 max-md:hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
        <h2 id={titleId} className="text-2xl font-bold text-slate-900">
          {titles[mode]}
        </h2>
        <div className="mt-4 space-y-4">
          <ErrorBanner message={error} />
          {mode === 'login' && (
            <LoginForm
              key={formKey}
              defaultEmail={prefillEmail}
              autoFocus={autoFocus}
              onError={setError}
              onSignedIn={handleSignedIn}
              onSignUp={() => switchMode('register')}
              onForgotPassword={() => switchMode('forgot')}
            />
          )}
          {mode === 'register' && (
            <RegisterForm
              key={formKey}
              autoFocus={autoFocus}
              onError={setError}
              onSignedIn={handleSignedIn}
              onLogIn={() => switchMode('login')}
            />
          )}
          {mode === 'forgot' && (
            <ForgotPasswordForm
              key={formKey}
              autoFocus={autoFocus}
              onError={setError}
              onDone={(email) => switchMode('login', email)}
              onBack={() => switchMode('login')}
            />
          )}
        </div>
      </section>
    </div>
  );
}
