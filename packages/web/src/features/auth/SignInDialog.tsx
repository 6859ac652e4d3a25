import { type FormEvent, useId, useMemo, useState } from 'react';
import { playerMessage } from '../../api/client';
import { useImportGuestCampaign } from '../../session/guest-import';
import { readGuestSummary } from '../../session/guest-record';
import { useSession } from '../../session/SessionProvider';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { LocalCampaign } from '../../ui/LocalCampaign';
import { TextField } from '../../ui/TextField';
import { notify } from '../../ui/Toaster';
import { NewPasswordField } from './NewPasswordField';
import styles from './SignInDialog.module.css';
import { usePasswordStrength } from './use-password-strength';

type Mode = 'login' | 'register';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offers 'Play as guest' (an unsaved campaign in this browser) as a secondary way in. */
  onPlayAsGuest?: () => void;
  /** Offers to resume the campaign saved in this browser (when there is one), still as a guest. */
  onResumeLocal?: () => void;
}

/**
 * Sign in or create an account (spec §2, §4): modes login and register, busy while a call runs.
 * With a campaign saved in this browser (issue 14) it offers to resume it beside Play as guest, and
 * to bring it into the account in the same step as signing in or registering.
 */
export function SignInDialog({ open, onOpenChange, onPlayAsGuest, onResumeLocal }: SignInDialogProps) {
  const words = useTheme().auth;
  const { signIn, register } = useSession();
  const importLocal = useImportGuestCampaign();
  // Read when the dialog opens: a guest may have played since it was last open.
  const local = useMemo(() => (open ? readGuestSummary() : null), [open]);
  const localWords = local ? { name: local.name, day: local.day } : null;
  const [bringLocal, setBringLocal] = useState(true);
  const [mode, setMode] = useState<Mode>('login');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const registering = mode === 'register';
  // Only a new password is estimated: signing in loads no estimator.
  const strength = usePasswordStrength(registering ? password : '', { username, email });

  function clearForm() {
    setUsername('');
    setEmail('');
    setPassword('');
    setError(null);
  }

  function switchMode() {
    clearForm();
    setMode(mode === 'login' ? 'register' : 'login');
  }

  function changeOpen(next: boolean) {
    if (!next) {
      clearForm();
      setMode('login');
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (mode === 'login') await signIn(username, password);
      else await register(username, email, password);
    } catch (failure) {
      setError(playerMessage(failure, words.errorFallback));
      setBusy(false);
      return;
    }
    if (local && bringLocal) {
      try {
        await importLocal();
      } catch (failure) {
        // Signed in all the same; the campaign stays in this browser for another try.
        notify(fillTemplate(words.bringFailed, { error: playerMessage(failure, words.bringNoReason) }));
      }
    }
    setBusy(false);
    changeOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={registering ? words.registerTitle : words.signInTitle}
      closeLabel={words.close}
    >
      <form className="form" onSubmit={submit}>
        <TextField
          id={`${ids}-username`}
          label={words.username}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={setUsername}
        />
        {registering && (
          <TextField
            id={`${ids}-email`}
            label={words.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
          />
        )}
        {registering ? (
          <NewPasswordField
            id={`${ids}-password`}
            name="password"
            label={words.password}
            value={password}
            onChange={setPassword}
            strength={strength}
            words={words}
          />
        ) : (
          <TextField
            id={`${ids}-password`}
            label={words.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
        )}
        {localWords && (
          <label className={styles.bring}>
            <input
              type="checkbox"
              name="bringLocal"
              checked={bringLocal}
              disabled={busy}
              onChange={(event) => setBringLocal(event.target.checked)}
            />
            <span>{fillTemplate(words.bringLocal, localWords)}</span>
          </label>
        )}
        {error && <ErrorBox>{error}</ErrorBox>}
        <Button type="submit" variant="primary" className="btn--block" disabled={busy}>
          {busy ? words.busy : registering ? words.registerSubmit : words.signInSubmit}
        </Button>
        <button type="button" className="link-button" onClick={switchMode} disabled={busy}>
          {registering ? words.toSignIn : words.toRegister}
        </button>
        <p className="form__note">{words.cloudNote}</p>
        {(onPlayAsGuest || (localWords && onResumeLocal)) && (
          <div className="form__guest">
            {localWords && onResumeLocal && (
              <LocalCampaign label={fillTemplate(words.localCampaign, localWords)}>
                <Button
                  className="btn--block"
                  onClick={() => {
                    changeOpen(false);
                    onResumeLocal();
                  }}
                  disabled={busy}
                >
                  {words.resumeLocal}
                </Button>
              </LocalCampaign>
            )}
            {onPlayAsGuest && (
              <Button
                className="btn--block"
                onClick={() => {
                  changeOpen(false);
                  onPlayAsGuest();
                }}
                disabled={busy}
              >
                {/* Starting anew replaces the campaign kept here: the button says so (issue 26 item 16). */}
                {localWords ? fillTemplate(words.guestPlayReplacing, localWords) : words.guestPlay}
              </Button>
            )}
            <p className="form__note">
              {localWords ? fillTemplate(words.guestReplaceNote, localWords) : words.guestNote}
            </p>
          </div>
        )}
      </form>
    </Dialog>
  );
}
