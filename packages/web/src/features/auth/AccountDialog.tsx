import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { playerMessage } from '../../api/client';
import type { User } from '../../api/types';
import { useSession } from '../../session/SessionProvider';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { notify } from '../../ui/Toaster';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { usePasswordStrength } from './use-password-strength';

interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Change = 'email' | 'password';

/**
 * The signed-in player's e-mail and password (issue 27). Each change asks for the current password
 * — a session left open on a shared computer must not be enough to take the account — and the
 * server then signs out every other browser. A new password shows the same strength estimate as
 * the sign-up form.
 */
export function AccountDialog({ open, onOpenChange }: AccountDialogProps) {
  const words = useTheme().auth;
  const api = useApi();
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const [emailCurrent, setEmailCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [passwordCurrent, setPasswordCurrent] = useState('');
  const [busy, setBusy] = useState<Change | null>(null);
  const [error, setError] = useState<{ change: Change; message: string } | null>(null);
  const strength = usePasswordStrength(password, { username: user?.username });
  const ids = useId();

  function clearForm() {
    setEmail('');
    setEmailCurrent('');
    setPassword('');
    setPasswordCurrent('');
    setError(null);
  }

  function changeOpen(next: boolean) {
    if (!next) clearForm();
    onOpenChange(next);
  }

  async function send(change: Change, body: Record<string, string>, done: string) {
    if (!user || busy) return;
    setBusy(change);
    setError(null);
    try {
      await api.patch<User>(`/api/users/${user.id}`, body);
      clearForm();
      notify(done);
    } catch (failure) {
      setError({ change, message: playerMessage(failure, words.accountErrorFallback) });
    }
    setBusy(null);
  }

  function submitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send('email', { email, current_password: emailCurrent }, words.emailChanged);
  }

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send('password', { password, current_password: passwordCurrent }, words.passwordChanged);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={words.accountTitle} closeLabel={words.close}>
      <div className="form">
        <p className="form__note">{words.accountNote}</p>
        <form className="form" onSubmit={submitEmail} aria-label={words.changeEmail}>
          <label className="field" htmlFor={`${ids}-email`}>
            <span className="field__label">{words.newEmail}</span>
            <input
              id={`${ids}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <label className="field" htmlFor={`${ids}-email-current`}>
            <span className="field__label">{words.currentPassword}</span>
            <input
              id={`${ids}-email-current`}
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
              value={emailCurrent}
              onChange={(event) => setEmailCurrent(event.target.value)}
            />
          </label>
          {error?.change === 'email' && <ErrorBox>{error.message}</ErrorBox>}
          <Button type="submit" className="btn--block" disabled={busy !== null}>
            {busy === 'email' ? words.busy : words.changeEmail}
          </Button>
        </form>
        <form className="form" onSubmit={submitPassword} aria-label={words.changePassword}>
          <label className="field" htmlFor={`${ids}-password-current`}>
            <span className="field__label">{words.currentPassword}</span>
            <input
              id={`${ids}-password-current`}
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
              value={passwordCurrent}
              onChange={(event) => setPasswordCurrent(event.target.value)}
            />
          </label>
          <label className="field" htmlFor={`${ids}-password`}>
            <span className="field__label">{words.newPassword}</span>
            <input
              id={`${ids}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={`${ids}-password-rule${strength ? ` ${ids}-password-strength` : ''}`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          <p className="form__note" id={`${ids}-password-rule`}>
            {words.passwordRule}
          </p>
          <PasswordStrengthMeter id={`${ids}-password-strength`} strength={strength} words={words} />
          {error?.change === 'password' && <ErrorBox>{error.message}</ErrorBox>}
          <Button type="submit" className="btn--block" disabled={busy !== null}>
            {busy === 'password' ? words.busy : words.changePassword}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
