import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { playerMessage } from '../../api/client';
import type { User } from '../../api/types';
import { useSession } from '../../session/SessionProvider';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { TextField } from '../../ui/TextField';
import { notify } from '../../ui/Toaster';
import { NewPasswordField } from './NewPasswordField';
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
          <TextField
            id={`${ids}-email`}
            label={words.newEmail}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
          />
          <TextField
            id={`${ids}-email-current`}
            label={words.currentPassword}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            value={emailCurrent}
            onChange={setEmailCurrent}
          />
          {error?.change === 'email' && <ErrorBox>{error.message}</ErrorBox>}
          <Button type="submit" className="btn--block" disabled={busy !== null}>
            {busy === 'email' ? words.busy : words.changeEmail}
          </Button>
        </form>
        <form className="form" onSubmit={submitPassword} aria-label={words.changePassword}>
          <TextField
            id={`${ids}-password-current`}
            label={words.currentPassword}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            value={passwordCurrent}
            onChange={setPasswordCurrent}
          />
          <NewPasswordField
            id={`${ids}-password`}
            name="password"
            label={words.newPassword}
            value={password}
            onChange={setPassword}
            strength={strength}
            words={words}
          />
          {error?.change === 'password' && <ErrorBox>{error.message}</ErrorBox>}
          <Button type="submit" className="btn--block" disabled={busy !== null}>
            {busy === 'password' ? words.busy : words.changePassword}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
