// Google reCAPTCHA (v2 checkbox) for tenants that enable it (`context.reCaptchaIsEnabled`). Google's
// script is loaded only then, once per page, in the user's language; the widget's response token
// goes with the request (`reCaptchaToken`) and the server verifies it. Without reCAPTCHA nothing
// is loaded and nothing is rendered.
import { usePortal } from '@talent/app-context';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import * as styles from '../AuthPage/AuthPage.css.ts';

interface Grecaptcha {
  render(container: HTMLElement, options: Record<string, unknown>): number;
  reset(widgetId: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; __talentRecaptchaLoaded?: () => void };

let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's script once; resolves when `grecaptcha` can render. */
function loadRecaptcha(locale: string): Promise<Grecaptcha> {
  const win = window as RecaptchaWindow;
  if (win.grecaptcha && typeof win.grecaptcha.render === 'function') return Promise.resolve(win.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    win.__talentRecaptchaLoaded = () => (win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error('grecaptcha')));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=__talentRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(locale)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The reCAPTCHA script could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The reCAPTCHA state of a form. */
export interface Captcha {
  /** Whether the tenant asks for reCAPTCHA. */
  readonly enabled: boolean;
  /** The response token, once the user solved it. */
  readonly token: string | null;
  /** Props for `<ReCaptcha>`. */
  readonly widget: Omit<ReCaptchaProps, 'error' | 'id'>;
  /** A token is single-use: call after each submit that sent it. */
  reset(): void;
}

/** reCAPTCHA state for one form. */
export function useCaptcha(): Captcha {
  const { tenant } = usePortal();
  const siteKey = tenant.context.reCaptchaSiteKey;
  const enabled = tenant.context.reCaptchaIsEnabled && Boolean(siteKey);
  const [token, setToken] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setGeneration((n) => n + 1);
  }, []);
  return { enabled, token, reset, widget: { siteKey: siteKey ?? '', generation, onToken: setToken } };
}

/** Props of `ReCaptcha`. */
export interface ReCaptchaProps {
  readonly siteKey: string;
  /** Bumped to reset the widget. */
  readonly generation: number;
  readonly onToken: (token: string | null) => void;
  readonly error?: string | undefined;
  readonly id?: string;
}

export function ReCaptcha({ siteKey, generation, onToken, error, id }: ReCaptchaProps): ReactElement {
  const intl = useIntl();
  const { locale } = usePortal();
  const container = useRef<HTMLDivElement | null>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onTokenRef = useRef(onToken);
  // Kept current after each commit (not during render), for the callbacks that run later.
  useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(locale).then(
      (api) => {
        if (cancelled || !container.current || widget.current) return;
        const widgetId = api.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
        widget.current = { api, id: widgetId };
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, locale]);

  useEffect(() => {
    if (generation > 0 && widget.current) widget.current.api.reset(widget.current.id);
  }, [generation]);

  return (
    <div
      id={id}
      role="group"
      aria-label={intl.formatMessage(messages.captcha)}
      className={styles.captcha}
      // A failed submit focuses the first invalid control; the widget is an iframe, so this group is.
      {...(error ? { 'data-invalid': 'true', tabIndex: -1 } : {})}
    >
      {state === 'loading' ? <p>{intl.formatMessage(messages.captchaLoading)}</p> : null}
      {state === 'failed' ? <p className={styles.captchaError}>{intl.formatMessage(messages.captchaFailed)}</p> : null}
      <div ref={container} />
      {error ? <p className={styles.captchaError}>{error}</p> : null}
    </div>
  );
}
